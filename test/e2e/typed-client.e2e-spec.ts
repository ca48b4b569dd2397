import type { AddressInfo } from 'node:net';
import { createV2Client, createV3Client, type V2Paths } from '../../clients/typescript';
import { loadConfig } from '../../src/core/config/app-config';
import { SANDBOX_ORGANIZATION_ID } from '../../src/core/config/env.schema';
import { MAX_ATTACHMENTS } from '../../src/modules/funds-holders/attachment-limits';
import { openApiDocumentWithoutServices } from '../../src/openapi-document';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const EXPIRY = '2099-06-30';

// Checked by npm run typecheck: request bodies are typed, so a member the document does not name fails to compile.
type CreateCampaignBody = V2Paths['/campaigns']['post']['requestBody']['content']['application/json'];
// @ts-expect-error `colour` is no member of a campaign
const _unnamedMember: CreateCampaignBody = { name: 'Spring study', fundingSourceId: 'f', expiryDate: EXPIRY, payoutMethodIds: ['m'], colour: 'red' };

/** The body of an answer with the `expected` status; any other answer fails the test with its problem document. */
function body<T>(result: { data?: T; error?: unknown; response: Response }, expected: number): T {
  if (result.response.status !== expected || result.data === undefined) {
    throw new Error(`${result.response.url} answered ${result.response.status}, not ${expected}: ${JSON.stringify(result.error ?? result.data)}`);
  }
  return result.data;
}

describe('the typed client in clients/typescript', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is generated from the document the service serves: the one built without services is the same', async () => {
    const served: unknown = (await t.http.get('/openapi.json').expect(200)).body;
    expect(JSON.parse(JSON.stringify(await openApiDocumentWithoutServices(loadConfig())))).toEqual(served);
  });

  it('funds a campaign and initiates a payout instruction under v2', async () => {
    const token = await tokenFor(newOrganizationId());
    const v2 = createV2Client({ baseUrl, token });
    const [holder] = body(await v2.GET('/funds-holders'), 200).data;
    const [account] = body(await v2.GET('/bank-accounts'), 200).data;
    const [method] = body(await v2.GET('/payout-methods'), 200).data;
    const campaign = body(await v2.POST('/campaigns', { body: { name: 'Spring study', fundingSourceId: holder.id, expiryDate: EXPIRY, payoutMethodIds: [method.id] } }), 201);

    // Money arrives through the sandbox, which only v3 serves.
    const v3 = createV3Client({ baseUrl, token: () => token });
    body(await v3.POST('/simulate/bank-accounts/{id}/:receive-ach', { params: { path: { id: account.id } }, body: { amount: 10_000, distributionId: campaign.id } }), 202);

    const created = body(await v2.POST('/payout-instructions', { body: { campaignId: campaign.id, email: 'ada@example.com', amount: 25 } }), 201);
    const initiated = body(await v2.POST('/payout-instructions/{id}/:initiate', { params: { path: { id: created.id } }, body: {} }), 200);
    expect(initiated.status).toBe('Initiated');

    const instruction = body(await v2.GET('/payout-instructions/{id}', { params: { path: { id: created.id } } }), 200);
    expect(instruction.campaignId).toBe(campaign.id);
    expect(instruction.status).toBe('Initiated');
    expect(instruction.amount).toBe(25);
    const read = body(await v2.GET('/campaigns/{id}', { params: { path: { id: campaign.id }, query: { includeDetails: true } } }), 200);
    expect(read.details?.totalFundsReceived).toBe(10_000);
    expect(read.details?.balances).toEqual({ unallocated: 9_975, allocated: 25, paidOut: 0, returned: 0 });
  });

  it('finds an instruction by a real externalId such as EMP-001: the document calls it free text, not a uuid', async () => {
    const token = await tokenFor(newOrganizationId());
    const v2 = createV2Client({ baseUrl, token });
    const [holder] = body(await v2.GET('/funds-holders'), 200).data;
    const [method] = body(await v2.GET('/payout-methods'), 200).data;
    const campaign = body(await v2.POST('/campaigns', { body: { name: 'Staff gifts', fundingSourceId: holder.id, expiryDate: EXPIRY, payoutMethodIds: [method.id] } }), 201);
    const created = body(await v2.POST('/payout-instructions', { body: { campaignId: campaign.id, email: 'ada@example.com', amount: 25, externalId: 'EMP-001' } }), 201);
    const found = body(await v2.GET('/payout-instructions', { params: { query: { externalId: 'EMP-001' } } }), 200);
    expect(found.data.map((instruction) => instruction.id)).toEqual([created.id]);

    const served = (await t.http.get('/openapi.json').expect(200)).body as Document;
    for (const path of ['/v2/campaign-manager/payout-instructions', '/v3/distribution-manager/payout-instructions']) {
      expect(served.paths[path].get.parameters?.find((p) => p.name === 'externalId')?.schema).toEqual({ type: 'string', maxLength: 100 });
    }
  });

  it('funds a distribution and initiates a payout instruction under v3', async () => {
    const v3 = createV3Client({ baseUrl, token: await tokenFor(newOrganizationId()) });
    const [holder] = body(await v3.GET('/funds-holders'), 200).data;
    const [account] = body(await v3.GET('/bank-accounts'), 200).data;
    const [method] = body(await v3.GET('/payout-methods'), 200).data;
    const distribution = body(
      await v3.POST('/distributions', { body: { name: 'Spring study', fundingSourceId: holder.id, expiryDate: EXPIRY, payoutMethodIds: [method.id] } }),
      201,
    );
    body(await v3.POST('/simulate/bank-accounts/{id}/:receive-ach', { params: { path: { id: account.id } }, body: { amount: 10_000, distributionId: distribution.id } }), 202);

    const created = body(await v3.POST('/payout-instructions', { body: { distributionId: distribution.id, email: 'ada@example.com', amount: 25 } }), 201);
    const initiated = body(await v3.POST('/payout-instructions/{id}/:initiate', { params: { path: { id: created.id } }, body: {} }), 200);
    expect(initiated.status).toBe('Initiated');

    const instruction = body(await v3.GET('/payout-instructions/{id}', { params: { path: { id: created.id } } }), 200);
    expect(instruction.distributionId).toBe(distribution.id);
    expect(instruction.status).toBe('Initiated');
    expect(instruction.amount).toBe(25);
    const read = body(await v3.GET('/distributions/{id}', { params: { path: { id: distribution.id }, query: { includeDetails: true } } }), 200);
    expect(read.details?.totalFundsReceived).toBe(10_000);
    expect(read.details?.balances).toEqual({ unallocated: 9_975, allocated: 25, paidOut: 0, returned: 0 });
  });
});

