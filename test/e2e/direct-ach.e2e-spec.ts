import { RequestContext } from '@mikro-orm/postgresql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { DirectAchRequests } from '../../src/modules/payouts';
import { claimCampaign, METHODS } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

const BANK_ACCOUNT = { accountHolderName: 'Zoë Ångström', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'Savings' };

/**
 * Direct ACH requests (v3, docs/bank-rails.md): 202 at once, then the worker's ACH payout without a claim or an
 * email, or the instruction cancelled with `DirectAchRequestRejected` and continued on by a later request with the
 * same externalId.
 */
describe('direct ACH requests', () => {
  let sink: SmtpSink;
  let t: TestApp;
  useMailingStack((stack) => ({ sink, t } = stack));

  const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const ledgerViolations = (c: FundedCampaign) => RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
  const instruction = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body;
  const settledInstruction = (c: FundedCampaign, id: string, done: (status: string) => boolean) => eventually(() => instruction(c, id), (body) => done(body.status), 30_000);
  const activity = async (c: FundedCampaign, id: string) =>
    (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as { kind: string; description: string; details: Record<string, unknown>; actor: { type: string } }[];
  const requestsOf = (id: string) => sql<{ status: string; outcome: string | null; request_encrypted: string }>('select status, outcome, request_encrypted from direct_ach_request where payout_instruction_id = ? order by created_on', [id]);
  const payoutCount = async (id: string) => Number((await sql<{ n: string }>('select count(*) as n from payout where payout_instruction_id = ?', [id]))[0].n);
  const newEmail = () => `ach.${Math.random().toString(36).slice(2, 10)}@example.com`;

  /** `POST /v3/.../payout-instructions/:request-direct-ach` with a v3 body (`distributionId`). */
  const requestV3 = (c: FundedCampaign, body: Record<string, unknown>, status = 202) =>
    t.http.post(`${V3}/payout-instructions/:request-direct-ach`).set(c.auth).send({ distributionId: c.campaignId, firstName: 'Zoë', lastName: 'Ångström', bankAccount: BANK_ACCOUNT, ...body }).expect(status);

  it('answers 202 at once; the worker requests the ACH payout with no email, and the batch and the bank take it to Fulfilled', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const email = newEmail();
    const accepted = await requestV3(c, { externalId: 'emp-1', email, amount: 25 });
    expect(accepted.body).toEqual({ payoutInstructionId: expect.any(String), status: 'Draft' });
    const id = accepted.body.payoutInstructionId as string;

    const requested = await settledInstruction(c, id, (status) => status === 'Requested');
    expect(requested).toMatchObject({ externalId: 'emp-1', amount: 25, cancellationReason: null });
    const payout = (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
    expect(payout).toMatchObject({ status: 'Pending', category: 'AchBankTransfer', payoutMethodId: METHODS.ach, details: { bankAccountNumber: '********6789' } });
    const transfer = (await t.http.get(`${V3}/ach-transfers?payoutInstructionId=${id}`).set(c.auth).expect(200)).body;
    expect(transfer).toMatchObject({ id: payout.achTransferId, payoutId: payout.id, status: 'Pending', amount: 25, accountHolderName: 'Zoë Ångström', routingNumber: '*****0015', accountNumber: '****6789', accountType: 'Savings' });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 25, paidOut: 0 });
    expect(await requestsOf(id)).toEqual([expect.objectContaining({ status: 'Done', outcome: 'PayoutRequested' })]);
    // The bank account is kept encrypted only.
    expect((await requestsOf(id))[0].request_encrypted).not.toContain('123456789');

    const entries = await activity(c, id);
    expect(entries.map((entry) => `${entry.actor.type}:${entry.kind}`)).toEqual(['Administrator:PayoutInstructionCreated', 'System:DirectAchRequested']);
    expect(entries[1]).toMatchObject({ description: 'Direct ACH payout requested', details: { from: 'Draft', to: 'Requested', payoutId: payout.id, achTransferId: transfer.id, amount: 25 } });

    // No email of any kind: none queued, none sent.
    expect(await sql('select id from email_delivery where payout_instruction_id = ?', [id])).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(sink.to(email)).toEqual([]);

    expect((await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202)).body.count).toBe(1);
    await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(202);
    expect(await instruction(c, id)).toMatchObject({ status: 'Fulfilled' });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 0, paidOut: 25 });
    expect(sink.to(email)).toEqual([]);
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('cancels the instruction with DirectAchRequestRejected when the campaign offers no ACH', async () => {
    const c = await claimCampaign(t);
    const accepted = await requestV3(c, { externalId: 'no-ach', email: newEmail(), amount: 25 });
    const id = accepted.body.payoutInstructionId as string;
    expect(await settledInstruction(c, id, (status) => status === 'Cancelled')).toMatchObject({ cancellationReason: 'DirectAchRequestRejected' });
    const rejected = (await activity(c, id)).find((entry) => entry.kind === 'DirectAchRequestRejected')!;
    expect(rejected).toMatchObject({ actor: { type: 'System' }, details: { from: 'Draft', to: 'Cancelled', cancellationReason: 'DirectAchRequestRejected', reason: 'the campaign offers no ACH bank transfer.' } });
    expect(await payoutCount(id)).toBe(0);
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 1000, allocated: 0 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('rejects an amount the balance cannot cover, then continues on the same instruction once the campaign is funded', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 10 });
    const email = newEmail();
    const first = await requestV3(c, { externalId: 'emp-short', email, amount: 25 });
    const id = first.body.payoutInstructionId as string;
    expect(await settledInstruction(c, id, (status) => status === 'Cancelled')).toMatchObject({ cancellationReason: 'DirectAchRequestRejected' });
    const rejected = (await activity(c, id)).find((entry) => entry.kind === 'DirectAchRequestRejected')!;
    expect(rejected.details.reason).toMatch(/unallocated balance cannot cover 25/);
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 10, allocated: 0 });

    await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 100, campaignId: c.campaignId }).expect(202);
    const second = await requestV3(c, { externalId: 'emp-short', email, amount: 30 });
    expect(second.body).toEqual({ payoutInstructionId: id, status: 'Cancelled' });
    expect(await settledInstruction(c, id, (status) => status === 'Requested')).toMatchObject({ amount: 30, cancellationReason: null });
    const requested = (await activity(c, id)).find((entry) => entry.kind === 'DirectAchRequested')!;
    expect(requested.details).toMatchObject({ from: 'Cancelled', to: 'Requested', amount: 30 });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 80, allocated: 30 });
    expect((await requestsOf(id)).map((r) => r.outcome)).toEqual(['Rejected', 'PayoutRequested']);
    expect(await sql('select id from email_delivery where payout_instruction_id = ?', [id])).toEqual([]);
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('makes one payout of the same request sent twice, even at once', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const body = { externalId: 'emp-twice', email: newEmail(), amount: 40 };
    // At once: the unique externalId makes all but one creation fail, and those continue on the one created.
    const answers = await Promise.all([1, 2, 3, 4].map(() => requestV3(c, body)));
    const id = answers[0].body.payoutInstructionId as string;
    expect(answers.map((answer) => answer.body.payoutInstructionId)).toEqual([id, id, id, id]);
    await settledInstruction(c, id, (status) => status === 'Requested');
    await eventually(() => requestsOf(id), (rows) => rows.length === 4 && rows.every((row) => row.status === 'Done'), 30_000);
    const again = await requestV3(c, body);
    expect(again.body).toEqual({ payoutInstructionId: id, status: 'Requested' });
    const rows = await eventually(() => requestsOf(id), (all) => all.length === 5 && all.every((row) => row.status === 'Done'), 30_000);
    expect(rows.map((row) => row.outcome).sort()).toEqual([...Array(4).fill('AlreadyRequested'), 'PayoutRequested']);
    expect(await payoutCount(id)).toBe(1);
    expect((await activity(c, id)).filter((entry) => entry.kind === 'PayoutInstructionCreated')).toHaveLength(1);
    expect(Number((await sql<{ n: string }>('select count(*) as n from payout_instruction where campaign_id = ?', [c.campaignId]))[0].n)).toBe(1);
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 960, allocated: 40 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('answers 400 naming the field for bad input, 404 for an unknown campaign, and writes nothing', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const base = { externalId: 'emp-bad', email: newEmail(), amount: 25 };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, bankAccount: { ...BANK_ACCOUNT, routingNumber: '011000016' } }, 'bankAccount.routingNumber'],
      [{ ...base, bankAccount: { ...BANK_ACCOUNT, accountNumber: '12' } }, 'bankAccount.accountNumber'],
      [{ ...base, bankAccount: { ...BANK_ACCOUNT, accountType: 'Brokerage' } }, 'bankAccount.accountType'],
      [{ ...base, externalId: undefined }, 'externalId'],
      [{ ...base, amount: undefined }, 'amount'],
      [{ ...base, bankAccount: undefined }, 'bankAccount'],
      [{ ...base, email: 'not-an-email' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await requestV3(c, body, 400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { [field]: expect.any(Array) } });
    }
    // The v3 field name in a v3 problem.
    const noCampaign = await t.http.post(`${V3}/payout-instructions/:request-direct-ach`).set(c.auth).send({ ...base, bankAccount: BANK_ACCOUNT }).expect(400);
    expect(noCampaign.body.errors).toHaveProperty('distributionId');
    await requestV3(c, { ...base, distributionId: '0193a0f0-5c00-7000-8000-0000000000ff' }, 404);

    expect(await sql('select id from payout_instruction where campaign_id = ?', [c.campaignId])).toEqual([]);
    expect(await sql('select id from direct_ach_request where organization_id = ?', [c.organizationId])).toEqual([]);
  });

  it('is served under the v2 prefix too, with campaignId', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const accepted = await t.http
      .post(`${V2}/payout-instructions/:request-direct-ach`)
      .set(c.auth)
      .send({ campaignId: c.campaignId, externalId: 'emp-v2', email: newEmail(), amount: 12.5, bankAccount: { ...BANK_ACCOUNT, accountType: 'Checking' } })
      .expect(202);
    const id = accepted.body.payoutInstructionId as string;
    expect(await settledInstruction(c, id, (status) => status === 'Requested')).toMatchObject({ amount: 12.5 });
    expect((await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(c.auth).expect(200)).body).toMatchObject({ status: 'Pending', accountType: 'Checking', amount: 12.5 });
  });

  it('a queued request whose job was lost is decided by the sweep', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const accepted = await requestV3(c, { externalId: 'emp-lost', email: newEmail(), amount: 5 });
    const id = accepted.body.payoutInstructionId as string;
    await settledInstruction(c, id, (status) => status === 'Requested');
    // As if the job had been lost before running: a request queued long ago with no job in Redis.
    await sql(
      `insert into direct_ach_request (id, organization_id, campaign_id, payout_instruction_id, request_encrypted, status, created_on)
       select uuid_generate_v7(), organization_id, campaign_id, payout_instruction_id, request_encrypted, 'Queued', now() - interval '5 minutes'
       from direct_ach_request where payout_instruction_id = ?`,
      [id],
    );
    const swept = await RequestContext.create(t.orm.em, () => t.app.get(DirectAchRequests).sweep());
    expect(swept.requeued).toBeGreaterThanOrEqual(1);
    const rows = await eventually(() => requestsOf(id), (all) => all.every((row) => row.status === 'Done'), 30_000);
    expect(rows.map((row) => row.outcome).sort()).toEqual(['AlreadyRequested', 'PayoutRequested']);
    expect(await payoutCount(id)).toBe(1);
  });
});
