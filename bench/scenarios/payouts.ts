import type { ChildProcess } from 'node:child_process';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { loadConfig } from '../../src/core/config/app-config';
import { LinkTokens } from '../../src/core/security/link-token';
import { percentile } from '../load';
import { authorized, createCampaign, drain, json, type Scenario } from './scenario';
import { freePort, rssMiB, start, stop, until } from './upload-import';
import { cpuSeconds, postgresCpu, postgresCpuSince } from '../process-cpu';

const PAYOUTS = 10_000;
const AMOUNT_CENTS = 1_000;
/** Beneficiaries claiming at once (each one's three calls in turn), as many as the other scenarios' requests. */
const CONCURRENCY = 16;
/** The target for one worker process. */
const TARGET_PER_SECOND = 500;
/** Generous bounds, so the scenario always ends by itself (at 100 payouts/s it would still finish). */
const START_TIMEOUT_MS = 30_000;
const REQUEST_TIMEOUT_MS = 240_000;
const COMPLETE_TIMEOUT_MS = 120_000;
const EMAILS_TIMEOUT_MS = 60_000;
const POLL_MS = 100;

const V2 = '/v2/campaign-manager';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');
const rate = (n: number, ms: number) => `${count((n / ms) * 1000)} payouts/s`;

/**
 * The payouts target: one worker process completes at least 500 gift-card payouts per second. 10,000 Draft
 * instructions of 10.00 are written with SQL and initiated in bulk through the API (channel Email, their claim emails'
 * events marked handled: none is sent);
 * then each beneficiary, 16 at a time, opens a claim session from its link's token (signed as the claim email would
 * sign it), selects the gift card and requests the payout over HTTP, against the API and the worker started as
 * processes (`node dist/src/main.js`, `node dist/workers/main.js`, the bench's environment). The `payouts` queue is
 * paused while the requests come in, so that the worker then meets all 10,000 at once and its own rate is measured,
 * not the rate at which the API takes requests; it is resumed after the last request. Measured: the requests (each
 * call's latency, the API's CPU time); from the first request to the last completion; the worker from the resume and
 * from its first to its last completion (the database's `completed_on`); the worker's and PostgreSQL's CPU time
 * meanwhile; the worker's peak memory; the provider's entries and requests. The worker is stopped once it has also
 * sent the 10,000 PayoutAvailableEmail the completions queued.
 */
