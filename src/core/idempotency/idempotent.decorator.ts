import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAYED_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency-key';

export const IDEMPOTENT_KEY = 'http:idempotent';

const DESCRIPTION =
  `Optional; at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters. A repeat with the same key and the same request, within ` +
  `${IDEMPOTENCY_KEY_TTL_HOURS} hours and for the same organization, is not carried out again: it gets the first answer ` +
  `(status, \`Location\` and body) with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`. The same key with a different request ` +
  'answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. ' +
  'A request that fails does not keep its key, so it can be retried with the same key once corrected.';

/**
 * Marks an operation that honours an `Idempotency-Key` header (contract §9); the global IdempotencyInterceptor does
 * the work. Only for operations that create something or move money.
 */
export const Idempotent = () =>
  applyDecorators(
    SetMetadata(IDEMPOTENT_KEY, true),
    ApiHeader({ name: IDEMPOTENCY_KEY_HEADER, required: false, description: DESCRIPTION, schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH } }),
  );
