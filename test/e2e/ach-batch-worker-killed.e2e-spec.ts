import { RequestContext } from '@mikro-orm/postgresql';
import { Queue } from 'bullmq';
import { scopeToOrganization } from '../../src/core/database/tenant-filter';
import { InstructionProgress, PayoutInstructionsService } from '../../src/modules/payout-instructions';
import { AchFiles, PayoutsService } from '../../src/modules/payouts';
import { claimCampaign, claimTokensFor, draftInstructions, inParallel, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, type FundedCampaign } from '../factories/funded-campaign';
import { parseNacha, verifyNacha } from '../utils/nacha-reader';
import { eventually, type TestApp } from '../utils/test-app';
import { killWorker, startWorkerProcess, useWorkerProcesses } from '../utils/worker-process';

jest.setTimeout(180_000);

/** The advisory lock that serialises ACH batches (src/modules/payouts/ach/ach-batches.ts). */
const ACH_BATCH_LOCK = 7_310_001;

/** Transfers per part of the file here (ACH_BATCH_PART_SIZE of the worker; 1,000 in production). */
const PART = 50;

/**
 * An ACH batch killed midway (docs/bank-rails.md): 125 beneficiaries wait with a `Pending` ACH transfer; the
 * scheduled `ach-batch` job of the real compiled worker (`dist/workers/main.js`, a child process, with
 * `ACH_BATCH_PART_SIZE=50`: the same batch in parts of 50 instead of 1,000) takes them into one NACHA file, and the
 * worker is SIGKILLed in the middle of it, after two of its three parts (50, 50, 25) are written and their transfers
 * marked `Submitted`. Nothing of it remains: no file, every transfer `Pending`, every payout `Pending`, no
 * activity. A second worker's batch then submits each transfer exactly once, into exactly one file whose entries are
 * the transfers.
 *
 * Where the kill lands is made certain by a row lock this test holds (a connection of its own, `FOR UPDATE`) on the
 * payout of the 76th transfer in id order (the batch's order): the batch writes the header and its first part
 * (transfers 1–50, marked `Submitted`, their payouts `Processing`, their activity), its second part and marks
 * transfers 51–100 `Submitted`, then waits on that row when it moves the second part's payouts to `Processing`.
 * The test sees it waiting in pg_stat_activity, holding the batch's advisory lock, every transfer (it reads one part
 * ahead of the one it writes) and the first part's payouts but none of the third's, kills it, then lets go.
 * (Without the lock a batch takes milliseconds, too short to aim a kill at. The scale is not what is tested: the parts
 * are, and three parts of 50 go through the same code as three of 1,000, which took 2,500 beneficiaries and 50 s to
 * set up.)
 *
 * How this test would fail: were a batch to commit part by part (a transaction per part, or the file row
 * written in a transaction of its own), the kill would leave an `ach_file` with its header and first part and 50
 * transfers `Submitted` whose file is never finished; the checks right after the kill see the file and the transfers.
 * Were the next batch to take transfers a dead one had taken (no `status = 'Pending'` guard, or the dead one's
 * changes somehow kept), some transfer would be in two files or have two trace numbers, two `AchTransferSubmitted`
 * entries, and the file would not hold exactly the 125; the checks at the end count each of those. Were the
 * batch to lose transfers (a keyset that skips, a part not written), the file's entries and the transfers' trace
 * numbers would differ. `verifyNacha` recomputes every count, hash and total the file states.
 */
