import { randomUUID } from 'node:crypto';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { ConfigModule } from '../../src/core/config/config.module';
import { newId } from '../../src/core/database/base.entity';
import { DatabaseModule } from '../../src/core/database/database.module';
import { LedgerInvariantChecker, LedgerModule, LedgerService, type StatementLineInput, transfer } from '../../src/core/ledger';
import { percentile } from '../load';
import { authorized, type BenchContext, createCampaign, json, type Scenario } from './scenario';

const PAYOUTS = 1_000_000;
/** Lines per chunk: one `Allocation` and one `Payout` (with this many InternalTransfer lines) in one transaction. */
const CHUNK = 10_000;
/** The payouts are spread over this many UTC days (back from today), so the aggregated statement has as many day rows. */
const DAYS = 90;
/** Issue 14's target for page 1 of each case, at p95. */
const TARGET_MS = 100;
const WARMUP = 20;
const REQUESTS = 250;
const PAGE_SIZE = 20;
/** A few dozen other lines, so aggregated pages mix types: receipts with and without a campaign, withdrawals, refunds. */
const CAMPAIGN_RECEIPTS = 12;
const UNATTRIBUTED_RECEIPTS = 12;
const WITHDRAWALS = 8;
const REFUNDS = 6;
const RECEIPT_DOLLARS = 500;
const WITHDRAWAL_DOLLARS = 100;
const REFUND_DOLLARS = 50;

/** Payout amounts of $1.00 to $5.00, so the whole million fits in one ACH receipt (at most $99,999,999.99). */
const amountOf = (n: number) => 100 + (n % 401);
const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/** The ledger as the app wires it (config, database, ledger), without the HTTP layer: LedgerService.post writes the lines. */
@Module({ imports: [ConfigModule, DatabaseModule, LedgerModule] })
class LedgerSeedModule {}

interface PageBody {
  totalItems: number;
  data: { id: string | null; type: string; count: number }[];
}

interface Case {
  label: string;
  path: string;
  /** What a right answer holds: the total (and so the number of rows of the page asked for). */
  totalItems: number;
  pageNumber?: number;
  check?: (body: PageBody) => boolean;
  /** A case shown for information, with fewer requests and no target. */
  informational?: { warmup: number; requests: number };
}

interface Timing {
  min: number;
  median: number;
  p95: number;
  max: number;
  errors: number;
  latencies: number[];
}

/** A fresh organization (provisioned by its first request, as bench/run.ts does) so its statement holds only this scenario's lines. */
async function newOrganization(ctx: BenchContext): Promise<BenchContext> {
  const organizationId = randomUUID();
  const token = await ctx.tokenFor(organizationId);
  const holders = await json<{ data: { id: string }[] }>(await fetch(`${ctx.baseUrl}${V2}/funds-holders`, { headers: { Authorization: `Bearer ${token}` } }), 200);
  return { ...ctx, organizationId, token, fundsHolderId: holders.data[0].id };
}

/** Sends `WARMUP` then `REQUESTS` GETs one after the other (one in flight: the latency of a page, not throughput). */
async function time(org: BenchContext, c: Case): Promise<Timing> {
  const headers = authorized(org);
  const rows = Math.max(0, Math.min(PAGE_SIZE, c.totalItems - ((c.pageNumber ?? 1) - 1) * PAGE_SIZE));
  let errors = 0;
  const send = async () => {
    const response = await fetch(`${org.baseUrl}${c.path}`, { headers });
    if (response.status !== 200) {
      errors++;
      await response.arrayBuffer();
      return;
    }
    const body = (await response.json()) as PageBody;
    if (body.totalItems !== c.totalItems || body.data.length !== rows || (c.check && !c.check(body))) errors++;
  };
  for (let i = 0; i < (c.informational?.warmup ?? WARMUP); i++) await send();
  errors = 0;
  const latencies: number[] = [];
  for (let i = 0; i < (c.informational?.requests ?? REQUESTS); i++) {
    const started = performance.now();
    await send();
    latencies.push(performance.now() - started);
  }
  const sorted = [...latencies].sort((a, b) => a - b);
  return { min: sorted[0], median: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1], errors, latencies };
}

