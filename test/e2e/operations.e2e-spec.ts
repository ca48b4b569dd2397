import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPI } from 'openapi-types';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { QUEUES } from '../../src/core/queue/job-registry';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { SANDBOX_ORGANIZATION_ID } from '../../src/core/config/env.schema';
import { toV3Fields, toV3Name, versionOfPath, VERSION_PREFIX } from '../../src/core/http/api-version';
import type { IndexedRoutesAdapter } from '../../src/core/http/indexed-routes.adapter';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const V2 = `/${VERSION_PREFIX.v2}`;
const V3 = `/${VERSION_PREFIX.v3}`;
const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
const PROBLEM_REF = '#/components/schemas/ProblemDocument';
/** Operations that accept any valid token of the organization (the sandbox simulate endpoints, `GET /me`). */
const ANY_TOKEN_OPERATION = /simulate|\/me$|\/me\/:sign-in$/i;

interface Operation {
  operationId?: string;
  tags?: string[];
  parameters?: { in: string; name: string }[];
  requestBody?: unknown;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
  components: { schemas: Record<string, { required?: string[] }>; securitySchemes: Record<string, unknown> };
}
interface DocumentedOperation {
  path: string;
  method: (typeof METHODS)[number];
  operation: Operation;
}

function operationsOf(document: Document): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
}

const scopesOf = (operation: Operation): string[] => (operation.security ?? []).flatMap((requirement) => Object.values(requirement).flat());

/** `/v2/campaign-manager/bank-accounts/{id}` with every path parameter replaced by a fresh uuid. */
const concretePath = (path: string): string => path.replace(/\{[^}]+\}/g, () => newOrganizationId());

/** The routes express actually serves, as OpenAPI paths: `GET /v2/campaign-manager/bank-accounts/{id}`. */
function servedRoutes(t: TestApp): { path: string; method: string }[] {
  return (t.app.getHttpAdapter() as IndexedRoutesAdapter).layers().flatMap((layer) => {
    const route = layer.route;
    // Catch-alls are Nest's middleware and 404 handler, not operations.
    if (!route || typeof route.path !== 'string' || route.path.includes('*')) return [];
    // `:name` is a parameter; `\:name` a literal colon (custom methods such as `:promote`).
    const path = route.path.replace(/(?<!\\):(\w+)/g, '{$1}').replace(/\\:/g, ':');
    return Object.keys(route.methods)
      .filter((method) => method !== '_all')
      .map((method) => ({ path, method }));
  });
}