describe('an ACH batch worker killed mid-batch', () => {
  const N = 2.5 * PART;
  /** Instructions created, and payouts requested, over HTTP; the others through the same service calls in-process. */
  const OVER_HTTP = 30;
  let t: TestApp;
  let prefix: string;
  let c: FundedCampaign;

  const workers = useWorkerProcesses('achkilled');
  beforeAll(() => ({ t, prefix } = workers));

  const { sql, countBy, holdLock, settled } = workers;
  const transferStatuses = () => countBy('select status as key, count(*)::int as n from ach_transfer group by status');
  const payoutStatuses = () => countBy('select status as key, count(*)::int as n from payout group by status');
  const submittedEntries = async () => (await sql(`select count(*)::int as n from payout_instruction_activity where kind = 'AchTransferSubmitted'`))[0].n as number;
  const files = async () => (await sql('select (select count(*)::int from ach_file) as files, (select count(*)::int from ach_file_part) as parts'))[0] as { files: number; parts: number };

  /** A backend waiting for a lock, and the backend holding the batch's advisory lock (null when none). */
  const batchState = async (): Promise<{ waiting: { pid: number; query: string } | null; lockHolder: number | null }> => {
    const [waiting] = await sql(
      `select pid, query from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and backend_type = 'client backend'`,
    );
    const [holder] = await sql(`select pid from pg_locks where locktype = 'advisory' and objid = ? and granted`, [ACH_BATCH_LOCK]);
    return { waiting: waiting ?? null, lockHolder: holder?.pid ?? null };
  };


  /** An in-process service call as a request runs it: in a MikroORM request context of its own. */
  const asRequest = <T>(work: () => Promise<T>): Promise<T> => RequestContext.create(t.orm.em, work);

  const amountOf = (index: number) => 1 + (index % 50);
  const ROUTING = ['011000015', '021000021', '026009593', '121000358'];
  const NAMES = ['Zoë Ångström', 'Ada Lovelace', 'Grace Hopper', 'José Núñez'];
  const detailsOf = (index: number) => ({
    fullName: NAMES[index % NAMES.length],
    bankRoutingNumber: ROUTING[index % ROUTING.length],
    bankAccountNumber: String(100_000_000 + index).padStart(12, '0'),
    bankAccountType: index % 3 === 0 ? ('Savings' as const) : ('Checking' as const),
  });

  /** The worker with the ACH batch every 10 s (the least allowed) in parts of PART; the sandbox bank never settles within the test. */
  const startWorker = () =>
    startWorkerProcess({ queuePrefix: prefix, env: { ACH_BATCH_EVERY_SECONDS: '10', ACH_BATCH_PART_SIZE: String(PART), ACH_SANDBOX_SETTLE_SECONDS: '3600' } });

  it('leaves nothing behind when killed midway, and the next batch submits every transfer exactly once', async () => {
    const started = Date.now();
    const total = Array.from({ length: N }, (_, i) => amountOf(i)).reduce((a, b) => a + b, 0);
    c = await claimCampaign(t, { dollars: total + 1_000, methods: [METHODS.ach] });
    const bodies = Array.from({ length: N }, (_, i) => ({ amount: amountOf(i), firstName: 'Ada', lastName: `Payee ${i}`, email: `ach.${i}@example.com` }));
    // The first instructions over HTTP; the others through the service call of that route (the same rows, without
    // HTTP's cost).
    const principal = { organizationId: c.organizationId, subject: 'admin-ada', scopes: new Set<string>(), operator: false, machine: false, emailVerified: false };
    const instructions = t.app.get(PayoutInstructionsService);
    const ids = [
      ...(await draftInstructions(t, c, bodies.slice(0, OVER_HTTP))),
      ...(await inParallel(bodies.slice(OVER_HTTP), 8, (body) =>
        asRequest(async () => {
          scopeToOrganization(t.orm.em, c.organizationId);
          return (await instructions.create(principal, { campaignId: c.campaignId, ...body })).id;
        }),
      )),
    ];
    const initiated = await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'None' }).expect(202);
    expect(initiated.body.count).toBe(N);
    const tokens = await claimTokensFor(t, ids.slice(0, OVER_HTTP));
    // The first beneficiaries over HTTP, the others through the very service calls of those three routes (session,
    // method, payout): the same transactions and rows, without HTTP's cost.
    await inParallel(ids.slice(0, OVER_HTTP), 8, (id, i) => requestPayoutWith(t, tokens.get(id)!, METHODS.ach, detailsOf(i), 'Pending'));
    // The others: what the claim's request does in its transaction once the session and the details are checked, by
    // the same services (the instruction locked, the method selected, PayoutsService.request: the payout `Pending`
    // and, through BankRails.open, its transfer with the account number encrypted), 25 instructions a transaction.
    const [method] = await sql(`select id, name, category from payout_method where id = ?`, [METHODS.ach]);
    const progress = t.app.get(InstructionProgress);
    const payouts = t.app.get(PayoutsService);
    const rest = ids.slice(OVER_HTTP).map((id, i) => ({ id, details: detailsOf(OVER_HTTP + i) }));
    const chunks = Array.from({ length: Math.ceil(rest.length / 25) }, (_, k) => rest.slice(k * 25, (k + 1) * 25));
    await inParallel(chunks, 4, (chunk) =>
      asRequest(() =>
        t.orm.em.transactional(async (em) => {
          scopeToOrganization(em, c.organizationId);
          for (const { id, details } of chunk) {
            const instruction = (await progress.lock(em, id))!;
            await progress.selectMethod(em, instruction, method);
            const record = await payouts.request(em, instruction, method, details);
            if (record.payout.status !== 'Pending' || !record.payout.achTransferId) throw new Error(`Payout requested as ${record.payout.status}`);
            // Written: the next instruction's flushes need not look at this one's entities again.
            em.clear();
          }
        }),
      ),
    );
    expect(await transferStatuses()).toEqual({ Pending: N });
    expect(await payoutStatuses()).toEqual({ Pending: N });
    const transfersBefore: { id: string; payout_id: string }[] = await sql('select id, payout_id from ach_transfer order by id');
    const prepared = Date.now();

    // 1. Killed midway: the payout of the 76th transfer is locked here, so the batch waits in its second part.
    const held = transfersBefore[PART + PART / 2];
    const release = await holdLock('select id from payout where id = $1 for update', [held.payout_id]);
    let worker = startWorker();
    try {
      const atKill = await eventually(batchState, (s) => s.waiting !== null && s.lockHolder !== null, 30_000);
      // The waiting backend is the batch: it holds the advisory lock and is moving payouts to Processing.
      expect(atKill.waiting!.pid).toBe(atKill.lockHolder);
      expect(atKill.waiting!.query).toMatch(/^update payout p set status = 'Processing'/);
      // It has taken (locked) every transfer: it reads one part ahead, so the third part's 25 were taken while it
      // wrote the second. No row is left for another connection to lock.
      const [{ free }] = await sql(`select count(*)::int as free from (select id from ach_transfer where status = 'Pending' for update skip locked) pending`);
      expect(free).toBe(0);
      // Some of the work done and some not, as the row locks show it: the first part's payouts are the batch's (it
      // moved them to Processing), the third part's are untouched (it has not come to them).
      const freePayouts = async (of: { payout_id: string }[]) =>
        (await sql(`select count(*)::int as n from (select id from payout where id = any(?::uuid[]) for update skip locked) free`, [`{${of.map((x) => x.payout_id).join(',')}}`]))[0]
          .n as number;
      expect(await freePayouts(transfersBefore.slice(0, PART))).toBe(0);
      expect(await freePayouts(transfersBefore.slice(2 * PART))).toBe(N - 2 * PART);
      await killWorker(worker);
    } finally {
      // The dead worker's waiting statement goes through once the lock is gone; its backend then finds the client
      // gone and rolls the whole transaction back.
      await release();
    }
    await settled();
    const killedAt = Date.now();

    // Nothing of the killed batch remains: no file nor part, every transfer and payout as before, no activity.
    expect(await files()).toEqual({ files: 0, parts: 0 });
    expect(await transferStatuses()).toEqual({ Pending: N });
    expect(
      await sql(`select count(*)::int as n from ach_transfer where ach_file_id is not null or trace_number is not null or submitted_on is not null or effective_date is not null`),
    ).toEqual([{ n: 0 }]);
    expect(await payoutStatuses()).toEqual({ Pending: N });
    expect(await sql(`select count(*)::int as n from payout where submitted_on is not null or provider_reference is not null`)).toEqual([{ n: 0 }]);
    expect(await submittedEntries()).toBe(0);
    expect((await batchState()).lockHolder).toBeNull();

    // 2. A new worker: the schedule it sets up as it boots runs the batch at once, and the batch takes every transfer.
    // The dead worker's schedule is removed first, as an operator's pause does: left in Redis, its next run would come
    // 10 s after the dead worker's first, a time the new worker's upsert keeps, and the test would wait for it.
    const payoutsQueue = new Queue('payouts', { connection: { url: process.env.REDIS_URL }, prefix });
    try {
      expect(await payoutsQueue.removeJobScheduler('ach-batch')).toBe(true);
    } finally {
      await payoutsQueue.close();
    }
    worker = startWorker();
    await eventually(transferStatuses, (s) => s.Submitted === N, 40_000);
    const batchedAt = Date.now();
    await killWorker(worker);
    await settled();

    // Exactly one file, and every transfer in it once, with a trace number of its own.
    const [file] = await sql('select id from ach_file');
    expect(await files()).toEqual({ files: 1, parts: 1 + 3 + 1 });
    const transfers: { id: string; payout_id: string; payout_instruction_id: string; amount_cents: string; account_number_last4: string; trace_number: string; ach_file_id: string }[] = await sql(
      'select id, payout_id, payout_instruction_id, amount_cents, account_number_last4, trace_number, ach_file_id from ach_transfer order by id',
    );
    expect(transfers).toHaveLength(N);
    expect(transfers.map((x) => x.id)).toEqual(transfersBefore.map((x) => x.id));
    expect(transfers.filter((x) => x.ach_file_id !== file.id)).toEqual([]);
    expect(new Set(transfers.map((x) => x.trace_number)).size).toBe(N);
    expect(await transferStatuses()).toEqual({ Submitted: N });

    // The file, read back with nach2's layouts: consistent with itself, and its entries are exactly the transfers.
    let text = '';
    for await (const part of t.app.get(AchFiles).content(t.orm.em.fork(), file.id)) text += part;
    const nacha = parseNacha(text);
    expect(verifyNacha(nacha)).toEqual([]);
    expect(nacha.batches).toHaveLength(3);
    const entries = nacha.batches.flatMap((b) => b.entries);
    expect(entries).toHaveLength(N);
    const byTrace = new Map(transfers.map((x) => [x.trace_number, x]));
    expect(entries.map((e) => e.traceNumber).sort()).toEqual([...byTrace.keys()].sort());
    // Each entry carries its transfer's amount, account and id (the last 15 hex digits in the individual id).
    const mismatched = entries.filter((e) => {
      const x = byTrace.get(e.traceNumber)!;
      return Number(e.amount) !== Number(x.amount_cents) || !e.DFIAccount.endsWith(x.account_number_last4) || e.idNumber !== x.id.replace(/-/g, '').slice(-15).toUpperCase();
    });
    expect(mismatched).toEqual([]);
    expect(Number(nacha.control!.totalCredit)).toBe(total * 100);
    expect(await t.app.get(AchFiles).summary(t.orm.em.fork(), file.id)).toMatchObject({ entryCount: N, batchCount: 3, totalCreditCents: total * 100 });

    // Every payout Processing, its reference the trace number; one AchTransferSubmitted entry per instruction.
    expect(await payoutStatuses()).toEqual({ Processing: N });
    expect(await sql(`select count(*)::int as n from payout p join ach_transfer x on x.payout_id = p.id where p.provider_reference = x.trace_number and p.submitted_on is not null`)).toEqual([
      { n: N },
    ]);
    expect(
      await sql(
        `select count(*)::int as entries, count(distinct a.payout_instruction_id)::int as instructions,
                count(*) filter (where a.details->>'achFileId' = x.ach_file_id::text and a.details->>'traceNumber' = x.trace_number and (a.details->>'achTransferId')::uuid = x.id)::int as matching
         from payout_instruction_activity a join ach_transfer x on x.payout_instruction_id = a.payout_instruction_id
         where a.kind = 'AchTransferSubmitted'`,
      ),
    ).toEqual([{ entries: N, instructions: N, matching: N }]);

    console.log(
      `${N} ACH transfers: setup ${((prepared - started) / 1000).toFixed(1)} s, first worker until killed ${((killedAt - prepared) / 1000).toFixed(1)} s, ` +
        `second worker's batch ${((batchedAt - killedAt) / 1000).toFixed(1)} s`,
    );
  });
});