interface Parameter {
  name: string;
  in: string;
  schema?: { type?: string; format?: string; pattern?: string; maxLength?: number };
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/**
 * The document's parameters and forms say what their routes check, no more and no less (docs/api-conventions.md):
 * each is sent a value the document refuses, and the route must refuse it too, naming it.
 */
describe('the OpenAPI document against the routes it describes', () => {
  let t: TestApp;
  let document: Document;
  let operator: Record<string, string>;
  const operations = () =>
    Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map(([method, operation]) => ({ path, method: method as 'get' | 'post' | 'put' | 'patch' | 'delete', operation })),
    );
  /** The path with each parameter filled: `given` where named, a well-formed value (a fresh uuid, `x`) elsewhere. */
  const fill = (path: string, operation: Operation, given: Record<string, string>) =>
    path.replace(/\{(\w+)\}/g, (_, name: string) => {
      if (given[name] !== undefined) return encodeURIComponent(given[name]);
      const schema = operation.parameters?.find((p) => p.in === 'path' && p.name === name)?.schema;
      return schema?.format === 'uuid' ? crypto.randomUUID() : 'x';
    });
  /** A request of the operation carrying a body of the right media type, so that only the parameters are at fault. */
  const send = (method: 'get' | 'post' | 'put' | 'patch' | 'delete', url: string, operation: Operation) => {
    const request = t.http[method](url).set(operator);
    const media = Object.keys(operation.requestBody?.content ?? {});
    if (media.includes('multipart/form-data')) return request.attach(binaryField(operation) ?? 'file', Buffer.from('x'), 'x.png');
    return media.includes('application/json') ? request.send({}) : request;
  };
  const binaryField = (operation: Operation) => {
    type Member = { format?: string; items?: { format?: string } };
    type Form = { properties?: Record<string, Member>; allOf?: Form[] };
    const schema = operation.requestBody?.content['multipart/form-data'].schema as Form;
    const members = [schema, ...(schema.allOf ?? [])].flatMap((part) => Object.entries(part.properties ?? {}));
    return members.find(([, p]) => p.format === 'binary' || p.items?.format === 'binary')?.[0];
  };

  beforeAll(async () => {
    t = await createTestApp();
    document = (await t.http.get('/openapi.json').expect(200)).body as Document;
    // An operator organization's token with every scope: no guard stands before the parameters' checks.
    operator = bearer(await tokenFor(SANDBOX_ORGANIZATION_ID));
  });
  afterAll(() => t.close());

  it('calls a parameter a uuid only where its route refuses a malformed one with 400 naming it', async () => {
    const refusedBy: string[] = [];
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema?.format !== 'uuid') continue;
        checked++;
        const url = fill(path, operation, parameter.in === 'path' ? { [parameter.name]: 'not-a-uuid' } : {}) + (parameter.in === 'query' ? `?${parameter.name}=not-a-uuid` : '');
        const res = await send(method, url, operation);
        if (res.status !== 400 || !Object.keys(res.body.errors ?? {}).includes(parameter.name)) refusedBy.push(`${method} ${path} ${parameter.in} ${parameter.name}: ${res.status} ${JSON.stringify(res.body.errors)}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(refusedBy).toEqual([]);
  });

  it('gives a path parameter the pattern its route checks: a scheduled job name outside it is a 400, an unknown one a 404', async () => {
    const patterned = operations().flatMap(({ path, method, operation }) => (operation.parameters ?? []).filter((p) => p.in === 'path' && p.schema?.pattern).map((p) => ({ path, method, operation, p })));
    expect(patterned.map(({ path, method, p }) => `${method} ${path} ${p.name}`).sort()).toEqual([
      'patch /v2/campaign-manager/admin/scheduled-jobs/{name} name',
      'patch /v3/distribution-manager/admin/scheduled-jobs/{name} name',
      'post /v2/campaign-manager/admin/scheduled-jobs/{name}/:run name',
      'post /v3/distribution-manager/admin/scheduled-jobs/{name}/:run name',
    ]);
    for (const { path, method, operation, p } of patterned) {
      expect(new RegExp(p.schema!.pattern!).test('ACH batch')).toBe(false);
      const malformed = await send(method, fill(path, operation, { name: 'ACH batch' }), operation).send(method === 'patch' ? { paused: true } : {});
      expect([malformed.status, Object.keys(malformed.body.errors ?? {})]).toEqual([400, ['name']]);
      expect(new RegExp(p.schema!.pattern!).test('no-such-job')).toBe(true);
      const unknown = await send(method, fill(path, operation, { name: 'no-such-job' }), operation).send(method === 'patch' ? { paused: true } : {});
      expect(unknown.status).toBe(404);
    }
  });

  it('closes every multipart form, whose route refuses an extra field with 400 naming it, and bounds the attachments', async () => {
    // The API's forms (uploads, drafts, funds holders, icons); the HTML forms of the pages people open are not its.
    const forms = operations().filter(({ path, operation }) => /^\/v[23]\//.test(path) && operation.requestBody?.content['multipart/form-data']);
    expect(forms).toHaveLength(12);
    const open: string[] = [];
    for (const { path, method, operation } of forms) {
      const schema = operation.requestBody!.content['multipart/form-data'].schema;
      if (schema.additionalProperties !== false && schema.unevaluatedProperties !== false) open.push(`${method} ${path}`);
      const res = await t.http[method](fill(path, operation, {})).set(operator).field('extra', 'x');
      if (res.status !== 400 || !Object.keys(res.body.errors ?? {}).includes('extra')) open.push(`${method} ${path}: ${res.status} ${JSON.stringify(res.body.errors)}`);
    }
    expect(open).toEqual([]);

    const holders = forms.filter(({ path, method }) => method === 'post' && /\/(funds-holders|funding-sources)$/.test(path));
    expect(holders).toHaveLength(4);
    for (const { operation } of holders) {
      const [, extra] = operation.requestBody!.content['multipart/form-data'].schema.allOf as { properties: { attachments: { maxItems?: number } } }[];
      expect(extra.properties.attachments.maxItems).toBe(MAX_ATTACHMENTS);
    }
    const tooMany = t.http.post('/v2/campaign-manager/funds-holders').set(operator).field('settlementFundName', 'Rebates FBO');
    for (let i = 0; i <= MAX_ATTACHMENTS; i++) tooMany.attach('attachments', Buffer.from('%PDF-1.4'), { filename: `a${i}.pdf`, contentType: 'application/pdf' });
    expect((await tooMany).status).toBe(400);
  });
});
