import { isRefusedStatus, isTransientStatus, retryAfterSeconds, TransientProviderError, type PingResult } from './remote-provider';

/** An HTTP error as the SDKs report it (axios: `response`; paypalhttp: `statusCode`), or undefined for a network failure. */
export interface HttpFailure {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

/** Reads the status, headers and body of an SDK's error; undefined when no answer came (refused connection, timeout). */
export function httpFailureOf(error: unknown): HttpFailure | undefined {
  const e = error as { response?: { status?: number; headers?: Record<string, string>; data?: unknown }; statusCode?: number; headers?: Record<string, string>; message?: string };
  if (e?.response && typeof e.response.status === 'number') return { status: e.response.status, headers: e.response.headers ?? {}, body: e.response.data };
  if (typeof e?.statusCode === 'number') {
    let body: unknown = e.message;
    try {
      body = JSON.parse(e.message ?? '');
    } catch {
      // a body that is not JSON stays text
    }
    return { status: e.statusCode, headers: e.headers ?? {}, body };
  }
  return undefined;
}

/** A short, secret-free sentence for an error: the provider's message when it gave one. */
export function describeFailure(provider: string, error: unknown, message: (body: unknown) => string | undefined): string {
  const failure = httpFailureOf(error);
  if (!failure) return `${provider} could not be reached: ${(error as Error)?.message ?? String(error)}`.slice(0, 300);
  return `${provider} answered ${failure.status}${message(failure.body) ? `: ${message(failure.body)}` : ''}`.slice(0, 300);
}

/** Rethrows what may pass (network, 5xx, 429) as TransientProviderError, with the provider's Retry-After; returns a refusal's failure. */
export function refusalOrThrow(provider: string, error: unknown, message: (body: unknown) => string | undefined): HttpFailure {
  const failure = httpFailureOf(error);
  if (!failure || isTransientStatus(failure.status) || isRefusedStatus(failure.status)) {
    // Refused credentials are not this payout's fault either: retried, and the start-up check says why.
    throw new TransientProviderError(describeFailure(provider, error, message), failure ? retryAfterSeconds(failure.headers['retry-after']) : undefined);
  }
  return failure;
}

/** A ping's result from an error: `refused` on 401/403. */
export function pingFailure(provider: string, error: unknown, message: (body: unknown) => string | undefined): PingResult {
  const failure = httpFailureOf(error);
  return { status: 'Failed', refused: failure !== undefined && isRefusedStatus(failure.status), message: describeFailure(provider, error, message) };
}
