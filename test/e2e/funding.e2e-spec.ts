import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { LedgerInvariantChecker, LedgerService, transfer } from '../../src/core/ledger';
import { BankAccountsService } from '../../src/modules/bank-accounts';
import { FundingService, type CampaignFunding } from '../../src/modules/funding';
import { insertCampaign } from '../factories/campaign.factory';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { useProductionApp } from '../utils/production-app';
import { createTestApp, type TestApp } from '../utils/test-app';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';
const receiveAchPath = (bankAccountId: string) => `${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`;
const tagsPath = (prefix: string, transferId: string) => `${prefix}/bank-accounts/transfers/${transferId}/tags`;

interface Org {
  id: string;
  token: string;
  fundsHolderId: string;
  bankAccountId: string;
}

/** The campaign holds `cents` unallocated and nothing else. */
const unallocatedOnly = (cents: number): CampaignFunding => ({ receivedCents: cents, unallocatedCents: cents, allocatedCents: 0, paidOutCents: 0, returnedCents: 0 });

describe('funding', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh organization, provisioned by its first request, with its primary (Active) bank account. */
  async function newOrg(): Promise<Org> {
    const id = newOrganizationId();
    const token = await tokenFor(id);
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(bearer(token)).expect(200);
    const [account] = accounts.body.data as { id: string; fundsHolderId: string; status: string }[];
    expect(account.status).toBe('Active');
    return { id, token, fundsHolderId: account.fundsHolderId, bankAccountId: account.id };
  }

  const campaignOf = (org: Org, fundsHolderId = org.fundsHolderId) => insertCampaign(t.orm, org.id, fundsHolderId);
  const receiveAch = (org: Org, body: object, bankAccountId = org.bankAccountId) => t.http.post(receiveAchPath(bankAccountId)).set(bearer(org.token)).send(body);
  const tag = (org: Org, transferId: string, body: object, prefix = V2) => t.http.patch(tagsPath(prefix, transferId)).set(bearer(org.token)).send(body);

  const fundingOf = async (org: Org, ...campaignIds: string[]) => Object.fromEntries(await t.app.get(FundingService).campaignFunding(t.orm.em.fork(), org.id, campaignIds));
  const unattributedCents = async (org: Org, bankAccountId = org.bankAccountId) =>
    (await t.app.get(LedgerService).balances(t.orm.em.fork(), org.id, bankAccountId)).BankAccountUnattributed ?? 0;
  const violations = (org: Org) => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), org.id);
  async function ledgerTransactions(org: Org): Promise<Record<string, number>> {
    const rows = await t.orm.em
      .fork()
      .getConnection()
      .execute<{ kind: string; count: number }[]>('select kind, count(*)::int as count from ledger_transaction where organization_id = ? group by kind', [org.id]);
    return Object.fromEntries(rows.map((row) => [row.kind, row.count]));
  }
  async function transferCount(org: Org): Promise<number> {
    const [row] = await t.orm.em.fork().getConnection().execute<{ count: number }[]>('select count(*)::int as count from funding_transfer where organization_id = ?', [org.id]);
    return row.count;
  }
  /** Money the organization's campaigns and its bank account hold, as the checks after each step see it. */
  async function expectBalances(org: Org, campaigns: Record<string, number>, unattributed: number): Promise<void> {
    const ids = Object.keys(campaigns);
    expect(await fundingOf(org, ...ids)).toEqual(Object.fromEntries(ids.map((id) => [id, unallocatedOnly(campaigns[id])])));
    expect(await unattributedCents(org)).toBe(unattributed);
    expect(await violations(org)).toEqual([]);
  }

  describe('POST /v3/distribution-manager/simulate/bank-accounts/{id}/:receive-ach', () => {
    it('credits 10,000.00 to the campaign named by campaignId at once, and answers 202 with the transfer', async () => {
      const org = await newOrg();
      const campaignId = await campaignOf(org);

      const response = await receiveAch(org, { amount: 10000, campaignId }).expect(202);

      expect(response.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        bankAccountId: org.bankAccountId,
        direction: 'Incoming',
        type: 'AchCredit',
        status: 'Settled',
        amount: 10000,
        distributionId: campaignId,
        tags: { campaignId },
        receivedOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      });
      await expectBalances(org, { [campaignId]: 1_000_000 }, 0);
      expect(await ledgerTransactions(org)).toEqual({ FundingReceived: 1, FundingAttributed: 1 });
    });

    it('takes the v3 name distributionId as well, and cents exactly', async () => {
      const org = await newOrg();
      const campaignId = await campaignOf(org);

      const response = await receiveAch(org, { amount: 0.29, distributionId: campaignId }).expect(202);

      expect(response.body).toMatchObject({ amount: 0.29, distributionId: campaignId });
      await expectBalances(org, { [campaignId]: 29 }, 0);
    });

    it('credits the campaign once when the same idempotencyKey is sent twice, answering both with the first transfer', async () => {
      const org = await newOrg();
      const campaignId = await campaignOf(org);
      const body = { amount: 10000, idempotencyKey: 'wire-0001', campaignId };

      const first = await receiveAch(org, body).expect(202);
      const second = await receiveAch(org, body).expect(202);

      expect(second.body).toEqual(first.body);
      await expectBalances(org, { [campaignId]: 1_000_000 }, 0);
      expect(await ledgerTransactions(org)).toEqual({ FundingReceived: 1, FundingAttributed: 1 });
      expect(await transferCount(org)).toBe(1);
    });

    it('records one transfer when two requests with the same idempotencyKey arrive at once', async () => {
      const org = await newOrg();
      const body = { amount: 250.5, idempotencyKey: 'wire-concurrent' };

      const responses = await Promise.all([receiveAch(org, body), receiveAch(org, body), receiveAch(org, body)]);

      expect(responses.map((r) => r.status)).toEqual([202, 202, 202]);
      expect(new Set(responses.map((r) => r.body.id)).size).toBe(1);
      expect(await unattributedCents(org)).toBe(25_050);
      expect(await ledgerTransactions(org)).toEqual({ FundingReceived: 1 });
    });

    it('refuses an idempotencyKey already used for another amount or bank account with 422, moving nothing', async () => {
      const org = await newOrg();
      await receiveAch(org, { amount: 100, idempotencyKey: 'wire-0002' }).expect(202);

      const otherAmount = await receiveAch(org, { amount: 101, idempotencyKey: 'wire-0002' }).expect(422);

      const second = await t.orm.em.fork().transactional((em) => t.app.get(BankAccountsService).openNow(em, org.id, org.fundsHolderId, 'Second account'));
      const otherAccount = await receiveAch(org, { amount: 100, idempotencyKey: 'wire-0002' }, second.id).expect(422);

      for (const refused of [otherAmount, otherAccount]) {
        expect(refused.body).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
        expect(refused.body.detail).toContain('wire-0002');
      }
      expect(await unattributedCents(org)).toBe(10_000);
      expect(await unattributedCents(org, second.id)).toBe(0);
      expect(await ledgerTransactions(org)).toEqual({ FundingReceived: 1 });
    });

    it.each([
      ['zero', 0],
      ['negative', -5],
      ['with three decimals', 1.234],
      ['a string', '10.00'],
      ['null', null],
      ['missing', undefined],
    ])('refuses an amount that is %s with 400 naming amount, recording nothing', async (_label, amount) => {
      const org = await newOrg();

      const response = await receiveAch(org, { amount }).expect(400);

      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.body.errors).toEqual({ amount: [expect.stringContaining('amount must be a positive amount in dollars with at most two decimals')] });
      expect(await transferCount(org)).toBe(0);
      expect(await ledgerTransactions(org)).toEqual({});
    });

    it('refuses an amount above what one ACH entry can carry with 400 naming amount', async () => {
      const org = await newOrg();

      const response = await receiveAch(org, { amount: 100_000_000 }).expect(400);

      expect(response.body.errors).toEqual({ amount: [expect.stringContaining('at most 99999999.99')] });
      expect(await transferCount(org)).toBe(0);
    });

    it('refuses unknown members, a malformed campaignId and an idempotencyKey longer than 255 characters', async () => {
      const org = await newOrg();

      const unknown = await receiveAch(org, { amount: 1, currency: 'USD' }).expect(400);
      expect(unknown.body.errors).toEqual({ currency: ['currency is not a known field.'] });
      const malformed = await receiveAch(org, { amount: 1, campaignId: 'not-a-uuid', idempotencyKey: 'k'.repeat(256) }).expect(400);
      // Problem documents of v3 name fields with v3 names.
      expect(Object.keys(malformed.body.errors).sort()).toEqual(['distributionId', 'idempotencyKey']);
      await receiveAch(org, { amount: 1 }, 'not-a-uuid').expect(400);
      expect(await transferCount(org)).toBe(0);
    });

    it('answers 404 for a bank account or campaign the organization does not have, moving nothing', async () => {
      const org = await newOrg();
      const other = await newOrg();
      const othersCampaign = await campaignOf(other);

      const othersAccount = await receiveAch(org, { amount: 1 }, other.bankAccountId).expect(404);
      expect(othersAccount.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
      await receiveAch(org, { amount: 1 }, newOrganizationId()).expect(404);
      const campaign = await receiveAch(org, { amount: 1, campaignId: othersCampaign }).expect(404);
      expect(campaign.body.detail).toContain(othersCampaign);
      expect(await transferCount(org)).toBe(0);
      expect(await transferCount(other)).toBe(0);
    });

    it('refuses a campaign of another funds holder with 400 naming distributionId (v3 for campaignId), moving nothing', async () => {
      const org = await newOrg();
      const fund = await t.http.post(`${V2}/funds-holders`).set(bearer(org.token)).field('settlementFundName', 'Rebates FBO').expect(201);
      const othersCampaign = await campaignOf(org, fund.body.id);

      const response = await receiveAch(org, { amount: 10, campaignId: othersCampaign }).expect(400);

      expect(response.body.errors).toEqual({ distributionId: [expect.stringContaining('funded by another funds holder')] });
      expect(await transferCount(org)).toBe(0);
      expect(await ledgerTransactions(org)).toEqual({});
    });

    it('answers 409 BANK_ACCOUNT_NOT_ACTIVE while the bank account is pending', async () => {
      const org = await newOrg();
      // Pending without a provisioning job, so no worker of another test file can open it meanwhile.
      const pending = await t.orm.em.fork().transactional((em) => t.app.get(BankAccountsService).createPending(em, org.id, org.fundsHolderId, 'Not yet open'));

      const response = await receiveAch(org, { amount: 10 }, pending.id).expect(409);

      expect(response.body).toMatchObject({ status: 409, code: 'BANK_ACCOUNT_NOT_ACTIVE' });
      expect(await transferCount(org)).toBe(0);
    });

    it('needs a token, but no particular scope', async () => {
      const org = await newOrg();
      await t.http.post(receiveAchPath(org.bankAccountId)).send({ amount: 1 }).expect(401);
      const noScopes = await tokenFor(org.id, { scopes: [] });
      await t.http.post(receiveAchPath(org.bankAccountId)).set(bearer(noScopes)).send({ amount: 1 }).expect(202);
    });

    it('is served under v3 only, and a colon-less path is not it', async () => {
      const org = await newOrg();
      await t.http.post(`${V2}/simulate/bank-accounts/${org.bankAccountId}/:receive-ach`).set(bearer(org.token)).send({ amount: 1 }).expect(404);
      await t.http.post(`${V3}/simulate/bank-accounts/${org.bankAccountId}/receive-ach`).set(bearer(org.token)).send({ amount: 1 }).expect(404);
      expect(await transferCount(org)).toBe(0);
    });
  });

  describe('PATCH /bank-accounts/transfers/{id}/tags', () => {
    it('attributes unattributed money, moves it on a re-tag and back on clearing, in both versions', async () => {
      const org = await newOrg();
      const [first, second] = [await campaignOf(org), await campaignOf(org)];
      const received = await receiveAch(org, { amount: 10000 }).expect(202);
      const transferId = received.body.id as string;
      expect(received.body).toMatchObject({ distributionId: null, tags: {} });
      await expectBalances(org, { [first]: 0, [second]: 0 }, 1_000_000);

      const tagged = await tag(org, transferId, { campaignId: first }).expect(202);
      expect(tagged.text).toBe('');
      await expectBalances(org, { [first]: 1_000_000, [second]: 0 }, 0);

      await tag(org, transferId, { distributionId: second }, V3).expect(202);
      await expectBalances(org, { [first]: 0, [second]: 1_000_000 }, 0);

      await tag(org, transferId, { campaignId: null }).expect(202);
      await expectBalances(org, { [first]: 0, [second]: 0 }, 1_000_000);

      expect(await ledgerTransactions(org)).toEqual({ FundingReceived: 1, FundingAttributed: 2, FundingUnattributed: 2 });
      const [row] = await t.orm.em.fork().getConnection().execute<{ campaign_id: string | null; tags: object }[]>('select campaign_id, tags from funding_transfer where id = ?', [transferId]);
      expect(row).toEqual({ campaign_id: null, tags: {} });
    });

    it('changes nothing when the tag already has the value', async () => {
      const org = await newOrg();
      const campaignId = await campaignOf(org);
      const { body } = await receiveAch(org, { amount: 40, campaignId }).expect(202);

      await tag(org, body.id, { campaignId }).expect(202);
      await tag(org, body.id, { campaignId: campaignId.toUpperCase() }).expect(202);

      await expectBalances(org, { [campaignId]: 4_000 }, 0);
      expect(await ledgerTransactions(org)).toEqual({ FundingReceived: 1, FundingAttributed: 1 });
    });

    it('refuses a campaign of another funds holder with 400 naming campaignId, and keeps the attribution', async () => {
      const org = await newOrg();
      const campaignId = await campaignOf(org);
      const fund = await t.http.post(`${V2}/funds-holders`).set(bearer(org.token)).field('settlementFundName', 'Rebates FBO').expect(201);
      const othersCampaign = await campaignOf(org, fund.body.id);
      const { body } = await receiveAch(org, { amount: 75, campaignId }).expect(202);

      const response = await tag(org, body.id, { campaignId: othersCampaign }).expect(400);

      expect(response.body.errors).toEqual({ campaignId: [expect.stringContaining('funded by another funds holder')] });
      await expectBalances(org, { [campaignId]: 7_500, [othersCampaign]: 0 }, 0);
    });

    it('answers 404 for an unknown transfer, another organization’s transfer and an unknown campaign', async () => {
      const org = await newOrg();
      const other = await newOrg();
      const othersTransfer = (await receiveAch(other, { amount: 5 }).expect(202)).body.id as string;
      const own = (await receiveAch(org, { amount: 5 }).expect(202)).body.id as string;

      const unknown = await tag(org, newOrganizationId(), { campaignId: null }).expect(404);
      expect(unknown.body).toMatchObject({ status: 404, code: 'NOT_FOUND', detail: expect.stringContaining('Funding transfer') });
      await tag(org, othersTransfer, { campaignId: await campaignOf(org) }, V3).expect(404);
      await tag(org, own, { campaignId: await campaignOf(other) }).expect(404);
      await tag(org, 'not-a-uuid', { campaignId: null }).expect(400);

      expect(await unattributedCents(other)).toBe(500);
      expect(await unattributedCents(org)).toBe(500);
    });

    it('needs the tag request: campaignId as a uuid or null, nothing else', async () => {
      const org = await newOrg();
      const { body } = await receiveAch(org, { amount: 5 }).expect(202);

      for (const request of [{}, { campaignId: 'nope' }, { campaignId: 7 }]) {
        const response = await tag(org, body.id, request).expect(400);
        expect(response.body.errors).toEqual({ campaignId: ['campaignId must be a UUID or null.'] });
      }
      const unknown = await tag(org, body.id, { campaignId: null, colour: 'red' }).expect(400);
      expect(unknown.body.errors).toEqual({ colour: ['colour is not a known field.'] });
    });

    it('needs the transfers:tagCampaign scope (403 without it), and it is enough', async () => {
      const org = await newOrg();
      const campaignId = await campaignOf(org);
      const { body } = await receiveAch(org, { amount: 5 }).expect(202);

      const without = await tokenFor(org.id, { scopes: ALL_SCOPES.filter((scope) => scope !== 'transfers:tagCampaign') });
      const refused = await t.http.patch(tagsPath(V2, body.id)).set(bearer(without)).send({ campaignId }).expect(403);
      expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
      await expectBalances(org, { [campaignId]: 0 }, 500);

      const only = await tokenFor(org.id, { scopes: ['transfers:tagCampaign'] });
      await t.http.patch(tagsPath(V3, body.id)).set(bearer(only)).send({ campaignId }).expect(202);
      await expectBalances(org, { [campaignId]: 500 }, 0);
    });

    it('answers 409 INSUFFICIENT_DISTRIBUTION_BALANCE when the campaign has allocated the money, and changes nothing', async () => {
      const org = await newOrg();
      const [first, second] = [await campaignOf(org), await campaignOf(org)];
      const { body } = await receiveAch(org, { amount: 10000, campaignId: first }).expect(202);
      // An initiated instruction of 2,500.00 holds part of the money.
      const ledger = t.app.get(LedgerService);
      await t.orm.em.fork().transactional(async (em) => {
        const accounts = await ledger.ensureAccounts(em, org.id, first, ['CampaignUnallocated', 'CampaignAllocated']);
        await ledger.post(em, { organizationId: org.id, kind: 'Allocation', postings: transfer(accounts.CampaignUnallocated, accounts.CampaignAllocated, 250_000) });
      });

      for (const campaignId of [second, null]) {
        const response = await tag(org, body.id, { campaignId }).expect(409);
        expect(response.body).toMatchObject({ status: 409, code: 'INSUFFICIENT_DISTRIBUTION_BALANCE' });
      }

      expect(await fundingOf(org, first, second)).toEqual({
        [first]: { receivedCents: 1_000_000, unallocatedCents: 750_000, allocatedCents: 250_000, paidOutCents: 0, returnedCents: 0 },
        [second]: unallocatedOnly(0),
      });
      expect(await unattributedCents(org)).toBe(0);
      expect(await violations(org)).toEqual([]);
      const [row] = await t.orm.em.fork().getConnection().execute<{ campaign_id: string }[]>('select campaign_id from funding_transfer where id = ?', [body.id]);
      expect(row.campaign_id).toBe(first);
    });

    it('serializes concurrent re-tags: the money ends in exactly one campaign', async () => {
      const org = await newOrg();
      const campaigns = [await campaignOf(org), await campaignOf(org), await campaignOf(org)];
      const transfers = await Promise.all([receiveAch(org, { amount: 30 }), receiveAch(org, { amount: 70 })]);

      const responses = await Promise.all(transfers.flatMap(({ body }) => campaigns.map((campaignId) => tag(org, body.id, { campaignId }))));

      expect(responses.map((r) => r.status)).toEqual(Array(6).fill(202));
      const figures = await fundingOf(org, ...campaigns);
      expect(Object.values(figures).reduce((sum, f) => sum + f.receivedCents, 0)).toBe(10_000);
      expect(await unattributedCents(org)).toBe(0);
      expect(await violations(org)).toEqual([]);
    });

    it('swaps two transfers between two campaigns at once without a deadlock', async () => {
      const org = await newOrg();
      const [first, second] = [await campaignOf(org), await campaignOf(org)];
      // Campaign accounts older than the bank account's: each swap would lock a campaign before the bank account.
      const ledger = t.app.get(LedgerService);
      await t.orm.em.fork().transactional(async (em) => {
        for (const campaignId of [first, second]) await ledger.ensureAccounts(em, org.id, campaignId, ['CampaignUnallocated']);
      });
      const x = (await receiveAch(org, { amount: 10, campaignId: first }).expect(202)).body.id as string;
      const y = (await receiveAch(org, { amount: 20, campaignId: second }).expect(202)).body.id as string;

      for (let round = 0; round < 10; round++) {
        const [toX, toY] = round % 2 === 0 ? [second, first] : [first, second];
        const responses = await Promise.all([tag(org, x, { campaignId: toX }), tag(org, y, { campaignId: toY })]);
        expect(responses.map((r) => r.status)).toEqual([202, 202]);
      }

      await expectBalances(org, { [first]: 1_000, [second]: 2_000 }, 0);
    });
  });

  describe('FundingService.campaignFunding', () => {
    it('gives every campaign asked for, zeros for one without money, and nothing of another organization', async () => {
      const org = await newOrg();
      const other = await newOrg();
      const [funded, empty] = [await campaignOf(org), await campaignOf(org)];
      const othersCampaign = await campaignOf(other);
      await receiveAch(org, { amount: 12.34, campaignId: funded }).expect(202);
      await receiveAch(other, { amount: 99, campaignId: othersCampaign }).expect(202);

      expect(await fundingOf(org, funded, empty, othersCampaign)).toEqual({
        [funded]: unallocatedOnly(1_234),
        [empty]: unallocatedOnly(0),
        [othersCampaign]: unallocatedOnly(0),
      });
    });
  });
});

