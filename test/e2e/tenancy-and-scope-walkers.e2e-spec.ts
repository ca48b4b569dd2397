import { randomUUID } from 'node:crypto';
import { ALL_SCOPES, OPERATOR_SCOPES } from '../../src/core/auth/scopes';
import { FieldEncryption } from '../../src/core/security/field-encryption';
import { scopeForVersion, versionOfPath } from '../../src/core/http/api-version';
import { RoleName, ROLES, scopesOf } from '../../src/modules/users/roles';
import { claimTokensFor, initiatedInstruction, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { PNG_1PX } from '../factories/images';
import { WITHDRAWAL_ACCOUNT } from '../factories/money';
import { oneOfEach, type OneOfEach } from '../factories/one-of-each';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * Every operation of the OpenAPI document, both prefixes, walked twice (docs/users-and-roles.md, docs/administration.md):
 * tenancy, with another organization's token and this one's ids, and scopes, with every scope but the operation's,
 * only its own, and as a Viewer and a Manager.
 */

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
interface Operation {
  method: Method;
  path: string;
  scopes: string[] | undefined;
  /** Its query parameters' names. */
  query: string[];
}

/** This file's operator organization (OPERATOR_ORG_IDS, read by the app as it starts). */
const OPERATOR_ORG = newOrganizationId();
beforeAll(() => {
  process.env.OPERATOR_ORG_IDS = OPERATOR_ORG;
});
afterAll(() => {
  delete process.env.OPERATOR_ORG_IDS;
});

const METHODS: Method[] = ['get', 'post', 'put', 'patch', 'delete'];

describe('the OpenAPI document, walked for tenancy and scopes', () => {
  let t: TestApp;
  let operations: Operation[];
  let a: OneOfEach;
  let b: OneOfEach;
  /** Each organization's pending invitation, by organization id. */
  let invitations: Record<string, string>;
  /** A's payout, what a list of payouts (`GET /payouts`) would show B if it leaked. */
  let aPayout: { id: string; payoutInstructionId: string };
  /** Each organization's NACHA file and check print run (empty ones: no transfer or check waited), by organization id. */
  let railFiles: Record<string, { achFile: string; printRun: string }>;

  /** A NACHA file and a print run of `f`'s organization, as its administrator's trigger would have recorded them. */
  async function railFilesOf(f: OneOfEach): Promise<{ achFile: string; printRun: string }> {
    const [achFile, printRun] = [randomUUID(), randomUUID()];
    const sql = t.orm.em.getConnection();
    await sql.execute("insert into ach_file (id, organization_id, effective_date) values (?, ?, '2026-11-30')", [achFile, f.c.organizationId]);
    const pdf = t.app.get(FieldEncryption).encryptBytes(Buffer.from('%PDF-1.7\n%%EOF\n'));
    await sql.execute("insert into check_print_run (id, organization_id, check_count, total_cents, first_check_number, last_check_number, pdf) values (?, ?, 1, 1000, '100001', '100001', ?)", [
      printRun,
      f.c.organizationId,
      pdf,
    ]);
    return { achFile, printRun };
  }

  /** A payout of `f`'s organization: an instruction of its own claimed by its campaign's gift card (`Processing`: no worker runs here). */
  async function payoutOf(f: OneOfEach): Promise<{ id: string; payoutInstructionId: string }> {
    const campaign = await t.http.get(`${V2}/campaigns/${f.c.campaignId}`).set(f.c.auth).expect(200);
    const { id } = await initiatedInstruction(t, f.c, { amount: 10 });
    await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, campaign.body.payoutMethods[0].id, { email: 'walker-ada@example.com' });
    return (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(f.c.auth).expect(200)).body;
  }

  beforeAll(async () => {
    t = await createTestApp();
    const document = (await t.http.get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, { 'x-required-scopes'?: string[]; parameters?: { in: string; name: string }[] }>> };
    operations = Object.entries(document.paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method]).map((method) => ({
        method,
        path,
        scopes: item[method]['x-required-scopes'],
        query: (item[method].parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      })),
    );
    [a, b] = await Promise.all([oneOfEach(t), oneOfEach(t)]);
    // One pending invitation each, for the routes on an invitation.
    for (const f of [a, b]) await t.http.post(`${V2}/invitations/bulk`).set(f.c.auth).send({ invitations: [{ email: 'invited-ivy@example.com', roleId: ROLES[2].id }] }).expect(201);
    invitations = Object.fromEntries(
      (await t.orm.em.getConnection().execute<{ id: string; organization_id: string }[]>('select id, organization_id from invitation')).map((row) => [row.organization_id, row.id]),
    );
    // A payout in each organization, for the routes that list them.
    [aPayout] = await Promise.all([payoutOf(a), payoutOf(b)]);
    railFiles = Object.fromEntries(await Promise.all([a, b].map(async (f) => [f.c.organizationId, await railFilesOf(f)] as const)));
  }, 120_000);
  afterAll(() => t.close());

  /** Each path's `{param}` replaced by `f`'s id of the resource named by the segment before it. */
  const concrete = (path: string, f: OneOfEach) => path.replace(/([^/]+)\/\{[^}]+\}/g, (_match, segment: string) => `${segment}/${idsBySegment(f)[segment]}`);
  const idsBySegment = (f: OneOfEach): Record<string, string> => ({
    ...f.bySegment,
    'withdrawal-accounts': f.withdrawalAccount,
    // No upload exists: under the campaign's path it answers 404 to its organization.
    uploads: '0193a0f0-0000-7000-8000-00000000cafe',
    'scheduled-jobs': 'ach-batch',
    // The deployment's providers, by name (docs/providers.md); none configured here: `:test` answers 409 to an operator.
    'payout-providers': 'paypal',
    invitations: invitations[f.c.organizationId],
    // No ACH transfer exists (the fixture's funding is simulated): it answers 404, as to its organization.
    'ach-transfers': '0193a0f0-0000-7000-8000-00000000f00d',
    'ach-files': railFiles[f.c.organizationId].achFile,
    'check-print-runs': railFiles[f.c.organizationId].printRun,
    // The catalog's and the roles' ids are the deployment's (NOT_OWNED below).
    'payout-methods': f.methods[0],
    roles: ROLES[0].id,
  });
  /** The query parameters that name one of `f`'s resources. */
  const queryOf = (o: Operation, f: OneOfEach) => {
    const byName: Record<string, string> = { campaignId: f.c.campaignId, distributionId: f.c.campaignId, fundsHolderId: f.holder, fundingSourceId: f.holder, payoutInstructionId: f.instruction.id, bankAccountId: f.c.bankAccountId };
    return Object.fromEntries(o.query.filter((name) => byName[name]).map((name) => [name, byName[name]]));
  };
  const organizationRoute = (o: Operation) => o.path.startsWith(V2) || o.path.startsWith(V3);

  it('walks every operation: each id in a path is one of the fixture’s, and every route outside the prefixes is public', () => {
    expect(operations.filter(organizationRoute).filter((o) => /\/(undefined|)(\/|$)/.test(concrete(o.path, a)))).toEqual([]);
    expect(operations.filter((o) => !organizationRoute(o) && o.scopes !== undefined)).toEqual([]);
    expect(operations.filter(organizationRoute).length).toBeGreaterThanOrEqual(200);
  });

  /** A digest of each organization-owned table's rows of `organizationId`, by table. */
  async function digest(organizationId: string): Promise<Record<string, string>> {
    const sql = t.orm.em.getConnection();
    const tables = await sql.execute<{ table_name: string }[]>(
      "select table_name from information_schema.columns where column_name = 'organization_id' and table_schema = current_schema() order by table_name",
    );
    const rows = await Promise.all(
      tables.map(({ table_name: table }) => sql.execute<{ digest: string | null }[]>(`select md5(string_agg(r::text, '|' order by r::text)) as digest from "${table}" r where organization_id = ?`, [organizationId])),
    );
    return Object.fromEntries(tables.map(({ table_name: table }, i) => [table, rows[i][0].digest ?? '']));
  }

  describe('tenancy', () => {
    /**
     * Organization routes not walked with the other organization's ids, each with its reason. Public routes (no
     * organization token: health, metrics, documents, claim and beneficiary pages, invitations' and unsubscribe
     * pages) are outside the prefixes and out of scope here.
     */
    const NOT_OWNED: Record<string, string> = {
      '/payout-methods/{id}': "the payout methods' catalog is the deployment's, every organization reads it",
      '/roles/{id}': "the roles are the deployment's, every organization reads them",
    };
    /**
     * Bodies valid enough to pass validation, so that these operations reach their lookup (404), not a 400; those
     * naming a resource name A's (`a`). A file goes as multipart, in its field.
     */
    type Body = object | { file: { field: string; content: Buffer; name: string; fields?: Record<string, string> } };
    const BODIES: Record<string, (a: OneOfEach) => Body> = {
      '/:set-password': () => ({ password: 'correct horse battery' }),
      '/:cancel': () => ({ cancellationReason: 'Other' }),
      '/users/{id}/role': () => ({ roleId: ROLES[2].id }),
      '/:receive-ach': () => ({ amount: 1 }),
      // v3 also takes the v2 name.
      '/transfers/{id}/tags': () => ({ campaignId: null }),
      '-drafts/{id}': () => ({ operations: [{ op: 'replace', path: '/name', value: 'Renamed' }] }),
      '-icon': () => ({ file: { field: 'iconFile', content: PNG_1PX, name: 'icon.png' } }),
      '/payout-instructions/:upload': () => ({ file: { field: 'file', content: Buffer.from('Id,Amount,Email\nP-1,5,ada@example.com\n'), name: 'payees.csv' } }),
      '/templates/{id}': () => ({ templateType: 'InitiateEmail', name: 'Renamed', subject: 'Hello', htmlBody: '<p>Hello</p>' }),
      '/:fail-payout': () => ({ reason: 'The walker' }),
      '/:fail-permanently': () => ({ reason: 'The walker' }),
      '/:return-ach': () => ({ returnReasonCode: 'R01' }),
      '/withdrawal-accounts': () => WITHDRAWAL_ACCOUNT,
      '/linked-accounts': () => WITHDRAWAL_ACCOUNT,
      '/:withdraw': (a) => ({ withdrawalAccountId: a.withdrawalAccount, amount: 1 }),
      '/:refund': (a) => ({ withdrawalAccountId: a.withdrawalAccount, amount: 1 }),
      '/:replay': () => ({ since: '2026-11-27T09:30:00Z' }),
      '/:reject': () => ({ reason: 'The walker' }),
      // Creates whose body names one of A's resources.
      '/campaign-manager/payout-instructions': (a) => ({ campaignId: a.c.campaignId, firstName: 'Ada', email: 'ada@example.com', amount: 5 }),
      '/distribution-manager/payout-instructions': (a) => ({ distributionId: a.c.campaignId, firstName: 'Ada', email: 'ada@example.com', amount: 5 }),
      '/campaign-manager/campaigns': (a) => ({ name: 'Walker', fundingSourceId: a.holder, expiryDate: '2400-01-01', payoutMethodIds: [a.methods[0]] }),
      '/distribution-manager/distributions': (a) => ({ name: 'Walker', fundingSourceId: a.holder, expiryDate: '2400-01-01', payoutMethodIds: [a.methods[0]] }),
      '/bank-accounts': (a) => ({ fundsHolderId: a.holder, name: 'Walker' }),
      '/templates/:send-preview': (a) => ({ templateId: a.templates.InitiateEmail, recipient: 'ada@example.com' }),
      '/:request-direct-ach': (a) => ({
        campaignId: a.c.campaignId,
        externalId: 'W-1',
        email: 'ada@example.com',
        amount: 5,
        bankAccount: { accountHolderName: 'Ada Lovelace', routingNumber: '021000021', accountNumber: '000123456789', accountType: 'Checking' },
      }),
    };
    const bodyOf = (o: Operation, f: OneOfEach): Body | undefined =>
      ['post', 'put', 'patch'].includes(o.method) ? Object.entries(BODIES).find(([suffix]) => o.path.endsWith(suffix))?.[1](f) : undefined;
    const notOwned = (o: Operation) => Object.keys(NOT_OWNED).some((suffix) => o.path.endsWith(suffix));
    /** The operations whose body names one of A's resources (no id in the path). */
    const BODY_NAMES_A = ['payout-instructions', 'campaigns', 'distributions', 'bank-accounts', ':send-preview', ':request-direct-ach'];
    const bodyNamesA = (o: Operation) => o.method === 'post' && !o.path.includes('{') && BODY_NAMES_A.some((end) => o.path.endsWith(`/${end}`));

    it("refuses every operation on another organization's ids (404, or 403), reads none of its data and changes nothing of either", async () => {
      const before = await Promise.all([digest(a.c.organizationId), digest(b.c.organizationId)]);
      const aIds = [
        ...new Set([a.c.organizationId, ...Object.values(a.bySegment), ...Object.values(a.templates), a.withdrawalAccount, aPayout.id, aPayout.payoutInstructionId, ...Object.values(railFiles[a.c.organizationId])]),
      ].filter(
        (id) => !Object.values(b.bySegment).includes(id),
      );
      const failures: string[] = [];
      const call = async (o: Operation) => {
        const [url, query] = [concrete(o.path, a), queryOf(o, a)];
        const body = bodyOf(o, a);
        const request = t.http[o.method](url).query(query).set(b.c.auth).ok(() => true);
        const res = await (body && 'file' in body ? request.attach(body.file.field, body.file.content, body.file.name) : request.send(body));
        // An answer may repeat the ids it was asked about ("Campaign … was not found"), never name another of A's.
        const asked = `${url} ${Object.values(query).join(' ')} ${body && !('file' in body) ? JSON.stringify(body) : ''}`;
        const leaked = aIds.filter((id) => !asked.includes(id) && (res.text ?? '').toLowerCase().includes(id.toLowerCase()));
        // A body's reference to another organization's resource is refused naming its field, as an unknown id is.
        const errors = Object.values((res.body?.errors ?? { none: ['none'] }) as Record<string, string[]>).flat();
        const unknownReference = res.status === 400 && errors.every((message) => / does not exist /.test(message));
        const refused = [403, 404].includes(res.status) || (bodyNamesA(o) && unknownReference);
        if (leaked.length > 0 || ((o.path.includes('{') || bodyNamesA(o)) && !refused)) failures.push(`${o.method.toUpperCase()} ${o.path} answered ${res.status} ${leaked.join(', ')} ${res.text?.slice(0, 200)}`);
      };
      const walked = operations.filter((o) => organizationRoute(o) && !notOwned(o));
      const namingA = (o: Operation) => o.path.includes('{') || bodyNamesA(o) || Object.keys(queryOf(o, a)).length > 0;
      // First every operation naming A's ids: B's data stays as it was too. Then B's own operations (a list, a new
      // draft), whose answers name none of A's ids.
      for (const o of walked.filter(namingA)) await call(o);
      const bAfter = await digest(b.c.organizationId);
      for (const o of walked.filter((o) => !namingA(o))) await call(o);
      expect(failures).toEqual([]);
      expect(await digest(a.c.organizationId)).toEqual(before[0]);
      expect(bAfter).toEqual(before[1]);
      expect(walked.filter(namingA).length).toBeGreaterThanOrEqual(140);
      // No operation is refused for its body alone (a 400 would not count above): each reaches its lookup.
      expect(walked.filter((o) => bodyOf(o, a)).length).toBe(50);
      expect(walked.filter(bodyNamesA).length).toBe(10);
    }, 120_000);
  });

  describe('scopes', () => {
    /** The operation's scopes as its version names them. */
    const own = (o: Operation) => (o.scopes ?? []).map((scope) => scopeForVersion(scope, versionOfPath(o.path)));
    const operatorRoute = (o: Operation) => own(o).some((scope) => OPERATOR_SCOPES.has(scope));
    const scoped = () => operations.filter((o) => own(o).length > 0);
    /** `o` called on A's ids (an operator route in the operator organization) by `auth`, its answer's status and code. */
    const call = async (o: Operation, auth: Record<string, string>) => {
      const res = await t.http[o.method](concrete(o.path, a)).query(queryOf(o, a)).set(auth).ok(() => true);
      return `${o.method.toUpperCase()} ${o.path} ${res.status} ${res.body?.code ?? ''}`;
    };
    /** Calls in chunks of 8 at once: requests of one token do not interfere. */
    async function each(list: Operation[], answer: (o: Operation) => Promise<string>): Promise<string[]> {
      const answers: string[] = [];
      for (let i = 0; i < list.length; i += 8) answers.push(...(await Promise.all(list.slice(i, i + 8).map(answer))));
      return answers;
    }
    const organizationOf = (o: Operation) => (operatorRoute(o) ? OPERATOR_ORG : a.c.organizationId);
    // The ACH transfers' routes answer their auth errors without a body (src/core/auth/bodiless-auth-errors.ts).
    const forbidden = (answer: string) => / 403 (INSUFFICIENT_SCOPE)?$/.test(answer);

    it('finds a scope on every organization route but the sandbox simulations, GET /me and POST /me/:sign-in, which any token of the organization may call (docs/api-conventions.md)', () => {
      const unscoped = operations.filter((o) => organizationRoute(o) && own(o).length === 0);
      const me = (o: Operation) => (o.method === 'get' && [`${V2}/me`, `${V3}/me`].includes(o.path)) || (o.method === 'post' && [`${V2}/me/:sign-in`, `${V3}/me/:sign-in`].includes(o.path));
      const anyToken = (o: Operation) => o.path.startsWith(`${V3}/simulate/`) || me(o);
      expect(unscoped.filter((o) => !anyToken(o))).toEqual([]);
      expect(unscoped.length).toBe(15);
    });

    it('refuses (403) every operation to a token holding every scope but its own', async () => {
      const answers = await each(scoped(), async (o) => call(o, bearer(await tokenFor(organizationOf(o), { scopes: ALL_SCOPES.filter((scope) => !own(o).includes(scope)) }))));
      expect(answers.filter((answer) => !forbidden(answer))).toEqual([]);
      expect(answers.length).toBeGreaterThanOrEqual(190);
    }, 60_000);

    it('lets through (not 403) a token holding only its own scopes', async () => {
      const answers = await each(scoped(), async (o) => call(o, bearer(await tokenFor(organizationOf(o), { scopes: own(o) }))));
      expect(answers.filter((answer) => answer.includes(' 403 '))).toEqual([]);
    }, 60_000);

    it("refuses the operator routes to another organization's Administrator holding every scope (docs/administration.md)", async () => {
      const operatorRoutes = scoped().filter(operatorRoute);
      const answers = await each(operatorRoutes, (o) => call(o, b.c.auth));
      expect(answers.filter((answer) => !forbidden(answer))).toEqual([]);
      expect(operatorRoutes.length).toBeGreaterThanOrEqual(8);
    });

    it.each([RoleName.Viewer, RoleName.Manager])('refuses a %s what the role lacks, though the token holds every scope', async (role) => {
      const subject = `${role.toLowerCase()}-walker`;
      const roleId = ROLES.find((r) => r.name === role)!.id;
      await t.http.post(`${V2}/invitations/bulk`).set(a.c.auth).send({ invitations: [{ email: `${subject}@example.com`, roleId }] }).expect(201);
      const auth = bearer(await tokenFor(a.c.organizationId, { subject, claims: { email: `${subject}@example.com`, email_verified: true } }));
      await t.http.get(`${V2}/roles`).set(auth).expect(200);
      const lacking = scoped().filter((o) => !operatorRoute(o) && own(o).some((scope) => !scopesOf(role).has(scope)));
      const answers = await each(lacking, (o) => call(o, auth));
      expect(answers.filter((answer) => !forbidden(answer))).toEqual([]);
      expect(lacking.length).toBeGreaterThanOrEqual(role === RoleName.Viewer ? 80 : 20);
    });
  });
});
