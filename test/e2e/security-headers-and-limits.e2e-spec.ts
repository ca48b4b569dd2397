import { Redis } from 'ioredis';
import type { Response } from 'supertest';
import { LinkTokens } from '../../src/core/security/link-token';
import { claimCampaign, initiatedInstruction } from '../factories/beneficiary';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, eventually, type TestApp } from '../utils/test-app';

const V2 = '/v2/campaign-manager';
const APP_ORIGIN = 'https://app.example.com';

/** An app built from the environment plus `env`, which is restored once the app has read its configuration. */
async function createAppWith(env: Record<string, string>): Promise<TestApp> {
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    return await createTestApp();
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const cspOf = (response: Response): Record<string, string> =>
  Object.fromEntries(
    String(response.headers['content-security-policy'] ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values.join(' ')]),
  );

function expectSecurityHeaders(response: Response): void {
  expect(response.headers['x-powered-by']).toBeUndefined();
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('no-referrer');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(cspOf(response)['frame-ancestors']).toBe("'none'");
}

describe('security headers and CORS', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(newOrganizationId());
  });
  afterAll(() => t.close());

  it('sends helmet headers and a policy that allows nothing on a JSON answer, and no X-Powered-By', async () => {
    const response = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200);
    expectSecurityHeaders(response);
    expect(cspOf(response)['default-src']).toBe("'none'");
  });

  it.each([
    ['a 401', (app: TestApp) => app.http.get(`${V2}/funds-holders`), 401],
    ['a 404 for an unknown path', (app: TestApp) => app.http.get('/no/such/path'), 404],
    ['a 400 for malformed JSON', (app: TestApp) => app.http.post(`${V2}/bank-accounts`).set('Content-Type', 'application/json').send('{"name":'), 400],
  ])('sends them on a problem document too: %s', async (_, send, status) => {
    const response = await send(t);
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expectSecurityHeaders(response);
    expect(cspOf(response)['default-src']).toBe("'none'");
  });

  it('sends them on the unsubscribe page, whose own policy lets its inline styles and its form work', async () => {
    const page = await t.http.get('/public/unsubscribe/not-a-valid-token').expect(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page);
    expect(cspOf(page)).toMatchObject({ 'default-src': "'none'", 'style-src': "'unsafe-inline'", 'form-action': "'self'" });
  });

  it('sends them on the OpenAPI document', async () => {
    const document = await t.http.get('/openapi.json').expect(200);
    expectSecurityHeaders(document);
    expect(cspOf(document)['default-src']).toBe("'none'");
  });

  it('lets Swagger UI run under /docs: its scripts come from this server and its policy allows exactly that', async () => {
    const docs = await t.http.get('/docs').expect(200);
    expectSecurityHeaders(docs);
    const csp = cspOf(docs);
    expect(csp).toMatchObject({ 'default-src': "'self'", 'script-src': "'self'", 'img-src': "'self' data:" });
    expect(csp['style-src']).toContain("'unsafe-inline'");
    expect(csp['connect-src']).toContain('http://localhost:3000');

    const scripts = [...docs.text.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(body.trim()).toBe(''); // an inline script would need 'unsafe-inline'
      const source = /src=["']([^"']+)["']/.exec(attributes)?.[1];
      expect(source).toBeDefined();
      const url = new URL(source!, 'http://localhost/docs');
      expect(url.host).toBe('localhost'); // same origin: allowed by script-src 'self'
      const script = await t.http.get(url.pathname).expect(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
    }
  });

  it('keeps CORS closed by default: no Access-Control-Allow-Origin, not even on a preflight', async () => {
    const simple = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).set('Origin', APP_ORIGIN).expect(200);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t.http.options(`${V2}/funds-holders`).set('Origin', APP_ORIGIN).set('Access-Control-Request-Method', 'GET').set('Access-Control-Request-Headers', 'authorization');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    expect(preflight.status).toBe(404); // no route answers OPTIONS: a preflight is just an unknown request
  });

  describe('with CORS_ORIGINS set', () => {
    let cors: TestApp;

    beforeAll(async () => {
      cors = await createAppWith({ CORS_ORIGINS: `${APP_ORIGIN}, http://localhost:5173` });
    });
    afterAll(() => cors.close());

    it('answers a listed origin, preflight included, and exposes the headers clients read', async () => {
      const preflight = await cors.http
        .options(`${V2}/bank-accounts`)
        .set('Origin', APP_ORIGIN)
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'authorization, content-type, idempotency-key')
        .expect(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(APP_ORIGIN);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
      expect(preflight.headers['access-control-allow-headers']?.toLowerCase()).toContain('authorization');
      expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

      const simple = await cors.http.get(`${V2}/funds-holders`).set(bearer(token)).set('Origin', 'http://localhost:5173').expect(200);
      expect(simple.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(simple.headers['access-control-expose-headers']).toMatch(/Location.*X-Request-Id.*Retry-After/);
      expectSecurityHeaders(simple);
    });

    it('answers an origin it does not list as if CORS were closed', async () => {
      const other = await cors.http.get(`${V2}/funds-holders`).set(bearer(token)).set('Origin', 'https://evil.example.com');
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await cors.http.options(`${V2}/funds-holders`).set('Origin', 'https://app.example.com.evil.example').set('Access-Control-Request-Method', 'GET');
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    });
  });
});

