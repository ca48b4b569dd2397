import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdFor } from './logging';

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