export const payouts: Scenario = {
  name: `${PAYOUTS.toLocaleString('en-US')} gift-card payouts: claimed over HTTP → Completed by one worker`,
  description: 'Per payout three beneficiary calls (session, method, payout); then the dispatcher, submit jobs of 100 (one sandbox provider upsert each), one outcome transaction per batch.',
  async run(ctx) {
    const db = new Client({ connectionString: ctx.databaseUrl });
    const queue = new Queue('payouts', { connection: { url: process.env.REDIS_URL!, maxRetriesPerRequest: 1 }, prefix: process.env.QUEUE_PREFIX! });
    let api: ChildProcess | undefined;
    let worker: ChildProcess | undefined;
    try {
      await db.connect();
      const headers = authorized(ctx, { 'Content-Type': 'application/json' });
      const campaignId = await createCampaign(ctx, 'Bench payouts');
      const accounts = await json<{ data: { id: string }[] }>(await fetch(`${ctx.baseUrl}${V2}/bank-accounts`, { headers }), 200);
      await drain(
        await fetch(`${ctx.baseUrl}/v3/distribution-manager/simulate/bank-accounts/${accounts.data[0].id}/:receive-ach`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ amount: (PAYOUTS * AMOUNT_CENTS) / 100, campaignId }),
        }),
      );
      const { rows: methods } = await db.query<{ id: string }>(`select m->>'payoutMethodId' as id from campaign, jsonb_array_elements(payout_methods) m where campaign.id = $1`, [campaignId]);
      const methodId = methods[0].id;
      await db.query(
        `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, email, amount_cents)
         select uuid_generate_v7(), $1, $2, 'P-' || g, 'Bench', 'payee' || g || '@example.com', $3 from generate_series(1, $4) g`,
        [ctx.organizationId, campaignId, AMOUNT_CENTS, PAYOUTS],
      );
      await db.query('analyze payout_instruction');
      const initiated = await json<{ count: number }>(
        await fetch(`${ctx.baseUrl}${V2}/campaigns/${campaignId}/payout-instructions/:initiate`, { method: 'POST', headers, body: JSON.stringify({ channel: 'Email' }) }),
        202,
      );
      if (initiated.count !== PAYOUTS) throw new Error(`Initiated ${initiated.count} of ${PAYOUTS} instructions`);
      // Over Email, so that the cards' PayoutAvailableEmail go (the channel None would skip them); the claim emails
      // themselves are not this scenario's work: their events are marked handled before any worker runs.
      await db.query(
        `update domain_event set handled_on = now()
         where handled_on is null and type = 'PayoutInstructionInitiated' and (data ->> 'payoutInstructionId')::uuid in (select id from payout_instruction where campaign_id = $1)`,
        [campaignId],
      );
      // The claim links' tokens, as the claim emails would carry them.
      const links = new LinkTokens(loadConfig().linkSecret);
      const { rows: instructions } = await db.query<{ id: string; email: string; link_version: number }>(
        'select id, email, link_version from payout_instruction where campaign_id = $1 order by id',
        [campaignId],
      );
      const claims = instructions.map((i) => ({ token: links.sign('claim', { instructionId: i.id, linkVersion: i.link_version }), email: i.email }));

      const port = await freePort();
      const env = { ...process.env, PORT: String(port) };
      const baseUrl = `http://127.0.0.1:${port}`;
      // Paused before the worker starts: the wake-ups of the requests and the periodic dispatch wait for the resume.
      await queue.pause();
      api = start('src/main.js', env, 'API');
      worker = start('workers/main.js', env, 'worker');
      await until('API up', START_TIMEOUT_MS, async () => ((await fetch(`${baseUrl}/health/live`)).ok ? true : undefined));
      await until('worker up', START_TIMEOUT_MS, async () => ((await queue.getWorkersCount()) > 0 ? true : undefined));
      const idle = { api: rssMiB(api.pid!, 'VmRSS'), worker: rssMiB(worker.pid!, 'VmRSS') };

      // The beneficiaries, CONCURRENCY at a time: each call's latency is kept.
      const latencies: number[] = [];
      let errors = 0;
      let next = 0;
      const call = async (path: string, body: unknown, expected: number, auth?: string): Promise<Response> => {
        const sent = performance.now();
        const response = await fetch(`${baseUrl}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...(auth ? { Authorization: `Bearer ${auth}` } : {}) },
          body: JSON.stringify(body),
        });
        if (response.status !== expected) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
        latencies.push(performance.now() - sent);
        return response;
      };
      const apiCpuBefore = cpuSeconds(api.pid!);
      const firstRequestAt = Date.now();
      const requestsStarted = performance.now();
      const deadline = requestsStarted + REQUEST_TIMEOUT_MS;
      let firstError: unknown;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < claims.length && performance.now() < deadline) {
            const { token, email } = claims[next++];
            try {
              const opened = (await (await call('/beneficiary/sessions', { token }, 201)).json()) as { sessionToken: string };
              await drain(await call('/beneficiary/claim/payout-method', { payoutMethodId: methodId }, 200, opened.sessionToken));
              await drain(await call('/beneficiary/claim/payout', { details: { email } }, 201, opened.sessionToken));
            } catch (error) {
              errors++;
              firstError ??= error;
            }
          }
        }),
      );
      const requestMs = performance.now() - requestsStarted;
      const claimed = next - errors;
      const apiCpu = cpuSeconds(api.pid!) - apiCpuBefore;
      if (firstError) console.error(`\nFirst failed claim: ${firstError instanceof Error ? firstError.message : String(firstError)}`);
      const apiPeak = rssMiB(api.pid!);

      const cpuBefore = cpuSeconds(worker.pid!);
      const postgresBefore = postgresCpu();
      const resumedAt = Date.now();
      await queue.resume();
      // Until no payout of the campaign is Processing; the times of the first and last completions are the database's.
      const count$ = async (sql: string) => Number((await db.query<{ n: string }>(sql, [campaignId])).rows[0].n);
      let open = PAYOUTS;
      const completeBy = performance.now() + COMPLETE_TIMEOUT_MS;
      while (open > 0 && performance.now() < completeBy) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        open = await count$(`select count(*) as n from payout where campaign_id = $1 and status = 'Processing'`);
      }
      const cpu = cpuSeconds(worker.pid!) - cpuBefore;
      const postgresSeconds = postgresCpuSince(postgresBefore);
      // The worker also sends each beneficiary a PayoutAvailableEmail (no SMTP_URL here: rendered, recorded Sent, not
      // delivered); the worker is stopped once they are all Sent, so that none is cut off.
      let emailsSent = 0;
      const emailsBy = performance.now() + EMAILS_TIMEOUT_MS;
      while (emailsSent < PAYOUTS && performance.now() < emailsBy) {
        emailsSent = await count$(`select count(*) as n from email_delivery where campaign_id = $1 and template_type = 'PayoutAvailableEmail' and delivery_status = 'Sent'`);
        if (emailsSent < PAYOUTS) await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const emailsDone = Date.now();
      const workerPeak = rssMiB(worker.pid!);

      const { rows: times } = await db.query<{ first: number; last: number; n: string }>(
        `select extract(epoch from min(completed_on)) * 1000 as first, extract(epoch from max(completed_on)) * 1000 as last, count(*) as n
         from payout where campaign_id = $1 and status = 'Completed'`,
        [campaignId],
      );
      const completed = Number(times[0].n);
      const first = Number(times[0].first);
      const last = Number(times[0].last);
      const { rows: books } = await db.query<{ entries: string; requests: string; repeated: string }>(
        `select count(*) as entries, coalesce(sum(request_count), 0) as requests, count(*) filter (where request_count > 1) as repeated from sandbox_provider_payout`,
      );

      const ok = claimed === PAYOUTS && open === 0 && completed === PAYOUTS && Number(books[0].entries) === PAYOUTS;
      if (!ok) console.error(`\nPayouts: ${claimed} requested, ${errors} claims failed, ${completed} Completed, ${open} still Processing, ${books[0].entries} provider entries`);
      const requests = latencies.length;
      latencies.sort((a, b) => a - b);
      return {
        concurrency: CONCURRENCY,
        requests,
        errors: ok ? 0 : Math.max(1, PAYOUTS - claimed, PAYOUTS - completed),
        elapsedMs: requestMs,
        requestsPerSecond: (requests / requestMs) * 1000,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        p99Ms: percentile(latencies, 99),
        maxMs: latencies.at(-1) ?? NaN,
        figures: {
          'payouts requested (3 calls each: session, method, payout)': `${count(claimed)} in ${seconds(requestMs)}, ${rate(claimed, requestMs)}`,
          'API CPU time while requested': `${apiCpu.toFixed(1)} s (${Math.round((apiCpu / (requestMs / 1000)) * 100)} % of one core; ${((apiCpu / Math.max(1, requests)) * 1e6).toFixed(0)} µs per call)`,
          'payouts Completed': `${count(completed)} of ${count(PAYOUTS)}`,
          'end to end, first request to last completion (requests first, then the worker)': `${seconds(last - firstRequestAt)}: ${rate(completed, last - firstRequestAt)}`,
          'worker, from the resume to the last completion': `${seconds(last - resumedAt)}: ${rate(completed, last - resumedAt)} (first completion ${((first - resumedAt) / 1000).toFixed(2)} s after the resume)`,
          [`worker, first to last completion (target ≥ ${TARGET_PER_SECOND}/s)`]: `${seconds(last - first)}: ${rate(completed, last - first)}`,
          'worker CPU time, resume to last completion': `${cpu.toFixed(1)} s (${Math.round((cpu / ((last - resumedAt) / 1000)) * 100)} % of one core; ${((cpu / Math.max(1, completed)) * 1e6).toFixed(0)} µs per payout)`,
          'PostgreSQL CPU time, resume to last completion': `${postgresSeconds.toFixed(1)} s (${Math.round((postgresSeconds / ((last - resumedAt) / 1000)) * 100)} % of one core; ${((postgresSeconds / Math.max(1, completed)) * 1e6).toFixed(0)} µs per payout)`,
          'provider entries / requests (repeats)': `${count(Number(books[0].entries))} / ${count(Number(books[0].requests))} (${count(Number(books[0].repeated))} keys asked more than once)`,
          'PayoutAvailableEmail Sent (by the same worker)': `${count(emailsSent)}, the last ${seconds(emailsDone - last)} after the last completion`,
          'peak RSS of the worker': `${workerPeak.toFixed(0)} MiB (${idle.worker.toFixed(0)} MiB idle before the requests)`,
          'peak RSS of the API': `${apiPeak.toFixed(0)} MiB (${idle.api.toFixed(0)} MiB idle before the requests)`,
        },
      };
    } finally {
      await queue.resume().catch(() => undefined);
      await Promise.all([stop(api), stop(worker)]);
      await Promise.all([queue.close(), db.end().catch(() => undefined)]);
    }
  },
};
