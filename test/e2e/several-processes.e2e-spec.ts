import { Queue } from 'bullmq';
import { Client } from 'pg';
import type TestAgent from 'supertest/lib/agent';
import { jobId, type JobPayloads } from '../../src/core/queue/job-registry';
import { launchSeveralProcesses, limitFigures, RecipientSink, spreadOverApis, tally, untilReady, type SeveralProcesses } from '../../bench/several-processes';
import { stop } from '../../bench/scenarios/upload-import';
import { fundedCampaign, V2 } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { openApiValidator } from '../utils/openapi-validator';
import { checkedAgent, eventually } from '../utils/test-app';
import { startApiProcess, startWorkerProcess } from '../utils/worker-process';

/**
 * Several processes (docs/configuration.md, Several processes): two compiled API processes (`dist/src/main.js`) and
 * two compiled workers (`dist/workers/main.js`) on this file's database, one queue prefix and one Redis, as
 * `docker compose up --scale api=2 --scale worker=2` runs them. Each worker sends to an SMTP sink of its own, so
 * that the sinks tell which worker sent what. An upload sent to one API is imported once, though both workers are
 * handed its job; a bulk initiation sent to the other has each of its emails sent once across the two workers; an
 * organization's requests spread over both APIs share one rate limit.
 */
