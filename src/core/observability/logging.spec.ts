import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { pino, type LoggerOptions } from 'pino';
import type { AppConfig } from '../config/app-config';
import { asRequest, loggerParams, logRequest, requestIdFor } from './logging';

function exchange(header?: string, id?: string) {
  const headers: Record<string, string> = {};
  const request = { headers: header === undefined ? {} : { 'x-request-id': header }, id } as unknown as IncomingMessage & { id?: string };
  const response = { headersSent: false, setHeader: (name: string, value: string) => (headers[name] = value) } as unknown as ServerResponse;
  return { request, response, headers };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdFor', () => {
  it('keeps a sane incoming X-Request-Id and echoes it', () => {
    const { request, response, headers } = exchange('order-42.retry:1_a');
    expect(requestIdFor(request, response)).toBe('order-42.retry:1_a');
    expect(headers['X-Request-Id']).toBe('order-42.retry:1_a');
  });

  it.each([['with space'], ['a'.repeat(129)], ['<script>'], ['line\nbreak'], ['']])('replaces the insane %j with a fresh uuid', (given) => {
    const { request, response, headers } = exchange(given);
    const id = requestIdFor(request, response);
    expect(id).toMatch(UUID);
    expect(headers['X-Request-Id']).toBe(id);
  });

  it('generates one when none is sent, and a different one each time', () => {
    const a = requestIdFor(exchange().request, exchange().response);
    const b = requestIdFor(exchange().request, exchange().response);
    expect(a).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  it('reuses the id already given to the request, so the log, the header and the traceId agree', () => {
    const { request, response, headers } = exchange('other', 'first-id');
    expect(requestIdFor(request, response)).toBe('first-id');
    expect(headers).toEqual({});
  });
});

describe('the request log line', () => {
  function logger(lines: Record<string, unknown>[], logLevel = 'info') {
    const destination = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()) });
    return pino(loggerParams({ logLevel } as AppConfig).pinoHttp as LoggerOptions, destination);
  }

  function logged(method: string, url: string, status: number, headers: Record<string, string>, finished = true): Record<string, unknown>[] {
    const lines: Record<string, unknown>[] = [];
    const request = { id: headers['x-request-id'] ?? 'req-1', method, url, headers, socket: {} } as unknown as IncomingMessage;
    const response = { statusCode: status, writableFinished: finished, getHeaders: () => ({ 'set-cookie': 'session=secret-cookie' }) } as unknown as ServerResponse;
    logRequest(logger(lines), request, response, process.hrtime.bigint() - 3_000_000n);
    return lines;
  }

  it('names the request and its answer, and never a header: no token, no cookie', () => {
    const headers = { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie', 'x-request-id': 'req-7' };
    const [line] = logged('GET', '/v2/campaign-manager/campaigns?pageSize=5', 200, headers);
    expect(line).toMatchObject({ level: 30, msg: 'request completed', reqId: 'req-7', req: { id: 'req-7', method: 'GET', url: '/v2/campaign-manager/campaigns?pageSize=5' }, res: { statusCode: 200 } });
    expect(line.responseTime).toBeGreaterThanOrEqual(3);
    expect(JSON.stringify(line)).not.toMatch(/secret|authorization|cookie/i);
  });

  it.each([
    ['/claim/ct_9f8e7d6c5b4a/payout-method', '/claim/[secret]/payout-method'],
    ['/claim/ct_9f8e7d6c5b4a?step=2', '/claim/[secret]?step=2'],
    ['/invitations/inv_0123456789abcdef', '/invitations/[secret]'],
    ['/public/unsubscribe/u_abcdef0123', '/public/unsubscribe/[secret]'],
    ['/claim-assets/claim.css', '/claim-assets/claim.css'],
    ['/v2/campaign-manager/claims/c1', '/v2/campaign-manager/claims/c1'],
  ])('masks the secret of a link path: %s', (url, written) => {
    const [line] = logged('GET', url, 200, {});
    expect(line.req).toMatchObject({ url: written });
  });

  it('logs a 4xx as a warning, a 5xx as an error, an answer the client did not wait for as information, and the health probes and the scrape not at all', () => {
    expect(logged('POST', '/v2/campaign-manager/campaigns', 400, {})[0]).toMatchObject({ level: 40, msg: 'request completed' });
    expect(logged('GET', '/v2/campaign-manager/campaigns', 503, {})[0]).toMatchObject({ level: 50, msg: 'request errored' });
    expect(logged('GET', '/v2/campaign-manager/campaigns', 200, {}, false)[0]).toMatchObject({ level: 30, msg: 'request aborted' });
    expect(logged('GET', '/health/live', 200, {})).toEqual([]);
    expect(logged('GET', '/metrics', 200, {})).toEqual([]);
  });

  it('writes nothing below the configured level', () => {
    const lines: Record<string, unknown>[] = [];
    const request = { id: 'r', method: 'GET', url: '/v2/campaign-manager/campaigns', headers: {} } as unknown as IncomingMessage;
    logRequest(logger(lines, 'warn'), request, { statusCode: 200, writableFinished: true } as ServerResponse, process.hrtime.bigint());
    expect(lines).toEqual([]);
  });

  it('gives every line written while a request is served its id, and none to lines outside any request', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = logger(lines);
    log.info('before');
    await new Promise<void>((resolve) =>
      asRequest('req-9', () => {
        log.info('inside');
        setImmediate(() => (log.info('later, still inside'), resolve()));
      }),
    );
    log.info('after');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['before', undefined],
      ['inside', 'req-9'],
      ['later, still inside', 'req-9'],
      ['after', undefined],
    ]);
  });
});

describe("Nest's start-up lines", () => {
  function lines(logLevel: string): Record<string, unknown>[] {
    const written: Record<string, unknown>[] = [];
    const destination = new Writable({ write: (chunk: Buffer, _encoding, done) => (written.push(JSON.parse(chunk.toString())), done()) });
    const logger = pino(loggerParams({ logLevel } as AppConfig).pinoHttp as LoggerOptions, destination);
    logger.info({ context: 'RouterExplorer' }, 'Mapped {/campaigns, GET} route');
    logger.info({ context: 'InstanceLoader' }, 'ApiModule dependencies initialized');
    logger.info({ context: 'Api' }, 'Listening on port 3000');
    logger.warn({ context: 'RouterExplorer' }, 'a warning still shows');
    return written;
  }

  it('are left out at info, so the start-up says only what matters; warnings stay', () => {
    expect(lines('info').map((line) => [line.level, line.msg])).toEqual([
      [30, 'Listening on port 3000'],
      [40, 'a warning still shows'],
    ]);
  });

  it('are written at debug', () => {
    expect(lines('debug').map((line) => [line.level, line.context])).toEqual([
      [20, 'RouterExplorer'],
      [20, 'InstanceLoader'],
      [30, 'Api'],
      [40, 'RouterExplorer'],
    ]);
  });
});
