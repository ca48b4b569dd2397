import { mkdirSync, mkdtempSync, renameSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/core/config/app-config';
import { useProductionApp } from '../utils/production-app';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * The console served by the API (docs/console.md): its sign-in settings at `/console/config.json`, and its built
 * files at `/console/` from CONSOLE_DIST_DIR, here a folder of this file's own shaped as Vite builds it, under a
 * policy of their own and cached by kind. Not API: the document leaves the files out.
 */
const DIST = mkdtempSync(path.join(process.env.TEST_TMP_DIR ?? os.tmpdir(), 'console-dist-'));
const INDEX = '<!doctype html><html lang="en"><head><script type="module" src="/console/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("the console");';
mkdirSync(path.join(DIST, 'assets'));
writeFileSync(path.join(DIST, 'index.html'), INDEX);
writeFileSync(path.join(DIST, 'assets', 'index-abc123.js'), SCRIPT);
writeFileSync(path.join(DIST, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
writeFileSync(path.join(DIST, '.env'), 'SECRET=1');

const POLICY = (issuerOrigin: string) =>
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; font-src 'self' data:; " +
  `connect-src 'self' ${issuerOrigin}; frame-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'none'; form-action 'self'`;
const API_POLICY = "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'";

beforeAll(() => {
  process.env.CONSOLE_DIST_DIR = DIST;
});
afterAll(() => {
  delete process.env.CONSOLE_DIST_DIR;
});

/** A GET with the path exactly as written: no client normalizes its dots. */
function rawGet(server: { address(): AddressInfo | string | null }, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const { port } = server.address() as AddressInfo;
    httpRequest({ host: '127.0.0.1', port, path: rawPath }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode!, body }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the console, served by the API', () => {
  let t: TestApp;
  const config = () => loadConfig();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
  });
  afterAll(() => t.close());

  it('tells the console how to sign in, to anyone, from the configuration: the sandbox’s embedded provider', async () => {
    const answer = await t.http.get('/console/config.json').expect(200).expect('Content-Type', /application\/json/);
    expect(answer.body).toEqual({
      issuer: `${config().publicBaseUrl}/oidc`,
      clientId: 'campaign-manager-console',
      audience: config().auth.audience,
      scopes: 'openid email profile offline_access',
      redirectUri: `${config().publicBaseUrl}/console/callback`,
      sandbox: true,
    });
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['content-security-policy']).toBe(API_POLICY);
  });

  it('serves index.html at /console/ under the console’s own policy: scripts from here only, nothing inline but styles, calls to the issuer', async () => {
    const page = await t.http.get('/console/').expect(200).expect('Content-Type', /text\/html/);
    expect(page.text).toBe(INDEX);
    const policy = page.headers['content-security-policy'];
    expect(policy).toBe(POLICY(new URL(config().publicBaseUrl).origin));
    expect(/script-src ([^;]*)/.exec(policy)![1]).toBe("'self'");
    expect(page.headers['cache-control']).toBe('no-cache');
    // The API's other headers still apply.
    expect(page.headers).toMatchObject({ 'x-frame-options': 'DENY', 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer', 'strict-transport-security': expect.any(String) });
    expect(page.headers['x-powered-by']).toBeUndefined();
    await t.http.head('/console/').expect(200);
  });

  it('caches the hashed assets for a year, and asks again for everything else', async () => {
    const script = await t.http.get('/console/assets/index-abc123.js').expect(200).expect('Content-Type', /javascript/);
    expect(script.text).toBe(SCRIPT);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers['content-security-policy']).toBe(POLICY(new URL(config().publicBaseUrl).origin));
    const icon = await t.http.get('/console/favicon.svg').expect(200).expect('Content-Type', /image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect((await t.http.get('/console/index.html').expect(200)).headers['cache-control']).toBe('no-cache');
  });

  it('answers index.html for any other path, the console’s client-side routes, but a missing asset is a 404', async () => {
    for (const route of ['/console/campaigns/123', '/console/callback?code=abc&state=xyz', '/console/payouts/', '/console/.env']) {
      const page = await t.http.get(route).expect(200).expect('Content-Type', /text\/html/);
      expect(page.text).toBe(INDEX);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    for (const asset of ['/console/assets/index-000000.js', '/console/assets/']) {
      const missing = await t.http.get(asset).expect(404).expect('Content-Type', /application\/problem\+json/);
      expect(missing.body).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('never serves a file outside its folder, or a hidden one', async () => {
    const server = t.app.getHttpServer();
    for (const rawPath of ['/console/../package.json', '/console/..%2f..%2fpackage.json', '/console/%2e%2e/%2e%2e/package.json', '/console/assets/..%2f..%2fpackage.json']) {
      const answer = await rawGet(server, rawPath);
      expect(answer.body).not.toContain('"name": "campaign-manager"');
    }
    expect((await rawGet(server, '/console/..%2fpackage.json')).body).toBe(INDEX);
    expect((await t.http.get('/console/.env').expect(200)).text).not.toContain('SECRET');
  });

  it('sends /console to /console/, keeping the query', async () => {
    await t.http.get('/console').expect(301).expect('Location', '/console/');
    await t.http.get('/console?from=email').expect(301).expect('Location', '/console/?from=email');
  });

  it('keeps the API’s policy everywhere else, and the files out of the OpenAPI document', async () => {
    expect((await t.http.get('/health/live').expect(200)).headers['content-security-policy']).toBe(API_POLICY);
    const consolePaths = Object.keys((await t.http.get('/openapi.json').expect(200)).body.paths).filter((path) => path.startsWith('/console'));
    expect(consolePaths).toEqual(['/console/config.json']);
  });

  it('answers 503 with a problem document saying to build the console while its index.html is missing', async () => {
    renameSync(path.join(DIST, 'index.html'), path.join(DIST, 'index.html.away'));
    try {
      for (const route of ['/console/', '/console/campaigns/123', '/console/assets/index-abc123.js']) {
        const answer = await t.http.get(route).expect(503).expect('Content-Type', /application\/problem\+json/);
        expect(answer.body).toMatchObject({ status: 503, code: 'CONSOLE_NOT_BUILT', detail: expect.stringContaining('npm run build') });
      }
      // Its settings do not depend on the files.
      await t.http.get('/console/config.json').expect(200);
    } finally {
      renameSync(path.join(DIST, 'index.html.away'), path.join(DIST, 'index.html'));
    }
    await t.http.get('/console/').expect(200);
  });

  describe('in production', () => {
    let prod: TestApp;
    useProductionApp((app) => (prod = app));

    it('tells the console to sign in with AUTH_ISSUER, whose origin its policy lets it call', async () => {
      const issuer = config().auth.issuer;
      expect((await prod.http.get('/console/config.json').expect(200)).body).toMatchObject({ issuer, clientId: 'campaign-manager-console', redirectUri: `${config().publicBaseUrl}/console/callback`, sandbox: false });
      const page = await prod.http.get('/console/').expect(200);
      expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${new URL(issuer).origin};`);
    });
  });
});