/**
 * Issue 14's target: the transactions of a bank account with 1,000,000 payouts, page 1 aggregated and not
 * aggregated, each under 100 ms at p95. Seeds a new organization as the app would: its campaign funded by a sandbox
 * ACH receipt, then 1,000,000 InternalTransfer lines written by the real `LedgerService.post` (from a Nest context of
 * the app's config, database and ledger modules), 10,000 per `Allocation` + `Payout` pair in one transaction; plus a few
 * dozen receipts, withdrawals and refunds through the API. The lines are then spread over 90 UTC days in one
 * transaction with the append-only guard off (the day-sum trigger moves each re-dated line to its day), the tables
 * vacuumed and analyzed, and the ledger invariants checked. Timed over HTTP, one request at a time: page 1 of the bank
 * account's transactions not aggregated, aggregated, filtered to InternalTransfer, and the campaign's aggregated.
 */
export const transactions: Scenario = {
  name: `GET …/bank-accounts/{id}/transactions (${count(PAYOUTS)} payouts, page 1)`,
  description: 'Page 1 of a statement of a million payouts: lines, day sums, one type, a campaign’s; issue 14 asks each under 100 ms at p95.',
  async run(ctx) {
    const seedStarted = performance.now();
    const org = await newOrganization(ctx);
    const headers = authorized(org, { 'Content-Type': 'application/json' });
    const post = async (path: string, body: unknown, expected: number) =>
      json<{ id?: string }>(await fetch(`${org.baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }), expected);

    const campaignId = await createCampaign(org, 'Bench transactions');
    const accounts = await json<{ data: { id: string }[] }>(await fetch(`${org.baseUrl}${V2}/bank-accounts`, { headers }), 200);
    const bankAccountId = accounts.data[0].id;
    let payoutCents = 0;
    for (let n = 0; n < PAYOUTS; n++) payoutCents += amountOf(n);
    // The payouts' money and the refunds', in one receipt attributed to the campaign.
    const fundingDollars = Math.ceil(payoutCents / 100) + REFUNDS * REFUND_DOLLARS;
    await post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`, { amount: fundingDollars, campaignId }, 202);
    for (let i = 0; i < CAMPAIGN_RECEIPTS; i++) await post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`, { amount: RECEIPT_DOLLARS, campaignId }, 202);
    for (let i = 0; i < UNATTRIBUTED_RECEIPTS; i++) await post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`, { amount: RECEIPT_DOLLARS }, 202);
    const destination = await post(
      `${V2}/bank-accounts/${bankAccountId}/withdrawal-accounts`,
      { name: 'Operating account', accountHolderName: 'Acme Research', routingNumber: '021000021', accountNumber: '000987654321', accountType: 'Checking' },
      201,
    );
    for (let i = 0; i < WITHDRAWALS; i++) await post(`${V2}/bank-accounts/${bankAccountId}/:withdraw`, { withdrawalAccountId: destination.id, amount: WITHDRAWAL_DOLLARS }, 202);
    for (let i = 0; i < REFUNDS; i++) await post(`${V2}/campaigns/${campaignId}/:refund`, { withdrawalAccountId: destination.id, amount: REFUND_DOLLARS }, 202);
    const apiMs = performance.now() - seedStarted;

    const context = await NestFactory.createApplicationContext(LedgerSeedModule, { logger: ['error', 'warn'] });
    const db = new Client({ connectionString: ctx.databaseUrl });
    await db.connect();
    try {
      const orm = context.get(MikroORM);
      const ledger = context.get(LedgerService);
      const linesStarted = performance.now();
      const campaignAccounts = await orm.em
        .fork()
        .transactional((em) => ledger.ensureAccounts(em, org.organizationId, campaignId, ['CampaignUnallocated', 'CampaignAllocated', 'CampaignPaidOut']));
      for (let from = 0; from < PAYOUTS; from += CHUNK) {
        const lines: StatementLineInput[] = [];
        let cents = 0;
        for (let n = from; n < Math.min(PAYOUTS, from + CHUNK); n++) {
          lines.push({ referenceId: newId(), amountCents: amountOf(n), description: `Payout of instruction bench-${n + 1}` });
          cents += amountOf(n);
        }
        const batchId = newId();
        await orm.em.fork().transactional(async (em) => {
          await ledger.post(em, {
            organizationId: org.organizationId,
            kind: 'Allocation',
            referenceId: batchId,
            postings: transfer(campaignAccounts.CampaignUnallocated, campaignAccounts.CampaignAllocated, cents),
          });
          await ledger.post(em, {
            organizationId: org.organizationId,
            kind: 'Payout',
            referenceId: batchId,
            postings: transfer(campaignAccounts.CampaignAllocated, campaignAccounts.CampaignPaidOut, cents),
            statement: lines,
          });
        });
      }
      const linesMs = performance.now() - linesStarted;

      // Spread over DAYS UTC days (today back), at deterministic minutes of the day; the other lines too, so they mix with the day rows.
      const redateStarted = performance.now();
      await db.query('begin');
      await db.query('alter table ledger_statement_line disable trigger ledger_statement_line_guard');
      await db.query(
        `update ledger_statement_line l
         set created_on = now() - make_interval(days => (r.n % $2)::int, mins => ((r.n * 7919) % 1440)::int)
         from (select id, row_number() over (order by id) as n from ledger_statement_line where bank_account_id = $1::uuid) r
         where l.id = r.id`,
        [bankAccountId, DAYS],
      );
      await db.query('alter table ledger_statement_line enable trigger ledger_statement_line_guard');
      await db.query('commit');
      const redateMs = performance.now() - redateStarted;
      const vacuumStarted = performance.now();
      await db.query('vacuum analyze ledger_statement_line');
      await db.query('vacuum analyze ledger_statement_day');
      const vacuumMs = performance.now() - vacuumStarted;
      const seedMs = performance.now() - seedStarted;

      const checkStarted = performance.now();
      const violations = await context.get(LedgerInvariantChecker).check(orm.em.fork(), org.organizationId);
      const checkMs = performance.now() - checkStarted;
      if (violations.length) console.error(`\ntransactions: ledger violations ${JSON.stringify(violations.slice(0, 5))}`);

      const { rows: figures } = await db.query<{ lines: string; internal: string; others: string; campaign_others: string; bank_days: string; campaign_days: string }>(
        `select count(*) as lines,
                count(*) filter (where type = 'InternalTransfer') as internal,
                count(*) filter (where type <> 'InternalTransfer') as others,
                count(*) filter (where type <> 'InternalTransfer' and campaign_id = $2::uuid) as campaign_others,
                (select count(*) from (select 1 from ledger_statement_day where bank_account_id = $1::uuid group by day, status having sum(count) > 0) d) as bank_days,
                (select count(*) from (select 1 from ledger_statement_day where campaign_id = $2::uuid group by day, status having sum(count) > 0) d) as campaign_days
         from ledger_statement_line where bank_account_id = $1::uuid`,
        [bankAccountId, campaignId],
      );
      const f = Object.fromEntries(Object.entries(figures[0]).map(([key, value]) => [key, Number(value)])) as Record<keyof (typeof figures)[0], number>;
      const mixed = (body: PageBody) => body.data.some((row) => row.id === null && row.count > 0) && body.data.some((row) => row.type !== 'InternalTransfer');
      const bank = `${V2}/bank-accounts/${bankAccountId}/transactions?pageNumber=1&pageSize=${PAGE_SIZE}`;
      const cases: Case[] = [
        { label: 'bank account, page 1, not aggregated', path: bank, totalItems: f.lines },
        { label: 'bank account, page 1, aggregate=true', path: `${bank}&aggregate=true`, totalItems: f.bank_days + f.others, check: mixed },
        { label: 'bank account, page 1, filterByTransactionType=InternalTransfer', path: `${bank}&filterByTransactionType=InternalTransfer`, totalItems: f.internal },
        {
          label: 'campaign, page 1, aggregate=true',
          path: `${V2}/campaigns/${campaignId}/transactions?pageNumber=1&pageSize=${PAGE_SIZE}&aggregate=true`,
          totalItems: f.campaign_days + f.campaign_others,
        },
        {
          // Offset paging reads every line before the page: the cost grows with the page number (no target in the issue).
          label: 'bank account, last page, not aggregated (information: offset paging)',
          path: bank.replace('pageNumber=1', `pageNumber=${Math.ceil(f.lines / PAGE_SIZE)}`),
          pageNumber: Math.ceil(f.lines / PAGE_SIZE),
          totalItems: f.lines,
          informational: { warmup: 2, requests: 10 },
        },
      ];
      const timings: { c: Case; t: Timing }[] = [];
      const timedStarted = performance.now();
      for (const c of cases.filter((c) => !c.informational)) timings.push({ c, t: await time(org, c) });
      const timedMs = performance.now() - timedStarted;
      const targeted = [...timings];
      for (const c of cases.filter((c) => c.informational)) timings.push({ c, t: await time(org, c) });

      const all = targeted.flatMap(({ t }) => t.latencies).sort((a, b) => a - b);
      const errors = timings.reduce((sum, { t }) => sum + t.errors, 0) + (violations.length ? 1 : 0);
      const missed = targeted.filter(({ t }) => t.p95 >= TARGET_MS).map(({ c }) => c.label);
      const ms = (value: number) => value.toFixed(1);
      return {
        concurrency: 1,
        requests: all.length,
        errors,
        elapsedMs: timedMs,
        requestsPerSecond: (all.length / timedMs) * 1000,
        p50Ms: percentile(all, 50),
        p95Ms: percentile(all, 95),
        p99Ms: percentile(all, 99),
        maxMs: all[all.length - 1],
        figures: {
          'seeded': `${count(f.internal)} InternalTransfer lines + ${count(f.others)} others (${count(f.campaign_others)} of the campaign) over ${count(f.bank_days)} day rows, in ${seconds(seedMs)}`,
          'seeding steps': `API (org, campaign, ${1 + CAMPAIGN_RECEIPTS + UNATTRIBUTED_RECEIPTS} receipts, ${WITHDRAWALS} withdrawals, ${REFUNDS} refunds) ${seconds(apiMs)}; LedgerService.post ${count(PAYOUTS / CHUNK)} × (Allocation + Payout of ${count(CHUNK)} lines) ${seconds(linesMs)} (${count((PAYOUTS / linesMs) * 1000)} lines/s); re-dating over ${DAYS} days ${seconds(redateMs)}; vacuum analyze ${seconds(vacuumMs)}`,
          'ledger invariants': `${violations.length ? `${violations.length} VIOLATIONS` : 'sound'} (checked in ${seconds(checkMs)})`,
          ...Object.fromEntries(
            timings.map(({ c, t }) => [
              `${c.label} (${count(c.totalItems)} items)`,
              `min ${ms(t.min)} / median ${ms(t.median)} / p95 ${ms(t.p95)} / max ${ms(t.max)} ms over ${t.latencies.length} requests${t.errors ? `, ${t.errors} unexpected answers` : ''}` +
                (c.informational ? '' : ` — p95 ${t.p95 < TARGET_MS ? `< ${TARGET_MS} ms: met` : `≥ ${TARGET_MS} ms: MISSED`}`),
            ]),
          ),
          [`target p95 < ${TARGET_MS} ms`]: missed.length ? `missed by: ${missed.join('; ')}` : 'met by every case',
        },
      };
    } finally {
      await db.end().catch(() => undefined);
      await context.close();
    }
  },
};
