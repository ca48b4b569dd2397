import type { ProblemCode } from './problem-codes';

/**
 * What went wrong, in terms a client can act on. The kind decides the HTTP status (one exhaustive map in
 * problem-status.ts); the code is the stable machine-readable name; `extensions` become members of the
 * problem document (for example `unknownIds`, or `errors` for validation).
 */
export type ErrorKind =
  | 'invalid' // 400
  | 'unauthenticated' // 401
  | 'forbidden' // 403
  | 'not-found' // 404
  | 'method-not-allowed' // 405
  | 'conflict' // 409
  | 'gone' // 410
  | 'payload-too-large' // 413
  | 'unsupported-media-type' // 415
  | 'unprocessable' // 422
  | 'too-many-requests' // 429
  | 'internal' // 500
  | 'unavailable'; // 503

export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly code: ProblemCode,
    readonly kind: ErrorKind,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** A 400 naming each offending field. */
  static validation(errors: FieldErrors, message = 'The request has invalid fields.'): DomainError {
    return new DomainError('VALIDATION_FAILED', 'invalid', message, { errors });
  }

  static invalidField(field: string, message: string): DomainError {
    return DomainError.validation({ [field]: [message] });
  }

  static notFound(resource: string, id?: string): DomainError {
    return new DomainError('NOT_FOUND', 'not-found', id ? `${resource} ${id} was not found.` : `${resource} was not found.`);
  }

  static conflict(code: ProblemCode, message: string, extensions: Record<string, unknown> = {}): DomainError {
    return new DomainError(code, 'conflict', message, extensions);
  }
}
