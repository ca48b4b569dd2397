import type { CorsOptions } from '@nestjs/common/interfaces/external/cors-options.interface';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from '../idempotency/idempotency-key';

/** Response headers a browser script may read besides the simple ones: what the API documents and clients act on. */
export const EXPOSED_HEADERS = ['Location', 'X-Request-Id', IDEMPOTENT_REPLAYED_HEADER, 'Retry-After', 'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'];

/**
 * Cross-origin access for exactly the listed origins, preflights included; undefined (CORS stays closed: no
 * Access-Control-Allow-Origin on any answer) when none is listed. Tokens travel in the Authorization header, never
 * in cookies, so credentials are not allowed.
 */
export function corsOptions(origins: readonly string[]): CorsOptions | undefined {
  if (origins.length === 0) return undefined;
  return {
    origin: [...origins],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', IDEMPOTENCY_KEY_HEADER, 'X-Request-Id'],
    exposedHeaders: EXPOSED_HEADERS,
    credentials: false,
    maxAge: 600,
  };
}