describe('rate limits', () => {
  const LIMIT = 3;
  let t: TestApp;

  beforeAll(async () => {
    // Counters of their own (the prefix), so that the other apps of this file never share a client address's count.
    t = await createAppWith({ RATE_LIMIT_PER_MINUTE: String(LIMIT), QUEUE_PREFIX: `${process.env.QUEUE_PREFIX}_limits` });
  });
  afterAll(() => t.close());

  it(`answers an organization's request ${LIMIT + 1} within a minute with 429 and Retry-After; another organization is unaffected`, async () => {
    const busy = await tokenFor(newOrganizationId());
    const quiet = await tokenFor(newOrganizationId());
    for (let n = 1; n <= LIMIT; n++) {
      const ok = await t.http.get(`${V2}/funds-holders`).set(bearer(busy)).expect(200);
      expect(ok.headers['ratelimit-limit']).toBe(String(LIMIT));
      expect(ok.headers['ratelimit-remaining']).toBe(String(LIMIT - n));
    }
    // Every user and token of the organization shares its budget, and so does every route.
    const sameOrganization = await tokenFor(JSON.parse(Buffer.from(busy.split('.')[1], 'base64url').toString()).org_id, { subject: 'another-user' });
    const refused = await t.http.get(`${V2}/bank-accounts`).set(bearer(sameOrganization));
    expect(refused.status).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body).toMatchObject({ status: 429, title: 'Too Many Requests', code: 'RATE_LIMITED' });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.body.retryAfterSeconds).toBe(retryAfter);
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    expect(refused.headers['x-content-type-options']).toBe('nosniff');

    await t.http.get(`${V2}/funds-holders`).set(bearer(quiet)).expect(200);
  });

  it('gives the whole budget back once the window ends: the count starts afresh, not carried over', async () => {
    const organizationId = newOrganizationId();
    const token = await tokenFor(organizationId);
    for (let n = 1; n <= LIMIT; n++) await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200);
    const refused = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The window's end, brought forward: its counter (Redis, shared by every API process) expires now rather than
    // in Retry-After seconds.
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      // SCAN to its end: one call returns what one slice of the keyspace holds, and Redis holds other runs' keys too.
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${process.env.QUEUE_PREFIX}_limits:rate-limit*${organizationId}*`, 'COUNT', 10_000);
        keys.push(...found);
        cursor = next;
      } while (cursor !== '0');
      expect(keys).toHaveLength(1);
      await redis.pexpire(keys[0], 1);
      await eventually(() => redis.exists(keys[0]), (exists) => exists === 0);
    } finally {
      redis.disconnect();
    }
    for (let n = 1; n <= LIMIT; n++) expect((await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200)).headers['ratelimit-remaining']).toBe(String(LIMIT - n));
    await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(429);
  });

  it(`counts a beneficiary's requests per claim session: the session's request ${LIMIT + 1} answers 429, another session of the same claim is unaffected`, async () => {
    // Set up through an app with the usual limits (its own counters), then spend the sessions' budgets on this one.
    const setup = await createTestApp();
    try {
      const c = await claimCampaign(setup);
      const { id } = await initiatedInstruction(setup, c);
      const [{ link_version: linkVersion }] = await setup.orm.em.getConnection().execute<{ link_version: number }[]>('select link_version from payout_instruction where id = ?', [id]);
      const token = setup.app.get(LinkTokens).sign('claim', { instructionId: id, linkVersion });
      const open = async () => ({ Authorization: `Bearer ${(await setup.http.post('/beneficiary/sessions').send({ token }).expect(201)).body.sessionToken}` });
      const busy = await open();
      const quiet = await open();
      for (let n = 1; n <= LIMIT; n++) expect((await t.http.get('/beneficiary/claim').set(busy).expect(200)).headers['ratelimit-remaining']).toBe(String(LIMIT - n));
      const refused = await t.http.get('/beneficiary/claim/payout-methods').set(busy).expect(429);
      expect(refused.body).toMatchObject({ code: 'RATE_LIMITED', detail: expect.stringContaining('this claim session') });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await t.http.get('/beneficiary/claim').set(quiet).expect(200);
    } finally {
      await setup.close();
    }
  });

  it('counts requests without a token per client address, apart from organizations, and never limits health or metrics', async () => {
    for (let n = 1; n <= LIMIT; n++) await t.http.get('/public/unsubscribe/not-a-valid-token').expect(404);
    const refused = await t.http.get('/public/icons/00000000-0000-0000-0000-000000000000.png');
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);

    await t.http.get(`${V2}/funds-holders`).set(bearer(await tokenFor(newOrganizationId()))).expect(200);
    for (let n = 0; n <= LIMIT; n++) {
      await t.http.get('/health/live').expect(200);
      await t.http.get('/metrics').expect(200);
    }
  });
});
