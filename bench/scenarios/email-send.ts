import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { SMTPServer } from 'smtp-server';
import { createCampaign, type Scenario } from './scenario';
import { rssMiB, start, stop, until } from './upload-import';
import { cpuSeconds } from '../process-cpu';

/** BENCH_EMAILS sends another count (100,000 to measure the worker's memory over a long send); 10,000 by default. */
const EMAILS = Number(process.env.BENCH_EMAILS ?? '') || 10_000;
/** Issue 6's target for the sustained rate. */
const TARGET_PER_SECOND = 500;
/** Generous bounds, so the scenario always ends by itself (at 100 emails/s it would still finish). */
const START_TIMEOUT_MS = 30_000;
const SEND_TIMEOUT_MS = Math.max(120_000, EMAILS * 10);
/** How often the sink's count is looked at while the worker sends, and how often the rows are counted before it is full. */
const POLL_MS = 20;
const RECOUNT_MS = 2_000;

/**
 * An SMTP server in the bench process that accepts every message and keeps only the time of each acceptance (and
 * the byte count): no parsing, so what is measured is the worker, not the sink.
 */
class CountingSink {
  /** `performance.now()` of each accepted message, in order. */
  readonly acceptedAt: number[] = [];
  bytes = 0;
  private readonly server: SMTPServer;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, _session, callback) => {
        stream.on('data', (chunk: Buffer) => {
          this.bytes += chunk.length;
        });
        stream.once('end', () => {
          this.acceptedAt.push(performance.now());
          callback();
        });
      },
    });
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.server.address() as AddressInfo).port;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Issue 6's target: the worker sends at least 500 emails per second. 10,000 Initiated instructions of one campaign
 * and their 10,000 Queued `InitiateEmail` rows, due now, are written with SQL; the worker (`node
 * dist/workers/main.js`, the bench's environment, `SMTP_URL` of a sink in this process) is started, then woken with
 * one `emails-dispatch` job. Measured: from the wake-up until every row is `Sent`; the sustained rate between the
 * sink's first and last acceptance; the worker's CPU time and peak memory.
 */
export const emailSend: Scenario = {
  name: `worker sends ${EMAILS.toLocaleString('en-US')} emails → SMTP sink`,
  description: `Dispatch of ${EMAILS.toLocaleString('en-US')} due outbox rows into send jobs, each claimed, rendered, sent over SMTP to a local sink and recorded Sent.`,
  async run(ctx) {
    const db = new Client({ connectionString: ctx.databaseUrl });
    const sink = new CountingSink();
    const queue = new Queue('notifications', { connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: 1 }, prefix: process.env.QUEUE_PREFIX! });
    let worker: ChildProcess | undefined;
    try {
      await db.connect();
      const campaignId = await createCampaign(ctx, 'Bench emails');
      // Initiated instructions as an initiation leaves them (link version 1). No money is held: sending never looks at it.
      await db.query(
        `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, last_name, email, amount_cents, status, link_version, initiated_on)
         select uuid_generate_v7(), $1, $2, 'M-' || g, 'Bench', 'Reader', 'mail' || g || '@example.com', 1000 + g % 9000, 'Initiated', 1, now()
         from generate_series(1, $3) g`,
        [ctx.organizationId, campaignId, EMAILS],
      );
      await db.query('analyze payout_instruction');

      const port = await sink.listen();
      worker = start('workers/main.js', { ...process.env, SMTP_URL: `smtp://127.0.0.1:${port}` }, 'worker');
      await until('worker up', START_TIMEOUT_MS, async () => ((await queue.getWorkersCount()) > 0 ? true : undefined));
      const idleRss = rssMiB(worker.pid!, 'VmRSS');

      // The outbox rows are written once the worker is up (its periodic dispatch would otherwise start on them
      // while it boots), in one statement, and the worker is woken right after.
      await db.query(
        `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version)
         select uuid_generate_v7(), organization_id, campaign_id, id, 'InitiateEmail', email, now(), link_version
         from payout_instruction where campaign_id = $1`,
        [campaignId],
      );
      const cpuBefore = cpuSeconds(worker.pid!);
      const woken = performance.now();
      await queue.add('emails-dispatch', {}, { removeOnComplete: true, removeOnFail: true });

      // The rows are counted (a scan of the outbox) only once the sink has every email, and every 2 s before that
      // in case some never arrive: the count must not take PostgreSQL time from the worker.
      let sent = 0;
      let open = EMAILS;
      let counted = -Infinity;
      const deadline = woken + SEND_TIMEOUT_MS;
      while (performance.now() < deadline) {
        if (sink.acceptedAt.length >= EMAILS || performance.now() - counted >= RECOUNT_MS) {
          counted = performance.now();
          const { rows } = await db.query<{ sent: string; open: string }>(
            `select count(*) filter (where delivery_status = 'Sent') as sent, count(*) filter (where delivery_status = 'Queued') as open
             from email_delivery where campaign_id = $1`,
            [campaignId],
          );
          sent = Number(rows[0].sent);
          open = Number(rows[0].open);
          if (open === 0) break;
        }
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const doneMs = performance.now() - woken;
      const cpu = cpuSeconds(worker.pid!) - cpuBefore;
      const workerPeak = rssMiB(worker.pid!);
      // A message sent twice would arrive before its row is recorded; give the last ones a moment to be counted.
      await new Promise((resolve) => setTimeout(resolve, 200));

      const accepted = sink.acceptedAt.length;
      const first = sink.acceptedAt[0] ?? NaN;
      const last = sink.acceptedAt[accepted - 1] ?? NaN;
      const sustained = accepted / ((last - first) / 1000);
      const ok = open === 0 && sent === EMAILS && accepted === EMAILS;
      if (!ok) console.error(`\nEmails: ${sent} Sent, ${open} still Queued, ${EMAILS - sent - open} otherwise; the sink accepted ${accepted}`);
      return {
        concurrency: 1,
        requests: EMAILS,
        errors: ok ? 0 : Math.max(1, EMAILS - sent, Math.abs(accepted - EMAILS)),
        elapsedMs: doneMs,
        requestsPerSecond: (sent / doneMs) * 1000,
        p50Ms: NaN,
        p95Ms: NaN,
        p99Ms: NaN,
        maxMs: NaN,
        figures: {
          'rows Sent / accepted by the sink': `${count(sent)} / ${count(accepted)} (${count(sink.bytes / Math.max(1, accepted))} bytes per message)`,
          'from the wake-up to the first acceptance': `${((first - woken) / 1000).toFixed(2)} s`,
          'from the wake-up until every row is Sent': seconds(doneMs),
          [`sustained rate, first to last acceptance (target ≥ ${TARGET_PER_SECOND}/s)`]: `${count(sustained)} emails/s over ${seconds(last - first)}`,
          'overall rate from the wake-up': `${count((sent / doneMs) * 1000)} emails/s`,
          'worker CPU time while sending': `${cpu.toFixed(1)} s (${Math.round((cpu / (doneMs / 1000)) * 100)} % of one core; ${((cpu / Math.max(1, sent)) * 1e6).toFixed(0)} µs per email)`,
          'peak RSS of the worker': `${workerPeak.toFixed(0)} MiB (${idleRss.toFixed(0)} MiB idle before the wake-up)`,
        },
      };
    } finally {
      await stop(worker);
      await Promise.all([sink.close(), queue.close(), db.end().catch(() => undefined)]);
    }
  },
};