describe('funding simulate endpoints in production', () => {
  /** Every simulation in the sandbox's document (docs/api-conventions.md, v2 and v3 names), read before production starts. */
  let simulations: { method: 'get' | 'post' | 'put' | 'patch' | 'delete'; path: string }[];
  beforeAll(async () => {
    const sandbox = await createTestApp();
    try {
      const { paths } = (await sandbox.http.get('/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
      simulations = Object.entries(paths)
        .filter(([path]) => path.startsWith(`${V3}/simulate/`))
        .flatMap(([path, item]) => (['get', 'post', 'put', 'patch', 'delete'] as const).filter((method) => item[method]).map((method) => ({ method, path })));
    } finally {
      await sandbox.close();
    }
  });
  let prod: TestApp;
  useProductionApp((app) => (prod = app));

  it('answers receive-ach 404 exactly as an unknown route, and records nothing', async () => {
    const organizationId = newOrganizationId();
    const token = await tokenFor(organizationId);
    const accounts = await prod.http.get(`${V2}/bank-accounts`).set(bearer(token)).expect(200);
    const bankAccountId = accounts.body.data[0].id as string;

    const simulate = await prod.http.post(receiveAchPath(bankAccountId)).set(bearer(token)).send({ amount: 10 }).expect(404);
    const unknownPath = `${V3}/simulate/no-such-endpoint`;
    const unknown = await prod.http.post(unknownPath).set(bearer(token)).send({ amount: 10 }).expect(404);

    expect(simulate.headers['content-type']).toMatch(/^application\/problem\+json/);
    const shape = ({ type, title, status, code }: Record<string, unknown>) => ({ type, title, status, code });
    expect(shape(simulate.body)).toEqual(shape(unknown.body));
    expect(unknown.body.detail).toBe(`Cannot POST ${unknownPath}`);
    expect(simulate.body.detail).toBe(`Cannot POST ${receiveAchPath(bankAccountId)}`);
    const [row] = await prod.orm.em.fork().getConnection().execute<{ count: number }[]>('select count(*)::int as count from funding_transfer where organization_id = ?', [organizationId]);
    expect(row.count).toBe(0);
  });

  it('answers every simulate route 404 before looking at the token, exactly as an unknown route: no token, a bad one or a good one', async () => {
    expect(simulations.length).toBe(11);
    const token = await tokenFor(newOrganizationId());
    const problemOf = ({ type, title, status, code }: Record<string, unknown>) => ({ type, title, status, code });
    const unknown = await prod.http.get(`${V3}/simulate/no-such-endpoint`).expect(404);
    const answers: string[] = [];
    for (const { method, path: template } of simulations) {
      const path = template.replace(/\{[^}]+\}/g, '0195a3f0-0000-7000-8000-00000000beef');
      for (const credentials of [undefined, 'not-a-jwt', token]) {
        const call = prod.http[method](path);
        const answer = await (credentials ? call.set(bearer(credentials)) : call);
        const exact =
          answer.status === 404 &&
          /^application\/problem\+json/.test(answer.headers['content-type'] ?? '') &&
          JSON.stringify(problemOf(answer.body)) === JSON.stringify(problemOf(unknown.body)) &&
          answer.body.detail === `Cannot ${method.toUpperCase()} ${path}`;
        if (!exact) answers.push(`${method.toUpperCase()} ${path} (${credentials ?? 'no token'}) answered ${answer.status} ${answer.text}`);
      }
    }
    expect(answers).toEqual([]);
    // Nor does production's document name them.
    const { paths } = (await prod.http.get('/openapi.json').expect(200)).body as { paths: Record<string, unknown> };
    expect(Object.keys(paths).filter((path) => path.includes('/simulate/'))).toEqual([]);
  });

  it('still serves the transfer tags endpoint, which is not a simulation', async () => {
    const token = await tokenFor(newOrganizationId());
    const response = await prod.http.patch(tagsPath(V2, newOrganizationId())).set(bearer(token)).send({ campaignId: null }).expect(404);
    expect(response.body.detail).toContain('Funding transfer');
  });
});
