import { newId } from '../../src/core/database/base.entity';
import { AchFiles } from '../../src/modules/payouts';
import { claimCampaign, claimTokensFor, inParallel, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import {
  bankBalanceCents,
  ledgerViolations,
  refund,
  simulateTransaction,
  statementCents,
  transactionsOf,
  withdraw,
  withdrawalAccountOf,
  type TransactionRow,
} from '../factories/money';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { parseNacha, verifyNacha } from '../utils/nacha-reader';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

const ACH_DETAILS = { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };

/**
 * Money movement over HTTP (docs/money-movement.md): each transaction type appears after its cause, withdrawals and
 * refunds leave by the ACH batch and come back when returned, each refusal moves nothing, and after every step the
 * statements sum to the balances and the ledger's invariants hold.
 */
describe('money movement: transactions, withdrawals and refunds', () => {
  let t: TestApp;
  useMailingStack((stack) => ({ t } = stack));

  /** The statements of the bank account and the campaign sum to their balances, and the ledger is sound. */
  async function expectConsistent(c: FundedCampaign): Promise<void> {
    const { balanceCents } = await bankBalanceCents(t, c);
    expect(statementCents(await transactionsOf(t, c))).toBe(balanceCents);
    expect(statementCents(await transactionsOf(t, c, 'bank-accounts', '&aggregate=true'))).toBe(balanceCents);
    const campaign = await balancesOf(t, c);
    expect(statementCents(await transactionsOf(t, c, 'campaigns'))).toBe(Math.round((campaign.unallocated + campaign.allocated) * 100));
    expect(await ledgerViolations(t, c.organizationId)).toEqual([]);
  }

  /** An ACH payout of `dollars` requested and settled: the instruction `Fulfilled`, its InternalTransfer on the statement. */
  async function settledAchPayout(c: FundedCampaign, dollars: number): Promise<string> {
    const { id } = await initiatedInstruction(t, c, { amount: dollars, lastName: 'Lovelace' });
    const token = (await claimTokensFor(t, [id])).get(id)!;
    await requestPayoutWith(t, token, METHODS.ach, ACH_DETAILS, 'Pending');
    await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(202);
    return id;
  }

  const trigger = async (c: FundedCampaign) => (await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202)).body.count as number;
  const byId = (rows: readonly TransactionRow[], id: string) => rows.find((row) => row.id === id);

  describe('each type after its cause', () => {
    it('IncomingAch: a received transfer is a credit, its id the funding transfer’s, tagged with its campaign once attributed', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 0 });
      const received = await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 300 }).expect(202);
      const transferId = received.body.id as string;
      let rows = await transactionsOf(t, c);
      expect(rows).toEqual([
        expect.objectContaining({ id: transferId, type: 'IncomingAch', direction: 'Credit', amount: 300, status: 'Completed', campaignId: null, tags: {}, count: 1, completedOn: expect.any(String) }),
      ]);
      expect(await transactionsOf(t, c, 'campaigns')).toEqual([]);

      await t.http.patch(`${V2}/bank-accounts/transfers/${transferId}/tags`).set(c.auth).send({ campaignId: c.campaignId }).expect(202);
      rows = await transactionsOf(t, c);
      expect(rows[0]).toMatchObject({ id: transferId, campaignId: c.campaignId, tags: { campaignId: c.campaignId } });
      expect((await transactionsOf(t, c, 'campaigns')).map((row) => row.id)).toEqual([transferId]);
      // v3 speaks of distributions, except inside tags (the caller's own keys).
      const v3 = await t.http.get(`${V3}/distributions/${c.campaignId}/transactions`).set(c.auth).expect(200);
      expect(v3.body.data[0]).toMatchObject({ distributionId: c.campaignId, tags: { campaignId: c.campaignId } });
      await expectConsistent(c);
    });

    it('InternalTransfer: a payout is a debit once it completed, one per payout; PayoutReturn: its return is a credit and it reads Returned', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const requestedOnly = await initiatedInstruction(t, c, { amount: 40, lastName: 'Lovelace' });
      await requestPayoutWith(t, (await claimTokensFor(t, [requestedOnly.id])).get(requestedOnly.id)!, METHODS.ach, ACH_DETAILS, 'Pending');
      // Requested but not paid: its money is still on the account (allocated), so no transaction yet.
      expect((await transactionsOf(t, c)).map((row) => row.type)).toEqual(['IncomingAch']);

      const first = await settledAchPayout(c, 25);
      const second = await settledAchPayout(c, 35);
      const rows = await transactionsOf(t, c);
      expect(rows.filter((row) => row.type === 'InternalTransfer')).toEqual([
        expect.objectContaining({ direction: 'Debit', amount: 35, status: 'Completed', campaignId: c.campaignId, count: 1, description: expect.stringContaining('Payout') }),
        expect.objectContaining({ direction: 'Debit', amount: 25, status: 'Completed', campaignId: c.campaignId, count: 1 }),
      ]);
      await expectConsistent(c);

      await t.http.post(`${V3}/simulate/payout-instructions/${first}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R03' }).expect(202);
      const after = await transactionsOf(t, c);
      expect(after[0]).toMatchObject({ type: 'PayoutReturn', direction: 'Credit', amount: 25, status: 'Completed', campaignId: c.campaignId });
      expect(after.filter((row) => row.type === 'InternalTransfer').map((row) => [row.amount, row.status])).toEqual([
        [35, 'Completed'],
        [25, 'Returned'],
      ]);
      expect(second).toBeDefined();
      await expectConsistent(c);
    });

    it('Withdrawal: leaves at once (Pending), goes into the next NACHA file (Submitted), settles (Completed); a return comes back', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 0 });
      await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 500 }).expect(202);
      const destination = await withdrawalAccountOf(t, c);

      const accepted = await withdraw(t, c, { withdrawalAccountId: destination, amount: 120.5 }).expect(202);
      const id = accepted.body.transactionId as string;
      expect(await bankBalanceCents(t, c)).toEqual({ balanceCents: 37_950, unattributedCents: 37_950 });
      expect(byId(await transactionsOf(t, c), id)).toMatchObject({ type: 'Withdrawal', direction: 'Debit', amount: 120.5, status: 'Pending', campaignId: null, completedOn: null });
      await expectConsistent(c);

      expect(await trigger(c)).toBe(1);
      expect(byId(await transactionsOf(t, c), id)).toMatchObject({ status: 'Submitted', completedOn: null });
      // The NACHA file carries the withdrawal as a credit to the withdrawal account, beside any payouts.
      const [{ ach_file_id: fileId }] = await t.orm.em.getConnection().execute<{ ach_file_id: string }[]>('select ach_file_id from ach_transfer where statement_line_id = ?', [id]);
      let text = '';
      for await (const part of t.app.get(AchFiles).content(t.orm.em.fork(), fileId)) text += part;
      const file = parseNacha(text);
      expect(verifyNacha(file)).toEqual([]);
      expect(file.batches.flatMap((batch) => batch.entries)).toEqual([
        expect.objectContaining({ transactionCode: '22', receivingDFI: '02100002', DFIAccount: '000987654321', amount: '0000012050', individualName: 'ACME RESEARCH' }),
      ]);

      await simulateTransaction(t, c, id, ':settle-ach').expect(202);
      expect(byId(await transactionsOf(t, c), id)).toMatchObject({ status: 'Completed', completedOn: expect.any(String) });
      await simulateTransaction(t, c, id, ':settle-ach').expect(409);

      await simulateTransaction(t, c, id, ':return-ach', { returnReasonCode: 'R02' }).expect(202);
      const rows = await transactionsOf(t, c);
      expect(rows[0]).toMatchObject({ type: 'Withdrawal', direction: 'Credit', amount: 120.5, status: 'Completed', description: expect.stringContaining('R02') });
      expect(byId(rows, id)).toMatchObject({ status: 'Returned' });
      expect(await bankBalanceCents(t, c)).toEqual({ balanceCents: 50_000, unattributedCents: 50_000 });
      await simulateTransaction(t, c, id, ':return-ach', { returnReasonCode: 'R02' }).expect(409);
      await expectConsistent(c);
    });

    it('Refund: a campaign’s unallocated money leaves to its withdrawal account, and a returned refund is unallocated again', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 400 });
      const destination = await withdrawalAccountOf(t, c, 'campaigns');
      const accepted = await refund(t, c, { withdrawalAccountId: destination, amount: 150 }).expect(202);
      const id = accepted.body.transactionId as string;
      expect(await balancesOf(t, c)).toMatchObject({ received: 400, unallocated: 250, returned: 150 });
      expect(byId(await transactionsOf(t, c, 'campaigns'), id)).toMatchObject({ type: 'Refund', direction: 'Debit', amount: 150, status: 'Pending', campaignId: c.campaignId });
      await expectConsistent(c);

      expect(await trigger(c)).toBe(1);
      await simulateTransaction(t, c, id, ':return-ach', { returnReasonCode: 'R01' }).expect(202);
      expect(await balancesOf(t, c)).toMatchObject({ received: 400, unallocated: 400, returned: 0 });
      const rows = await transactionsOf(t, c, 'campaigns');
      expect(rows[0]).toMatchObject({ type: 'Refund', direction: 'Credit', amount: 150, campaignId: c.campaignId });
      expect(byId(rows, id)).toMatchObject({ status: 'Returned' });
      await expectConsistent(c);
    });

    it('a refund may go to a withdrawal account of the bank account holding the campaign’s money too', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 100 });
      await refund(t, c, { withdrawalAccountId: await withdrawalAccountOf(t, c, 'bank-accounts'), amount: 10 }).expect(202);
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 90, returned: 10 });
      await expectConsistent(c);
    });
  });

  describe('aggregate and paging', () => {
    it('sums InternalTransfers per day and status into one row; other types stay individual; pages walk the aggregated rows', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 1_000 });
      const paid = [];
      for (const dollars of [10, 20, 30, 40]) paid.push(await settledAchPayout(c, dollars));
      await t.http.post(`${V3}/simulate/payout-instructions/${paid[0]}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R03' }).expect(202);
      const withdrawn = (await withdraw(t, c, { withdrawalAccountId: await withdrawalAccountOf(t, c), amount: 0 })).status;
      expect(withdrawn).toBe(400);

      const aggregated = await transactionsOf(t, c, 'bank-accounts', '&aggregate=true');
      const today = new Date().toISOString().slice(0, 10);
      const internal = aggregated.filter((row) => row.type === 'InternalTransfer');
      expect(internal).toEqual([
        expect.objectContaining({ id: null, status: 'Completed', amount: 90, count: 3, createdOn: `${today}T00:00:00.000Z`, campaignId: null, description: '3 internal transfers' }),
        expect.objectContaining({ id: null, status: 'Returned', amount: 10, count: 1, createdOn: `${today}T00:00:00.000Z` }),
      ]);
      expect(aggregated.filter((row) => row.type !== 'InternalTransfer').map((row) => row.type)).toEqual(['PayoutReturn', 'IncomingAch']);
      // The campaign's aggregated rows name the campaign.
      expect((await transactionsOf(t, c, 'campaigns', '&aggregate=true')).filter((row) => row.type === 'InternalTransfer').map((row) => row.campaignId)).toEqual([c.campaignId, c.campaignId]);

      // Page by page (one row each), the same rows in the same order, and the totals count aggregated rows.
      const walked: TransactionRow[] = [];
      for (let page = 1; page <= aggregated.length + 1; page++) {
        const res = await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions?aggregate=true&pageSize=1&pageNumber=${page}`).set(c.auth).expect(200);
        expect(res.body).toMatchObject({ totalItems: aggregated.length, totalPages: aggregated.length, pageNumber: page, pageSize: 1 });
        walked.push(...res.body.data);
      }
      expect(walked).toEqual(aggregated);

      // Not aggregated: each payout, and the totals count them all.
      const all = await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions?pageSize=2`).set(c.auth).expect(200);
      expect(all.body).toMatchObject({ totalItems: 6, totalPages: 3 });
      const onlyInternal = await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions?filterByTransactionType=InternalTransfer`).set(c.auth).expect(200);
      expect(onlyInternal.body.totalItems).toBe(4);
      expect(onlyInternal.body.data.map((row: TransactionRow) => row.amount)).toEqual([40, 30, 20, 10]);
      const internalAggregated = await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions?filterByTransactionType=InternalTransfer&aggregate=true`).set(c.auth).expect(200);
      expect(internalAggregated.body).toMatchObject({ totalItems: 2, data: internal });
      const onlyIncoming = await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions?filterByTransactionType=IncomingAch&aggregate=true`).set(c.auth).expect(200);
      expect(onlyIncoming.body).toMatchObject({ totalItems: 1, data: [expect.objectContaining({ type: 'IncomingAch', count: 1 })] });
      await expectConsistent(c);
    });

    it('groups by UTC day: lines of three days make rows per day and status, newest day first, between the individual rows of those days', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 1_000 });
      const paid = new Map<number, string>();
      for (const dollars of [11, 12, 13, 14, 15]) paid.set(dollars, await settledAchPayout(c, dollars));
      await t.http.post(`${V3}/simulate/payout-instructions/${paid.get(15)}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R03' }).expect(202);
      await refund(t, c, { withdrawalAccountId: await withdrawalAccountOf(t, c, 'campaigns'), amount: 20 }).expect(202);

      // The ledger dates its lines now(); this test re-dates them over three days, with the guard that keeps their
      // dates fixed set aside for one transaction (the day sums follow, as their trigger moves a re-dated line).
      const dates: [string, number, string][] = [
        ['IncomingAch', 100_000, '2026-03-01T08:00:00Z'],
        ['InternalTransfer', 1_100, '2026-03-01T23:59:59Z'],
        ['InternalTransfer', 1_200, '2026-03-01T10:00:00Z'],
        ['InternalTransfer', 1_300, '2026-03-02T00:00:00Z'],
        ['Refund', 2_000, '2026-03-02T09:00:00Z'],
        ['InternalTransfer', 1_400, '2026-03-03T12:00:00Z'],
        ['InternalTransfer', 1_500, '2026-03-03T14:00:00Z'],
        ['PayoutReturn', 1_500, '2026-03-04T09:00:00Z'],
      ];
      await t.orm.em.fork().transactional(async (em) => {
        const connection = em.getConnection();
        await connection.execute('alter table ledger_statement_line disable trigger ledger_statement_line_guard', [], 'run', em.getTransactionContext());
        for (const [type, cents, on] of dates) {
          await connection.execute('update ledger_statement_line set created_on = ? where bank_account_id = ? and type = ? and amount_cents = ?', [on, c.bankAccountId, type, cents], 'run', em.getTransactionContext());
        }
        await connection.execute('alter table ledger_statement_line enable trigger ledger_statement_line_guard', [], 'run', em.getTransactionContext());
      });

      const rows = await transactionsOf(t, c, 'bank-accounts', '&aggregate=true');
      expect(rows.map((row) => [row.type, row.createdOn.slice(0, 10), row.status, row.count, row.amount])).toEqual([
        ['PayoutReturn', '2026-03-04', 'Completed', 1, 15],
        ['InternalTransfer', '2026-03-03', 'Completed', 1, 14],
        ['InternalTransfer', '2026-03-03', 'Returned', 1, 15],
        ['Refund', '2026-03-02', 'Pending', 1, 20],
        ['InternalTransfer', '2026-03-02', 'Completed', 1, 13],
        ['IncomingAch', '2026-03-01', 'Completed', 1, 1000],
        ['InternalTransfer', '2026-03-01', 'Completed', 2, 23],
      ]);
      const campaignRows = await transactionsOf(t, c, 'campaigns', '&aggregate=true');
      expect(campaignRows.map((row) => [row.type, row.createdOn, row.count])).toEqual(rows.map((row) => [row.type, row.createdOn, row.count]));
      await expectConsistent(c);
    });
  });

  describe('refusals move nothing', () => {
    it('answers 409 when short, 400 naming the field for bad input, 404 for another owner’s withdrawal account, 403 without the scope', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 100 });
      await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 50 }).expect(202);
      const bankDestination = await withdrawalAccountOf(t, c);
      const campaignDestination = await withdrawalAccountOf(t, c, 'campaigns');
      const before = await transactionsOf(t, c);

      const short = await withdraw(t, c, { withdrawalAccountId: bankDestination, amount: 50.01 }).expect(409);
      expect(short.body).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
      const shortRefund = await refund(t, c, { withdrawalAccountId: campaignDestination, amount: 100.01 }).expect(409);
      expect(shortRefund.body).toMatchObject({ code: 'INSUFFICIENT_DISTRIBUTION_BALANCE' });

      // Another owner's withdrawal account is unknown to this one, as an unknown id is.
      await withdraw(t, c, { withdrawalAccountId: campaignDestination, amount: 1 }).expect(404);
      await withdraw(t, c, { withdrawalAccountId: newId(), amount: 1 }).expect(404);
      const invalid = [
        [{ withdrawalAccountId: 'nope', amount: 1 }, 'withdrawalAccountId'],
        [{ withdrawalAccountId: bankDestination, amount: -1 }, 'amount'],
        [{ withdrawalAccountId: bankDestination, amount: 1.001 }, 'amount'],
        [{ withdrawalAccountId: bankDestination, amount: 100_000_000 }, 'amount'],
        [{ withdrawalAccountId: bankDestination }, 'amount'],
      ] as const;
      for (const [body, field] of invalid) {
        const res = await withdraw(t, c, body).expect(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      const otherCampaign = await claimCampaign(t, { methods: [METHODS.ach], dollars: 10 });
      const foreign = await withdrawalAccountOf(t, otherCampaign, 'campaigns');
      await refund(t, c, { withdrawalAccountId: foreign, amount: 1 }).expect(404);

      await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions?filterByTransactionType=Fee`).set(c.auth).expect(400);
      await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions?aggregate=maybe`).set(c.auth).expect(400);
      await t.http.get(`${V2}/bank-accounts/${otherCampaign.bankAccountId}/transactions`).set(c.auth).expect(404);
      await t.http.get(`${V2}/campaigns/${otherCampaign.campaignId}/transactions`).set(c.auth).expect(404);
      await t.http.post(`${V2}/bank-accounts/${otherCampaign.bankAccountId}/:withdraw`).set(c.auth).send({ withdrawalAccountId: bankDestination, amount: 1 }).expect(404);
      await simulateTransaction(t, c, newId(), ':settle-ach').expect(404);

      const viewer = bearer(await tokenFor(c.organizationId, { scopes: ['bankAccounts:view', 'campaigns:view'] }));
      await t.http.post(`${V2}/bank-accounts/${c.bankAccountId}/:withdraw`).set(viewer).send({ withdrawalAccountId: bankDestination, amount: 1 }).expect(403);
      await t.http.post(`${V2}/campaigns/${c.campaignId}/:refund`).set(viewer).send({ withdrawalAccountId: campaignDestination, amount: 1 }).expect(403);
      await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions`).set(viewer).expect(200);
      const noView = bearer(await tokenFor(c.organizationId, { scopes: ['admin:triggerTransfer'] }));
      await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/transactions`).set(noView).expect(403);

      expect(await transactionsOf(t, c)).toEqual(before);
      expect(await bankBalanceCents(t, c)).toEqual({ balanceCents: 15_000, unattributedCents: 5_000 });
      await expectConsistent(c);
    });

    it('a campaign holds its money at one bank account: a transfer on another account of its funds holder cannot be attributed to it', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 100 });
      const holders = await t.http.get(`${V2}/funds-holders`).set(c.auth).expect(200);
      await t.http.post(`${V2}/bank-accounts`).set(c.auth).send({ fundsHolderId: holders.body.data[0].id, name: 'Second' }).expect(202);
      const second = await eventually(
        async () => (await t.http.get(`${V2}/bank-accounts`).set(c.auth).expect(200)).body.data.find((a: { name: string; status: string }) => a.name === 'Second' && a.status === 'Active'),
        (account) => account !== undefined,
      );
      const refused = await t.http.post(`${V3}/simulate/bank-accounts/${second.id}/:receive-ach`).set(c.auth).send({ amount: 5, campaignId: c.campaignId }).expect(400);
      expect(refused.body.errors).toHaveProperty('distributionId');
      await expectConsistent(c);
    });
  });

  describe('idempotency and concurrency', () => {
    it('replays a withdrawal and a refund for the same Idempotency-Key: one transaction, the money moved once', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 100 });
      await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 100 }).expect(202);
      const bankDestination = await withdrawalAccountOf(t, c);
      const key = `withdraw-${newId()}`;
      const [a, b] = await Promise.all([withdraw(t, c, { withdrawalAccountId: bankDestination, amount: 30 }, key), withdraw(t, c, { withdrawalAccountId: bankDestination, amount: 30 }, key)]);
      const again = await withdraw(t, c, { withdrawalAccountId: bankDestination, amount: 30 }, key).expect(202);
      const ids = [a, b].filter((res) => res.status === 202).map((res) => res.body.transactionId);
      expect(ids.length).toBeGreaterThanOrEqual(1);
      expect(new Set([...ids, again.body.transactionId]).size).toBe(1);
      await withdraw(t, c, { withdrawalAccountId: bankDestination, amount: 31 }, key).expect(422);

      const refundKey = `refund-${newId()}`;
      const first = await refund(t, c, { withdrawalAccountId: bankDestination, amount: 20 }, refundKey).expect(202);
      const second = await refund(t, c, { withdrawalAccountId: bankDestination, amount: 20 }, refundKey).expect(202);
      expect(second.body).toEqual(first.body);

      const rows = await transactionsOf(t, c);
      expect(rows.filter((row) => row.type === 'Withdrawal')).toHaveLength(1);
      expect(rows.filter((row) => row.type === 'Refund')).toHaveLength(1);
      expect(await bankBalanceCents(t, c)).toEqual({ balanceCents: 15_000, unattributedCents: 7_000 });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 80, returned: 20 });
      const [{ count }] = (await t.orm.em.getConnection().execute(`select count(*)::int as count from ach_transfer where organization_id = ? and purpose <> 'Payout'`, [c.organizationId])) as { count: number }[];
      expect(count).toBe(2);
      await expectConsistent(c);
    });

    it('parallel withdrawals and refunds never overdraw: exactly as many succeed as the balance covers', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 100 });
      await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 100 }).expect(202);
      const destination = await withdrawalAccountOf(t, c);
      const attempts = await inParallel(Array.from({ length: 16 }, (_, i) => i), 16, (i) =>
        i % 2 === 0 ? withdraw(t, c, { withdrawalAccountId: destination, amount: 30 }) : refund(t, c, { withdrawalAccountId: destination, amount: 30 }),
      );
      const statuses = attempts.map((res) => res.status).sort();
      expect(statuses.filter((status) => status === 202)).toHaveLength(6);
      expect(statuses.filter((status) => status === 409)).toHaveLength(10);
      expect(await bankBalanceCents(t, c)).toEqual({ balanceCents: 2_000, unattributedCents: 1_000 });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 10, returned: 90 });
      await expectConsistent(c);
    });
  });

  it('a new organization’s account has an empty statement', async () => {
    const organizationId = newOrganizationId();
    const auth = bearer(await tokenFor(organizationId));
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(auth).expect(200);
    const res = await t.http.get(`${V2}/bank-accounts/${accounts.body.data[0].id}/transactions?aggregate=true`).set(auth).expect(200);
    expect(res.body).toMatchObject({ totalItems: 0, data: [] });
  });
});
