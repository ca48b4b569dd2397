import { claimCampaign, claimTokensFor, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { execute } from '../../src/core/database/sql';
import { bearer, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

const ACH_DETAILS = { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };
const CARD_DETAILS = { email: 'ada.card@example.com' };
const WALLET_DETAILS = { email: 'ada.wallet@example.com' };

type Item = Record<string, unknown> & { id: string; requestedOn: string };
interface PageBody {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
  data: Item[];
}

/**
 * `GET /payouts` (docs/payouts.md, Listing): the organization's payouts over real HTTP and PostgreSQL, made by
 * beneficiaries' claims and moved on by the sandbox simulations (no worker runs: a payout stays where the test left
 * it). Newest first, paged, each filter, each item as the single read shows it, another organization's never, both
 * prefixes; every answer checked against the OpenAPI document by the test agent.
 */
describe('GET /payouts', () => {
  let t: TestApp;
  /** Organization A: two campaigns, seven payouts in every kind of status, one instruction paid twice. */
  let a: FundedCampaign;
  let a2: string;
  /** Organization B: one campaign, three payouts. */
  let b: FundedCampaign;
  /** A's payouts in the order they were requested, as the list should show each. */
  const p: Item[] = [];
  const bPayouts: Item[] = [];

  const list = async (c: FundedCampaign, query = '', prefix = V2) => (await t.http.get(`${prefix}/payouts${query}`).set(c.auth).expect(200)).body as PageBody;
  const single = async (c: FundedCampaign, instructionId: string) => (await t.http.get(`${V2}/payout-instructions/${instructionId}/payout`).set(c.auth).expect(200)).body as Item;
  const simulate = (c: FundedCampaign, instructionId: string, action: string, body: object = {}) =>
    t.http.post(`${V3}/simulate/payout-instructions/${instructionId}/${action}`).set(c.auth).send(body).expect(202);
  /** A beneficiary of campaign `campaignId` (of `c`'s organization) claims `method`: the instruction's id. */
  async function claimed(c: FundedCampaign, campaignId: string, method: string, details: object, status: string): Promise<string> {
    const { id } = await initiatedInstruction(t, { ...c, campaignId }, { amount: 25, lastName: 'Lovelace' });
    await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, method, { ...details }, status);
    return id;
  }
  /** Another funded campaign in `c`'s organization, offering `methods`. */
  async function anotherCampaign(c: FundedCampaign, methods: string[]): Promise<string> {
    const holders = await t.http.get(`${V2}/funds-holders`).set(c.auth).expect(200);
    const campaign = await t.http
      .post(`${V2}/campaigns`)
      .set(c.auth)
      .send({ name: 'Autumn study', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-12-31', payoutMethodIds: methods })
      .expect(201);
    await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 1_000, campaignId: campaign.body.id }).expect(202);
    return campaign.body.id as string;
  }
  const ids = (page: PageBody) => page.data.map((item) => item.id);
  const idsOf = (...items: Item[]) => items.map((item) => item.id);

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([
      claimCampaign(t, { methods: [METHODS.amazonGiftCard, METHODS.ach, METHODS.paypal] }),
      claimCampaign(t, { methods: [METHODS.amazonGiftCard] }),
    ]);
    a2 = await anotherCampaign(a, [METHODS.amazonGiftCard, METHODS.paypal, METHODS.ach]);

    // Requested one after the other, p[0] the oldest; each read once the last simulation has moved it.
    const reads: (() => Promise<Item>)[] = [];
    const request = async (campaignId: string, method: string, details: object, status: string) => {
      const id = await claimed(a, campaignId, method, details, status);
      reads.push(async () => ({ ...(await single(a, id)), campaignId }));
      return id;
    };
    const card = await request(a.campaignId, METHODS.amazonGiftCard, CARD_DETAILS, 'Processing');
    await simulate(a, card, ':complete-payout');
    await request(a.campaignId, METHODS.ach, ACH_DETAILS, 'Pending');
    // A payout that fails; its instruction, restored, is claimed again below (by ACH): its second payout.
    const failing = await claimed(a, a.campaignId, METHODS.amazonGiftCard, CARD_DETAILS, 'Processing');
    await simulate(a, failing, ':fail-payout', { reason: 'The card provider refused it' });
    // As the single read shows it now, before the instruction's next payout takes its place there.
    const failed = { ...(await single(a, failing)), campaignId: a.campaignId };
    reads.push(async () => failed);
    const returning = await request(a2, METHODS.ach, ACH_DETAILS, 'Pending');
    await simulate(a, returning, ':settle-ach');
    await simulate(a, returning, ':return-ach', { returnReasonCode: 'R01' });
    await request(a2, METHODS.paypal, WALLET_DETAILS, 'Processing');
    await requestPayoutWith(t, (await claimTokensFor(t, [failing])).get(failing)!, METHODS.ach, { ...ACH_DETAILS }, 'Pending');
    reads.push(async () => ({ ...(await single(a, failing)), campaignId: a.campaignId }));
    await request(a2, METHODS.amazonGiftCard, CARD_DETAILS, 'Processing');

    p.push(...(await Promise.all(reads.map((read) => read()))));
    expect(p.map((item) => `${item.category} ${item.status}`)).toEqual([
      'GiftCard Completed',
      'AchBankTransfer Pending',
      'GiftCard Failed',
      'AchBankTransfer Returned',
      'DigitalWallet Processing',
      'AchBankTransfer Pending',
      'GiftCard Processing',
    ]);
    expect(p[2].payoutInstructionId).toBe(p[5].payoutInstructionId);
    expect(new Set(p.map((item) => item.id)).size).toBe(7);

    for (let i = 0; i < 3; i++) {
      const id = await claimed(b, b.campaignId, METHODS.amazonGiftCard, CARD_DETAILS, 'Processing');
      bPayouts.push({ ...(await single(b, id)), campaignId: b.campaignId });
    }
  }, 120_000);
  afterAll(() => t.close());

  it('lists every payout of the organization, newest request first, each as its single read shows it with its campaignId', async () => {
    const page = await list(a);
    expect(page).toEqual({ pageNumber: 1, pageSize: 20, totalPages: 1, totalItems: 7, data: [...p].reverse() });
    // Both payouts of the instruction paid twice: the failed one too, which its single read no longer shows.
    expect(page.data.filter((item) => item.payoutInstructionId === p[2].payoutInstructionId).map((item) => item.status)).toEqual(['Pending', 'Failed']);
    const requested = page.data.map((item) => Date.parse(item.requestedOn));
    expect(requested).toEqual([...requested].sort((x, y) => y - x));
  });

  it('masks as the single read does: bank numbers by their last 4 digits, a card’s code and PIN, no redemption link', async () => {
    const byId = new Map((await list(a)).data.map((item) => [item.id, item]));
    const card = byId.get(p[0].id)!;
    expect(card).toMatchObject({ status: 'Completed', card: { code: expect.stringMatching(/^\*+[A-Z0-9]{4}$/), redemptionUrl: null }, details: CARD_DETAILS });
    const pin = (card.card as { pin: string | null }).pin;
    expect(pin === null || /^\*+$/.test(pin)).toBe(true);
    for (const ach of [p[1], p[3], p[5]].map((item) => byId.get(item.id)!)) {
      expect(ach.details).toEqual({ fullName: 'Ada Lovelace', bankRoutingNumber: '*****0015', bankAccountNumber: '********6789', bankAccountType: 'Checking' });
      expect(ach.achTransferId).toEqual(expect.any(String));
    }
    expect(JSON.stringify([...byId.values()])).not.toMatch(/000123456789|011000015|https?:/);
    expect(byId.get(p[3].id)).toMatchObject({ status: 'Returned', failureReason: expect.stringContaining('R01'), campaignId: a2 });
    expect(byId.get(p[2].id)).toMatchObject({ status: 'Failed', failureReason: 'The card provider refused it', card: null });
  });

  it('pages with pageNumber and pageSize, the totals over every page; a page beyond the end is empty', async () => {
    const newest = [...p].reverse();
    const pages = await Promise.all([1, 2, 3, 4].map((n) => list(a, `?pageSize=3&pageNumber=${n}`)));
    expect(pages.map((page) => [page.pageNumber, page.pageSize, page.totalPages, page.totalItems])).toEqual([
      [1, 3, 3, 7],
      [2, 3, 3, 7],
      [3, 3, 3, 7],
      [4, 3, 3, 7],
    ]);
    expect(pages.map(ids)).toEqual([idsOf(...newest.slice(0, 3)), idsOf(...newest.slice(3, 6)), idsOf(newest[6]), []]);
    expect((await list(a, '?pageSize=100')).data).toHaveLength(7);
    for (const bad of ['pageSize=101', 'pageSize=0', 'pageNumber=0', 'pageSize=2.5']) {
      const res = await t.http.get(`${V2}/payouts?${bad}`).set(a.auth).expect(400);
      expect(Object.keys(res.body.errors)).toEqual([bad.split('=')[0]]);
    }
  });

  it('filters by status, one or repeated, each total counted the same way as the items', async () => {
    const pending = await list(a, '?status=Pending');
    expect(ids(pending)).toEqual(idsOf(p[5], p[1]));
    expect(pending.totalItems).toBe(2);
    const failedOrReturned = await list(a, '?status=Failed&status=Returned');
    expect(ids(failedOrReturned)).toEqual(idsOf(p[3], p[2]));
    expect(failedOrReturned.totalItems).toBe(2);
    // A status repeated counts once; a page of one keeps the total of all.
    expect(await list(a, '?status=Processing&status=Processing&pageSize=1')).toMatchObject({ totalItems: 2, totalPages: 2, data: [{ id: p[6].id }] });
    expect(await list(a, '?status=Cancelled&status=Mailed')).toMatchObject({ totalItems: 0, totalPages: 0, data: [] });
  });

  it('filters by category and by campaign, alone or with a status', async () => {
    expect(await list(a, '?category=AchBankTransfer')).toMatchObject({ totalItems: 3, data: idsOf(p[5], p[3], p[1]).map((id) => ({ id })) });
    expect(await list(a, '?category=PaperCheck')).toMatchObject({ totalItems: 0, data: [] });
    expect(await list(a, `?campaignId=${a2}`)).toMatchObject({ totalItems: 3, data: idsOf(p[6], p[4], p[3]).map((id) => ({ id, campaignId: a2 })) });
    expect(await list(a, `?campaignId=${a.campaignId}`)).toMatchObject({ totalItems: 4, data: idsOf(p[5], p[2], p[1], p[0]).map((id) => ({ id })) });
    expect(await list(a, `?campaignId=${a2}&status=Processing`)).toMatchObject({ totalItems: 2, data: idsOf(p[6], p[4]).map((id) => ({ id })) });
    expect(await list(a, `?campaignId=${a.campaignId}&category=GiftCard&status=Completed&status=Failed`)).toMatchObject({ totalItems: 2, data: idsOf(p[2], p[0]).map((id) => ({ id })) });
  });

  it('filters by request time, requestedFrom and requestedTo both included (a payout’s own requestedOn finds it)', async () => {
    const between = await list(a, `?requestedFrom=${p[2].requestedOn}&requestedTo=${p[4].requestedOn}`);
    expect(between).toMatchObject({ totalItems: 3, totalPages: 1 });
    expect(ids(between)).toEqual(idsOf(p[4], p[3], p[2]));
    expect(ids(await list(a, `?requestedFrom=${p[5].requestedOn}`))).toEqual(idsOf(p[6], p[5]));
    expect(ids(await list(a, `?requestedTo=${p[1].requestedOn}`))).toEqual(idsOf(p[1], p[0]));
    expect(ids(await list(a, `?requestedFrom=${p[3].requestedOn}&requestedTo=${p[3].requestedOn}`))).toEqual(idsOf(p[3]));
    // Another offset, the same instant.
    const shifted = new Date(Date.parse(p[3].requestedOn)).toISOString().replace('Z', '+00:00');
    expect(ids(await list(a, `?requestedFrom=${encodeURIComponent(shifted)}&requestedTo=${encodeURIComponent(shifted)}`))).toEqual(idsOf(p[3]));
    expect(await list(a, `?requestedFrom=${p[4].requestedOn}&requestedTo=${p[2].requestedOn}`)).toMatchObject({ totalItems: 0, data: [] });
    expect(await list(a, `?requestedFrom=${p[0].requestedOn}&category=AchBankTransfer&status=Pending&pageSize=1&pageNumber=2`)).toMatchObject({ totalItems: 2, data: [{ id: p[1].id }] });
  });

  it('takes any date-time as a bound, to the ends of the calendar and beyond them by an offset: a page, never a 500', async () => {
    for (const [query, total] of [
      ['requestedFrom=0000-01-01T00:00:00Z', 7],
      ['requestedFrom=0001-01-01T00:00:00Z', 7],
      ['requestedFrom=1969-12-31T23:59:59.9999999Z', 7],
      ['requestedTo=9999-12-31T23:59:59.999Z', 7],
      ['requestedTo=9999-12-31T23:59:59.999-23:59', 7],
      ['requestedTo=0000-01-01T00:00:00Z', 0],
      [`requestedTo=${encodeURIComponent('0001-01-01T00:00:00+23:59')}`, 0],
      ['requestedFrom=9999-12-31T23:59:59.999Z', 0],
      ['requestedFrom=9999-12-31T23:59:59.999-23:59', 0],
      ['requestedFrom=0000-01-01T00:00:00Z&requestedTo=9999-12-31T23:59:59.999-23:59&status=Pending', 2],
    ] as const) {
      expect([query, (await list(a, `?${query}`)).totalItems]).toEqual([query, total]);
    }
  });

  it('orders payouts requested at the same instant by id, newest first; the bounds hold to the millisecond the API shows', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.amazonGiftCard] });
    for (let i = 0; i < 3; i++) await claimed(c, c.campaignId, METHODS.amazonGiftCard, CARD_DETAILS, 'Processing');
    // The same instant to the microsecond, as PostgreSQL stores it (the API shows it to the millisecond).
    await execute(t.orm.em.fork(), "update payout set requested_on = '2026-11-20T10:00:00.123456Z' where organization_id = ?", [c.organizationId]);
    const page = await list(c);
    expect(page.data.map((item) => item.requestedOn)).toEqual(Array(3).fill('2026-11-20T10:00:00.123Z'));
    expect(ids(page)).toEqual([...ids(page)].sort().reverse());
    expect((await list(c, '?requestedTo=2026-11-20T10:00:00.123Z')).totalItems).toBe(3);
    expect((await list(c, '?requestedFrom=2026-11-20T10:00:00.123Z')).totalItems).toBe(3);
    expect((await list(c, '?requestedTo=2026-11-20T10:00:00.122Z')).totalItems).toBe(0);
    expect((await list(c, '?requestedFrom=2026-11-20T10:00:00.124Z')).totalItems).toBe(0);
  });

  it("shows an organization its own payouts only: none of another's, not even by that one's campaignId", async () => {
    expect(await list(b)).toEqual({ pageNumber: 1, pageSize: 20, totalPages: 1, totalItems: 3, data: [...bPayouts].reverse() });
    expect(await list(b, `?campaignId=${a.campaignId}`)).toEqual({ pageNumber: 1, pageSize: 20, totalPages: 0, totalItems: 0, data: [] });
    expect(await list(b, `?campaignId=${a2}&status=Processing`)).toMatchObject({ totalItems: 0, data: [] });
    expect(await list(b, '?status=Failed&status=Returned')).toMatchObject({ totalItems: 0, data: [] });
    expect(await list(b, '?category=AchBankTransfer')).toMatchObject({ totalItems: 0, data: [] });
    expect(await list(b, `?requestedFrom=${p[0].requestedOn}&category=GiftCard`)).toMatchObject({ totalItems: 3 });
    const aIds = new Set(p.map((item) => item.id));
    expect((await list(b, '?pageSize=100')).data.filter((item) => aIds.has(item.id))).toEqual([]);
    expect((await list(a, '?pageSize=100')).data.filter((item) => bPayouts.some((other) => other.id === item.id))).toEqual([]);
  });

  it('refuses a bad filter with a validation problem naming its field', async () => {
    for (const [query, field] of [
      ['status=Failed&status=Lost', 'status'],
      ['status=Lost', 'status'],
      ['status=', 'status'],
      ['status[x]=Failed', 'status'],
      ['category=Cash', 'category'],
      ['category=GiftCard&category=PrepaidCard', 'category'],
      ['campaignId=not-a-uuid', 'campaignId'],
      ['requestedFrom=yesterday', 'requestedFrom'],
      ['requestedTo=2026-02-30T00:00:00Z', 'requestedTo'],
      ['requestedTo=2026-11-20', 'requestedTo'],
      ['payoutInstructionId=' + p[0].payoutInstructionId, 'payoutInstructionId'],
    ]) {
      const res = await t.http.get(`${V2}/payouts?${query}`).set(a.auth).expect(400);
      expect([query, res.body.code, Object.keys(res.body.errors)]).toEqual([query, 'VALIDATION_FAILED', [field]]);
    }
    const res = await t.http.get(`${V2}/payouts?status=Failed&status=Lost`).set(a.auth).expect(400);
    expect(res.body.errors.status).toEqual(['status must be one or more of Pending, Processing, SentForPrinting, Mailed, Completed, Failed, Cancelled, Returned.']);
    // v3 names the campaign a distribution, in the query and in the problem.
    const v3 = await t.http.get(`${V3}/payouts?distributionId=nope&status=Lost`).set(a.auth).expect(400);
    expect(Object.keys(v3.body.errors).sort()).toEqual(['distributionId', 'status']);
    expect(v3.body.errors.distributionId).toEqual(['distributionId must be a UUID.']);
  });

  it('serves v3 under /v3/distribution-manager with distributionId for campaignId, in the items and the filter', async () => {
    const v2 = await list(a, `?campaignId=${a2}`);
    const v3 = await list(a, `?distributionId=${a2}`, V3);
    expect(v3).toEqual({ ...v2, data: v2.data.map(({ campaignId, ...rest }) => ({ ...rest, distributionId: campaignId })) });
    expect(v3.data.every((item) => !('campaignId' in item))).toBe(true);
    expect(ids(await list(a, '?status=Failed&status=Returned&category=AchBankTransfer', V3))).toEqual(idsOf(p[3]));
  });

  it('refuses a token without payoutInstructions:view (403) and lets one with only that scope through', async () => {
    const without = bearer(await tokenFor(a.organizationId, { scopes: ALL_SCOPES.filter((scope) => scope !== 'payoutInstructions:view') }));
    for (const prefix of [V2, V3]) {
      const res = await t.http.get(`${prefix}/payouts`).set(without).expect(403);
      expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
    }
    const only = bearer(await tokenFor(a.organizationId, { scopes: ['payoutInstructions:view'] }));
    expect((await t.http.get(`${V3}/payouts`).set(only).expect(200)).body.totalItems).toBe(7);
    await t.http.get(`${V2}/payouts`).expect(401);
  });
});