/** A metric sample line's value, e.g. `http_requests_total{method="GET",route="unmatched",status="404"} 3`. */
function sample(metrics: string, name: string, labels: Record<string, string>): number | undefined {
  const line = metrics.split('\n').find((l) => {
    if (!l.startsWith(`${name}{`)) return false;
    const labelText = l.slice(name.length + 1, l.lastIndexOf('}'));
    return Object.entries(labels).every(([key, value]) => labelText.split(',').includes(`${key}="${value}"`));
  });
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('operations', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    token = await tokenFor(newOrganizationId());
  });
  afterAll(async () => {
    await t.close();
  });

  describe('health', () => {
    it('answers /health/live 200 without a token', async () => {
      const response = await t.http.get('/health/live').expect(200);
      expect(response.body).toEqual({ status: 'ok' });
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    });

    it('answers /health/ready 200 without a token once PostgreSQL and Redis both answer', async () => {
      const response = await t.http.get('/health/ready').expect(200);
      expect(response.body).toEqual({ status: 'ok', checks: { postgres: 'up', redis: 'up' } });
    });

    it('is not served under the versioned prefixes', async () => {
      await t.http.get(`${V2}/health/live`).expect(404);
      await t.http.get(`${V3}/health/ready`).expect(404);
    });
  });

  describe('metrics', () => {
    it('counts requests by method, route template and status, 401 and 404 included, never by raw URL', async () => {
      const unknownId = newOrganizationId();
      await t.http.get(`${V2}/bank-accounts/${unknownId}`).expect(401);
      await t.http.get(`${V2}/bank-accounts/${unknownId}`).set(bearer(token)).expect(404);
      await t.http.get(`${V2}/bank-accounts`).set(bearer(token)).expect(200);
      await t.http.get(`/no-such-page/${unknownId}`).expect(404);

      const response = await t.http.get('/metrics').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      const metrics = response.text;
      const route = `${V2}/bank-accounts/:id`;
      expect(sample(metrics, 'http_requests_total', { method: 'GET', route, status: '401' })).toBeGreaterThanOrEqual(1);
      expect(sample(metrics, 'http_requests_total', { method: 'GET', route, status: '404' })).toBeGreaterThanOrEqual(1);
      expect(sample(metrics, 'http_requests_total', { method: 'GET', route: `${V2}/bank-accounts`, status: '200' })).toBeGreaterThanOrEqual(1);
      expect(sample(metrics, 'http_requests_total', { method: 'GET', route: 'unmatched', status: '404' })).toBeGreaterThanOrEqual(1);
      expect(sample(metrics, 'http_request_duration_seconds_count', { method: 'GET', route, status: '401' })).toBeGreaterThanOrEqual(1);
      expect(metrics).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/v2\/campaign-manager\/bank-accounts\/:id",status="404"\} \d+$/m);
      expect(metrics).toMatch(/^process_cpu_seconds_total \d/m);
      expect(metrics).not.toContain(unknownId);
    });

    it('counts one more request for each request answered', async () => {
      const labels = { method: 'GET', route: '/health/live', status: '200' };
      const before = sample((await t.http.get('/metrics')).text, 'http_requests_total', labels) ?? 0;
      await t.http.get('/health/live').expect(200);
      await t.http.get('/health/live').expect(200);
      expect(sample((await t.http.get('/metrics')).text, 'http_requests_total', labels)).toBe(before + 2);
    });

    it('exports the job counts of every queue by state, read from Redis when scraped', async () => {
      const queue = t.app.get(JobQueue).queue('money-movement');
      const job = await queue.add('metrics-probe', {}, { delay: 3_600_000, jobId: `metrics-probe-${newOrganizationId()}` });
      try {
        const metrics = (await t.http.get('/metrics').expect(200)).text;
        for (const name of QUEUES) {
          for (const state of ['waiting', 'active', 'delayed', 'failed', 'completed']) {
            expect(sample(metrics, 'bullmq_jobs', { queue: name, state })).toEqual(expect.any(Number));
          }
        }
        expect(metrics).toMatch(/^bullmq_jobs\{queue="money-movement",state="delayed"\} [1-9]\d*$/m);
      } finally {
        await job.remove();
      }
    });
  });

  describe('request ids', () => {
    it('echoes a sane X-Request-Id, and uses it as the traceId of a problem document', async () => {
      const ok = await t.http.get('/health/live').set('X-Request-Id', 'abc-123.def:4_5').expect(200);
      expect(ok.headers['x-request-id']).toBe('abc-123.def:4_5');

      const problem = await t.http.get(`${V2}/bank-accounts`).set('X-Request-Id', 'caller-id-42').expect(401);
      expect(problem.headers['x-request-id']).toBe('caller-id-42');
      expect(problem.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(problem.body.traceId).toBe('caller-id-42');
    });

    it('answers without an ETag, so a conditional request gets the whole answer', async () => {
      const first = await t.http.get('/health/live').expect(200);
      expect(first.headers.etag).toBeUndefined();
      await t.http.get('/health/live').set('If-None-Match', 'W/"anything"').expect(200);
    });

    it('replaces an insane X-Request-Id with a fresh one', async () => {
      for (const insane of ['has spaces', 'x'.repeat(129), '<script>', '']) {
        const response = await t.http.get('/health/live').set('X-Request-Id', insane).expect(200);
        expect(response.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      }
      const a = await t.http.get('/health/live');
      const b = await t.http.get('/health/live');
      expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    });

    it('gives every response one, even those refused before routing', async () => {
      const responses = await Promise.all([
        t.http.get('/metrics'),
        t.http.get('/openapi.json'),
        t.http.get('/docs'),
        t.http.get('/no-such-page'),
        t.http.post(`${V2}/bank-accounts`).set(bearer(token)).set('Content-Type', 'application/json').send('{"not json'),
      ]);
      expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 404, 400]);
      for (const response of responses) expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const malformed = responses[4];
      expect(malformed.body.traceId).toBe(malformed.headers['x-request-id']);
    });
  });

  describe('documentation', () => {
    let document: Document;
    beforeAll(async () => {
      document = (await t.http.get('/openapi.json').expect(200).expect('Content-Type', /json/)).body as Document;
    });

    it('serves a valid OpenAPI 3 document', async () => {
      expect(document.openapi).toBe('3.1.0');
      // Validated offline against the OpenAPI JSON schema and the OpenAPI specification's rules; no external reference is fetched.
      await expect(
        SwaggerParser.validate(structuredClone(document) as unknown as OpenAPI.Document, { resolve: { external: false, http: false } }),
      ).resolves.toBeDefined();
      expect(document.components.schemas.ProblemDocument.required).toEqual(['type', 'title', 'status', 'detail', 'instance', 'traceId']);
    });

    it('serves the documentation page as HTML', async () => {
      const response = await t.http.get('/docs').expect(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.text).toContain('swagger-ui');
    });

    it('documents every route the app serves, and only those', () => {
      // Bull Board and its sign-in are pages for people, left out of the document like the board (docs/administration.md).
      const served = servedRoutes(t).filter(({ path }) => !path.startsWith('/docs/') && !path.startsWith('/admin/queues/'));
      expect(served.length).toBeGreaterThan(10);
      const documented = new Set(operationsOf(document).map(({ path, method }) => `${method.toUpperCase()} ${path}`));
      const servedKeys = new Set(served.map(({ path, method }) => `${method.toUpperCase()} ${path}`));
      expect([...servedKeys].filter((key) => !documented.has(key))).toEqual([]);
      expect([...documented].filter((key) => !servedKeys.has(key))).toEqual([]);
      for (const key of ['GET /health/live', 'GET /health/ready', 'GET /metrics', 'GET /openapi.json', 'GET /docs']) expect(documented).toContain(key);
    });

    it('names every path parameter as its path does, in v3 terms under v3', () => {
      for (const { path, operation } of operationsOf(document)) {
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        const params = ((operation as { parameters?: { in?: string; name?: string }[] }).parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name).sort();
        expect({ path, params }).toEqual({ path, params: inPath });
        if (versionOfPath(path) === 'v3') expect(JSON.stringify(params)).not.toContain('campaign');
      }
    });

    it('documents every versioned operation under both prefixes', () => {
      const keys = new Set(operationsOf(document).map(({ path, method }) => `${method} ${path}`));
      const v2 = operationsOf(document).filter(({ path }) => versionOfPath(path) === 'v2');
      expect(v2.length).toBeGreaterThan(0);
      for (const { path, method } of v2) expect(keys).toContain(`${method} ${V3}${toV3Name(path.slice(V2.length))}`);
      const v3 = operationsOf(document).filter(({ path }) => versionOfPath(path) === 'v3' && !/simulate/i.test(path));
      expect(v3).toHaveLength(v2.length);
    });

    it('describes each v3 body with the member names the runtime v3 mapping gives the v2 body', () => {
      type Schema = { $ref?: string; allOf?: Schema[]; properties?: Record<string, unknown>; items?: Schema };
      /** The member names of a body schema (an array's items), through $ref and allOf. */
      const membersOf = (schema: Schema | undefined): string[] => {
        if (!schema) return [];
        if (schema.$ref) return membersOf(document.components.schemas[schema.$ref.split('/').pop()!] as Schema);
        return [...(schema.allOf ?? []).flatMap(membersOf), ...Object.keys(schema.properties ?? {}), ...membersOf(schema.items)];
      };
      const bodiesOf = (operation: Operation): Record<string, Schema | undefined> => ({
        request: (operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined)?.content?.['application/json']?.schema,
        ...Object.fromEntries(Object.entries(operation.responses).map(([status, response]) => [status, response.content?.['application/json']?.schema as Schema | undefined])),
      });
      let compared = 0;
      for (const { path, method, operation } of operationsOf(document).filter(({ path }) => versionOfPath(path) === 'v2')) {
        const v3 = document.paths[`${V3}${toV3Name(path.slice(V2.length))}`][method]!;
        const v3Bodies = bodiesOf(v3);
        for (const [which, schema] of Object.entries(bodiesOf(operation))) {
          const v2Members = membersOf(schema);
          const runtime = Object.keys(toV3Fields(Object.fromEntries(v2Members.map((member) => [member, 1]))) as object);
          expect({ operation: `${method} ${path} ${which}`, members: membersOf(v3Bodies[which]) }).toEqual({ operation: `${method} ${path} ${which}`, members: runtime });
          if (runtime.join() !== v2Members.join()) compared++;
        }
      }
      expect(compared).toBeGreaterThan(10); // the renamed members really were compared
    });

    it('gives every operation a unique operationId and every secured one its scopes, renamed for v3', () => {
      const operations = operationsOf(document);
      const ids = operations.map(({ operation }) => operation.operationId);
      expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      for (const { path, operation } of operations) {
        const version = versionOfPath(path);
        // Operations endpoints are public; every versioned one needs a token. Others (beneficiary, public pages)
        // are checked against the server's behaviour in the tests below.
        if (operation.tags?.includes('Operations')) expect({ path, security: operation.security ?? [] }).toEqual({ path, security: [] });
        if (version) expect({ path, secured: Boolean(operation.security?.length) }).toEqual({ path, secured: true });
        if (!operation.security?.length) continue;
        // A beneficiary's routes take a claim session, with no scopes (checked against the server in beneficiary-*.e2e-spec.ts).
        if (path.startsWith('/beneficiary/')) {
          expect({ path, security: operation.security, statuses: Object.keys(operation.responses) }).toEqual({ path, security: [{ BeneficiarySession: [] }], statuses: expect.arrayContaining(['401']) });
          continue;
        }
        expect(operation.security).toEqual([{ IdentityProviderPolicy: expect.any(Array) }]);
        const scopes = scopesOf(operation);
        if (!ANY_TOKEN_OPERATION.test(path)) expect({ path, scopes }).toEqual({ path, scopes: expect.arrayContaining([expect.any(String)]) });
        for (const scope of scopes) expect(ALL_SCOPES).toContain(scope);
        if (version === 'v3') expect(scopes.filter((s) => s.startsWith('campaigns:'))).toEqual([]);
        if (version === 'v2') expect(scopes.filter((s) => s.startsWith('distributions:'))).toEqual([]);
        expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['401', '403']));
      }
      expect(document.components.securitySchemes.IdentityProviderPolicy).toMatchObject({ type: 'oauth2' });
      expect(document.components.securitySchemes.BeneficiarySession).toMatchObject({ type: 'http', scheme: 'bearer' });
    });

    it('describes every error response as an application/problem+json ProblemDocument', () => {
      for (const { path, method, operation } of operationsOf(document)) {
        const where = `${method.toUpperCase()} ${path}`;
        const takesInput = operation.requestBody !== undefined || (operation.parameters ?? []).some((p) => p.in === 'path' || p.in === 'query');
        const statuses = Object.keys(operation.responses);
        expect({ where, statuses }).toEqual({ where, statuses: expect.arrayContaining(takesInput ? ['400', '500'] : ['500']) });
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.headers?.['X-Request-Id']).toBeDefined();
          if (!/^[45]/.test(status)) continue;
          // The anonymous pages a person opens from an email answer some errors with an HTML page, declared as such.
          if (['Public', 'Claim page', 'Invitation page'].some((tag) => operation.tags?.includes(tag)) && status !== '500' && Object.keys(response.content ?? {}).join() === 'text/html') continue;
          // The specification's ACH transfer reads answer 401 and 403 without a body.
          if (path.includes('/ach-transfers') && (status === '401' || status === '403')) {
            expect({ where, status, content: response.content }).toEqual({ where, status, content: undefined });
            continue;
          }
          expect({ where, status, types: Object.keys(response.content ?? {}) }).toEqual({ where, status, types: ['application/problem+json'] });
          expect(JSON.stringify(response.content!['application/problem+json'].schema)).toContain(PROBLEM_REF);
        }
      }
    });

    it('matches what the server enforces: secured operations refuse a missing token, public ones answer without one', async () => {
      for (const { path, method, operation } of operationsOf(document)) {
        const response = await t.http[method as 'get'](concretePath(path));
        const where = `${method.toUpperCase()} ${path}`;
        if (operation.security?.length) expect({ where, status: response.status }).toEqual({ where, status: 401 });
        else expect({ where, status: response.status, refused: [401, 403].includes(response.status) }).toEqual({ where, status: response.status, refused: false });
      }
    });

    it('matches what the server enforces: the documented scopes are needed, and enough', async () => {
      // The sandbox organization: an operator in the sandbox, so that the operator scopes take effect too.
      const organizationId = SANDBOX_ORGANIZATION_ID;
      for (const { path, method, operation } of operationsOf(document)) {
        const scopes = scopesOf(operation);
        if (!operation.security?.length || scopes.length === 0) continue;
        const where = `${method.toUpperCase()} ${path}`;
        const without = await t.http[method as 'get'](concretePath(path)).set(bearer(await tokenFor(organizationId, { scopes: ALL_SCOPES.filter((s) => !scopes.includes(s)) })));
        expect({ where, status: without.status }).toEqual({ where, status: 403 });
        const exactly = await t.http[method as 'get'](concretePath(path)).set(bearer(await tokenFor(organizationId, { scopes })));
        expect({ where, status: exactly.status, forbidden: [401, 403].includes(exactly.status) }).toEqual({ where, status: exactly.status, forbidden: false });
      }
    });
  });
});
