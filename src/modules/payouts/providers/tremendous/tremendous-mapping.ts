import { createHmac, timingSafeEqual } from 'node:crypto';
import type { ProviderOutcome } from '../payout-provider';

/**
 * Tremendous's order and reward as its API v2 answers them (`POST /orders`, `GET /orders/{id}`; the `tremendous` SDK's
 * types, docs/providers.md): only what the mapping reads.
 */
export interface TremendousOrder {
  id: string;
  external_id?: string | null;
  status: string;
  rewards?: { id?: string; delivery?: { method?: string; status?: string; link?: string } }[];
}

/** Order statuses that wait for someone (an approver, Tremendous's review, a settlement window): not final. */
export const TREMENDOUS_WAITING = ['OPEN', 'PENDING APPROVAL', 'PENDING INTERNAL PAYMENT APPROVAL', 'PENDING SETTLEMENT'] as const;

/**
 * Where a payout stands from its Tremendous order (docs/providers.md, Tremendous): `EXECUTED` with the reward's
 * redemption link is `Completed` (the link is the card the beneficiary sees); a reward whose delivery failed, or a
 * `FAILED`/`CANCELED` order, is `Failed`; anything waiting is `Processing` (TREMENDOUS_WAITING, or executed without a link yet).
 */
export function outcomeOfOrder(order: TremendousOrder): ProviderOutcome {
  const reward = order.rewards?.[0];
  const reference = reward?.id ?? order.id;
  if (order.status === 'FAILED' || order.status === 'CANCELED') return { status: 'Failed', reference, reason: `Tremendous ${order.status.toLowerCase()} the order` };
  if (reward?.delivery?.status === 'FAILED') return { status: 'Failed', reference, reason: 'Tremendous could not deliver the reward' };
  if (order.status === 'EXECUTED' && reward?.delivery?.link) {
    return { status: 'Completed', reference, credentials: { code: reference, pin: null, redemptionUrl: reward.delivery.link } };
  }
  // EXECUTED without a link yet, or waiting (WAITING); an unknown status is not final either.
  return { status: 'Processing', reference };
}

/** The message of a Tremendous error body (`{ errors: { message, payload } }`). */
export function tremendousMessage(body: unknown): string | undefined {
  const errors = (body as { errors?: { message?: unknown } } | undefined)?.errors;
  return typeof errors?.message === 'string' ? errors.message.slice(0, 200) : undefined;
}

/**
 * Tremendous signs each webhook: `Tremendous-Webhook-Signature: sha256=<hex HMAC-SHA256 of the raw body>` with the
 * webhook's private key (docs/providers.md, Callbacks). Compared in constant time.
 */
export function verifyTremendousSignature(rawBody: Buffer, header: string | string[] | undefined, secret: string): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  const match = /^sha256=([0-9a-f]{64})$/i.exec(value?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(rawBody).digest();
  return timingSafeEqual(expected, Buffer.from(match[1], 'hex'));
}

export const signTremendous = (rawBody: Buffer | string, secret: string): string => `sha256=${createHmac('sha256', secret).update(rawBody).digest('hex')}`;

/** A Tremendous webhook: its event and the resource it is about (a reward or an order). */
export interface TremendousWebhook {
  event: string;
  resource: { id: string; type: string } | null;
}

export function parseTremendousWebhook(body: unknown): TremendousWebhook {
  const b = body as { event?: unknown; payload?: { resource?: { id?: unknown; type?: unknown } } } | undefined;
  const resource = b?.payload?.resource;
  return {
    event: typeof b?.event === 'string' ? b.event : '',
    resource: typeof resource?.id === 'string' && typeof resource.type === 'string' ? { id: resource.id, type: resource.type } : null,
  };
}

/** The events that can move a payout on; others (`TEST`, campaign or member events) are acknowledged and ignored. */
export const TREMENDOUS_PAYOUT_EVENTS = new Set(['REWARDS.DELIVERY.SUCCEEDED', 'REWARDS.DELIVERY.FAILED', 'REWARDS.CANCELED', 'ORDERS.APPROVED', 'ORDERS.REJECTED', 'ORDERS.FAILED', 'ORDERS.EXECUTED']);
