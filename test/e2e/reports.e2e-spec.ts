import { RequestContext } from '@mikro-orm/postgresql';
import { Redis } from 'ioredis';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { InstructionTallies } from '../../src/modules/payout-instructions';
import { PayoutTallies } from '../../src/modules/payouts';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { claimCampaign, claimTokensFor, draftInstructions, inParallel, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';
import { execute } from '../../src/core/database/sql';

jest.setTimeout(90_000);

const ACH_DETAILS = { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };
const GIFT_CARD_DETAILS = { email: 'ada@example.com' };
const today = () => new Date().toISOString().slice(0, 10);

/**
 * Reports and portfolio (docs/reports.md) over real HTTP, PostgreSQL and Redis, with the workers paying: every figure
 * is checked against the instructions, payouts and ledger entries the test made itself, before and after the tallies
 * are folded; the basic CSV's columns, order, paging, cache and escaping; the charts; the portfolio.
 */
describe('reports', () => {
  let t: TestApp;
  useMailingStack((stack) => ({ t } = stack));

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);
  const inContext = <T>(work: () => Promise<T>) => RequestContext.create(t.orm.em, work);
  const fold = () => inContext(async () => (await t.app.get(InstructionTallies).fold()) + (await t.app.get(PayoutTallies).fold()));
  const ledgerViolations = (c: FundedCampaign) => inContext(() => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
  const report = async (c: FundedCampaign, name: string, query = '', prefix = V2) =>
    (await t.http.get(`${prefix}/reports/${prefix === V2 ? 'campaigns' : 'distributions'}/${c.campaignId}/${name}${query}`).set(c.auth).expect(200)).body;
  /** A campaign's basic CSV as text (200 expected). */
  const basicCsv = (c: FundedCampaign, query: string, prefix = V2) =>
    t.http
      .get(`${prefix}/reports/${prefix === V2 ? 'campaigns' : 'distributions'}/${c.campaignId}/basic${query}`)
      .set(c.auth)
      .buffer(true)
      .parse((response, done) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => done(null, text));
      })
      .expect(200);
  const payoutOf = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
  const statusOf = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body.status as string;
  const waitFor = (c: FundedCampaign, id: string, status: string) => eventually(() => statusOf(c, id), (s) => s === status, 30_000);
  /** A beneficiary of `c` claims `method` and is paid (or waits for the bank rail). */
  async function claimed(c: FundedCampaign, amount: number, method: string, details: Record<string, unknown>, payoutStatus = 'Processing'): Promise<string> {
    const { id } = await initiatedInstruction(t, c, { amount });
    await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, method, details, payoutStatus);
    return id;
  }

  describe('a campaign with every kind of instruction', () => {
    let c: FundedCampaign;
    const ids: Record<string, string> = {};

    beforeAll(async () => {
      c = await claimCampaign(t, { dollars: 1_000, methods: [METHODS.amazonGiftCard, METHODS.paypal, METHODS.ach] });
      [ids.draft] = await draftInstructions(t, c, [{ email: 'draft@example.com', amount: 5 }]);
      ids.initiated = (await initiatedInstruction(t, c, { amount: 10 })).id;
      ids.cancelled = (await initiatedInstruction(t, c, { amount: 20 })).id;
      await t.http.post(`${V2}/payout-instructions/${ids.cancelled}/:cancel`).set(c.auth).send({ cancellationReason: 'DuplicatePayment' }).expect(200);
      ids.giftCard = await claimed(c, 30, METHODS.amazonGiftCard, GIFT_CARD_DETAILS);
      ids.paypal = await claimed(c, 40, METHODS.paypal, GIFT_CARD_DETAILS);
      // An ACH payout that fails: the instruction is Restored, its money allocated again, its claim still counted.
      ids.failed = await claimed(c, 50, METHODS.ach, ACH_DETAILS, 'Pending');
      await t.http.post(`${V2}/admin/payouts/${(await payoutOf(c, ids.failed)).id}/:fail-permanently`).set(c.auth).send({ reason: 'Account closed' }).expect(200);
      ids.pendingAch = await claimed(c, 60, METHODS.ach, ACH_DETAILS, 'Pending');
      await waitFor(c, ids.giftCard, 'Fulfilled');
      await waitFor(c, ids.paypal, 'Fulfilled');
      await waitFor(c, ids.failed, 'Restored');
    });

    /** What the test made: the figures every report must show, whatever the tallies' rows. */
    async function expectFigures(): Promise<void> {
      const statistics = await report(c, 'statistics');
      expect(statistics.statuses).toEqual({ Draft: 1, Initiated: 1, Restored: 1, PayoutMethodSelected: 0, Requested: 1, Fulfilled: 2, Cancelled: 1 });
      const balances = await balancesOf(t, c);
      expect(statistics.budget).toEqual({
        received: 1_000,
        unallocated: balances.unallocated,
        allocated: 10 + 50 + 60,
        paidOut: 70,
        returned: 0,
        utilization: (10 + 50 + 60 + 70) / 1_000,
      });
      expect(statistics.timeline).toEqual([{ date: today(), initiated: 6, claimed: 4, fulfilled: 2, paidOut: 70 }]);

      const conversion = await report(c, 'conversion');
      const [emails] = await sql<{ sent: number; failed: number; suppressed: number }>(
        `select count(*) filter (where delivery_status = 'Sent')::int as sent, count(*) filter (where delivery_status = 'Failed')::int as failed,
                count(*) filter (where delivery_status = 'Suppressed')::int as suppressed from email_delivery where campaign_id = ?`,
        [c.campaignId],
      );
      expect(conversion).toMatchObject({
        instructions: 7,
        initiated: 6,
        claimed: 4,
        fulfilled: 2,
        cancelled: 1,
        claimRate: Math.round((4 / 6) * 10_000) / 10_000,
        fulfilmentRate: Math.round((2 / 6) * 10_000) / 10_000,
        emailsSent: emails.sent,
        emailsFailed: emails.failed,
        emailsSuppressed: emails.suppressed,
      });
      expect(conversion.medianSecondsToClaim).toEqual(expect.any(Number));
      expect(conversion.medianSecondsToClaim).toBeGreaterThanOrEqual(0);
      expect(conversion.medianSecondsToClaim).toBeLessThan(120);

      const methods = await report(c, 'payout-methods');
      expect(methods).toMatchObject({ totalPayouts: 3, totalAmount: 130 });
      expect(methods.data).toEqual([
        // As many of each: the method id breaks the tie.
        expect.objectContaining({ payoutMethodId: METHODS.amazonGiftCard, count: 1, amount: 30, share: 0.3333, category: 'GiftCard' }),
        expect.objectContaining({ payoutMethodId: METHODS.ach, count: 1, amount: 60, share: 0.3333, category: 'AchBankTransfer' }),
        expect.objectContaining({ payoutMethodId: METHODS.paypal, count: 1, amount: 40, share: 0.3333 }),
      ]);
    }

    it('statistics, conversion and payout methods add up to what happened, a failed and restored payout included', async () => {
      await expectFigures();
      expect(await ledgerViolations(c)).toEqual([]);
    });

    it('the same figures once the tallies are folded, and under v3 paths', async () => {
      const before = { statistics: await report(c, 'statistics'), conversion: await report(c, 'conversion'), methods: await report(c, 'payout-methods') };
      expect(await fold()).toBeGreaterThan(0);
      const [{ rows }] = await sql<{ rows: number }>('select count(*)::int as rows from payout_instruction_tally where campaign_id = ?', [c.campaignId]);
      expect(rows).toBeLessThanOrEqual(9); // one row per status of today, plus the day's first initiations and claims
      await expectFigures();
      expect(await report(c, 'statistics')).toEqual(before.statistics);
      expect(await report(c, 'conversion')).toEqual(before.conversion);
      expect(await report(c, 'payout-methods')).toEqual(before.methods);
      const v3 = await report(c, 'statistics', '', V3);
      expect(v3.statuses).toEqual(before.statistics.statuses);
    });

    it('the tallies agree with the tables they count', async () => {
      const actual = await sql<{ status: string; n: number }>('select status, count(*)::int as n from payout_instruction where campaign_id = ? group by status', [c.campaignId]);
      const statuses = (await report(c, 'statistics')).statuses as Record<string, number>;
      for (const { status, n } of actual) expect(statuses[status]).toBe(n);
    });

    it('narrows the timeline by from and to, and refuses a to before from', async () => {
      expect((await report(c, 'statistics', `?from=${today()}&to=${today()}`)).timeline).toHaveLength(1);
      const later = (await report(c, 'statistics', '?from=2099-01-01')).timeline;
      expect(later).toEqual([]);
      const refused = await t.http.get(`${V2}/reports/campaigns/${c.campaignId}/statistics?from=2026-02-01&to=2026-01-01`).set(c.auth).expect(400);
      expect(refused.body.errors).toHaveProperty('to');
      expect((await t.http.get(`${V2}/reports/campaigns/${c.campaignId}/statistics?from=yesterday`).set(c.auth).expect(400)).body.errors).toHaveProperty('from');
    });

    it('payouts history: newest first with every status change, filters by status and dates', async () => {
      const history = await report(c, 'payouts-history');
      expect(history.totalItems).toBe(4);
      expect(history.data.map((p: { payoutInstructionId: string }) => p.payoutInstructionId)).toEqual([ids.pendingAch, ids.failed, ids.paypal, ids.giftCard]);
      const byInstruction = new Map(history.data.map((p: { payoutInstructionId: string }) => [p.payoutInstructionId, p]));
      expect(byInstruction.get(ids.failed)).toMatchObject({ status: 'Failed', amount: 50, category: 'AchBankTransfer', statusChanges: [{ status: 'Pending' }, { status: 'Failed' }] });
      expect(byInstruction.get(ids.giftCard)).toMatchObject({ status: 'Completed', amount: 30, method: expect.stringMatching(/Amazon/i), email: expect.stringContaining('@example.com') });
      const giftCardChanges = (byInstruction.get(ids.giftCard) as { statusChanges: { status: string }[] }).statusChanges.map((s) => s.status);
      expect(giftCardChanges[giftCardChanges.length - 1]).toBe('Completed');
      expect((await report(c, 'payouts-history', '?status=Failed')).data).toHaveLength(1);
      expect((await report(c, 'payouts-history', `?from=${today()}&to=${today()}&pageSize=2`)).data).toHaveLength(2);
      expect((await report(c, 'payouts-history', '?to=2020-01-01')).totalItems).toBe(0);
      expect((await t.http.get(`${V2}/reports/campaigns/${c.campaignId}/payouts-history?status=Lost`).set(c.auth).expect(400)).body.errors).toHaveProperty('status');
    });

    it('charts the timeline as SVG when asked', async () => {
      const chart = await t.http.get(`${V2}/reports/campaigns/${c.campaignId}/statistics`).set(c.auth).set('Accept', 'image/svg+xml').buffer(true).parse((res, done) => {
        let text = '';
        res.on('data', (chunk: Buffer) => (text += chunk.toString()));
        res.on('end', () => done(null, text));
      });
      expect(chart.status).toBe(200);
      expect(chart.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(chart.body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(chart.body).toContain('Claims per day');
      expect(chart.body).toContain(`${today()} · Initiations: 6`);
    });

    it('answers 404 for another organization and 403 without reports:view', async () => {
      const stranger = bearer(await tokenFor(newOrganizationId()));
      for (const name of ['statistics', 'conversion', 'payout-methods', 'payouts-history', 'basic']) {
        await t.http.get(`${V2}/reports/campaigns/${c.campaignId}/${name}`).set(stranger).expect(404);
      }
      const noReports = bearer(await tokenFor(c.organizationId, { scopes: ['campaigns:view'] }));
      await t.http.get(`${V2}/reports/campaigns/${c.campaignId}/statistics`).set(noReports).expect(403);
      await t.http.get(`${V2}/portfolio/dashboard`).set(noReports).expect(403);
    });
  });

  describe('basic CSV', () => {
    let c: FundedCampaign;
    let rows: { id: string; email: string; amount: number; lastName: string }[];

    const csv = async (query: string, prefix = V2) => {
      const res = await basicCsv(c, query, prefix);
      const lines = (res.body as string).trimEnd().split('\n');
      return { res, header: lines[0], lines: lines.slice(1), text: res.body as string };
    };

    beforeAll(async () => {
      c = await claimCampaign(t, { dollars: 1_000 });
      const bodies = [
        { email: 'b.one@example.com', amount: 3, lastName: 'Zed', externalId: 'ext-1', tags: { cohort: 'A', Site: 'north' } },
        { email: 'a.two@example.com', amount: 1, lastName: '=HYPERLINK("http://evil","x")', externalId: 'ext-2', tags: { alpha: '+1', cohort: 'B' } },
        { email: 'c.three@example.com', amount: 2, lastName: 'Young', externalId: '-3', tags: {} },
        { email: 'd.four@example.com', amount: 2, lastName: 'Xavier', externalId: 'ext-4', tags: { cohort: 'A' } },
        { email: 'e.five@example.com', amount: 5, lastName: 'Ward, Jr.', externalId: 'ext-5', tags: { Site: 'south', "=cmd|' /C calc'!A0": 'x', '@who': 'y', '-x': 'z', '+y': 'w' } },
      ];
      const made = [];
      for (const body of bodies) made.push({ ...body, id: (await draftInstructions(t, c, [body]))[0] });
      rows = made;
    });

    it('has the fixed columns then one per tag key in ordinal order ignoring case, guards formulas in the header and the cells, and quotes what CSV needs', async () => {
      const { header, lines, res } = await csv('');
      // The header row is guarded as the cells are: a tag key is text a person chose.
      expect(header).toBe("Id,ExternalId,FirstName,LastName,Email,Amount,Status,PayoutMethod,CreatedOn,UpdatedOn,'+y,'-x,'=cmd|' /C calc'!A0,'@who,alpha,cohort,Site");
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['x-total-count']).toBe('5');
      expect(lines).toHaveLength(5);
      const evil = lines.find((line) => line.startsWith(rows[1].id))!;
      expect(evil).toContain(`"'=HYPERLINK(""http://evil"",""x"")"`);
      expect(evil).toContain(",'+1,B,");
      expect(lines.find((line) => line.startsWith(rows[2].id))).toContain(`,'-3,`);
      expect(lines.find((line) => line.startsWith(rows[4].id))).toContain(',"Ward, Jr.",e.five@example.com,5.00,Draft,,');
    });

    it('sorts by creation date newest first by default, by any sort with the id breaking ties in the same direction', async () => {
      const idsOf = (lines: string[]) => lines.map((line) => line.slice(0, 36));
      expect(idsOf((await csv('')).lines)).toEqual(rows.map((r) => r.id).reverse());
      const byAmount = [...rows].sort((a, b) => a.amount - b.amount || (a.id < b.id ? -1 : 1)).map((r) => r.id);
      expect(idsOf((await csv('?sortBy=amount&sortOrder=asc')).lines)).toEqual(byAmount);
      const byAmountDesc = [...rows].sort((a, b) => b.amount - a.amount || (a.id < b.id ? 1 : -1)).map((r) => r.id);
      expect(idsOf((await csv('?sortBy=amount&sortOrder=desc')).lines)).toEqual(byAmountDesc);
      const byEmail = [...rows].sort((a, b) => (a.email < b.email ? -1 : 1)).map((r) => r.id);
      expect(idsOf((await csv('?sortBy=email&sortOrder=asc')).lines)).toEqual(byEmail);
    });

    it('pages with X-Total-Count and Link, and refuses a page size over 10,000 or an unknown sort', async () => {
      const first = await csv('?pageSize=2');
      expect(first.lines).toHaveLength(2);
      expect(first.res.headers.link).toContain('pageNumber=2&pageSize=2>; rel="next"');
      expect(first.res.headers.link).toContain('pageNumber=3&pageSize=2>; rel="last"');
      const last = await csv('?pageSize=2&pageNumber=3');
      expect(last.lines).toHaveLength(1);
      expect(last.res.headers.link).toContain('pageNumber=2&pageSize=2>; rel="prev"');
      expect(last.res.headers.link).not.toContain('rel="next"');
      const all = [...first.lines, ...(await csv('?pageSize=2&pageNumber=2')).lines, ...last.lines].map((line) => line.slice(0, 36));
      expect(new Set(all).size).toBe(5);
      const beyond = await csv('?pageSize=2&pageNumber=9');
      expect(beyond.lines).toEqual([]);
      for (const [query, field] of [
        ['?pageSize=10001', 'pageSize'],
        ['?sortBy=id', 'sortBy'],
        ['?sortOrder=up', 'sortOrder'],
        ['?pageNumber=0', 'pageNumber'],
      ]) {
        const refused = await t.http.get(`${V2}/reports/campaigns/${c.campaignId}/basic${query}`).set(c.auth).expect(400);
        expect(refused.body.errors).toHaveProperty(field);
      }
    });

    it('is cached two minutes per combination: a change shows in a new combination at once, in the cached one later', async () => {
      const before = await csv('?sortBy=lastName&sortOrder=asc');
      await t.http.patch(`${V2}/payout-instructions/${rows[0].id}`).set(c.auth).send({ lastName: 'Changed' }).expect(200);
      const cached = await csv('?sortBy=lastName&sortOrder=asc');
      expect(cached.res.headers['x-cache']).toBe('HIT');
      expect(cached.text).toBe(before.text);
      const fresh = await csv('?sortBy=lastName&sortOrder=desc');
      expect(fresh.res.headers['x-cache']).toBe('MISS');
      expect(fresh.text).toContain(',Changed,');
      expect(fresh.text).not.toContain(',Zed,');
      const v3 = await csv('?sortBy=lastName&sortOrder=asc', V3);
      expect(v3.text).toBe(before.text); // one cache for both prefixes: the same campaign and combination
    });
  });

  describe('basic CSV pages read after the page before (docs/reports.md)', () => {
    let c: FundedCampaign;
    let redis: Redis;
    const SORTS = [
      ['createdOn', 'created_on'],
      ['amount', 'amount_cents'],
      ['status', 'status'],
      ['email', 'email'],
      ['lastName', 'last_name'],
      ['externalId', 'external_id'],
    ] as const;

    const page = async (query: string) => {
      const res = await basicCsv(c, query);
      return { ids: (res.body as string).trimEnd().split('\n').slice(1).map((line) => line.slice(0, 36)), cache: res.headers['x-cache'] };
    };
    /** Every instruction in the order OFFSET pages slice, as PostgreSQL sorts it (its collation, its microseconds). */
    const ordered = async (column: string, direction: 'asc' | 'desc') =>
      (await sql<{ id: string }>(`select id from payout_instruction where campaign_id = ? order by ${column} ${direction} nulls last, id ${direction}`, [c.campaignId])).map((r) => r.id);

    beforeAll(async () => {
      redis = new Redis(process.env.REDIS_URL!);
      c = await claimCampaign(t, { dollars: 1_000 });
      const ids = await draftInstructions(
        t,
        c,
        Array.from({ length: 11 }, (_, i) => ({ email: `p${i % 4}.${i}@example.com`, amount: 1 + (i % 3), lastName: `Name${i % 5}`, externalId: `x-${i}` })),
      );
      // Ties (one creation instant with microseconds; equal amounts, names, statuses) and nulls: the id orders those.
      await execute(t.orm.em.fork(), `update payout_instruction set created_on = '2026-11-28T10:00:00.123456Z' where id = any(?::uuid[])`, [ids.slice(0, 5)]);
      await execute(t.orm.em.fork(), 'update payout_instruction set amount_cents = null, last_name = null, external_id = null where id = any(?::uuid[])', [ids.slice(3, 8)]);
    });
    afterAll(() => redis.disconnect());

    it('in order, in every sort and direction, gives the pages OFFSET gives', async () => {
      for (const [sortBy, column] of SORTS) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          const read: string[] = [];
          for (let n = 1; n <= 5; n++) {
            const { ids, cache } = await page(`?pageSize=3&pageNumber=${n}&sortBy=${sortBy}&sortOrder=${sortOrder}`);
            expect(cache).toBe('MISS');
            read.push(...ids);
          }
          expect({ sortBy, sortOrder, read }).toEqual({ sortBy, sortOrder, read: await ordered(column, sortOrder) });
        }
      }
    });

    it('out of order (3, 2, 1, then 5 before 4, then 6) gives the same pages', async () => {
      const expected = await ordered('amount_cents', 'asc');
      for (const n of [3, 2, 1, 5, 4, 6]) {
        expect({ n, ids: (await page(`?pageSize=2&pageNumber=${n}&sortBy=amount&sortOrder=asc`)).ids }).toEqual({ n, ids: expected.slice((n - 1) * 2, n * 2) });
      }
    });

    it('keeps a full page’s last row beside it for two minutes, and starts the next page there', async () => {
      const expected = await ordered('created_on', 'desc');
      const kept = (n: number) => `${process.env.QUEUE_PREFIX}:report-cache:basic:${c.campaignId}:${n}:4:createdOn:desc:next`;
      await page('?pageSize=4');
      const createdOn = async (id: string) => (await sql<{ value: string }>('select created_on::text as value from payout_instruction where id = ?', [id]))[0].value;
      // PostgreSQL's text of the sort column (microseconds kept) and the id.
      expect(JSON.parse((await redis.get(kept(1)))!)).toEqual([await createdOn(expected[3]), expected[3]]);
      expect(await redis.ttl(kept(1))).toBeGreaterThan(100);
      // Moved two rows on, the kept row decides where page 2 starts: it is read by keyset, not by offset.
      await redis.set(kept(1), JSON.stringify([await createdOn(expected[5]), expected[5]]), 'EX', 120);
      expect((await page('?pageSize=4&pageNumber=2')).ids).toEqual(expected.slice(6, 10));
      // A page that is not full keeps nothing after it.
      expect((await page('?pageSize=4&pageNumber=3')).ids).toEqual(expected.slice(10));
      expect(await redis.exists(kept(3))).toBe(0);
    });
  });

  describe('portfolio', () => {
    it('organization statistics, redemption activity and the dashboard of a new organization', async () => {
      const c = await claimCampaign(t, { dollars: 500, name: 'Soonest' });
      const same = 'Twin@Example.com';
      await initiatedInstruction(t, c, { amount: 10, email: same });
      await initiatedInstruction(t, c, { amount: 10, email: same.toLowerCase() });
      const paid = await claimed(c, 25, METHODS.amazonGiftCard, GIFT_CARD_DETAILS);
      await waitFor(c, paid, 'Fulfilled');
      // A second campaign of the same organization, expired, and a third expiring later.
      const holders = await t.http.get(`${V2}/funds-holders`).set(c.auth).expect(200);
      const campaignOf = async (name: string, expiryDate: string) =>
        (await t.http.post(`${V2}/campaigns`).set(c.auth).send({ name, fundingSourceId: holders.body.data[0].id, expiryDate, payoutMethodIds: [METHODS.amazonGiftCard] }).expect(201)).body.id as string;
      const later = await campaignOf('Later', '2100-01-01');
      const expired = await campaignOf('Expired', '2099-06-01');
      await sql(`update campaign set expiry_date = '2020-01-01' where id = ?`, [expired]);
      await sql(`update campaign set expiry_date = '2099-01-01' where id = ?`, [c.campaignId]);

      const statistics = (await t.http.get(`${V2}/portfolio/organization-statistics`).set(c.auth).expect(200)).body;
      const account = (await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}`).set(c.auth).expect(200)).body;
      expect(statistics).toEqual({
        totalBalance: account.balance,
        totalBeneficiaries: { value: 2, previous30Days: 0, changePercent: null },
        totalPayouts: { count: 1, amount: 25, previous30Days: 0, changePercent: null },
      });
      expect(account.balance).toBe(475);

      const activity = (await t.http.get(`${V3}/portfolio/redemption-activity?range=90`).set(c.auth).expect(200)).body;
      expect(activity).toEqual({ range: '90', data: [{ date: today(), count: 1, amount: 25 }] });
      await t.http.get(`${V2}/portfolio/redemption-activity?range=7`).set(c.auth).expect(400);

      const dashboard = (await t.http.get(`${V2}/portfolio/dashboard`).set(c.auth).expect(200)).body;
      expect(dashboard.totalItems).toBe(3);
      expect(dashboard.data.map((d: { id: string }) => d.id)).toEqual([c.campaignId, later, expired]);
      expect(dashboard.data[0]).toEqual({
        id: c.campaignId,
        name: 'Soonest',
        status: 'Active',
        expiryDate: '2099-01-01',
        received: 500,
        paidOut: 25,
        instructions: 3,
        claimed: 1,
        claimRate: 0.3333,
      });
      expect(dashboard.data[2]).toMatchObject({ status: 'Expired', instructions: 0, claimRate: null });
      const second = (await t.http.get(`${V2}/portfolio/dashboard?pageSize=2&pageNumber=2`).set(c.auth).expect(200)).body;
      expect(second.data.map((d: { id: string }) => d.id)).toEqual([expired]);
    });

    it('the worker folds the tallies: its job leaves one row per key, the reports unchanged', async () => {
      const c = await claimCampaign(t, { dollars: 100 });
      // Initiated one by one without emails (the figures must hold still while the job runs).
      for (const id of await draftInstructions(t, c, [1, 2, 3].map((n) => ({ email: `fold.${n}@example.com`, amount: 1 })))) {
        await t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200);
      }
      const rowsOf = async () => (await sql<{ n: number }>('select count(*)::int as n from payout_instruction_tally where campaign_id = ?', [c.campaignId]))[0].n;
      const before = await report(c, 'conversion');
      const unfolded = await rowsOf();
      await t.app.get(JobQueue).enqueue('report-tallies-fold', {});
      const folded = await eventually(rowsOf, (n) => n < unfolded, 30_000);
      const [{ keys }] = await sql<{ keys: number }>('select count(*)::int as keys from (select distinct day, status from payout_instruction_tally where campaign_id = ?) k', [c.campaignId]);
      expect(folded).toBe(keys);
      expect(await report(c, 'conversion')).toEqual(before);
      expect(before).toMatchObject({ instructions: 3, initiated: 3 });
    });

    it('counts every instruction of parallel initiations once', async () => {
      const c = await claimCampaign(t, { dollars: 1_000 });
      const ids = await draftInstructions(t, c, Array.from({ length: 24 }, (_, i) => ({ email: `par.${i}@example.com`, amount: 1 })));
      await inParallel(ids, 12, (id) => t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200));
      const conversion = await report(c, 'conversion');
      expect(conversion).toMatchObject({ instructions: 24, initiated: 24, claimed: 0 });
      expect((await report(c, 'statistics')).statuses).toMatchObject({ Draft: 0, Initiated: 24 });
      const statistics = (await t.http.get(`${V2}/portfolio/organization-statistics`).set(c.auth).expect(200)).body;
      expect(statistics.totalBeneficiaries.value).toBe(24);
    });
  });
});
