import type { INestApplicationContext } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/postgresql';
import { query } from '../../src/core/database/sql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { JobFailures, KEEPS_FAILING_AFTER } from '../../src/core/queue/job-failures';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { FieldEncryption } from '../../src/core/security/field-encryption';
import { DEFAULT_PAYOUT_SUBMIT_BATCH_SIZE } from '../../src/core/config/env.schema';
import { AchBatches, BankRails } from '../../src/modules/payouts';
import { PAYOUT_SUBMIT_JOB_OPTIONS } from '../../src/modules/payouts/payout-submission';
import { claimCampaign, claimTokensFor, draftInstructions, inParallel, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, type FundedCampaign } from '../factories/funded-campaign';
import { createTestApp, eventually, startWorker, type TestApp } from '../utils/test-app';

jest.setTimeout(180_000);

const ACH_DETAILS = { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };

/**
 * A mixed batch (issue 35, item 1): gift cards, prepaid cards and wallets (some refused by their provider) completed
 * by ONE `payouts-submit` job, and ACH transfers settled by one run of the sandbox bank's sweep. Their results mix
 * cards' credentials with nulls (a wallet has none, a settlement neither credentials nor a new reference), which the
 * set-based completion once wrote into its SQL text as `array[, , 'v1…']`: the job failed on every retry and the
 * sweep on every run, the payouts stayed Processing and no Payout was posted. Real HTTP, PostgreSQL, Redis, and the
 * worker module consuming the queues.
 */
