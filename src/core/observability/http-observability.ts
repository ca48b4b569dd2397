import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import { asRequest, logRequest, requestIdFor } from './logging';
import { Metrics } from './metrics';

type Middleware = (request: IncomingMessage & { id?: unknown }, response: ServerResponse, next: () => void) => void;

/**
 * The first middleware of the HTTP app, ahead of the body parser and the router, so that every response, even one
 * refused before routing (malformed JSON, oversized body, unknown path), carries an `X-Request-Id`, is counted and
 * has its log line. The id is set on `request.id`, which the problem documents' `traceId` reuse, and every line logged
 * while the request is served carries it.
 */
export function httpObservabilityMiddleware(metrics: Metrics, logger: Logger): Middleware {
  return (request, response, next) => {
    const startedAt = process.hrtime.bigint();
    const id = requestIdFor(request, response);
    request.id = id;
    response.once('close', () => {
      if (response.writableFinished) metrics.observe(request, response, startedAt);
      logRequest(logger, request, response, startedAt);
    });
    asRequest(id, next);
  };
}

/** `installHttpObservability(app)` in configureApp, before anything else is mounted. */
export function installHttpObservability(app: INestApplication): void {
  app.use(httpObservabilityMiddleware(app.get(Metrics), PinoLogger.root));
}
