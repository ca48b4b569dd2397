import type { IncomingHttpHeaders } from 'node:http';
import type { PayoutProvider, ProviderOutcome } from './payout-provider';

/** The real providers a deployment can choose (docs/providers.md); each has a `:test` and a callback route. */
export const REMOTE_PROVIDER_NAMES = ['tremendous', 'paypal', 'lob'] as const;
export type RemoteProviderName = (typeof REMOTE_PROVIDER_NAMES)[number];

export const isRemoteProviderName = (name: string): name is RemoteProviderName => (REMOTE_PROVIDER_NAMES as readonly string[]).includes(name);

/** A `:test` (or the start-up check): `refused` when the provider turned the credentials down (401/403). */
export interface PingResult {
  status: 'Ok' | 'Failed';
  message: string;
  refused: boolean;
}

/** What one callback says about one payout, found by our idempotency key (`payout-<id>`). */
export interface CallbackOutcome {
  idempotencyKey: string;
  outcome: ProviderOutcome;
}

/** A callback as received: the exact bytes (signatures are over them), the headers and the parsed JSON. */
export interface ReceivedCallback {
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  body: unknown;
}

/**
 * A provider over its real API (docs/providers.md): the payout port, plus the ping the `:test` action and the start-up
 * check call, and its status callbacks (signature first, then what they say).
 */
export interface RemotePayoutProvider extends PayoutProvider {
  readonly name: RemoteProviderName;
  ping(): Promise<PingResult>;
  /** Whether the callback really comes from the provider; never throws for a bad signature. */
  verifyCallback(callback: ReceivedCallback): Promise<boolean>;
  /** The payouts a verified callback moves on; empty when it says nothing final or new (it is acknowledged all the same). */
  callbackOutcomes(callback: ReceivedCallback): Promise<CallbackOutcome[]>;
}

/**
 * A failure that may pass (a 5xx, a 429, the network): the submit job throws it and BullMQ retries, the idempotency
 * key making the retry safe. `retryAfterSeconds` is the provider's Retry-After when it sent one.
 */
export class TransientProviderError extends Error {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'TransientProviderError';
  }
}

/** Retry-After in seconds (delta-seconds or an HTTP date); undefined when absent or unreadable. */
export function retryAfterSeconds(value: string | string[] | undefined, now = Date.now()): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text) return undefined;
  if (/^\d+$/.test(text.trim())) return Number(text.trim());
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** Whether an HTTP status is worth retrying: the provider's trouble or its rate limit, not a refusal of this payout. */
export const isTransientStatus = (status: number): boolean => status === 408 || status === 425 || status === 429 || status >= 500;

/** Whether an HTTP status says our credentials are refused. */
export const isRefusedStatus = (status: number): boolean => status === 401 || status === 403;
