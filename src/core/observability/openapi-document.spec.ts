import type { OpenAPIObject } from '@nestjs/swagger';
import { PROBLEM_CODES } from '../errors/problem-codes';
import { completeDocument, PROBLEM_SCHEMA, renameV3Scopes } from '../http/openapi';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';

type Op = Record<string, unknown> & { responses: Record<string, Record<string, unknown>>; security?: Record<string, string[]>[] };

function documentOf(paths: Record<string, Record<string, Op>>): OpenAPIObject {
  return { openapi: '3.0.0', info: { title: 't', version: '1' }, paths, components: {} } as unknown as OpenAPIObject;
}

const secured = (scopes: string[], extra: Partial<Op> = {}): Op => ({
  operationId: 'CampaignsController_get',
  security: [{ IdentityProviderPolicy: scopes }],
  'x-required-scopes': scopes,
  responses: { '200': { description: 'ok' } },
  ...extra,
});

const codesOf = (kind: string) => Object.entries(PROBLEM_CODES).filter(([, k]) => k === kind).map(([code]) => code);
const withCodes = (...codes: string[]) => ({ allOf: [{ $ref: `#/components/schemas/${PROBLEM_SCHEMA}` }, { type: 'object', properties: { code: { enum: codes } } }] });

const op = (document: OpenAPIObject, path: string, method = 'get'): Op => (document.paths as Record<string, Record<string, Op>>)[path][method];

describe('renameV3Scopes', () => {
  it('renames campaigns:* to distributions:* on v3 paths only, in the security requirement and x-required-scopes', () => {
    const document = renameV3Scopes(
      documentOf({
        [`${V2}/campaigns/{id}`]: { get: secured(['campaigns:view', 'reports:view']) },
        [`${V3}/distributions/{id}`]: { get: secured(['campaigns:view', 'reports:view']) },
        '/health/live': { get: { responses: {} } },
      }),
    );
    expect(op(document, `${V2}/campaigns/{id}`).security).toEqual([{ IdentityProviderPolicy: ['campaigns:view', 'reports:view'] }]);
    expect(op(document, `${V3}/distributions/{id}`).security).toEqual([{ IdentityProviderPolicy: ['distributions:view', 'reports:view'] }]);
    expect(op(document, `${V3}/distributions/{id}`)['x-required-scopes']).toEqual(['distributions:view', 'reports:view']);
    expect(op(document, '/health/live').security).toBeUndefined();
  });

  it('leaves scopes that merely contain the word campaign alone', () => {
    const document = renameV3Scopes(documentOf({ [`${V3}/transfers`]: { post: secured(['transfers:tagCampaign']) } }));
    expect(op(document, `${V3}/transfers`, 'post').security).toEqual([{ IdentityProviderPolicy: ['transfers:tagCampaign'] }]);
  });
});

