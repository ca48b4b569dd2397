import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { percentile } from '../load';
import { authorized, type BenchContext, json, type Scenario } from './scenario';
import { rssMiB, start, stop, until } from './upload-import';
import { cpuSeconds, postgresCpu, postgresCpuSince } from '../process-cpu';

/** The burst: events written before the worker runs, each fanned out to every endpoint. */
const EVENTS = 100_000;
/** Events per `webhook_capture` call of the burst (10,000 events and 30,000 deliveries a statement). */
const BURST_CHUNK = 10_000;
/** The receiver's paths, one endpoint each. */
const PATHS = ['/a', '/b', '/c'] as const;
/**
 * The steady part: events written while the worker runs, STEADY_CHUNK every STEADY_EVERY_MS, so that the deliveries
 * offered (events × endpoints) come at the target rate: 100 × 3 every 150 ms = 2,000 deliveries per second for 15 s.
 */
const STEADY_EVENTS = 10_000;
const STEADY_CHUNK = 100;
const STEADY_EVERY_MS = 150;
/** Issue 17's target for one worker process. */
const TARGET_PER_SECOND = 2_000;
/** Generous bounds, so the scenario always ends by itself (at 1,200 deliveries/s the burst would still finish). */
const START_TIMEOUT_MS = 30_000;
const BURST_TIMEOUT_MS = 250_000;
const STEADY_TIMEOUT_MS = 60_000;
/** How often the receiver's count is looked at, and how often the rows are counted before it has everything. */
const POLL_MS = 20;
const RECOUNT_MS = 2_000;

const V2 = '/v2/campaign-manager';

/**
 * An HTTP server in the bench process that answers every request 204 at once (keep-alive) and keeps, per request,
 * only its path, its `webhook-id` and the time it came in (`Date.now()`, the clock PostgreSQL's `occurred_on` is
 * compared with): bodies are drained unread, so what is measured is the worker, not the receiver.
 */
class Receiver {
  /** Index in PATHS of each request, in arrival order (-1: another path). */
  readonly pathOf: number[] = [];
  readonly idOf: string[] = [];
  readonly receivedAt: number[] = [];
  private readonly server: http.Server;

  constructor() {
    this.server = http.createServer((request, response) => {
      this.receivedAt.push(Date.now());
      this.pathOf.push(PATHS.indexOf(request.url as (typeof PATHS)[number]));
      this.idOf.push(String(request.headers['webhook-id'] ?? ''));
      request.resume();
      request.once('end', () => {
        response.writeHead(204);
        response.end();
      });
    });
    // The worker keeps its connections between jobs: the receiver must not close them first.
    this.server.keepAliveTimeout = 120_000;
    this.server.headersTimeout = 121_000;
  }

