import type { INestApplication } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdFor } from './logging';
import { Metrics } from './metrics';

type Middleware = (request: IncomingMessage & { id?: unknown }, response: ServerResponse, next: () => void) => void;

/**
 * The first middleware of the HTTP app, ahead of the body parser and the router, so that every response, even one
 * refused before routing (malformed JSON, oversized body, unknown path), carries an `X-Request-Id` and is counted.
 * The id is set on `request.id`, which the request logger (pino-http) and the problem documents' `traceId` reuse.
 */
export function httpObservabilityMiddleware(metrics: Metrics): Middleware {
  return (request, response, next) => {
    const startedAt = process.hrtime.bigint();
    request.id = requestIdFor(request, response);
    response.once('finish', () => metrics.observe(request, response, startedAt));
    next();
  };
}

/** `installHttpObservability(app)` in configureApp, before anything else is mounted. */
export function installHttpObservability(app: INestApplication): void {
  app.use(httpObservabilityMiddleware(app.get(Metrics)));
}