describe('completeDocument', () => {
  it('renames scopes per version even when swagger shares one operation object between both prefixes', () => {
    const shared = secured(['campaigns:edit']);
    const document = completeDocument(documentOf({ [`${V2}/campaigns/{id}`]: { patch: shared }, [`${V3}/distributions/{id}`]: { patch: shared } }), new Map());
    expect(op(document, `${V2}/campaigns/{id}`, 'patch').security).toEqual([{ IdentityProviderPolicy: ['campaigns:edit'] }]);
    expect(op(document, `${V3}/distributions/{id}`, 'patch').security).toEqual([{ IdentityProviderPolicy: ['distributions:edit'] }]);
  });

  it('gives operation ids a version prefix without swagger numbering, and keeps them unique', () => {
    const document = completeDocument(
      documentOf({
        [`${V2}/campaigns`]: { get: { operationId: 'CampaignsController_list[0]', responses: {} } },
        [`${V3}/distributions`]: { get: { operationId: 'CampaignsController_list[1]', responses: {} } },
        '/a': { get: { operationId: 'X_y', responses: {} } },
        '/b': { get: { operationId: 'X_y', responses: {} } },
      }),
      new Map(),
    );
    expect(op(document, `${V2}/campaigns`).operationId).toBe('v2_CampaignsController_list');
    expect(op(document, `${V3}/distributions`).operationId).toBe('v3_CampaignsController_list');
    expect([op(document, '/a').operationId, op(document, '/b').operationId]).toEqual(['X_y', 'X_y_2']);
  });

  it('secures an operation the guard protects even when it declares no scope, and leaves public ones open', () => {
    const document = completeDocument(
      documentOf({
        [`${V2}/simulate`]: { post: { operationId: 'SimulateController_run[0]', responses: {} } },
        '/health/live': { get: { operationId: 'HealthController_live', responses: {} } },
      }),
      new Map([
        ['SimulateController_run', { isPublic: false, scopes: [] }],
        ['HealthController_live', { isPublic: true, scopes: [] }],
      ]),
    );
    const simulate = op(document, `${V2}/simulate`, 'post');
    expect(simulate.security).toEqual([{ IdentityProviderPolicy: [] }]);
    expect(Object.keys(simulate.responses)).toEqual(expect.arrayContaining(['401', '403', '500']));
    expect(simulate.description).toContain('any valid token');
    const live = op(document, '/health/live');
    expect(live.security).toEqual([]); // public: no token needed, said explicitly
    expect(Object.keys(live.responses).sort()).toEqual(['400', '500']);
  });

  it('adds 400 to every operation, 401/403 where it is secured, the idempotency 422 on a secured POST (keeping its own 409), and makes every error a ProblemDocument', () => {
    const own = { type: 'object', properties: { unknownIds: { type: 'array', items: { type: 'string' } } } };
    const document = completeDocument(
      documentOf({
        [`${V2}/campaigns/{id}`]: {
          post: secured(['campaigns:edit'], {
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'ok' }, '409': { description: 'conflict', content: { 'application/json': { schema: own } } } },
          }),
        },
      }),
      new Map(),
    );
    const post = op(document, `${V2}/campaigns/{id}`, 'post');
    expect(Object.keys(post.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '422', '500']);
    const problem = { $ref: `#/components/schemas/${PROBLEM_SCHEMA}` };
    // Every problem answer says which codes its status carries (from the registry), beside its own members.
    expect(post.responses['404'].content).toEqual({ 'application/problem+json': { schema: withCodes(...codesOf('not-found')) } });
    expect(post.responses['400'].content).toEqual({ 'application/problem+json': { schema: withCodes(...codesOf('invalid')) } });
    expect(post.responses['409'].content).toEqual({ 'application/problem+json': { schema: { allOf: [problem, own, { type: 'object', properties: { code: { enum: codesOf('conflict') } } }] } } });
    expect(codesOf('conflict')).toEqual(expect.arrayContaining(['INVALID_PAYOUT_INSTRUCTION_STATE', 'IDEMPOTENCY_REQUEST_IN_PROGRESS']));
    expect(post.responses['200'].content).toBeUndefined();
    for (const response of Object.values(post.responses)) expect(response.headers).toEqual({ 'X-Request-Id': { $ref: '#/components/headers/RequestId' } });
    expect(post.description).toBe('**Scopes:** `campaigns:edit`.');
    expect(document.components?.schemas?.[PROBLEM_SCHEMA]).toMatchObject({ required: ['type', 'title', 'status', 'detail', 'instance', 'traceId'] });
  });

  it('keeps an error declared as an HTML page (public pages) an HTML page, and still adds the 500 problem', () => {
    const html = { 'text/html': { schema: { type: 'string' } } };
    const document = completeDocument(
      documentOf({
        '/public/unsubscribe/{token}': {
          get: {
            operationId: 'UnsubscribeController_show',
            parameters: [{ name: 'token', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'page', content: html }, '404': { description: 'not valid', content: html } },
          },
        },
      }),
      new Map([['UnsubscribeController_show', { isPublic: true, scopes: [] }]]),
    );
    const get = op(document, '/public/unsubscribe/{token}');
    expect(get.responses['404'].content).toEqual(html);
    expect(get.responses['400'].content).toEqual({ 'application/problem+json': { schema: withCodes(...codesOf('invalid')) } });
    expect(get.responses['500'].content).toEqual({ 'application/problem+json': { schema: withCodes('INTERNAL_ERROR') } });
    expect(get.security).toEqual([]);
  });

  it('documents a 429 with Retry-After wherever the rate limit counts, and nowhere else', () => {
    const document = completeDocument(
      documentOf({
        [`${V2}/campaigns`]: { get: { operationId: 'CampaignsController_list', responses: {} } },
        '/health/live': { get: { operationId: 'HealthController_live', responses: {} } },
      }),
      new Map([
        ['CampaignsController_list', { isPublic: false, scopes: ['campaigns:view'], rateLimited: true }],
        ['HealthController_live', { isPublic: true, scopes: [], rateLimited: false }],
      ]),
    );
    const limited = op(document, `${V2}/campaigns`).responses['429'];
    // The codes a 429 can carry: the rate limit's, and the claim's day cap on one-time codes (listed per status).
    expect(limited.content).toEqual({ 'application/problem+json': { schema: withCodes('RATE_LIMITED', 'CLAIM_CODE_LOCKED') } });
    expect(limited.headers).toEqual({ 'X-Request-Id': { $ref: '#/components/headers/RequestId' }, 'Retry-After': { $ref: '#/components/headers/RetryAfter' } });
    expect(document.components?.headers?.RetryAfter).toMatchObject({ schema: { type: 'integer', minimum: 1 } });
    expect(op(document, '/health/live').responses['429']).toBeUndefined();
  });

  it('documents the documentation routes themselves', () => {
    const document = completeDocument(documentOf({}), new Map());
    expect(Object.keys(document.paths).sort()).toEqual(['/docs', '/openapi.json', '/openapi.yaml']);
  });
});
