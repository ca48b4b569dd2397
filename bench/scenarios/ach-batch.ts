import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { loadConfig } from '../../src/core/config/app-config';
import { FieldEncryption } from '../../src/core/security/field-encryption';
import { createCampaign, type Scenario } from './scenario';
import { rssMiB, start, stop, until } from './upload-import';
import { cpuSeconds } from '../process-cpu';

const TRANSFERS = 100_000;
/** The targets: the batch from its job's start to its commit, and the worker's memory meanwhile. */
const TARGET_SECONDS = 10;
const TARGET_RSS_MIB = 256;
const START_TIMEOUT_MS = 30_000;
const BATCH_TIMEOUT_MS = 180_000;
const SAMPLE_MS = 100;
/** Catalog id of the ACH bank transfer method (fixed by the payout methods migration). */
const ACH_METHOD_ID = '0193a0f0-5c00-7000-8000-000000000008';
/** Parts read back at a time when the file is checked (each part is one NACHA batch of up to 1,000 entries). */
const PARTS_AT_A_TIME = 10;

/** A few distinct bank accounts, each encrypted once by the app's FieldEncryption; the transfers reuse their ciphertexts. */
const ACCOUNTS = [
  { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' },
  { fullName: 'Zoë Ångström', bankRoutingNumber: '021000021', bankAccountNumber: '4000123', bankAccountType: 'Savings' },
  { fullName: 'Grace Hopper', bankRoutingNumber: '026009593', bankAccountNumber: '12345678901234567', bankAccountType: 'Checking' },
  { fullName: 'José Núñez', bankRoutingNumber: '121000358', bankAccountNumber: '987654321', bankAccountType: 'Checking' },
  { fullName: '李小龍', bankRoutingNumber: '011000028', bankAccountNumber: '55501234', bankAccountType: 'Savings' },
  { fullName: 'Mary Jackson', bankRoutingNumber: '021000021', bankAccountNumber: '000000009876', bankAccountType: 'Savings' },
  { fullName: 'Katherine Johnson', bankRoutingNumber: '011000015', bankAccountNumber: '31415926535', bankAccountType: 'Checking' },
] as const;

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

interface FileCheck {
  bytes: number;
  lines: number;
  batches: number;
  entries: number;
  entryHash: string;
  totalCreditCents: bigint;
  problems: string[];
}

/**
 * Reads the file back part by part (each decrypted), a few parts at a time (never the whole text at once), and checks what matters
 * for a bank: every line 94 characters and CRLF-ended, the record types in order, a multiple of 10 lines, and the
 * counts, entry hash and credit total of each batch control and of the file control recomputed from the entries.
 */
async function checkFile(db: Client, encryption: FieldEncryption, achFileId: string): Promise<FileCheck> {
  const check: FileCheck = { bytes: 0, lines: 0, batches: 0, entries: 0, entryHash: '', totalCreditCents: 0n, problems: [] };
  const problem = (text: string) => {
    if (check.problems.length < 10) check.problems.push(text);
  };
  let fileHash = 0n;
  let batchHash = 0n;
  let batchCredit = 0n;
  let batchEntries = 0;
  let previous = '';
  let fileControl: string | null = null;
  for (let from = 0; ; from += PARTS_AT_A_TIME) {
    const { rows } = await db.query<{ content_encrypted: string }>('select content_encrypted from ach_file_part where ach_file_id = $1 and part_number >= $2 order by part_number limit $3', [
      achFileId,
      from,
      PARTS_AT_A_TIME,
    ]);
    for (const row of rows) {
      const content = encryption.decrypt(row.content_encrypted);
      check.bytes += Buffer.byteLength(content);
      if (!content.endsWith('\r\n')) problem(`a part does not end with CRLF`);
      for (const line of content.slice(0, -2).split('\r\n')) {
        check.lines++;
        if (line.length !== 94) problem(`line ${check.lines} has ${line.length} characters`);
        const type = line === '9'.repeat(94) && fileControl !== null ? 'F' : line[0];
        const allowed: Record<string, string> = { '': '1', '1': '5', '5': '6', '6': '68', '8': '59', '9': 'F', F: 'F' };
        if (!(allowed[previous] ?? '').includes(type)) problem(`line ${check.lines}: record ${type} after ${previous || 'nothing'}`);
        previous = type;
        if (type === '5') {
          check.batches++;
          batchHash = 0n;
          batchCredit = 0n;
          batchEntries = 0;
        } else if (type === '6') {
          check.entries++;
          batchEntries++;
          batchHash += BigInt(line.slice(3, 11));
          batchCredit += BigInt(line.slice(29, 39));
          fileHash += BigInt(line.slice(3, 11));
          check.totalCreditCents += BigInt(line.slice(29, 39));
        } else if (type === '8') {
          const expected = `${String(batchEntries).padStart(6, '0')}${String(batchHash % 10_000_000_000n).padStart(10, '0')}${'0'.repeat(12)}${String(batchCredit).padStart(12, '0')}`;
          if (line.slice(4, 44) !== expected) problem(`batch ${check.batches} control ${line.slice(4, 44)}, not ${expected}`);
        } else if (type === '9') {
          fileControl = line;
        }
      }
    }
    if (rows.length < PARTS_AT_A_TIME) break;
  }
  check.entryHash = String(fileHash % 10_000_000_000n).padStart(10, '0');
  if (check.lines % 10 !== 0) problem(`${check.lines} lines, not a multiple of 10`);
  if (fileControl === null) {
    problem('no file control');
  } else {
    const expected =
      String(check.batches).padStart(6, '0') +
      String(check.lines / 10).padStart(6, '0') +
      String(check.entries).padStart(8, '0') +
      check.entryHash +
      '0'.repeat(12) +
      String(check.totalCreditCents).padStart(12, '0');
    if (fileControl.slice(1, 55) !== expected) problem(`file control ${fileControl.slice(1, 55)}, not ${expected}`);
  }
  return check;
}

/**
 * The ACH batch target: 100,000 `Pending` ACH transfers go into one NACHA file and are marked `Submitted` in under
 * 10 s, the worker staying under 256 MiB (the file is written part by part, never whole in memory). The transfers
 * are written with SQL as `BankRails.open` and `PayoutsService.create` write them (instructions `Requested`, payouts
 * `Pending` of category `AchBankTransfer` with their `ach_transfer_id`, account numbers encrypted by the app's
 * `FieldEncryption`: seven accounts, each encrypted once, their ciphertexts reused). The worker
 * (`node dist/workers/main.js`) starts with the `payouts` queue paused; on the resume its `ach-batch` scheduler's
 * first job (a scheduler with `every` runs at once, then every ACH_BATCH_EVERY_SECONDS, a day here) runs the batch
 * for every organization. Measured: the job from BullMQ's `processedOn` to `finishedOn` (its transaction committed),
 * the resume until every transfer is `Submitted` (polled), the worker's resident memory every 100 ms and its peak
 * (`VmHWM`), its CPU time; then the file is read back part by part and its lines, records, counts, hashes and totals
 * checked against the transfers.
 */
export const achBatch: Scenario = {
  name: `ACH batch of ${TRANSFERS.toLocaleString('en-US')} pending transfers → one NACHA file`,
  description: 'One ach-batch job: keyset over the pending transfers 1,000 at a time, one file part per 1,000, all in one transaction.',
  async run(ctx) {
    const db = new Client({ connectionString: ctx.databaseUrl });
    const queue = new Queue('payouts', { connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: 1 }, prefix: process.env.QUEUE_PREFIX! });
    let worker: ChildProcess | undefined;
    try {
      await db.connect();
      const campaignId = await createCampaign(ctx, 'Bench ACH batch');
      const config = loadConfig();
      const encryption = new FieldEncryption(config.dataEncryptionKey, config.dataEncryptionOldKeys);
      const prepareStarted = performance.now();
      await db.query('begin');
      await db.query(
        `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, last_name, email, amount_cents, status, payout_method_id, link_version, initiated_on)
         select uuid_generate_v7(), $1, $2, 'ACH-' || g, 'Bench', 'Payee ' || g, 'ach' || g || '@example.com', 100 + g % 4900, 'Requested', $3, 1, now()
         from generate_series(1, $4) g`,
        [ctx.organizationId, campaignId, ACH_METHOD_ID, TRANSFERS],
      );
      // One payout and one transfer per instruction, their ids made once per row (a CTE read twice is materialized).
      await db.query(
        `with numbered as (
           select id, amount_cents, (row_number() over (order by id) - 1) % $4 + 1 as account, uuid_generate_v7() as payout_id, uuid_generate_v7() as transfer_id
           from payout_instruction where campaign_id = $2
         ), transfers as (
           insert into ach_transfer (id, organization_id, payout_instruction_id, payout_id, amount_cents, status, account_holder_name, routing_number,
                                     account_number_encrypted, account_number_last4, account_type)
           select transfer_id, $1, id, payout_id, amount_cents, 'Pending', ($5::text[])[account], ($6::text[])[account], ($7::text[])[account], ($8::text[])[account], ($9::text[])[account]
           from numbered
         )
         insert into payout (id, organization_id, payout_instruction_id, campaign_id, payout_method_id, category, amount_cents, status, details_encrypted, ach_transfer_id)
         select payout_id, $1, id, $2, $3, 'AchBankTransfer', amount_cents, 'Pending', ($10::text[])[account], transfer_id from numbered`,
        [
          ctx.organizationId,
          campaignId,
          ACH_METHOD_ID,
          ACCOUNTS.length,
          ACCOUNTS.map((a) => a.fullName),
          ACCOUNTS.map((a) => a.bankRoutingNumber),
          ACCOUNTS.map((a) => encryption.encrypt(a.bankAccountNumber)),
          ACCOUNTS.map((a) => a.bankAccountNumber.slice(-4)),
          ACCOUNTS.map((a) => a.bankAccountType),
          ACCOUNTS.map((a) => encryption.encryptJson(a)),
        ],
      );
      await db.query('commit');
      await db.query('analyze payout_instruction; analyze payout; analyze ach_transfer');
      const prepareMs = performance.now() - prepareStarted;
      const { rows: sums } = await db.query<{ n: string; cents: string }>(`select count(*) as n, sum(amount_cents) as cents from ach_transfer where status = 'Pending'`);
      if (Number(sums[0].n) !== TRANSFERS) throw new Error(`${sums[0].n} pending transfers, not ${TRANSFERS}`);

      // Paused before the worker starts: its schedulers' first jobs wait for the resume.
      await queue.pause();
      // BENCH_WORKER_NODE_OPTIONS: flags for the worker alone, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the batch.
      const workerEnv = { ...process.env, ACH_BATCH_EVERY_SECONDS: '86400', ACH_SANDBOX_SETTLE_SECONDS: '86400', NODE_OPTIONS: process.env.BENCH_WORKER_NODE_OPTIONS ?? '' };
      worker = start('workers/main.js', workerEnv, 'worker');
      const pid = worker.pid!;
      await until('worker up', START_TIMEOUT_MS, async () => ((await queue.getWorkersCount()) > 0 ? true : undefined));
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const idle = rssMiB(pid, 'VmRSS');
      const idleHwm = rssMiB(pid);

      let sampledPeak = 0;
      const { rows: own } = await db.query<{ pid: number }>('select pg_backend_pid() as pid');
      const pollerPid = own[0].pid;
      // What the worker's connections (the batch's) are doing at each sample: its statement (by its first words), or waiting on the worker.
      const statements = new Map<string, number>();
      const watcher = new Client({ connectionString: ctx.databaseUrl });
      await watcher.connect();
      let sampling = false;
      const sampler = setInterval(() => {
        sampledPeak = Math.max(sampledPeak, rssMiB(pid, 'VmRSS'));
        if (sampling) return;
        sampling = true;
        watcher
          .query<{ state: string; query: string }>(
            `select state, query from pg_stat_activity
             where datname = current_database() and pid not in (pg_backend_pid(), $1) and backend_type = 'client backend' and (state = 'active' or state like 'idle in transaction%')`,
            [pollerPid],
          )
          .then(({ rows }) => {
            for (const row of rows) {
              const key = row.state === 'active' ? row.query.replace(/\s+/g, ' ').slice(0, 48) : `(${row.state}: the worker's turn)`;
              statements.set(key, (statements.get(key) ?? 0) + 1);
            }
          })
          .catch(() => undefined)
          .finally(() => {
            sampling = false;
          });
      }, SAMPLE_MS);
      const cpuBefore = cpuSeconds(pid);
      const resumed = performance.now();
      const resumedAt = Date.now();
      await queue.resume();
      let submitted = 0;
      try {
        await until('every transfer Submitted', BATCH_TIMEOUT_MS, async () => {
          const { rows } = await db.query<{ n: string }>(`select count(*) as n from ach_transfer where status = 'Submitted'`);
          submitted = Number(rows[0].n);
          return submitted === TRANSFERS ? true : undefined;
        });
      } finally {
        clearInterval(sampler);
        await watcher.end().catch(() => undefined);
      }
      const polledMs = performance.now() - resumed;
      const cpu = cpuSeconds(pid) - cpuBefore;
      const peak = rssMiB(pid);
      const job = await until('the ach-batch job completed', 10_000, async () =>
        (await queue.getJobs(['completed'])).find((j) => j.name === 'ach-batch' && (j.returnvalue as { count?: number } | null)?.count === TRANSFERS),
      );
      const jobMs = job.finishedOn! - job.processedOn!;
      await stop(worker);
      worker = undefined;

      const { rows: fileRows } = await db.query<{ id: string; entry_count: number; batch_count: number; entry_hash: string; total_credit_cents: string; line_count: number }>(
        'select id, entry_count, batch_count, entry_hash, total_credit_cents, line_count from ach_file',
      );
      const { rows: transfers } = await db.query<{ files: string; traces: string; submitted: string }>(
        `select count(distinct ach_file_id) as files, count(distinct trace_number) as traces, count(*) filter (where status = 'Submitted') as submitted from ach_transfer`,
      );
      const { rows: payouts } = await db.query<{ n: string }>(`select count(*) as n from payout where status = 'Processing' and provider_reference is not null`);
      const { rows: entries } = await db.query<{ n: string }>(`select count(*) as n from payout_instruction_activity where kind = 'AchTransferSubmitted'`);
      const checkStarted = performance.now();
      const file = fileRows.length === 1 ? await checkFile(db, encryption, fileRows[0].id) : null;
      const checkMs = performance.now() - checkStarted;
      const expectedLines = Math.ceil((2 + TRANSFERS + 2 * Math.ceil(TRANSFERS / 1000)) / 10) * 10;
      const problems = [
        ...(fileRows.length !== 1 ? [`${fileRows.length} ach_file rows`] : []),
        ...(file?.problems ?? []),
        ...(file && file.entries !== TRANSFERS ? [`${file.entries} entries in the file`] : []),
        ...(file && file.lines !== expectedLines ? [`${file.lines} lines, not ${expectedLines}`] : []),
        ...(file && file.totalCreditCents !== BigInt(sums[0].cents) ? [`file credits ${file.totalCreditCents} cents, transfers ${sums[0].cents}`] : []),
        ...(file && (fileRows[0].entry_count !== TRANSFERS || fileRows[0].entry_hash !== file.entryHash || fileRows[0].line_count !== file.lines || fileRows[0].total_credit_cents !== sums[0].cents)
          ? [`ach_file row ${JSON.stringify(fileRows[0])} differs from the file`]
          : []),
        ...(Number(transfers[0].submitted) !== TRANSFERS || Number(transfers[0].traces) !== TRANSFERS || Number(transfers[0].files) !== 1 ? [`transfers ${JSON.stringify(transfers[0])}`] : []),
        ...(Number(payouts[0].n) !== TRANSFERS ? [`${payouts[0].n} payouts Processing`] : []),
        ...(Number(entries[0].n) !== TRANSFERS ? [`${entries[0].n} AchTransferSubmitted entries`] : []),
      ];
      if (problems.length) console.error(`\nACH batch: ${problems.join('; ')}`);
      return {
        concurrency: 1,
        requests: 1,
        errors: problems.length ? 1 : 0,
        elapsedMs: jobMs,
        requestsPerSecond: (1 / jobMs) * 1000,
        p50Ms: jobMs,
        p95Ms: jobMs,
        p99Ms: jobMs,
        maxMs: jobMs,
        figures: {
          'transfers written with SQL (instructions, payouts, transfers)': `${count(TRANSFERS)} in ${seconds(prepareMs)}`,
          [`batch, job start to commit (target < ${TARGET_SECONDS} s)`]: `${seconds(jobMs)}: ${count((TRANSFERS / jobMs) * 1000)} transfers/s${jobMs > TARGET_SECONDS * 1000 ? ' — OVER THE TARGET' : ''}`,
          'resume to every transfer Submitted (polled every 100 ms)': `${seconds(polledMs)} (job started ${seconds(job.processedOn! - resumedAt)} after the resume)`,
          'worker CPU time, resume to all Submitted': `${cpu.toFixed(1)} s (${Math.round((cpu / (polledMs / 1000)) * 100)} % of one core; ${((cpu / TRANSFERS) * 1e6).toFixed(0)} µs per transfer)`,
          [`peak RSS of the worker (target < ${TARGET_RSS_MIB} MiB)`]: `${peak.toFixed(0)} MiB VmHWM (sampled VmRSS max ${sampledPeak.toFixed(0)} MiB; ${idle.toFixed(0)} MiB idle, VmHWM ${idleHwm.toFixed(0)} before the batch)${peak > TARGET_RSS_MIB ? ' — OVER THE TARGET' : ''}`,
          'file': file
            ? `${count(file.bytes)} bytes (${(file.bytes / 1024 ** 2).toFixed(1)} MiB), ${count(file.lines)} lines, ${file.batches} batches, ${count(file.entries)} entries, entry hash ${file.entryHash}, credits ${(Number(file.totalCreditCents) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}; read back and checked in ${seconds(checkMs)}${file.problems.length ? '' : ', consistent'}`
            : 'none',
          'the batch connection, sampled every 100 ms': [...statements.entries()]
            .sort((a, b) => b[1] - a[1])
            .map(([statement, n]) => `${n} × ${statement}`)
            .join(' | '),
          'transfers Submitted / distinct trace numbers / payouts Processing / AchTransferSubmitted entries': `${count(Number(transfers[0].submitted))} / ${count(Number(transfers[0].traces))} / ${count(Number(payouts[0].n))} / ${count(Number(entries[0].n))}`,
        },
      };
    } finally {
      await queue.resume().catch(() => undefined);
      await stop(worker);
      await Promise.all([queue.close(), db.end().catch(() => undefined)]);
    }
  },
};
