import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';

/** The request header that carries the key (docs/api-conventions.md, Idempotency keys). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** The response header that marks an answer replayed from an earlier request with the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;
/** How long a key is remembered; an older record counts as absent. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * The request's idempotency key, or undefined when it sends none. An empty key or one longer than 255 characters
 * answers 400 naming the header. (Node trims a header value and joins a repeated custom header with ", ".)
 */
export function readIdempotencyKey(request: Pick<Request, 'headers'>): string | undefined {
  const raw = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (raw === undefined) return undefined;
  const key = Array.isArray(raw) ? raw.join(', ') : raw;
  if (key.length === 0) throw DomainError.invalidField(IDEMPOTENCY_KEY_HEADER, `${IDEMPOTENCY_KEY_HEADER} must not be empty.`);
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    throw DomainError.invalidField(IDEMPOTENCY_KEY_HEADER, `${IDEMPOTENCY_KEY_HEADER} must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters long.`);
  }
  return key;
}
