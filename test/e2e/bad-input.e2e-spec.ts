import { toV3Fields } from '../../src/core/http/api-version';
import { MAX_INPUT_DEPTH } from '../../src/core/http/input-safety';
import { createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { templateBody } from '../factories/templates.factory';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Bad input never reaches a 500 and never writes anything. The walker sends, to every operation of the OpenAPI
 * document under both prefixes, each class of bad input that once answered 500; the tests after it check each class
 * on a request that is valid but for the one bad value.
 */

type Json = Record<string, unknown>;
interface Operation {
  parameters?: { in: string; name: string; schema?: Json }[];
  requestBody?: { content: Record<string, { schema?: Json }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}
interface Sent {
  label: string;
  status: number;
  body: unknown;
}

const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800';
const HUGE_PAGE_NUMBERS = ['99999999999999999999', '1e15', '2147483648'];
const deepJson = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** Rows of every table the API writes: the walk must leave each count as it found it. */
const TABLES = [
  'organization', 'app_user', 'funds_holder', 'funds_holder_attachment', 'bank_account', 'campaign', 'campaign_draft', 'email_template',
  'payout_instruction', 'payout_instruction_activity', 'payout_instruction_upload', 'upload_row_error', 'email_delivery', 'funding_transfer',
  'ledger_transaction', 'ledger_posting', 'idempotency_key',
];

async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const sql = TABLES.map((table) => `select '${table}' as name, count(*)::int as n from ${table}`).join(' union all ');
  const rows = await t.orm.em.getConnection().execute<{ name: string; n: number }[]>(sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.n]));
}

/** The string leaves of a JSON value, by path, so that each can be replaced by a bad text in turn. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, member]) => stringPaths(member, [...path, Array.isArray(value) ? Number(key) : key]));
}

function withValueAt(body: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as Json) }) as Json;
  const [head, ...rest] = path;
  copy[head as string] = withValueAt(copy[head as string], rest, replacement);
  return copy;
}

/** The top-level string members of an operation's request schema, following `$ref` and `allOf`. */
function schemaStringMembers(document: Document, schema: Json | undefined): string[] {
  if (!schema) return [];
  if (typeof schema.$ref === 'string') return schemaStringMembers(document, document.components.schemas[schema.$ref.split('/').pop()!]);
  const parts = Array.isArray(schema.allOf) ? (schema.allOf as Json[]).flatMap((part) => schemaStringMembers(document, part)) : [];
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  return [...parts, ...Object.entries(properties).filter(([, member]) => [member.type].flat().includes('string') && member.format !== 'binary').map(([name]) => name)];
}

