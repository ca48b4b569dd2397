import { ArgumentsHost, Catch, ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { NotFoundError, OptimisticLockError, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { Request, Response } from 'express';
import { toV3Fields, toV3Text, versionOfPath } from '../http/api-version';
import { DomainError } from './domain-error';
import type { ProblemCode } from './problem-codes';
import { buildProblem, PROBLEM_CONTENT_TYPE } from './problem-document';
import { isBodilessAuthError } from '../auth/bodiless-auth-errors';
import { STATUS_OF_KIND } from './problem-status';

interface Classified {
  status: number;
  detail: string;
  code?: ProblemCode;
  extensions?: Record<string, unknown>;
}

/** Errors raised by body-parser and friends carry `type` and `status` (see body-parser's README). */
interface ParserError {
  type?: string;
  status?: number;
  message?: string;
}

/**
 * The one place where anything thrown becomes an HTTP answer: an RFC 9457 problem document. Known failures keep
 * their status; anything unknown is a 500 whose body carries only the trace id (never a stack).
 */
@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  private readonly logger = new Logger('ProblemDetails');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<Request & { id?: string }>();
    const response = ctx.getResponse<Response>();
    const classified = classifyError(exception);
    if (classified.status >= 500) {
      this.logger.error({ err: exception, traceId: request.id }, 'Unhandled error');
    }
    if (response.headersSent) return;
    if (isBodilessAuthError(response, classified.status)) {
      response.status(classified.status).end();
      return;
    }
    // v3 clients name fields the v3 way, in errors too (`errors.distributionId`), and read v3 words.
    const v3 = versionOfPath(request.path) === 'v3';
    const extensions = v3 ? (toV3Fields(inV3Words(classified.extensions)) as Record<string, unknown>) : classified.extensions;
    const problem = buildProblem({
      ...classified,
      detail: v3 ? toV3Text(classified.detail) : classified.detail,
      extensions,
      instance: request.originalUrl ?? request.url,
      traceId: String(request.id ?? ''),
    });
    // A refusal that names when to come back says it in the header too, where HTTP clients look (RFC 9110).
    const retryAfter = classified.extensions?.retryAfterSeconds;
    if (classified.status === 429 && typeof retryAfter === 'number') response.set('Retry-After', String(Math.max(1, Math.ceil(retryAfter))));
    response.status(classified.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(problem));
  }
}

/** What the filter answers for `exception`: its status, detail, code and extensions (the idempotency keys ask too). */
export function classifyError(exception: unknown): Classified {
  if (exception instanceof DomainError) {
    return { status: STATUS_OF_KIND[exception.kind], detail: exception.message, code: exception.code, extensions: exception.extensions };
  }
  if (exception instanceof HttpException) {
    // The express adapter wraps body-parser's errors; their `type` says more than the wrapper.
    const parser = classifyParserError(exception.cause);
    if (parser) return parser;
    const status = exception.getStatus();
    const body = exception.getResponse();
    const message = typeof body === 'string' ? body : (body as { message?: string | string[] }).message;
    return { status, detail: Array.isArray(message) ? message.join('; ') : (message ?? exception.message), code: CODE_OF_STATUS[status] };
  }
  if (exception instanceof NotFoundError) return { status: 404, detail: 'The resource was not found.', code: 'NOT_FOUND' };
  if (exception instanceof OptimisticLockError) {
    return { status: 409, detail: 'The resource was changed by another request; read it again and retry.', code: 'CONCURRENT_MODIFICATION' };
  }
  if (exception instanceof UniqueConstraintViolationException) {
    return { status: 409, detail: 'A resource with the same unique values already exists.', code: 'ALREADY_EXISTS' };
  }
  return (
    classifyParserError(exception) ?? { status: 500, detail: 'An unexpected error occurred. Quote the traceId when reporting it.', code: 'INTERNAL_ERROR' }
  );
}

const CODE_OF_STATUS: Record<number, ProblemCode> = {
  400: 'BAD_REQUEST',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};

/** body-parser and http-errors failures: all the client's doing, so all 4xx. */
function classifyParserError(error: unknown): Classified | undefined {
  const parser = error as ParserError | undefined;
  switch (parser?.type) {
    case 'entity.parse.failed':
      return { status: 400, detail: 'The request body is not valid JSON.', code: 'MALFORMED_BODY', extensions: { errors: { body: [parser.message ?? 'Malformed JSON'] } } };
    case 'entity.too.large':
      return { status: 413, detail: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' };
    case 'encoding.unsupported':
    case 'charset.unsupported':
      return { status: 415, detail: parser.message ?? 'Unsupported encoding.', code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'request.aborted':
      return { status: 400, detail: 'The request was aborted by the client.', code: 'REQUEST_ABORTED' };
  }
  if (typeof parser?.status === 'number' && parser.status >= 400 && parser.status < 500) {
    return { status: parser.status, detail: parser.message ?? 'Bad request.', code: CODE_OF_STATUS[parser.status] };
  }
  return undefined;
}

/** The messages of a validation problem (`errors`) in v3 words; other extensions are data and stay as they are. */
function inV3Words(extensions: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  const errors = extensions?.errors as Record<string, string[]> | undefined;
  if (!errors) return extensions;
  return { ...extensions, errors: Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map(toV3Text)])) };
}
