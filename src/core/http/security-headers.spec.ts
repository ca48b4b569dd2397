import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import helmet from 'helmet';
import type { AppConfig } from '../config/app-config';
import { securityHeaders } from './security-headers';

const config = { publicBaseUrl: 'https://payouts.example.com', auth: { issuer: 'https://id.example.com/' } } as AppConfig;

function answered(middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void, url: string) {
  const request = new IncomingMessage(new Socket());
  request.url = url;
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'Express');
  let nextCalls = 0;
  middleware(request, response, (error) => {
    if (error) throw error;
    nextCalls++;
  });
  return { headers: response.getHeaders(), nextCalls };
}

describe('securityHeaders', () => {
  it('sets on every answer exactly what helmet itself sets, policy aside, and goes on', () => {
    const ours = answered(securityHeaders(config), '/v2/campaign-manager/campaigns');
    const helmets = answered(helmet({ contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"] } }, xFrameOptions: { action: 'deny' } }), '/');
    const withoutPolicy = (headers: Record<string, unknown>) => ({ ...headers, 'content-security-policy': undefined });
    expect(withoutPolicy(ours.headers)).toEqual(withoutPolicy(helmets.headers));
    expect(ours.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'strict-transport-security': expect.stringContaining('max-age=') });
    expect(ours.headers['x-powered-by']).toBeUndefined();
    expect(ours.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'");
    expect(ours.nextCalls).toBe(1);
  });

  it('lets Swagger UI load from this server and call the identity provider under /docs only', () => {
    const policy = (url: string) => String(answered(securityHeaders(config), url).headers['content-security-policy']);
    expect(policy('/docs/')).toContain("script-src 'self'");
    expect(policy('/docs/')).toContain("connect-src 'self' https://payouts.example.com https://id.example.com");
    expect(policy('/docsx')).toContain("default-src 'none'");
  });
});
