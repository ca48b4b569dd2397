import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { authorized, createCampaign, json, type BenchContext, type Scenario } from './scenario';
import { cpuSeconds, postgresCpu, postgresCpuSince } from '../process-cpu';
import { freePort, start, stop, until } from './upload-import';

/** Issue 18's target: the service's reads at least this share of the bare baseline's throughput. */
const TARGET_RATIO = 0.75;
const CONNECTIONS = 32;
const SECONDS = 5;
/** Each pair is measured this many times, service and baseline in turn, so a drifting machine weighs on both; the median is kept. */
const ROUNDS = 3;
/** Each case is driven this long on both servers before its rounds: compiled code, prepared statements, pools. */
const WARM_UP_SECONDS = 2;
const INSTRUCTIONS = 1_000;
const V2 = '/v2/campaign-manager';

interface Run {
  requestsPerSecond: number;
  p99: number;
  errors: number;
  /** CPU time the server process spent per answered request, in µs: what the machine's other load cannot blur. */
  cpuMicros: number;
  /** PostgreSQL's CPU time per answered request, in µs (every backend of the server: the bench's load alone, mostly). */
  postgresMicros: number;
}

/** Drives `url` on the server process `pid`; its throughput, p99 and CPU per request. */
function cannon(pid: number, url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Run> {
  const cpuBefore = cpuSeconds(pid);
  const postgresBefore = postgresCpu();
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      const perRequest = (seconds: number) => (seconds * 1e6) / Math.max(1, result.requests.total);
      resolve({
        requestsPerSecond: result.requests.average,
        p99: result.latency.p99,
        errors: result.errors + result.non2xx,
        cpuMicros: perRequest(cpuSeconds(pid) - cpuBefore),
        postgresMicros: perRequest(postgresCpuSince(postgresBefore)),
      });
    });
  });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A new organization whose campaign holds INSTRUCTIONS drafts, written with SQL; one instruction's id. */