describe('bad input', () => {
  let t: TestApp;
  let c: FundedCampaign;
  let document: Document;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    c = await fundedCampaign(t, 100);
    document = (await t.http.get('/openapi.json').expect(200)).body as Document;
    const holders = await t.http.get(`${V2}/funds-holders`).set(c.auth).expect(200);
    const methods = await t.http.get(`${V2}/payout-methods`).set(c.auth).expect(200);
    const draft = await t.http.post(`${V2}/campaign-drafts`).set(c.auth).field('name', 'Draft').expect(201);
    const template = await t.http.post(`${V2}/templates`).set(c.auth).send(templateBody()).expect(201);
    const transfers = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from funding_transfer where organization_id = ?', [c.organizationId]);
    const instruction = await createInstruction(t, c, { amount: 10 });
    Object.assign(ids, {
      'funds-holders': holders.body.data[0].id,
      'bank-accounts': c.bankAccountId,
      campaigns: c.campaignId,
      distributions: c.campaignId,
      'payout-methods': methods.body.data[0].id,
      templates: template.body.id,
      'campaign-drafts': draft.body.id,
      'distribution-drafts': draft.body.id,
      'payout-instructions': instruction.id,
      transfers: transfers[0].id,
    });
  });
  afterAll(() => t.close());

  /** Valid bodies (v2 names) of the JSON operations, keyed by method and v2 path; the walk spoils one value at a time. */
  function validBody(method: string, path: string): Json {
    const v2 = path.replace('/v3/distribution-manager', V2).replace(/distribution/g, 'campaign');
    const key = `${method.toUpperCase()} ${v2.slice(V2.length)}`;
    const bodies: Record<string, Json> = {
      'POST /bank-accounts': { fundsHolderId: ids['funds-holders'], name: 'Savings' },
      'POST /campaigns': { name: 'Study', fundingSourceId: ids['funds-holders'], expiryDate: '2099-12-31', payoutMethodIds: [ids['payout-methods']], welcomeHeadline: 'Hello' },
      'PATCH /campaigns/{id}': { name: 'Renamed', welcomeText: 'Welcome' },
      'POST /campaigns/{campaignId}/:set-password': { password: 'a long password' },
      'POST /templates/:send-preview': { templateType: 'InitiateEmail', recipient: 'preview@example.com', dynamicFields: { FirstName: 'Ada' } },
      'POST /templates': templateBody(),
      'PUT /templates/{id}': templateBody(),
      'PATCH /campaign-drafts/{id}': { operations: [{ op: 'replace', path: '/name', value: 'Renamed draft' }] },
      'POST /payout-instructions': { campaignId: c.campaignId, email: 'walker@example.com', firstName: 'Ada', amount: 10, tags: { Cohort: 'A' } },
      'PATCH /payout-instructions/{id}': { firstName: 'Grace', tags: { Cohort: 'B' } },
      'POST /payout-instructions/{id}/:initiate': { channel: 'Email' },
      'POST /payout-instructions/{id}/:reinitiate': { channel: 'Email' },
      'POST /payout-instructions/{id}/:cancel': { cancellationReason: 'Other' },
      'POST /campaigns/{campaignId}/payout-instructions/:initiate': { payoutInstructionIds: [ids['payout-instructions']], channel: 'Email' },
      'POST /campaigns/{campaignId}/payout-instructions/:send-reminders': { payoutInstructionIds: [ids['payout-instructions']] },
      'PATCH /bank-accounts/transfers/{id}/tags': { campaignId: c.campaignId },
      'POST /simulate/bank-accounts/{id}/:receive-ach': { amount: 1, idempotencyKey: 'walker' },
    };
    const body = bodies[key] ?? {};
    return path.startsWith(V3) ? (toV3Fields(body) as Json) : body;
  }

  /** A path with each `{param}` replaced by the id of the resource named by the segment before it. */
  function concretePath(template: string): string {
    return template.replace(/([^/]+)\/\{[^}]+\}/g, (_match, segment: string) => `${segment}/${ids[segment] ?? '0195a3f0-0000-7000-8000-000000000000'}`);
  }

  async function send(method: string, path: string, body: string | undefined, contentType = 'application/json'): Promise<{ status: number; body: unknown }> {
    let request = t.http[method as 'post'](path).set(c.auth);
    if (body !== undefined) request = request.set('Content-Type', contentType).send(body);
    const res = await request;
    return { status: res.status, body: res.body };
  }

  it('answers every operation of both prefixes with a 4xx for each class of bad input, and writes nothing', async () => {
    const before = await rowCounts(t);
    const sent: Sent[] = [];
    const operations = Object.entries(document.paths)
      .filter(([path]) => path.startsWith(V2) || path.startsWith(V3))
      .flatMap(([path, item]) => Object.entries(item).filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method)).map(([method, operation]) => ({ path, method, operation })));

    for (const { path, method, operation } of operations) {
      const url = concretePath(path);
      const label = (what: string) => `${method.toUpperCase()} ${path}: ${what}`;
      const record = async (what: string, answer: Promise<{ status: number; body: unknown }>) => sent.push({ label: label(what), ...(await answer) });
      const query = (operation.parameters ?? []).filter((p) => p.in === 'query');

      if (query.some((p) => p.name === 'pageNumber')) {
        for (const pageNumber of HUGE_PAGE_NUMBERS) await record(`pageNumber=${pageNumber}`, send(method, `${url}?pageNumber=${pageNumber}`, undefined));
      }
      for (const p of query.filter((q) => q.schema?.type === 'string' || q.schema?.enum !== undefined || q.schema === undefined)) {
        await record(`query ${p.name} with NUL`, send(method, `${url}?${p.name}=a%00b`, undefined));
      }

      const content = operation.requestBody?.content ?? {};
      if (content['application/json']) {
        const base = validBody(method, path);
        const spoiled = new Set([...stringPaths(base).map((p) => JSON.stringify(p)), ...schemaStringMembers(document, content['application/json'].schema).map((m) => JSON.stringify([m]))]);
        for (const target of spoiled) {
          const at = JSON.parse(target) as (string | number)[];
          await record(`NUL at ${at.join('.')}`, send(method, url, JSON.stringify(withValueAt(base, at, NUL))));
          await record(`lone surrogate at ${at.join('.')}`, send(method, url, JSON.stringify(withValueAt(base, at, LONE_SURROGATE))));
        }
        if (method === 'post' && 'amount' in base) await record('amount null', send(method, url, JSON.stringify({ ...base, amount: null })));
        await record('5,000 levels deep', send(method, url, deepJson(5000)));
        await record('__proto__ member', send(method, url, `{"__proto__":{"isAdmin":true},${JSON.stringify(base).slice(1)}`.replace(',}', '}')));
        await record('constructor member', send(method, url, JSON.stringify({ ...base, constructor: 'x' })));
      } else if (content['multipart/form-data'] && method === 'post') {
        const res = await t.http.post(url).set(c.auth).field('name', NUL).field('settlementFundName', NUL).field('mode', NUL);
        sent.push({ label: label('multipart field with NUL'), status: res.status, body: res.body });
      }
    }

    expect(sent.length).toBeGreaterThan(400); // the walk really covered the document
    expect(sent.filter((s) => s.status >= 500)).toEqual([]);
    expect(sent.filter((s) => s.status < 400)).toEqual([]);
    expect(await rowCounts(t)).toEqual(before);
  }, 120_000);

  describe('each class, on an otherwise valid request', () => {
    it('a NUL character in a text field is a 400 naming the field', async () => {
      const res = await t.http.post(`${V2}/campaigns`).set(c.auth).send({ ...validBody('post', `${V2}/campaigns`), name: NUL });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ name: ['name must not contain the NUL character (U+0000).'] });

      const tag = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ ...validBody('post', `${V2}/payout-instructions`), tags: { Cohort: NUL } });
      expect(tag.status).toBe(400);
      expect(Object.keys(tag.body.errors)).toEqual(['tags.Cohort']);

      const draft = await t.http.patch(`${V2}/campaign-drafts/${ids['campaign-drafts']}`).set(c.auth).send({ operations: [{ op: 'replace', path: '/welcomeText', value: NUL }] });
      expect(draft.status).toBe(400);
      expect(Object.keys(draft.body.errors)).toEqual(['operations.0.value']);

      const multipart = await t.http.post(`${V2}/campaign-drafts`).set(c.auth).field('name', NUL);
      expect(multipart.status).toBe(400);
      expect(Object.keys(multipart.body.errors)).toEqual(['name']);
    });

    it('a lone surrogate in an email or any text is a 400 naming the field', async () => {
      const email = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ ...validBody('post', `${V2}/payout-instructions`), email: `${LONE_SURROGATE}@example.com` });
      expect(email.status).toBe(400);
      expect(email.body.errors).toEqual({ email: ['email must be Unicode text; it holds an unpaired surrogate.'] });

      const v3 = await t.http.post(`${V3}/templates`).set(c.auth).send(templateBody({ name: `x${LONE_SURROGATE}` }));
      expect(v3.status).toBe(400);
      expect(Object.keys(v3.body.errors)).toEqual(['name']);
    });

    it.each(HUGE_PAGE_NUMBERS)('pageNumber=%s on a list is a 400 naming pageNumber', async (pageNumber) => {
      const res = await t.http.get(`${V2}/payout-instructions?pageNumber=${pageNumber}`).set(c.auth);
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['pageNumber']);
    });

    it('the largest page number is still a (empty) page', async () => {
      const res = await t.http.get(`${V2}/payout-instructions?pageNumber=2147483647&pageSize=100`).set(c.auth).expect(200);
      expect(res.body.data).toEqual([]);
    });

    it('JSON nested 5,000 levels deep is a 400, and nesting up to the limit is read as usual', async () => {
      const deep = await t.http.post(`${V2}/payout-instructions`).set(c.auth).set('Content-Type', 'application/json').send(deepJson(5000));
      expect(deep.status).toBe(400);
      expect(deep.body.errors).toEqual({ [Array(MAX_INPUT_DEPTH).fill('a').join('.')]: [`${Array(MAX_INPUT_DEPTH).fill('a').join('.')} is nested deeper than ${MAX_INPUT_DEPTH} levels.`] });
      // Within the limit the body reaches validation, which names the unknown member.
      const shallow = await t.http.post(`${V2}/payout-instructions`).set(c.auth).set('Content-Type', 'application/json').send(deepJson(MAX_INPUT_DEPTH - 1));
      expect(shallow.status).toBe(400);
      expect(shallow.body.errors.a).toEqual(['a is not a known field.']);
    });

    it('"amount": null on instruction create is a 400 naming amount, and creates nothing', async () => {
      const before = await rowCounts(t);
      const res = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ ...validBody('post', `${V2}/payout-instructions`), amount: null });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['amount']);
      expect(await rowCounts(t)).toEqual(before);
      // Left out, the amount is simply not set yet.
      const draft = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'no-amount@example.com' }).expect(201);
      expect(draft.body.amount).toBeNull();
    });

    it('null for a member that cannot be cleared is a 400 naming it (a patch may clear only nullable members)', async () => {
      const res = await t.http.patch(`${V2}/payout-instructions/${ids['payout-instructions']}`).set(c.auth).send({ email: null });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['email']);
      const cleared = await t.http.patch(`${V2}/payout-instructions/${ids['payout-instructions']}`).set(c.auth).send({ phoneNumber: null }).expect(200);
      expect(cleared.body.phoneNumber).toBeNull();
    });

    it.each(['/constructor', '/__proto__', '/toString', '/hasOwnProperty'])('a draft patch at %s is a 400 naming the operation path', async (path) => {
      const res = await t.http.patch(`${V2}/campaign-drafts/${ids['campaign-drafts']}`).set(c.auth).send({ operations: [{ op: 'replace', path, value: 'x' }] });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ 'operations.0.path': [`${path} is not a path of a draft.`] });
    });

    it('a prototype member name anywhere in a body is a 400 naming it', async () => {
      const res = await t.http
        .post(`${V2}/payout-instructions`)
        .set(c.auth)
        .set('Content-Type', 'application/json')
        .send(`{"campaignId":"${c.campaignId}","email":"proto@example.com","tags":{"__proto__":"x"}}`);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({ 'tags.__proto__': ['__proto__ is not allowed as a member name.'] });
    });

    it(':reinitiate of a Cancelled instruction that never had an amount is a 400 naming amount; nothing moves', async () => {
      const draft = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'never-priced@example.com' }).expect(201);
      await t.http.post(`${V2}/payout-instructions/${draft.body.id}/:cancel`).set(c.auth).send({ cancellationReason: 'Other' }).expect(200);
      const before = await rowCounts(t);
      const res = await t.http.post(`${V2}/payout-instructions/${draft.body.id}/:reinitiate`).set(c.auth).send({});
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PAYOUT_INSTRUCTION_NOT_READY', errors: { amount: [expect.any(String)] } });
      expect(await rowCounts(t)).toEqual(before);
      const read = await t.http.get(`${V2}/payout-instructions/${draft.body.id}`).set(c.auth).expect(200);
      expect(read.body.status).toBe('Cancelled');
    });
  });
});
