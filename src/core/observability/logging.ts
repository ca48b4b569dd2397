import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Params } from 'nestjs-pino';
import { levels, type Level } from 'pino';
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

/**
 * Structured JSON logs, one line per request with its id. The serializers write the request's id, method and URL
 * (a link's token masked) and the answer's status, nothing else: headers, and with them tokens and cookies, never
 * reach the log, so there is nothing to redact (redaction ran on every request's logger). A request's own logger
 * carries its id only (quiet), and its line is built only when its level is logged: none of it is paid on every
 * request of a busy API (docs/benchmarks.md, reads against a bare baseline).
 */
export function loggerParams(config: AppConfig): Params {
  const logged = (level: Level): Level | 'silent' => (levels.values[level] >= (levels.values[config.logLevel] ?? 0) ? level : 'silent');
  return {
    pinoHttp: {
      level: config.logLevel,
      genReqId: requestIdFor,
      quietReqLogger: true,
      quietResLogger: true,
      customSuccessObject: (req, _res, line: object) => ({ req, ...line }),
      customErrorObject: (req, _res, _error, line: object) => ({ req, ...line }),
      customLogLevel: (_req, res, error) => logged(error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      autoLogging: { ignore: (req) => req.url === '/health/live' || req.url === '/health/ready' || req.url === '/metrics' },
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({ id: req.id, method: req.method, url: loggedUrl(req.url) }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    },
  };
}