async function seed(ctx: BenchContext): Promise<{ org: BenchContext; instructionId: string }> {
  const organizationId = randomUUID();
  const token = await ctx.tokenFor(organizationId);
  const holders = await json<{ data: { id: string }[] }>(await fetch(`${ctx.baseUrl}${V2}/funds-holders`, { headers: { Authorization: `Bearer ${token}` } }), 200);
  const org = { ...ctx, organizationId, token, fundsHolderId: holders.data[0].id };
  const campaignId = await createCampaign(org, 'Bench reads');
  const db = new Client({ connectionString: ctx.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query<{ id: string }>(
      `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, last_name, email, amount_cents, tags)
       select uuid_generate_v7(), $1, $2, 'R-' || g, 'Ada', 'Lovelace', 'reads' || g || '@example.com', 1000 + g, jsonb_build_object('cohort', 'A')
       from generate_series(1, $3) g returning id`,
      [organizationId, campaignId, INSTRUCTIONS],
    );
    await db.query('analyze payout_instruction');
    return { org, instructionId: rows[rows.length - 1].id };
  } finally {
    await db.end();
  }
}

/**
 * Reads against a bare baseline (issue 18): the service's `GET /payout-instructions/{id}` and a list page of 50 (with
 * authentication, tenancy, validation, logging, mapping), and a bare NestJS endpoint with a `pg` pool reading the same
 * rows (bench/bare-server.ts), both as processes of their own (the service with `npm start`'s flags), driven in turn
 * by autocannon at 32 connections for 5 s, three times each after a warm-up of each read. Prints both throughputs, their p99 and the ratio of the medians.
 */
export const readBaseline: Scenario = {
  name: 'reads: GET …/payout-instructions/{id} and a page of 50 against a bare NestJS + pg baseline (autocannon)',
  description: 'The service’s reads as a share of a bare endpoint’s on the same database; issue 18 asks at least 0.75.',
  async run(ctx) {
    const { org, instructionId } = await seed(ctx);
    const [apiPort, barePort] = [await freePort(), await freePort()];
    let api: ChildProcess | undefined;
    let bare: ChildProcess | undefined;
    try {
      api = start('src/main.js', { ...process.env, PORT: String(apiPort) }, 'API');
      bare = spawn(process.execPath, [path.resolve(__dirname, '..', 'bare-server.js')], {
        env: { ...process.env, PORT: String(barePort), ORGANIZATION_ID: org.organizationId },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      const service = `http://127.0.0.1:${apiPort}${V2}/payout-instructions`;
      const baseline = `http://127.0.0.1:${barePort}/bare/payout-instructions`;
      await until('API up', 30_000, async () => ((await fetch(`http://127.0.0.1:${apiPort}/health/live`)).ok ? true : undefined));
      await until('bare server up', 30_000, async () => ((await fetch(`${baseline}/${instructionId}`)).ok ? true : undefined));
      const auth = authorized(org);
      const pids = { service: api.pid!, baseline: bare.pid! };

      const cases = [
        { label: 'one instruction by id', service: `${service}/${instructionId}`, baseline: `${baseline}/${instructionId}` },
        { label: 'a page of 50', service: `${service}?pageSize=50`, baseline: `${baseline}?pageSize=50` },
      ];
      const figures: Record<string, string> = {};
      let errors = 0;
      const ratios: number[] = [];
      for (const c of cases) {
        const runs = { service: [] as Run[], baseline: [] as Run[] };
        // Warm both on this very read: its code compiled, its statements prepared, the token verified, the user admitted.
        await cannon(pids.service, c.service, auth, WARM_UP_SECONDS);
        await cannon(pids.baseline, c.baseline, {}, WARM_UP_SECONDS);
        for (let round = 0; round < ROUNDS; round++) {
          runs.service.push(await cannon(pids.service, c.service, auth));
          runs.baseline.push(await cannon(pids.baseline, c.baseline));
        }
        errors += [...runs.service, ...runs.baseline].reduce((sum, r) => sum + r.errors, 0);
        const summary = (list: Run[]) => ({
          rps: median(list.map((r) => r.requestsPerSecond)),
          p99: median(list.map((r) => r.p99)),
          cpu: median(list.map((r) => r.cpuMicros)),
          postgres: median(list.map((r) => r.postgresMicros)),
        });
        const [s, b] = [summary(runs.service), summary(runs.baseline)];
        const ratio = s.rps / b.rps;
        ratios.push(ratio);
        figures[c.label] =
          `service ${s.rps.toFixed(0)} req/s (p99 ${s.p99} ms) against baseline ${b.rps.toFixed(0)} req/s (p99 ${b.p99} ms): ratio ${ratio.toFixed(2)} — ` +
          `CPU per request ${s.cpu.toFixed(0)} µs against ${b.cpu.toFixed(0)} µs (ratio ${(b.cpu / s.cpu).toFixed(2)}), PostgreSQL's ${s.postgres.toFixed(0)} µs against ${b.postgres.toFixed(0)} µs — ` +
          `${ratio >= TARGET_RATIO ? 'met' : 'MISSED'} (target ≥ ${TARGET_RATIO}); rounds: service ${runs.service.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')}, baseline ${runs.baseline.map((r) => r.requestsPerSecond.toFixed(0)).join(', ')}`;
      }
      const total = Object.keys(figures).length;
      return {
        concurrency: CONNECTIONS,
        requests: 0,
        errors,
        elapsedMs: 0,
        requestsPerSecond: 0,
        p50Ms: 0,
        p95Ms: 0,
        p99Ms: 0,
        maxMs: 0,
        figures: { ...figures, [`cases meeting ${TARGET_RATIO}`]: `${ratios.filter((r) => r >= TARGET_RATIO).length} of ${total}` },
      };
    } finally {
      await stop(api);
      await stop(bare);
    }
  },
};