describe('a mixed batch of payouts', () => {
  const SUBMITTED = DEFAULT_PAYOUT_SUBMIT_BATCH_SIZE; // 100: one submit job
  const ACH = 20;
  const REFUSED = new Set([7, 18, 29, 40, 51, 62, 73, 84, 95]);
  const SUBMIT_METHODS = [
    { id: METHODS.amazonGiftCard, details: (i: number) => ({ email: `mixed.${i}@example.com` }), card: true },
    { id: METHODS.visaPrepaid, details: (i: number) => ({ email: `mixed.${i}@example.com` }), card: true },
    { id: METHODS.paypal, details: (i: number) => ({ email: `mixed.${i}@example.com` }), card: false },
    { id: METHODS.venmo, details: () => ({ phoneNumber: '+12025550143' }), card: false },
  ];
  const amountOf = (i: number) => 1 + (i % 40);

  let t: TestApp;
  let worker: INestApplicationContext | undefined;
  let c: FundedCampaign;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
  });

  const sql = <T extends object>(text: string, params: unknown[] = []) => query<T>(t.orm.em.fork(), text, params);

  it('completes cards, wallets and refusals in one submit job and the ACH settlements in one sweep, with every payout, ledger line and card code recorded', async () => {
    const total = Array.from({ length: SUBMITTED + ACH }, (_, i) => amountOf(i)).reduce((a, b) => a + b, 0);
    c = await claimCampaign(t, { dollars: total + 100, methods: [...SUBMIT_METHODS.map((m) => m.id), METHODS.ach] });
    const ids = await draftInstructions(
      t,
      c,
      Array.from({ length: SUBMITTED + ACH }, (_, i) => ({ amount: amountOf(i), email: `mixed.${i}@example.com` })),
    );
    await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'None' }).expect(202);
    const tokens = await claimTokensFor(t, ids);
    // Every payout requested before any worker runs, so the dispatcher finds all 100 at once: one job.
    await inParallel(ids, 16, async (id, i) => {
      if (i >= SUBMITTED) return requestPayoutWith(t, tokens.get(id)!, METHODS.ach, ACH_DETAILS, 'Pending');
      const method = SUBMIT_METHODS[i % SUBMIT_METHODS.length];
      return requestPayoutWith(t, tokens.get(id)!, method.id, method.details(i));
    });
    const payoutOf = new Map(
      (await sql<{ id: string; payout_instruction_id: string }>('select id, payout_instruction_id from payout where payout_instruction_id = any(?::uuid[])', [ids])).map((row) => [
        row.payout_instruction_id,
        row.id,
      ]),
    );
    // The provider refuses some: its books already say Failed for their payouts' keys.
    const refused = [...REFUSED].map((i) => payoutOf.get(ids[i])!);
    await sql(
      `insert into sandbox_provider_payout (idempotency_key, category, reference, amount_cents, status)
       select 'payout-' || p.id, p.category, 'sbx_refused_' || p.id, p.amount_cents, 'Failed' from payout p where p.id = any(?::uuid[])`,
      [refused],
    );

    const failedAttempts = async () => (await t.app.get(JobFailures).read()).filter((f) => f.queue === 'payouts').reduce((sum, f) => sum + f.failed, 0);
    const failedBefore = await failedAttempts();
    worker = await startWorker();
    const statuses = (of = ids) =>
      sql<{ status: string; n: number }>('select status, count(*)::int as n from payout where payout_instruction_id = any(?::uuid[]) group by status order by status', [of]);
    await eventually(() => statuses(ids.slice(0, SUBMITTED)), (rows) => !rows.some((row) => row.status === 'Processing'), 60_000);
    expect(await statuses(ids.slice(0, SUBMITTED))).toEqual([
      { status: 'Completed', n: SUBMITTED - REFUSED.size },
      { status: 'Failed', n: REFUSED.size },
    ]);
    // One submit job asked the provider once per payout, and no attempt of any payouts job failed.
    const [asked] = await sql<{ keys: number; requests: number }>(
      `select count(*)::int as keys, sum(request_count)::int as requests from sandbox_provider_payout where idempotency_key = any(?::text[])`,
      [ids.slice(0, SUBMITTED).map((id) => `payout-${payoutOf.get(id)}`)],
    );
    // (A refused payout's entry counts the refusal written above as its first request.)
    expect(asked).toEqual({ keys: SUBMITTED, requests: SUBMITTED + REFUSED.size });
    expect(await failedAttempts()).toBe(failedBefore);

    // ACH: the batch (run here, or already by the worker's schedule) submits the 20 transfers; the sandbox bank settles
    // them in one sweep, as if its delay had passed.
    await RequestContext.create(t.orm.em, () => t.app.get(AchBatches).run(c.organizationId));
    const transfers = () => sql<{ status: string; n: number }>('select status, count(*)::int as n from ach_transfer where organization_id = ? group by status', [c.organizationId]);
    expect(await eventually(transfers, (rows) => rows[0]?.status === 'Submitted')).toEqual([{ status: 'Submitted', n: ACH }]);
    await sql(`update ach_transfer set submitted_on = submitted_on - interval '1 day' where organization_id = ?`, [c.organizationId]);
    await RequestContext.create(t.orm.em, () => t.app.get(BankRails).sandboxSweep());
    expect(await transfers()).toEqual([{ status: 'Settled', n: ACH }]);
    expect(await statuses()).toEqual([
      { status: 'Completed', n: SUBMITTED - REFUSED.size + ACH },
      { status: 'Failed', n: REFUSED.size },
    ]);
    expect(await failedAttempts()).toBe(failedBefore);

    // Every payout as due: cards with their code, wallets and settlements with their reference, refusals failed.
    const payouts = await sql<{ instruction_id: string; category: string; status: string; provider_reference: string | null; credentials_encrypted: string | null; instruction_status: string }>(
      `select p.payout_instruction_id as instruction_id, p.category, p.status, p.provider_reference, p.credentials_encrypted, i.status as instruction_status
       from payout p join payout_instruction i on i.id = p.payout_instruction_id where i.campaign_id = ?`,
      [c.campaignId],
    );
    expect(payouts).toHaveLength(SUBMITTED + ACH);
    const encryption = t.app.get(FieldEncryption);
    for (const payout of payouts) {
      const i = ids.indexOf(payout.instruction_id);
      if (REFUSED.has(i)) {
        expect(payout).toMatchObject({ status: 'Failed', credentials_encrypted: null, instruction_status: 'Restored' });
        continue;
      }
      expect(payout).toMatchObject({ status: 'Completed', instruction_status: 'Fulfilled' });
      expect(payout.provider_reference).toBeTruthy();
      const card = i < SUBMITTED && SUBMIT_METHODS[i % SUBMIT_METHODS.length].card;
      if (card) expect(JSON.parse(encryption.decrypt(payout.credentials_encrypted!))).toMatchObject({ code: expect.any(String) });
      else expect(payout.credentials_encrypted).toBeNull();
    }

    // Every ledger line: one InternalTransfer statement line per completed payout, the Payout transactions' total
    // moved from allocated to paid out, the refused amounts allocated again, and the ledger's invariants hold.
    const completed = payouts.filter((p) => p.status === 'Completed');
    const completedCents = completed.reduce((sum, p) => sum + amountOf(ids.indexOf(p.instruction_id)) * 100, 0);
    const [lines] = await sql<{ n: number; cents: string }>(
      `select count(*)::int as n, sum(l.amount_cents)::text as cents from ledger_statement_line l join payout p on p.id = l.reference_id
       where p.payout_instruction_id = any(?::uuid[]) and l.type = 'InternalTransfer'`,
      [ids],
    );
    expect(lines).toEqual({ n: completed.length, cents: String(completedCents) });
    const [posted] = await sql<{ transactions: number; cents: string }>(
      `select count(distinct t.id)::int as transactions, sum(p.amount_cents)::text as cents from ledger_transaction t join ledger_posting p on p.transaction_id = t.id join ledger_account a on a.id = p.account_id
       where t.organization_id = ? and t.kind = 'Payout' and a.kind = 'CampaignPaidOut'`,
      [c.organizationId],
    );
    // One Payout transaction for the submit job's batch and one for the sweep's settlements (each posts per campaign).
    expect(posted).toEqual({ transactions: 2, cents: String(completedCents) });
    expect(await balancesOf(t, c)).toMatchObject({ paidOut: completedCents / 100 });
    expect(await RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId))).toEqual([]);
  });

  it('shows a job that keeps failing in /metrics: its failed attempts and how many in a row, by queue and name, until one succeeds', async () => {
    const sample = async (metric: string) => {
      const text = (await t.http.get('/metrics').expect(200)).text;
      const line = text.split('\n').find((l) => l.startsWith(`${metric}{queue="payouts",name="payouts-submit"}`));
      return line ? Number(line.split(' ').pop()) : 0;
    };
    const before = await sample('bullmq_job_attempts_failed_total');
    // A submit job naming no payout id PostgreSQL can read fails on each of its attempts (backoff: 1 s, then 2 s).
    const jobs = t.app.get(JobQueue);
    await jobs.enqueue('payouts-submit', { payoutIds: ['not-a-payout-id'] }, { ...PAYOUT_SUBMIT_JOB_OPTIONS, attempts: KEEPS_FAILING_AFTER, removeOnFail: true });
    await eventually(() => sample('bullmq_job_failures_in_a_row'), (n) => n === KEEPS_FAILING_AFTER, 30_000);
    expect(await sample('bullmq_job_attempts_failed_total')).toBe(before + KEEPS_FAILING_AFTER);
    // A submit job that succeeds ends the run of failures; the count of failed attempts stays.
    await jobs.enqueue('payouts-submit', { payoutIds: [] }, PAYOUT_SUBMIT_JOB_OPTIONS);
    await eventually(() => sample('bullmq_job_failures_in_a_row'), (n) => n === 0, 30_000);
    expect(await sample('bullmq_job_attempts_failed_total')).toBe(before + KEEPS_FAILING_AFTER);
  });
});
