import { CallHandler, ExecutionContext, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import type { Request, Response } from 'express';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import type { Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { classifyError } from '../errors/problem-details.filter';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAYED_HEADER, readIdempotencyKey } from './idempotency-key';
import { IdempotencyStore, type IdempotencyRecord } from './idempotency-store';
import { fingerprint, fingerprintMultipart, requestIdentity, type MultipartFingerprinter, type RequestIdentity } from './request-fingerprint';

/** The response headers worth replaying; the others (Content-Type, Content-Length) are recomputed by the reply. */
const REPLAYED_HEADERS = ['location', 'content-location'];

/** How often a claim is retried when the row it lost to disappears (that request failed) before it could be read. */
const CLAIM_ATTEMPTS = 3;

interface Attempt {
  organizationId: string;
  key: string;
  identity: RequestIdentity;
  response: Response;
  /** The request's trace id: a failure's replay names the first request's. */
  traceId: string;
  /** Known up front for a JSON body; for a multipart body, once the body has gone by. */
  jsonHash?: string;
  multipart?: MultipartFingerprinter;
}

/**
 * Idempotency keys (docs/api-conventions.md, Idempotency keys) for every POST of an organization, when the request sends
 * `Idempotency-Key`: creates, money movements and every `:action`, single or bulk, through this one mechanism.
 *
 * The first request with a key claims it (a row `InProgress`), runs the handler and records the answer (`Completed`);
 * if the handler refuses the request (4xx) the row is deleted, so the key can be used again; an unexpected failure
 * (500) is recorded, since it may have come after the work committed, and its repeats answer 500 without running.
 * A repeat within 24 hours, in the same organization, with the same fingerprint (method, versioned path, query,
 * canonical body) gets the recorded status, `Location` and body without the handler running, plus
 * `Idempotent-Replayed: true`; with another fingerprint 422 `IDEMPOTENCY_KEY_REUSED`; while the first is still
 * running 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`.
 *
 * Put first on every POST operation (`interceptEveryPost` in configureApp): it runs after the guards (the organization
 * is known, a v3 body is already in v2 names), and what it replays is written through the v3 mapping again, like the
 * first answer was. It runs before the route's own interceptors, which is why multipart bodies are fingerprinted as
 * they stream past (see `fingerprintMultipart`).
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(private readonly store: IdempotencyStore) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: Principal; id?: string }>();
    if (request.method !== 'POST') return next.handle();
    const key = readIdempotencyKey(request);
    const organizationId = request.user?.organizationId;
    // Keys are per organization; a route without a principal (a public one) has nothing to scope them to.
    if (key === undefined || !organizationId) return next.handle();

    const identity = requestIdentity(request);
    // Started here, synchronously, before anything can read the body stream.
    const multipart = request.is('multipart/form-data') ? fingerprintMultipart(request) : undefined;
    const attempt: Attempt = {
      organizationId,
      key,
      identity,
      response: http.getResponse<Response>(),
      traceId: String(request.id ?? ''),
      jsonHash: multipart ? undefined : fingerprint(identity, { json: request.body ?? null }),
      multipart,
    };
    return defer(() => this.process(attempt, next));
  }

  private async process(attempt: Attempt, next: CallHandler): Promise<unknown> {
    const { organizationId, key, identity } = attempt;
    for (let i = 0; i < CLAIM_ATTEMPTS; i++) {
      const claimed = await this.store.claim({ organizationId, key, requestHash: attempt.jsonHash ?? null, method: identity.method, path: identity.path });
      if (claimed) return this.runFirst(attempt, next);
      const existing = await this.store.find(organizationId, key);
      if (existing) return this.answerRepeat(attempt, existing);
      // The row we lost to is gone (its request failed, or it expired just now): claim again.
    }
    throw inProgress();
  }

  /**
   * The request that owns the key: runs the handler, then records its answer. A refusal (4xx) gives the key back: it
   * wrote nothing, and the corrected request may use the key again. An unexpected failure (500) may have come after
   * the handler's transaction committed: it is recorded, and its repeats answer that failure rather than run again.
   */
  private async runFirst(attempt: Attempt, next: CallHandler): Promise<unknown> {
    const { organizationId, key } = attempt;
    let result: unknown;
    try {
      // lastValueFrom subscribes on its own: the answer is recorded even if the client goes away meanwhile.
      result = await lastValueFrom(next.handle(), { defaultValue: undefined });
    } catch (error) {
      if (classifyError(error).status >= 500) await this.record(attempt, { status: 500, body: JSON.stringify({ failedTraceId: attempt.traceId }) });
      else {
        await this.store.release(organizationId, key).catch((releaseError: unknown) => {
          this.logger.error({ err: releaseError, organizationId, key }, 'Could not release an idempotency key after a failed request');
        });
      }
      throw error;
    }
    await this.record(attempt, { status: attempt.response.statusCode, headers: replayableHeaders(attempt.response), body: result === undefined || result === null ? null : JSON.stringify(result) });
    return result;
  }

  /**
   * Records the first request's answer. Should that fail, the key stays InProgress (repeats get 409 until it expires)
   * rather than being released, which would let a repeat do the work a second time.
   */
  private async record(attempt: Attempt, answer: { status: number; headers?: Record<string, string | string[]>; body: string | null }): Promise<void> {
    const { organizationId, key } = attempt;
    try {
      // The route's parser has normally read the whole body by now; should a handler have left it unread, read it here.
      attempt.multipart?.drain();
      const requestHash = attempt.jsonHash ?? fingerprint(attempt.identity, { multipart: await attempt.multipart!.content });
      await this.store.complete(organizationId, key, { requestHash, status: answer.status, headers: answer.headers ?? {}, body: answer.body });
    } catch (error) {
      this.logger.error({ err: error, organizationId, key }, 'Could not record the answer of an idempotent request');
    }
  }

  private async answerRepeat(attempt: Attempt, existing: IdempotencyRecord): Promise<unknown> {
    let requestHash = attempt.jsonHash;
    if (attempt.multipart) {
      // The handler will not run, so nothing else reads the body: read it here, to compare it.
      attempt.multipart.drain();
      try {
        requestHash = fingerprint(attempt.identity, { multipart: await attempt.multipart.content });
      } catch (error) {
        throw new DomainError('MALFORMED_BODY', 'invalid', `The multipart body could not be read: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    if (existing.state === 'InProgress') throw inProgress();
    if (existing.requestHash !== requestHash) {
      throw new DomainError(
        'IDEMPOTENCY_KEY_REUSED',
        'unprocessable',
        `The ${IDEMPOTENCY_KEY_HEADER} was already used in the last ${IDEMPOTENCY_KEY_TTL_HOURS} hours for a different request; use a new key for a new request.`,
      );
    }
    const { response } = attempt;
    response.setHeader(IDEMPOTENT_REPLAYED_HEADER, 'true');
    if ((existing.responseStatus ?? 0) >= 500) throw failedFirst(existing);
    response.status(existing.responseStatus ?? response.statusCode);
    for (const [name, value] of Object.entries(existing.responseHeaders ?? {})) response.setHeader(name, value);
    return existing.responseBody === null ? undefined : JSON.parse(existing.responseBody);
  }
}

/** The replay of a first request that failed unexpectedly: it is not run again, since it may have done its work. */
function failedFirst(existing: IdempotencyRecord): DomainError {
  const { failedTraceId } = JSON.parse(existing.responseBody ?? '{}') as { failedTraceId?: string };
  return new DomainError(
    'INTERNAL_ERROR',
    'internal',
    `The first request with this ${IDEMPOTENCY_KEY_HEADER} failed unexpectedly (traceId ${failedTraceId ?? 'unknown'}) and is not run again: ` +
      'it may have done its work. Check what it did before sending it again with a new key.',
  );
}

function inProgress(): DomainError {
  return DomainError.conflict(
    'IDEMPOTENCY_REQUEST_IN_PROGRESS',
    `A request with this ${IDEMPOTENCY_KEY_HEADER} is still being processed; retry once it has completed.`,
  );
}

function replayableHeaders(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {};
  for (const name of REPLAYED_HEADERS) {
    const value = response.getHeader(name);
    if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
  }
  return headers;
}