  get count(): number {
    return this.receivedAt.length;
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** CPU time of this process (the receiver, and the idle in-process API), in seconds. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** A fresh organization (provisioned by its first request, as bench/run.ts does): only this scenario's endpoints and events. */
async function newOrganization(ctx: BenchContext): Promise<BenchContext> {
  const organizationId = randomUUID();
  const token = await ctx.tokenFor(organizationId);
  const holders = await json<{ data: { id: string }[] }>(await fetch(`${ctx.baseUrl}${V2}/funds-holders`, { headers: { Authorization: `Bearer ${token}` } }), 200);
  return { ...ctx, organizationId, token, fundsHolderId: holders.data[0].id };
}

/** `count` events of the organization as a trigger would capture them: one `webhook_capture` statement (its own transaction). */
async function capture(db: Client, organizationId: string, phase: 'burst' | 'steady', from: number, count: number): Promise<void> {
  const events = Array.from({ length: count }, (_, i) => ({
    organization_id: organizationId,
    type: 'payout.completed',
    data: { id: randomUUID(), phase, n: from + i, amount: 10, status: 'Completed' },
  }));
  await db.query('select webhook_capture($1::jsonb)', [JSON.stringify(events)]);
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const rate = (n: number, ms: number) => `${count((n / ms) * 1000)} deliveries/s`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * Issue 17's target: one worker process delivers at least 2,000 webhooks per second. A new organization gets three
 * endpoints through the API (`/a`, `/b`, `/c` of a receiver in the bench process that answers 204 at once).
 * Burst: with the `webhooks` queue paused, 100,000 `payout.completed` events are written by 10 calls of the SQL
 * function the capture triggers call (`webhook_capture`, 10,000 events and 30,000 deliveries each); the worker (`node
 * dist/workers/main.js`, the bench's environment) is started, and once it is up the queue is resumed: its dispatcher
 * leases the 300,000 deliveries into deliver jobs of 200, which post them signed. Measured: from the resume until every
 * row is `Delivered`, the rate between the receiver's first and last request, the worker's, PostgreSQL's and the
 * receiver's CPU time meanwhile and the worker's peak memory. Steady: then 10,000 more events are written while the
 * worker runs, 100 every 150 ms (2,000 deliveries/s offered, the target), and each delivery's latency is taken from its
 * cause (the event's `occurred_on`, read back from the database; `clock_timestamp()` at the insert) to the receiver's
 * request, so it includes the dispatcher's tick. Checked: every event reached each endpoint exactly once (by
 * `webhook-id`), and every `webhook_delivery` row is `Delivered` after one attempt.
 */
export const webhooks: Scenario = {
  name: `webhooks: ${count(EVENTS)} events × ${PATHS.length} endpoints delivered by one worker`,
  description: 'Deliveries written by webhook_capture, leased by the dispatcher into deliver jobs of 200, posted signed to a local receiver; burst rate and cause→delivery latency.',
  async run(ctx) {
    const db = new Client({ connectionString: ctx.databaseUrl });
    const receiver = new Receiver();
    const queue = new Queue('webhooks', { connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: 1 }, prefix: process.env.QUEUE_PREFIX! });
    let worker: ChildProcess | undefined;
    try {
      await db.connect();
      const org = await newOrganization(ctx);
      const port = await receiver.listen();
      const headers = authorized(org, { 'Content-Type': 'application/json' });
      for (const path of PATHS) {
        await json<{ id: string; secret: string }>(
          await fetch(`${org.baseUrl}${V2}/webhook-endpoints`, { method: 'POST', headers, body: JSON.stringify({ url: `http://127.0.0.1:${port}${path}` }) }),
          201,
        );
      }
      const deliveriesOf = async () => {
        const { rows } = await db.query<{ delivered: string; pending: string; failed: string; retried: string }>(
          `select count(*) filter (where status = 'Delivered') as delivered, count(*) filter (where status = 'Pending') as pending,
                  count(*) filter (where status = 'Failed') as failed, count(*) filter (where attempts > 1) as retried
           from webhook_delivery where organization_id = $1`,
          [org.organizationId],
        );
        return { delivered: Number(rows[0].delivered), pending: Number(rows[0].pending), failed: Number(rows[0].failed), retried: Number(rows[0].retried) };
      };
      /** Until the receiver has `expected` requests and no row is Pending; the rows are counted every 2 s before that (in case some never arrive). */
      const drained = async (expected: number, timeoutMs: number) => {
        let counted = -Infinity;
        let rows = await deliveriesOf();
        const deadline = performance.now() + timeoutMs;
        while (performance.now() < deadline) {
          if (receiver.count >= expected || performance.now() - counted >= RECOUNT_MS) {
            counted = performance.now();
            rows = await deliveriesOf();
            if (rows.pending === 0) break;
          }
          await sleep(POLL_MS);
        }
        return { rows, at: Date.now() };
      };

      // Burst: the events are written before the worker runs, the queue paused so that even a dispatch left by an
      // earlier scenario's worker waits for the resume.
      await queue.pause();
      const writeStarted = performance.now();
      for (let from = 0; from < EVENTS; from += BURST_CHUNK) await capture(db, org.organizationId, 'burst', from, Math.min(BURST_CHUNK, EVENTS - from));
      const writeMs = performance.now() - writeStarted;
      await db.query('analyze webhook_event, webhook_delivery');
      const written = await deliveriesOf();
      const expectedBurst = EVENTS * PATHS.length;
      if (written.pending !== expectedBurst) throw new Error(`webhook_capture wrote ${written.pending} deliveries, not ${expectedBurst}`);

      worker = start('workers/main.js', { ...process.env }, 'worker');
      await until('worker up', START_TIMEOUT_MS, async () => ((await queue.getWorkersCount()) > 0 ? true : undefined));
      const idleRss = rssMiB(worker.pid!, 'VmRSS');
      const cpuBefore = cpuSeconds(worker.pid!);
      const postgresBefore = postgresCpu();
      const ownBefore = ownCpuSeconds();
      const resumedAt = Date.now();
      await queue.resume();
      const burst = await drained(expectedBurst, BURST_TIMEOUT_MS);
      const burstCpu = cpuSeconds(worker.pid!) - cpuBefore;
      const burstPostgres = postgresCpuSince(postgresBefore);
      const burstOwn = ownCpuSeconds() - ownBefore;
      const burstPeak = rssMiB(worker.pid!);
      const burstReceived = receiver.count;
      const burstFirst = receiver.receivedAt[0] ?? NaN;
      const burstLast = receiver.receivedAt[burstReceived - 1] ?? NaN;
      const burstRate = (burstReceived / (burstLast - burstFirst)) * 1000;
      const burstMs = burst.at - resumedAt;

      // Steady: chunk k is written at k × STEADY_EVERY_MS from the start (at once when the previous write ran late).
      const steadyCpuBefore = cpuSeconds(worker.pid!);
      const steadyStarted = performance.now();
      let lateWrites = 0;
      for (let k = 0; k * STEADY_CHUNK < STEADY_EVENTS; k++) {
        const due = steadyStarted + k * STEADY_EVERY_MS;
        if (performance.now() > due + STEADY_EVERY_MS / 2) lateWrites++;
        await sleep(due - performance.now());
        await capture(db, org.organizationId, 'steady', k * STEADY_CHUNK, Math.min(STEADY_CHUNK, STEADY_EVENTS - k * STEADY_CHUNK));
      }
      const steadyWriteMs = performance.now() - steadyStarted;
      const expectedAll = expectedBurst + STEADY_EVENTS * PATHS.length;
      const steady = await drained(expectedAll, STEADY_TIMEOUT_MS);
      const steadyCpu = cpuSeconds(worker.pid!) - steadyCpuBefore;
      const peak = rssMiB(worker.pid!);
      // A delivery sent twice would arrive before its row is recorded; give the last ones a moment to be counted.
      await sleep(200);

      // Every event of the organization with its cause time; each one must have reached each endpoint exactly once.
      const { rows: events } = await db.query<{ id: string; at: string; phase: string }>(
        `select id, extract(epoch from occurred_on) * 1000 as at, data ->> 'phase' as phase from webhook_event where organization_id = $1`,
        [org.organizationId],
      );
      const causeOf = new Map(events.map((e) => [e.id, { at: Number(e.at), steady: e.phase === 'steady' }]));
      const receipts = new Map<string, number>();
      const latencies: number[] = [];
      let strays = 0;
      let steadyFirst = Infinity;
      let steadyLast = -Infinity;
      for (let i = 0; i < receiver.count; i++) {
        const cause = causeOf.get(receiver.idOf[i]);
        if (!cause || receiver.pathOf[i] < 0) {
          strays++;
          continue;
        }
        const key = `${receiver.pathOf[i]} ${receiver.idOf[i]}`;
        const seen = receipts.get(key) ?? 0;
        receipts.set(key, seen + 1);
        if (cause.steady && seen === 0) {
          latencies.push(receiver.receivedAt[i] - cause.at);
          steadyFirst = Math.min(steadyFirst, receiver.receivedAt[i]);
          steadyLast = Math.max(steadyLast, receiver.receivedAt[i]);
        }
      }
      const duplicates = [...receipts.values()].reduce((sum, n) => sum + n - 1, 0);
      const missing = events.length * PATHS.length - receipts.size;
      const perPath = PATHS.map((path, p) => `${path} ${count(new Set(receiver.idOf.filter((_, i) => receiver.pathOf[i] === p)).size)}`).join(', ');
      latencies.sort((a, b) => a - b);
      const final = steady.rows;

      const expectedEvents = EVENTS + STEADY_EVENTS;
      const ok =
        events.length === expectedEvents && final.delivered === expectedEvents * PATHS.length && final.pending === 0 && final.failed === 0 && missing === 0 && duplicates === 0 && strays === 0;
      if (!ok) {
        console.error(
          `\nWebhooks: ${events.length} events; rows ${final.delivered} Delivered, ${final.pending} Pending, ${final.failed} Failed; ` +
            `received ${receiver.count} (${duplicates} duplicates, ${missing} missing, ${strays} strays)`,
        );
      }
      const ms = (value: number) => value.toFixed(0);
      return {
        concurrency: 1,
        requests: receiver.count,
        errors: ok ? 0 : Math.max(1, duplicates + missing + strays + final.pending + final.failed),
        elapsedMs: burstLast - burstFirst,
        requestsPerSecond: burstRate,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.at(-1) ?? NaN,
        figures: {
          'burst written (worker not running)': `${count(EVENTS)} events → ${count(expectedBurst)} deliveries by ${Math.ceil(EVENTS / BURST_CHUNK)} webhook_capture calls of ${count(BURST_CHUNK)}: ${seconds(writeMs)} (${count((EVENTS / writeMs) * 1000)} events/s)`,
          'burst: from the resume to the first delivery received': `${((burstFirst - resumedAt) / 1000).toFixed(2)} s`,
          'burst: from the resume until every row is Delivered': `${seconds(burstMs)}: ${rate(burst.rows.delivered, burstMs)}`,
          [`burst: first to last delivery received (target ≥ ${count(TARGET_PER_SECOND)}/s per worker process)`]:
            `${count(burstReceived)} in ${seconds(burstLast - burstFirst)}: ${rate(burstReceived, burstLast - burstFirst)} — ${burstRate >= TARGET_PER_SECOND ? 'met' : 'MISSED'}`,
          'burst: worker CPU time': `${burstCpu.toFixed(1)} s (${Math.round((burstCpu / (burstMs / 1000)) * 100)} % of one core; ${((burstCpu / Math.max(1, burstReceived)) * 1e6).toFixed(0)} µs per delivery)`,
          'burst: PostgreSQL CPU time': `${burstPostgres.toFixed(1)} s (${Math.round((burstPostgres / (burstMs / 1000)) * 100)} % of one core; ${((burstPostgres / Math.max(1, burstReceived)) * 1e6).toFixed(0)} µs per delivery)`,
          'burst: receiver (bench process) CPU time': `${burstOwn.toFixed(1)} s (${Math.round((burstOwn / (burstMs / 1000)) * 100)} % of one core)`,
          'burst: peak RSS of the worker': `${burstPeak.toFixed(0)} MiB (${idleRss.toFixed(0)} MiB idle before the resume)`,
          'steady: written while the worker runs': `${count(STEADY_EVENTS)} events, ${STEADY_CHUNK} every ${STEADY_EVERY_MS} ms (${count((STEADY_CHUNK * PATHS.length * 1000) / STEADY_EVERY_MS)} deliveries/s offered) in ${seconds(steadyWriteMs)}${lateWrites ? `, ${lateWrites} writes late` : ''}`,
          'steady: cause (occurred_on) → delivery received': `p50 ${ms(percentile(latencies, 50))} / p95 ${ms(percentile(latencies, 95))} / p99 ${ms(percentile(latencies, 99))} / max ${ms(latencies.at(-1) ?? NaN)} ms over ${count(latencies.length)} deliveries`,
          'steady: deliveries received, first to last': `${count(latencies.length)} in ${seconds(steadyLast - steadyFirst)}: ${rate(latencies.length, steadyLast - steadyFirst)}; worker CPU ${steadyCpu.toFixed(1)} s (${((steadyCpu / Math.max(1, latencies.length)) * 1e6).toFixed(0)} µs per delivery, idle ticks included)`,
          'distinct webhook-ids per endpoint': `${perPath} (of ${count(expectedEvents)} events)`,
          'duplicates / missing / strays': `${count(duplicates)} / ${count(missing)} / ${count(strays)}`,
          'webhook_delivery rows': `${count(final.delivered)} Delivered, ${count(final.pending)} Pending, ${count(final.failed)} Failed of ${count(expectedEvents * PATHS.length)}; ${count(final.retried)} took more than one attempt`,
          'peak RSS of the worker (whole scenario)': `${peak.toFixed(0)} MiB`,
        },
      };
    } finally {
      await queue.resume().catch(() => undefined);
      await stop(worker);
      await Promise.all([receiver.close(), queue.close(), db.end().catch(() => undefined)]);
    }
  },
};
