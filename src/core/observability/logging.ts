import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Params } from 'nestjs-pino';
import type { Level, Logger as PinoLogger } from 'pino';
import type { AppConfig } from '../config/app-config';

const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * A caller's X-Request-Id is kept when it is sane; otherwise each request gets a fresh one, echoed back. An id
 * already given to the request (by the first middleware, see http-observability.ts) is kept, so the log line, the
 * response header and a problem document's `traceId` always agree.
 */
export function requestIdFor(request: IncomingMessage & { id?: unknown }, response: ServerResponse): string {
  if (typeof request.id === 'string' && request.id) return request.id;
  const given = request.headers[REQUEST_ID_HEADER];
  const id = typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
  if (!response.headersSent) response.setHeader('X-Request-Id', id);
  return id;
}

/** Link paths whose next segment is a bearer secret: a claim, an invitation, an unsubscribe link. */
const SECRET_SEGMENT = /^(\/(?:claim|invitations|public\/unsubscribe)\/)[^/?#]+/;

/** A request's URL as the log writes it: the secret segment of a link path masked, the rest as sent. */
export const loggedUrl = (url: string): string => url.replace(SECRET_SEGMENT, '$1[secret]');

/** The id of the request being served, for the log lines written while serving it (pino's `mixin`). */
const currentRequest = new AsyncLocalStorage<string>();

/** Runs the rest of a request's handling as request `id`: every log line written meanwhile carries `reqId`. */
export const asRequest = (id: string, handle: () => void): void => currentRequest.run(id, handle);

const withRequestId = (): { reqId?: string } => {
  const reqId = currentRequest.getStore();
  return reqId === undefined ? {} : { reqId };
};

/** Requests whose line would be noise: the probes and the scrape, each every few seconds. */
const UNLOGGED = new Set(['/health/live', '/health/ready', '/metrics']);

/** The level of a request's line: errors for 5xx, warnings for 4xx; a client that did not wait is no fault of ours. */
const levelOf = (status: number, finished: boolean): Level => (!finished ? 'info' : status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info');

/**
 * Writes one JSON line per answered request (its id, method, URL with a link's token masked, status and time), when
 * its level is logged; called when the response closes. The serializers write nothing else: headers, and with them
 * tokens and cookies, never reach the log, so there is nothing to redact.
 */
export function logRequest(logger: PinoLogger, request: IncomingMessage & { id?: unknown }, response: ServerResponse, startedAt: bigint): void {
  if (UNLOGGED.has(request.url ?? '')) return;
  const finished = response.writableFinished;
  const level = levelOf(response.statusCode, finished);
  if (!logger.isLevelEnabled(level)) return;
  const message = !finished ? 'request aborted' : level === 'error' ? 'request errored' : 'request completed';
  logger[level]({ reqId: request.id, req: request, res: response, responseTime: Math.round(Number(process.hrtime.bigint() - startedAt) / 1e6) }, message);
}

/** Nest's start-up lines, one per module and per route (about 400): at debug, so what a start says stays in sight. */
const START_UP_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);
const INFO = 30;

/**
 * Structured JSON logs. The request's line is written by the observability middleware (http-observability.ts), not
 * by pino-http, which built two child loggers and serialized the request on every request, logged or not
 * (docs/benchmarks.md, reads against a bare baseline); nestjs-pino mounts no middleware (`forRoutes: []`). A line
 * written while a request is served carries its id through `mixin`.
 */
export function loggerParams(config: AppConfig): Params {
  return {
    forRoutes: [],
    pinoHttp: {
      level: config.logLevel,
      mixin: withRequestId,
      hooks: {
        logMethod(args, method, level) {
          const context = (args[0] as { context?: unknown } | undefined)?.context;
          if (level === INFO && typeof context === 'string' && START_UP_CONTEXTS.has(context)) this.debug(...args);
          else method.apply(this, args);
        },
      },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}
