import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { cpuSeconds } from '../process-cpu';
import { launchSeveralProcesses, limitFigures, RecipientSink, spreadOverApis, tally, untilReady, type SeveralProcesses } from '../several-processes';
import { authorized, createCampaign, drain, json, type Scenario } from './scenario';
import { rssMiB, start, stop, until } from './upload-import';

const INSTRUCTIONS = 100_000;
const AMOUNT_CENTS = 1_000;
/** The API processes' limit here: low enough to reach in a few seconds, high enough for the bulk organization's few requests. */
const LIMIT = 600;
const START_TIMEOUT_MS = 60_000;
/** Generous: at 200 emails/s the scenario would still end by itself. */
const SEND_TIMEOUT_MS = 500_000;
const RECOUNT_MS = 2_000;
const V2 = '/v2/campaign-manager';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Issue 18's shape of several processes: two API processes and two workers (`node dist/src/main.js`, `node
 * dist/workers/main.js`, `npm start`'s flags) on the bench's database, Redis and queue prefix, each worker with an SMTP
 * sink of its own. A bulk initiation of 100,000 Drafts (written with SQL) is sent to one API; every email must reach
 * a sink exactly once. Then one organization's requests alternate between the two APIs, twice the limit of them: half
 * must be refused, whichever API they reach.
 */
export const severalProcesses: Scenario = {
  name: `several processes: 2 APIs + 2 workers, bulk initiate ${count(INSTRUCTIONS)} → each email once`,
  description: 'Two API and two worker processes on one database and Redis: emails of a bulk initiation sent once across the workers, one rate limit across the APIs.',
  async run(ctx) {
    const db = new Client({ connectionString: ctx.databaseUrl });
    const sinks = await Promise.all([RecipientSink.listen(), RecipientSink.listen()]);
    let processes: SeveralProcesses | undefined;
    let campaignId: string | undefined;
    try {
      await db.connect();
      processes = await launchSeveralProcesses((kind, env, name) => start(kind === 'api' ? 'src/main.js' : 'workers/main.js', env, name), {
        apis: 2,
        smtpUrls: sinks.map((sink) => sink.url),
        // Quieter than the bench's warn: the limit's 429s are logged at warn, one line each.
        env: { ...process.env, RATE_LIMIT_PER_MINUTE: String(LIMIT), LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'error' },
      });
      await untilReady(processes, { redisUrl: process.env.REDIS_URL!, queuePrefix: process.env.QUEUE_PREFIX!, queues: ['notifications'], timeoutMs: START_TIMEOUT_MS });
      const [first, second] = processes.apiUrls;

      // A new organization, so that the requests of earlier scenarios do not count against the APIs' limit; set up
      // through the second API, initiated through the first.
      const organizationId = randomUUID();
      const token = await ctx.tokenFor(organizationId);
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const holders = await json<{ data: { id: string }[] }>(await fetch(`${second}${V2}/funds-holders`, { headers }), 200);
      const org = { ...ctx, baseUrl: second, token, organizationId, fundsHolderId: holders.data[0].id };
      campaignId = await createCampaign(org, 'Bench several processes');
      const accounts = await json<{ data: { id: string }[] }>(await fetch(`${second}${V2}/bank-accounts`, { headers: authorized(org) }), 200);
      await drain(
        await fetch(`${second}/v3/distribution-manager/simulate/bank-accounts/${accounts.data[0].id}/:receive-ach`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ amount: (INSTRUCTIONS * AMOUNT_CENTS) / 100, campaignId }),
        }),
      );
      await db.query(
        `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, email, amount_cents)
         select uuid_generate_v7(), $1, $2, 'S-' || g, 'Bench', 'several' || g || '@example.com', $3 from generate_series(1, $4) g`,
        [organizationId, campaignId, AMOUNT_CENTS, INSTRUCTIONS],
      );
      await db.query('analyze payout_instruction');

      const workers = processes.workers;
      const cpuBefore = workers.map((worker) => cpuSeconds(worker.pid!));
      const started = performance.now();
      const initiated = await json<{ count: number }>(
        await fetch(`${first}${V2}/campaigns/${campaignId}/payout-instructions/:initiate`, { method: 'POST', headers, body: JSON.stringify({}) }),
        202,
      );
      const initiateMs = performance.now() - started;

      // Rows are counted once the sinks have every email, and every 2 s before that, so that counting takes little
      // PostgreSQL time from the workers.
      let counted = -Infinity;
      const outbox = await until('every email Sent', SEND_TIMEOUT_MS, async () => {
        const accepted = sinks[0].count + sinks[1].count;
        if (accepted < INSTRUCTIONS && performance.now() - counted < RECOUNT_MS) return undefined;
        counted = performance.now();
        const { rows } = await db.query<{ sent: string; queued: string }>(
          `select count(*) filter (where delivery_status = 'Sent') as sent, count(*) filter (where delivery_status = 'Queued') as queued from email_delivery where campaign_id = $1`,
          [campaignId],
        );
        return Number(rows[0].queued) === 0 ? { sent: Number(rows[0].sent) } : undefined;
      });
      const doneMs = performance.now() - started;
      const cpu = workers.map((worker, i) => cpuSeconds(worker.pid!) - cpuBefore[i]);
      const peaks = workers.map((worker) => rssMiB(worker.pid!));
      // A copy sent twice would arrive after its row is recorded: give a late one time to be counted.
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const result = tally(Array.from({ length: INSTRUCTIONS }, (_, i) => `several${i + 1}@example.com`), sinks);
      const times = sinks.flatMap((sink) => sink.acceptedAt).sort((a, b) => a - b);
      const sendMs = times[times.length - 1] - times[0];
      const accepted = result.perSink[0] + result.perSink[1];

      // The shared limit: another new organization, 2 × LIMIT requests alternating between the APIs.
      const limited = limitFigures(await spreadOverApis(processes.apiUrls, await ctx.tokenFor(randomUUID()), `${V2}/funds-holders`, 2 * LIMIT), 2);

      const emailsOk = initiated.count === INSTRUCTIONS && outbox.sent === INSTRUCTIONS && result.duplicates === 0 && result.missing === 0 && result.unexpected === 0;
      const limitOk = limited.allowed === LIMIT && limited.refused === LIMIT && limited.perApi.every((p) => p.allowed > 0 && p.refused > 0);
      if (!emailsOk) console.error(`\nSeveral processes: ${count(outbox.sent)} Sent, sinks ${result.perSink.join(' + ')}, ${result.duplicates} duplicates, ${result.missing} missing, ${result.unexpected} unexpected`);
      if (!limitOk) console.error(`\nSeveral processes: the shared limit let ${limited.allowed} of ${2 * LIMIT} through (expected ${LIMIT})`);
      const share = (n: number) => `${count(n)} (${((n / Math.max(1, accepted)) * 100).toFixed(1)} %)`;
      return {
        concurrency: 1,
        requests: INSTRUCTIONS,
        errors: (emailsOk ? 0 : 1) + (limitOk ? 0 : 1),
        elapsedMs: doneMs,
        requestsPerSecond: (outbox.sent / doneMs) * 1000,
        p50Ms: NaN,
        p95Ms: NaN,
        p99Ms: NaN,
        maxMs: NaN,
        figures: {
          'bulk initiation through API 1 (until its 202)': `${(initiateMs / 1000).toFixed(2)} s for ${count(initiated.count)}`,
          'from the request until every row is Sent': seconds(doneMs),
          'emails/s across both workers, first to last acceptance': `${count((accepted / sendMs) * 1000)} over ${seconds(sendMs)}`,
          'emails/s from the request': count((outbox.sent / doneMs) * 1000),
          "each worker's share": `worker 1 ${share(result.perSink[0])}, worker 2 ${share(result.perSink[1])}`,
          'duplicates / missing / unexpected': `${result.duplicates} / ${result.missing} / ${result.unexpected}`,
          'worker CPU (per email)': cpu.map((s, i) => `worker ${i + 1} ${s.toFixed(1)} s (${((s / Math.max(1, result.perSink[i])) * 1e6).toFixed(0)} µs)`).join(', '),
          'worker peak RSS': peaks.map((mib, i) => `worker ${i + 1} ${mib.toFixed(0)} MiB`).join(', '),
          [`shared limit (${LIMIT}/min): ${2 * LIMIT} requests alternating between the APIs`]: `${limited.allowed} allowed, ${limited.refused} refused (API 1 ${limited.perApi[0].allowed}/${limited.perApi[0].refused}, API 2 ${limited.perApi[1].allowed}/${limited.perApi[1].refused})`,
        },
      };
    } finally {
      // A failed run must not leave emails for the workers of later scenarios.
      if (campaignId) await db.query(`update email_delivery set delivery_status = 'Suppressed', updated_on = now() where campaign_id = $1 and delivery_status = 'Queued'`, [campaignId]).catch(() => undefined);
      await Promise.all([...(processes?.apis ?? []), ...(processes?.workers ?? [])].map((child) => stop(child)));
      await Promise.all(sinks.map((sink) => sink.close()));
      await db.end().catch(() => undefined);
    }
  },
};
