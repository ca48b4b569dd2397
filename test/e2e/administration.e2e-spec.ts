import type { INestApplicationContext } from '@nestjs/common';
import request from 'supertest';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { QUEUES } from '../../src/core/queue/job-registry';
import { claimCampaign, claimTokensFor, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { useMailingStack } from '../utils/mailing-stack';
import type { SmtpSink } from '../utils/smtp-sink';
import { createTestApp, eventually, startWorker, type TestApp } from '../utils/test-app';
import { query } from '../../src/core/database/sql';

jest.setTimeout(60_000);

interface Row {
  id: string;
  recipient: string;
  delivery_status: string;
  scheduled_for: string;
  attempts: number;
  last_error: string | null;
}
interface ScheduledJob {
  name: string;
  schedule: { everySeconds: number };
  paused: boolean;
  nextRunOn: string | null;
  lastRunOn: string | null;
  lastRunOutcome: 'Succeeded' | 'Failed' | null;
}

const without = (...scopes: string[]) => ALL_SCOPES.filter((scope) => !scopes.includes(scope));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This file's operator organization (OPERATOR_ORG_IDS, read by each app and worker as it starts). */
const OPERATOR_ORG = newOrganizationId();
beforeAll(() => {
  process.env.OPERATOR_ORG_IDS = OPERATOR_ORG;
});
afterAll(() => {
  delete process.env.OPERATOR_ORG_IDS;
});

/**
 * The operators' endpoints (docs/administration.md) against PostgreSQL, Redis, a worker and an SMTP sink: publishing
 * the organization's emails, the queues' counts, the repeating jobs (a pause survives a restart of every process),
 * their metrics, and Bull Board behind the `admin:manage` scope; queues, jobs and the board for an operator organization only.
 */
describe('administration', () => {
  describe('POST /admin/messages/:publish', () => {
    let t: TestApp;
    let sink: SmtpSink;
    useMailingStack((stack) => ({ t, sink } = stack));

    const rowsOf = (instructionIds: readonly string[]) =>
      query<Row>(t.orm.em.fork(), 'select id, recipient, delivery_status, scheduled_for, attempts, last_error from email_delivery where payout_instruction_id = any(?::uuid[]) order by scheduled_for', [
          instructionIds,
        ]);
    const publish = (c: FundedCampaign, body: Record<string, unknown>, prefix = V2) => t.http.post(`${prefix}/admin/messages/:publish`).set(c.auth).send(body);

    /** Three instructions initiated in bulk over three days: the first email goes now, the others in one and two days. */
    async function spreadOverThreeDays(c: FundedCampaign): Promise<string[]> {
      const ids: string[] = [];
      for (let i = 0; i < 3; i++) ids.push((await createInstruction(t, c, { firstName: `Ada${i}`, amount: 10 })).id);
      await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ payoutInstructionIds: ids, distributionPeriodInSeconds: 3 * 86_400 }).expect(202);
      await eventually(() => rowsOf(ids), (rows) => rows.filter((row) => row.delivery_status === 'Sent').length === 1);
      return ids;
    }

    it('Queued: emails held for a later part of their window go out now, each exactly once', async () => {
      const c = await fundedCampaign(t, 1_000);
      const ids = await spreadOverThreeDays(c);
      const held = (await rowsOf(ids)).filter((row) => row.delivery_status === 'Queued');
      expect(held).toHaveLength(2);
      for (const row of held) expect(new Date(row.scheduled_for).getTime()).toBeGreaterThan(Date.now() + 3_600_000);

      // Another organization's held email is none of this organization's business.
      const other = await fundedCampaign(t, 1_000);
      const otherIds = await spreadOverThreeDays(other);

      const response = await publish(c, { deliveryStatus: 'Queued' }).expect(202);
      expect(response.body).toEqual({ count: 2 });

      const rows = await eventually(() => rowsOf(ids), (all) => all.every((row) => row.delivery_status === 'Sent'), 30_000);
      // Given time for a duplicate to show up, each beneficiary has exactly one email.
      await pause(1_500);
      for (const row of rows) expect(sink.to(row.recipient)).toHaveLength(1);
      expect((await rowsOf(otherIds)).filter((row) => row.delivery_status === 'Queued')).toHaveLength(2);

      // Nothing is left waiting: a second publish finds nothing.
      expect((await publish(c, { deliveryStatus: 'Queued', campaignId: c.campaignId }).expect(202)).body).toEqual({ count: 0 });
    });

    it('Queued: an email whose send job already waits in Redis for its time (due within the minute) goes now too', async () => {
      const c = await fundedCampaign(t, 1_000);
      const ids: string[] = [];
      for (let i = 0; i < 2; i++) ids.push((await createInstruction(t, c, { firstName: `Bo${i}`, amount: 10 })).id);
      // The second email is due in 45 seconds: the dispatcher has handed it to a send job delayed to then.
      await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ payoutInstructionIds: ids, distributionPeriodInSeconds: 90 }).expect(202);
      await eventually(
        () => query<{ waiting: number }>(t.orm.em.fork(), "select count(*)::int as waiting from email_delivery where payout_instruction_id = any(?::uuid[]) and delivery_status = 'Queued' and dispatched_on is not null", [ids]),
        ([row]) => row.waiting === 1,
      );
      const started = Date.now();
      expect((await publish(c, { deliveryStatus: 'Queued', campaignId: c.campaignId }).expect(202)).body).toEqual({ count: 1 });
      const rows = await eventually(() => rowsOf(ids), (all) => all.every((row) => row.delivery_status === 'Sent'), 30_000);
      expect(Date.now() - started).toBeLessThan(20_000);
      await pause(1_000);
      for (const row of rows) expect(sink.to(row.recipient)).toHaveLength(1);
    });

    it('Queued with a campaign (v3 distributionId): only that campaign’s emails', async () => {
      const c = await fundedCampaign(t, 1_000);
      const ids = await spreadOverThreeDays(c);
      const response = await publish(c, { deliveryStatus: 'Queued', distributionId: c.campaignId }, V3).expect(202);
      expect(response.body).toEqual({ count: 2 });
      await eventually(() => rowsOf(ids), (all) => all.every((row) => row.delivery_status === 'Sent'), 30_000);
    });

    it('Failed: a failed email is queued again and sent, once, with a new set of attempts', async () => {
      const c = await fundedCampaign(t, 1_000);
      const { id } = await createInstruction(t, c, { firstName: 'Grace', amount: 25 });
      sink.refuseNext(1, 550);
      await t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({ channel: 'Email' }).expect(200);
      const [failed] = await eventually(() => rowsOf([id]), (rows) => rows[0]?.delivery_status === 'Failed');
      expect(failed.last_error).toContain('Mailbox unavailable');
      expect(sink.to(failed.recipient)).toHaveLength(0);

      expect((await publish(c, { deliveryStatus: 'Failed', campaignId: c.campaignId }).expect(202)).body).toEqual({ count: 1 });
      const [sent] = await eventually(() => rowsOf([id]), (rows) => rows[0]?.delivery_status === 'Sent');
      expect(sent).toMatchObject({ id: failed.id, attempts: 1, last_error: null });
      await pause(1_000);
      expect(sink.to(sent.recipient)).toHaveLength(1);
      const activity = (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as { kind: string; description: string; actor: { type: string } }[];
      expect(activity).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'NotificationQueued', description: 'Failed email queued again', actor: expect.objectContaining({ type: 'Administrator' }) })]));
      expect(activity.map((entry) => entry.kind)).toEqual(expect.arrayContaining(['NotificationFailed', 'NotificationSent']));

      expect((await publish(c, { deliveryStatus: 'Failed' }).expect(202)).body).toEqual({ count: 0 });
    });

    it('answers 404 for another organization’s or an unknown campaign, 403 without the scope, 400 for a bad body', async () => {
      const c = await fundedCampaign(t, 0);
      const other = await fundedCampaign(t, 0);
      await publish(c, { deliveryStatus: 'Queued', campaignId: other.campaignId }).expect(404);
      await publish(c, { deliveryStatus: 'Failed', campaignId: newOrganizationId() }).expect(404);

      const narrow = bearer(await tokenFor(c.organizationId, { scopes: without('admin:publishMessages') }));
      const refused = await t.http.post(`${V2}/admin/messages/:publish`).set(narrow).send({ deliveryStatus: 'Queued' }).expect(403);
      expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
      await t.http.post(`${V2}/admin/messages/:publish`).send({ deliveryStatus: 'Queued' }).expect(401);

      for (const body of [{}, { deliveryStatus: 'Sent' }, { deliveryStatus: 'Queued', campaignId: 'nope' }, { deliveryStatus: 'Queued', extra: 1 }, { deliveryStatus: 'Queued', campaignId: c.campaignId, distributionId: c.campaignId }]) {
        const response = await publish(c, body, 'distributionId' in body ? V3 : V2).expect(400);
        expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED' });
      }
    });
  });

  describe('queues, scheduled jobs and the board', () => {
    let t: TestApp;
    let worker: INestApplicationContext;
    let auth: Record<string, string>;
    let organizationId: string;

    beforeAll(async () => {
      t = await createTestApp();
      worker = await startWorker();
      organizationId = OPERATOR_ORG;
      auth = bearer(await tokenFor(organizationId));
    });
    afterAll(async () => {
      await worker?.close();
      await t?.close();
    });

    const jobs = async () => (await t.http.get(`${V2}/admin/scheduled-jobs`).set(auth).expect(200)).body.data as ScheduledJob[];
    const job = async (name: string) => (await jobs()).find((j) => j.name === name)!;
    const scheduler = (queue: string, id: string) => t.app.get(JobQueue).queue(queue).getJobScheduler(id);

    it('lists every repeating job with its schedule, next run and last run', async () => {
      const list = await jobs();
      expect(list.map((j) => j.name)).toEqual(expect.arrayContaining(['ach-batch', 'check-print-run', 'email-dispatch', 'automatic-reminders', 'campaign-expiry', 'stale-uploads', 'payouts-dispatch']));
      for (const j of list) {
        expect(j).toEqual({ name: j.name, schedule: { everySeconds: expect.any(Number) }, paused: false, nextRunOn: expect.any(String), lastRunOn: j.lastRunOn, lastRunOutcome: j.lastRunOutcome });
      }
      expect((await job('email-dispatch')).schedule).toEqual({ everySeconds: 5 });
      // The email dispatcher runs every 5 seconds: its runs are recorded as they end.
      const dispatch = await eventually(() => job('email-dispatch'), (j) => j.lastRunOn !== null, 30_000);
      expect(dispatch.lastRunOutcome).toBe('Succeeded');
      expect(new Date(dispatch.lastRunOn!).getTime()).toBeLessThanOrEqual(Date.now());
      // The v3 path answers the same.
      expect((await t.http.get(`${V3}/admin/scheduled-jobs`).set(auth).expect(200)).body.data.map((j: ScheduledJob) => j.name)).toEqual(list.map((j) => j.name));
    });

    it('pauses a job, runs it anyway, keeps it paused across a restart of the API and the worker, and resumes it', async () => {
      const paused = await t.http.patch(`${V2}/admin/scheduled-jobs/ach-batch`).set(auth).send({ paused: true }).expect(200);
      expect(paused.body).toMatchObject({ name: 'ach-batch', paused: true, nextRunOn: null });
      expect(await scheduler('payouts', 'ach-batch')).toBeUndefined();
      // Pausing twice is harmless.
      await t.http.patch(`${V2}/admin/scheduled-jobs/ach-batch`).set(auth).send({ paused: true }).expect(200);

      const before = await job('ach-batch');
      await t.http.post(`${V2}/admin/scheduled-jobs/ach-batch/:run`).set(auth).expect(202);
      const ran = await eventually(() => job('ach-batch'), (j) => j.lastRunOn !== null && j.lastRunOn !== before.lastRunOn, 30_000);
      expect(ran).toMatchObject({ paused: true, nextRunOn: null, lastRunOutcome: 'Succeeded' });

      // Every process restarts on the same database and Redis: the worker's boot leaves the paused job unscheduled.
      await worker.close();
      await t.close();
      t = await createTestApp();
      worker = await startWorker();
      expect(await job('ach-batch')).toMatchObject({ paused: true, nextRunOn: null, lastRunOn: ran.lastRunOn, lastRunOutcome: 'Succeeded' });
      expect(await scheduler('payouts', 'ach-batch')).toBeUndefined();
      expect(await scheduler('payouts', 'check-print-run')).toBeDefined();

      const resumed = await t.http.patch(`${V3}/admin/scheduled-jobs/ach-batch`).set(auth).send({ paused: false }).expect(200);
      expect(resumed.body).toMatchObject({ name: 'ach-batch', paused: false, nextRunOn: expect.any(String) });
      expect(await scheduler('payouts', 'ach-batch')).toMatchObject({ every: (resumed.body as ScheduledJob).schedule.everySeconds * 1000 });
      expect((await jobs()).every((j) => !j.paused)).toBe(true);
    });

    it('answers 404 for an unknown job, 400 for a malformed name or body, 403 without scheduledJobs:manage', async () => {
      await t.http.patch(`${V2}/admin/scheduled-jobs/no-such-job`).set(auth).send({ paused: true }).expect(404);
      await t.http.post(`${V2}/admin/scheduled-jobs/no-such-job/:run`).set(auth).expect(404);
      await t.http.patch(`${V2}/admin/scheduled-jobs/ACH%20batch`).set(auth).send({ paused: true }).expect(400);
      for (const body of [{}, { paused: 'yes' }, { paused: null }, { paused: true, extra: 1 }]) {
        await t.http.patch(`${V2}/admin/scheduled-jobs/ach-batch`).set(auth).send(body).expect(400);
      }
      const narrow = bearer(await tokenFor(organizationId, { scopes: without('scheduledJobs:manage') }));
      await t.http.get(`${V2}/admin/scheduled-jobs`).set(narrow).expect(403);
      await t.http.patch(`${V2}/admin/scheduled-jobs/ach-batch`).set(narrow).send({ paused: true }).expect(403);
      await t.http.post(`${V2}/admin/scheduled-jobs/ach-batch/:run`).set(narrow).expect(403);
      expect((await job('ach-batch')).paused).toBe(false);
    });

    it('counts the jobs of every queue by state', async () => {
      const queue = t.app.get(JobQueue).queue('maintenance');
      const delayed = await queue.add('idempotency-keys-purge', {}, { delay: 3_600_000, jobId: 'administration-test-delayed' });
      try {
        const response = await t.http.get(`${V2}/admin/queues`).set(auth).expect(200);
        const queues = response.body.data as { name: string; waiting: number; active: number; delayed: number; failed: number; completed: number }[];
        expect(queues.map((q) => q.name)).toEqual([...QUEUES]);
        for (const q of queues) for (const count of [q.waiting, q.active, q.delayed, q.failed, q.completed]) expect(Number.isInteger(count) && count >= 0).toBe(true);
        expect(queues.find((q) => q.name === 'maintenance')!.delayed).toBeGreaterThanOrEqual(1);
        await t.http.get(`${V3}/admin/queues`).set(auth).expect(200);
      } finally {
        await delayed.remove();
      }
      await t.http.get(`${V2}/admin/queues`).set(bearer(await tokenFor(organizationId, { scopes: without('admin:manage') }))).expect(403);
      await t.http.get(`${V2}/admin/queues`).expect(401);
    });

    it('exports each repeating job’s runs, lag and pause in the metrics', async () => {
      await eventually(() => job('email-dispatch'), (j) => j.lastRunOn !== null, 30_000);
      const metrics = (await t.http.get('/metrics').expect(200)).text;
      const value = (line: RegExp) => Number(metrics.match(line)?.[1]);
      expect(value(/^scheduled_job_runs_total\{name="email-dispatch",outcome="Succeeded"\} (\d+)$/m)).toBeGreaterThanOrEqual(1);
      expect(metrics).toMatch(/^scheduled_job_runs_total\{name="ach-batch",outcome="Failed"\} \d+$/m);
      expect(value(/^scheduled_job_lag_seconds\{name="email-dispatch"\} ([\d.e+-]+)$/m)).toBeGreaterThanOrEqual(0);
      expect(metrics).toMatch(/^scheduled_job_overdue_seconds\{name="check-print-run"\} 0$/m);
      expect(metrics).toMatch(/^scheduled_job_paused\{name="ach-batch"\} 0$/m);
      expect(metrics).toMatch(/^scheduled_job_last_run_timestamp_seconds\{name="email-dispatch"\} [\d.e+]+$/m);
    });

    describe('Bull Board at /admin/queues/board', () => {
      // The board is a page for people, outside the OpenAPI document: plain supertest, not the checked agent.
      const board = (path = '') => request(t.app.getHttpServer()).get(`/admin/queues/board${path}`);

      it('answers 401 without a token and 403 without admin:manage, as problem documents', async () => {
        const anonymous = await board().expect(401);
        expect(anonymous.headers['content-type']).toMatch(/^application\/problem\+json/);
        await board('/api/queues').expect(401);
        const narrow = await board().set(bearer(await tokenFor(organizationId, { scopes: without('admin:manage') }))).expect(403);
        expect(narrow.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
        await board('/api/queues').set(bearer(await tokenFor(organizationId, { scopes: without('admin:manage') }))).expect(403);
      });

      it('serves the board’s page, assets and API with a token holding admin:manage', async () => {
        const page = await board().set(auth).expect(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.text).toContain('<base href="/admin/queues/board/"');
        expect(page.text).toContain('Campaign Manager queues');
        expect(page.headers['x-powered-by']).toBeUndefined();
        expect(page.headers['content-security-policy']).toContain("script-src 'self'");

        const script = page.text.match(/src="(static\/js\/main\.[^"]+\.js)"/)![1];
        const asset = await board(`/${script}`).set(auth).expect(200);
        expect(asset.headers['content-type']).toMatch(/javascript/);

        const api = await board('/api/queues').set(auth).expect(200);
        expect((api.body.queues as { name: string }[]).map((q) => q.name).sort()).toEqual([...QUEUES].sort());
      });
    });
  });
  describe('the deployment’s routes, for operators only', () => {
    let t: TestApp;
    useMailingStack((stack) => ({ t } = stack));

    const ACH_DETAILS = { fullName: 'Bea Jones', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };
    /** Every operator route: queues, scheduled jobs (list, pause, run) and Bull Board (page and API). */
    const operatorRoutes = (auth: Record<string, string>) => [
      t.http.get(`${V2}/admin/queues`).set(auth),
      t.http.get(`${V3}/admin/queues`).set(auth),
      t.http.get(`${V2}/admin/scheduled-jobs`).set(auth),
      t.http.patch(`${V2}/admin/scheduled-jobs/ach-batch`).set(auth).send({ paused: true }),
      t.http.post(`${V2}/admin/scheduled-jobs/ach-batch/:run`).set(auth),
      t.http.post(`${V3}/admin/scheduled-jobs/check-print-run/:run`).set(auth),
      request(t.app.getHttpServer()).get('/admin/queues/board').set(auth),
      request(t.app.getHttpServer()).get('/admin/queues/board/api/queues').set(auth),
    ];

    it('refuses them to another organization’s Administrator and machine client with every scope: its pending ACH transfer stays out of any NACHA file until an operator runs the batch', async () => {
      // Organization B: a beneficiary's ACH transfer waits for the next batch.
      const b = await claimCampaign(t, { methods: [METHODS.ach] });
      const { id } = await initiatedInstruction(t, b, { amount: 25 });
      await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, METHODS.ach, ACH_DETAILS, 'Pending');
      const transfer = async () => (await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(b.auth).expect(200)).body as { status: string };

      // Organization A: its first user (an Administrator) and a machine client, each token with every scope.
      const a = newOrganizationId();
      const administrator = bearer(await tokenFor(a));
      const machine = bearer(await tokenFor(a, { subject: 'ci-bot', claims: { gty: 'client-credentials' } }));
      await t.http.get(`${V2}/funds-holders`).set(administrator).expect(200);
      for (const auth of [administrator, machine, b.auth]) {
        for (const route of operatorRoutes(auth)) {
          const refused = await route.expect(403);
          expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', detail: expect.stringContaining('operator organization') });
        }
      }
      expect((await transfer()).status).toBe('Pending');

      // The operator organization's Administrator sees the jobs unpaused, and its run of the batch takes B's transfer.
      const operator = bearer(await tokenFor(OPERATOR_ORG));
      const jobs = (await t.http.get(`${V2}/admin/scheduled-jobs`).set(operator).expect(200)).body.data as ScheduledJob[];
      expect(jobs.filter((job) => job.paused)).toEqual([]);
      await request(t.app.getHttpServer()).get('/admin/queues/board/api/queues').set(operator).expect(200);
      await t.http.post(`${V2}/admin/scheduled-jobs/ach-batch/:run`).set(operator).expect(202);
      await eventually(transfer, (body) => body.status === 'Submitted', 30_000);
    });

    it('lists no operator scope in any role, and leaves them out for an operator organization’s Manager or Viewer', async () => {
      const operator = bearer(await tokenFor(OPERATOR_ORG));
      const roles = (await t.http.get(`${V2}/roles`).set(operator).expect(200)).body.data as { name: string; scopes: string[] }[];
      expect(roles.map((role) => role.name).sort()).toEqual(['Administrator', 'Manager', 'Viewer']);
      for (const role of roles) for (const scope of ['admin:manage', 'scheduledJobs:manage']) expect(role.scopes).not.toContain(scope);
      // A later user of the operator organization is a Viewer: a token with every scope opens no operator route.
      const viewer = bearer(await tokenFor(OPERATOR_ORG, { subject: 'operator-viewer' }));
      await t.http.get(`${V2}/admin/queues`).set(operator).expect(200);
      await t.http.get(`${V2}/admin/queues`).set(viewer).expect(403);
      await t.http.get(`${V2}/admin/scheduled-jobs`).set(viewer).expect(403);
    });
  });
});
