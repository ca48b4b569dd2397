import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { pinoHttp, type Options } from 'pino-http';
import type { AppConfig } from '../config/app-config';
import { loggerParams, requestIdFor } from './logging';

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
  function logged(method: string, url: string, status: number, headers: Record<string, string>): Promise<Record<string, unknown>[]> {
    const lines: Record<string, unknown>[] = [];
    const destination = new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()) });
    const middleware = pinoHttp(loggerParams({ logLevel: 'info' } as AppConfig).pinoHttp as Options, destination);
    const request = Object.assign(new EventEmitter(), { method, url, headers, socket: {} }) as unknown as IncomingMessage;
    const response = Object.assign(new EventEmitter(), { statusCode: status, headersSent: false, setHeader: () => undefined, getHeaders: () => ({ 'set-cookie': 'session=secret-cookie' }) });
    return new Promise((resolve) => {
      middleware(request, response as unknown as ServerResponse, () => {
        response.headersSent = true;
        response.emit('finish');
        setImmediate(() => resolve(lines));
      });
    });
  }

  it('names the request and its answer, and never a header: no token, no cookie', async () => {
    const headers = { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie', 'x-request-id': 'req-7' };
    const [line] = await logged('GET', '/v2/campaign-manager/campaigns?pageSize=5', 200, headers);
    expect(line).toMatchObject({ level: 30, reqId: 'req-7', req: { id: 'req-7', method: 'GET', url: '/v2/campaign-manager/campaigns?pageSize=5' }, res: { statusCode: 200 } });
    expect(JSON.stringify(line)).not.toMatch(/secret|authorization|cookie/i);
  });

  it.each([
    ['/claim/ct_9f8e7d6c5b4a/payout-method', '/claim/[secret]/payout-method'],
    ['/claim/ct_9f8e7d6c5b4a?step=2', '/claim/[secret]?step=2'],
    ['/invitations/inv_0123456789abcdef', '/invitations/[secret]'],
    ['/public/unsubscribe/u_abcdef0123', '/public/unsubscribe/[secret]'],
    ['/claim-assets/claim.css', '/claim-assets/claim.css'],
    ['/v2/campaign-manager/claims/c1', '/v2/campaign-manager/claims/c1'],
  ])('masks the secret of a link path: %s', async (url, written) => {
    const [line] = await logged('GET', url, 200, {});
    expect(line.req).toMatchObject({ url: written });
  });

  it('logs a 4xx as a warning, a 5xx as an error, and the health probes not at all', async () => {
    expect((await logged('POST', '/v2/campaign-manager/campaigns', 400, {}))[0]).toMatchObject({ level: 40 });
    expect((await logged('GET', '/v2/campaign-manager/campaigns', 503, {}))[0]).toMatchObject({ level: 50 });
    expect(await logged('GET', '/health/live', 200, {})).toEqual([]);
  });
});