describe('two API processes and two worker processes on one database and Redis', () => {
  const N = 300;
  /** Low, so that the limit test is short; the other organization's whole flow stays under it (its requests are counted). */
  const LIMIT = 30;
  let processes: SeveralProcesses | undefined;
  let sinks: RecipientSink[] = [];
  let apis: TestAgent[];
  let db: Client;
  let prefix: string;
  let c: Awaited<ReturnType<typeof fundedCampaign>>;

  beforeAll(async () => {
    prefix = process.env.QUEUE_PREFIX!;
    db = new Client({ connectionString: process.env.DATABASE_URL });
    await db.connect();
    sinks = await Promise.all([RecipientSink.listen(), RecipientSink.listen()]);
    processes = await launchSeveralProcesses((kind, env) => (kind === 'api' ? startApiProcess : startWorkerProcess)({ queuePrefix: prefix, env, logLevel: 'error' }), {
      apis: 2,
      smtpUrls: sinks.map((sink) => sink.url),
      env: { RATE_LIMIT_PER_MINUTE: String(LIMIT) },
    });
    await untilReady(processes, { redisUrl: process.env.REDIS_URL!, queuePrefix: prefix, queues: ['uploads', 'notifications'], timeoutMs: 60_000 });
    apis = await Promise.all(processes.apiUrls.map((url) => checkedAgent(url)));
  }, 180_000);

  afterAll(async () => {
    await Promise.all([...(processes?.apis ?? []), ...(processes?.workers ?? [])].map((child) => stop(child)));
    await Promise.all(sinks.map((sink) => sink.close()));
    await db?.end();
  }, 60_000);

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = async (text: string, params: unknown[] = []): Promise<any[]> => (await db.query(text, params)).rows;
  const email = (i: number) => `several.${String(i).padStart(4, '0')}@example.com`;

  it('imports an upload sent to the second API once, though both workers are handed its job at once', async () => {
    c = await fundedCampaign({ http: apis[0] }, N * 10);
    const csv = `Id,Amount,FirstName,Email\n${Array.from({ length: N }, (_, i) => `S-${i},10.00,Ada,${email(i)}`).join('\n')}\n`;
    const accepted = await apis[1]
      .post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:upload`)
      .set(c.auth)
      .attach('file', Buffer.from(csv), { filename: 'several.csv', contentType: 'text/csv' })
      .expect(202);
    const uploadId = accepted.body.id as string;
    // A second job for the same upload, as a redelivery would make: the worker not importing it takes it meanwhile.
    const queue = new Queue('uploads', { connection: { url: process.env.REDIS_URL }, prefix });
    try {
      const payload: JobPayloads['upload-process'] = { organizationId: c.organizationId, uploadId };
      const again = await queue.add('upload-process', payload, { jobId: `${jobId('upload-process', uploadId)}-again`, attempts: 5, backoff: { type: 'fixed', delay: 200 } });
      const states = () => Promise.all([jobId('upload-process', uploadId), again.id!].map(async (id) => (await queue.getJob(id))?.getState()));
      expect(await eventually(states, (both) => both.every((state) => state === 'completed' || state === 'failed'), 30_000)).toEqual(['completed', 'completed']);
    } finally {
      await queue.close();
    }

    const read = await apis[1].get(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/${uploadId}`).set(c.auth).expect(200);
    // Created once: a second import of the same file would find the instructions there and count them as updated.
    expect(read.body).toMatchObject({ status: 'Completed', totalRows: N, processedRows: N, createdCount: N, updatedCount: 0, failedCount: 0 });
    expect(await sql(`select count(*)::int as n, count(distinct external_id)::int as ids, count(distinct email)::int as emails, count(*) filter (where status = 'Draft')::int as drafts from payout_instruction where campaign_id = $1`, [c.campaignId])).toEqual([
      { n: N, ids: N, emails: N, drafts: N },
    ]);
  }, 60_000);

  it('sends each email of a bulk initiation sent to the first API exactly once, and both workers send some', async () => {
    const initiated = await apis[0].post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ distributionPeriodInSeconds: 2 }).expect(202);
    expect(initiated.body.count).toBe(N);
    const outbox = () => sql(`select delivery_status as status, count(*)::int as n from email_delivery where campaign_id = $1 group by 1`, [c.campaignId]);
    await eventually(async () => ({ accepted: sinks[0].count + sinks[1].count, rows: await outbox() }), ({ accepted, rows }) => accepted >= N && rows.length === 1 && rows[0].status === 'Sent', 30_000);
    // A copy sent twice would arrive after its row is recorded: give a late one time to be counted.
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const result = tally(Array.from({ length: N }, (_, i) => email(i)), sinks);
    expect({ duplicates: result.duplicates, missing: result.missing, unexpected: result.unexpected, total: result.perSink[0] + result.perSink[1] }).toEqual({ duplicates: 0, missing: 0, unexpected: 0, total: N });
    expect(result.perSink.every((n) => n > 0)).toBe(true);
    expect(await outbox()).toEqual([{ status: 'Sent', n: N }]);
    expect(await sql(`select count(distinct message_id)::int as ids, max(attempts)::int as attempts from email_delivery where campaign_id = $1`, [c.campaignId])).toEqual([{ ids: N, attempts: 1 }]);
    console.log(`${N} emails by two workers: ${result.perSink.join(' + ')}`);
  }, 60_000);

  it(`shares the rate limit: an organization's requests spread over both APIs are refused past ${LIMIT} in all, not per process`, async () => {
    const token = await tokenFor(newOrganizationId());
    const answers = await spreadOverApis(processes!.apiUrls, token, `${V2}/funds-holders`, 2 * LIMIT);
    // Counted per process, all 2 × LIMIT would pass.
    expect(limitFigures(answers, 2)).toEqual({ allowed: LIMIT, refused: LIMIT, other: 0, perApi: [{ allowed: LIMIT / 2, refused: LIMIT / 2 }, { allowed: LIMIT / 2, refused: LIMIT / 2 }] });
    expect(answers.slice(0, LIMIT).every((a) => a.status === 200)).toBe(true);
    const check = openApiValidator((await apis[0].get('/openapi.json').expect(200)).body);
    for (const a of answers) expect(check({ method: 'GET', url: a.url, status: a.status, contentType: a.contentType?.split(';')[0], body: a.body })).toBeUndefined();
    for (const refused of answers.slice(LIMIT)) {
      expect(refused.body).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1);
    }
    // Another organization is unaffected, on either API.
    const other = bearer(await tokenFor(newOrganizationId()));
    for (const api of apis) await api.get(`${V2}/funds-holders`).set(other).expect(200);
  });
});
