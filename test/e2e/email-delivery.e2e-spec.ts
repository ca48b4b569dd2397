import type { INestApplicationContext } from '@nestjs/common';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import { Queue, Worker } from 'bullmq';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { LinkTokens } from '../../src/core/security/link-token';
import { EmailSender } from '../../src/modules/notifications';
import { createInstruction, fundedCampaign, V2, type FundedCampaign } from '../factories/funded-campaign';
import { SmtpSink } from '../utils/smtp-sink';
import { createTestApp, eventually, startWorker, type TestApp } from '../utils/test-app';

interface DeliveryRow {
  id: string;
  delivery_status: string;
  attempts: number;
  message_id: string | null;
  sent_on: Date | null;
  subject: string | null;
  html_body: string | null;
  last_error: string | null;
}

describe('email delivery by the workers, through a real SMTP server', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let worker: INestApplicationContext;
  let c: FundedCampaign;
  const savedSmtpUrl = process.env.SMTP_URL;

  const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
  const deliveriesOf = (instructionId: string) =>
    sql<DeliveryRow>('select id, delivery_status, attempts, message_id, sent_on, subject, html_body, last_error from email_delivery where payout_instruction_id = ? order by created_on', [instructionId]);
  const settled = (rows: DeliveryRow[]) => rows.length > 0 && rows.every((row) => row.delivery_status !== 'Queued');
  const activityKinds = async (instructionId: string) =>
    (await t.http.get(`${V2}/payout-instructions/${instructionId}/activity?pageSize=100`).set(c.auth).expect(200)).body.data.map((entry: { kind: string }) => entry.kind);
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** An instruction initiated without email (channel None), and one queued email row for it that no dispatcher will pick up. */
  async function queuedEmailNobodyDispatches(): Promise<{ instructionId: string; email: string; deliveryId: string }> {
    const instruction = await createInstruction(t, c, { firstName: 'Grace', amount: 25 });
    await t.http.post(`${V2}/payout-instructions/${instruction.id}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200);
    const [row] = await sql<{ id: string; email: string }>(
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, link_version, dispatched_on)
       select uuid_generate_v7(), organization_id, campaign_id, id, 'ReminderEmail', email, link_version, now() from payout_instruction where id = ?
       returning id, recipient as email`,
      [instruction.id],
    );
    return { instructionId: instruction.id, email: row.email, deliveryId: row.id };
  }

  beforeAll(async () => {
    sink = await SmtpSink.start();
    process.env.SMTP_URL = sink.url;
    t = await createTestApp();
    worker = await startWorker();
    c = await fundedCampaign(t, 10_000);
  });

  afterAll(async () => {
    await worker?.close();
    await t?.close();
    await sink?.close();
    if (savedSmtpUrl === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = savedSmtpUrl;
  });

  it('sends exactly one claim email per initiated instruction, with its amount, claim link and unsubscribe link', async () => {
    const single = await createInstruction(t, c, { firstName: 'Ada', lastName: 'Lovelace', amount: 1234.5 });
    const bulk = [await createInstruction(t, c, { firstName: 'Alan', amount: 20 }), await createInstruction(t, c, { firstName: 'Edsger', amount: 35.75 })];
    await t.http.post(`${V2}/payout-instructions/${single.id}/:initiate`).set(c.auth).send({ channel: 'Email' }).expect(200);
    await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ payoutInstructionIds: bulk.map((i) => i.id) }).expect(202);

    const links = t.app.get(LinkTokens);
    const expected = [
      { instruction: single, firstName: 'Ada', amount: '$1,234.50' },
      { instruction: bulk[0], firstName: 'Alan', amount: '$20.00' },
      { instruction: bulk[1], firstName: 'Edsger', amount: '$35.75' },
    ];
    for (const { instruction, firstName, amount } of expected) {
      const [row] = await eventually(() => deliveriesOf(instruction.id), settled);
      const recipient = (await t.http.get(`${V2}/payout-instructions/${instruction.id}`).set(c.auth).expect(200)).body.email;
      expect(row).toMatchObject({ delivery_status: 'Sent', attempts: 1, message_id: `<${row.id}@campaign-manager.local>` });
      expect(row.sent_on).not.toBeNull();

      const [email] = await eventually(async () => sink.to(recipient), (emails) => emails.length > 0);
      expect(email.subject).toBe(`Hi ${firstName}, Study sent you ${amount}`);
      expect(row.subject).toBe(email.subject);
      expect(email.messageId).toBe(row.message_id);
      expect(email.html).toContain(amount);

      const claimToken = /http:\/\/localhost:3000\/claim\/([A-Za-z0-9_-]+)/.exec(email.html)?.[1];
      expect(links.verify('claim', claimToken ?? '')).toEqual({ instructionId: instruction.id, linkVersion: 1 });
      const unsubscribeToken = /http:\/\/localhost:3000\/public\/unsubscribe\/([A-Za-z0-9_-]+)/.exec(email.html)?.[1];
      expect(links.verify('unsubscribe', unsubscribeToken ?? '')).toEqual({ instructionId: instruction.id });
      expect(email.headers['list-unsubscribe']).toBe(`<http://localhost:3000/public/unsubscribe/${unsubscribeToken}>`);
      expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(await activityKinds(instruction.id)).toEqual(expect.arrayContaining(['PayoutInstructionInitiated', 'NotificationSent']));
    }
    // Nothing more arrives later: one copy each.
    await pause(1_500);
    for (const { instruction } of expected) {
      const recipient = (await t.http.get(`${V2}/payout-instructions/${instruction.id}`).set(c.auth).expect(200)).body.email;
      expect(sink.to(recipient)).toHaveLength(1);
    }
  });

  it('sends a template preview to the recipient as it was rendered', async () => {
    const res = await t.http
      .post(`${V2}/templates/:send-preview`)
      .set(c.auth)
      .send({ templateType: 'ReminderEmail', recipient: 'designer@example.com', subject: 'Preview for {{FirstName}}', htmlBody: '<p>{{Amount}} · {{tag:Site}}</p>', dynamicFields: { FirstName: 'Ada', 'tag:Site': 'Oslo' } })
      .expect(202);
    const [email] = await eventually(async () => sink.to('designer@example.com'), (emails) => emails.length > 0);
    expect(email.subject).toBe('Preview for Ada');
    expect(email.html).toContain('Oslo');
    expect(email.html.trim()).toBe(res.body.htmlBody);
    expect(email.messageId).toBe(`<${res.body.id}@campaign-manager.local>`);
  });

  it('delivers one copy when the same send job is delivered twice at once', async () => {
    const { email, deliveryId } = await queuedEmailNobodyDispatches();
    sink.holdNext(500);
    const queue = new Queue('notifications', { connection: { url: process.env.REDIS_URL }, prefix: process.env.QUEUE_PREFIX });
    try {
      await queue.addBulk(['first', 'second'].map((copy) => ({ name: 'email-send', data: { deliveryId }, opts: { jobId: `dup-${copy}-${deliveryId}`, attempts: 6, backoff: { type: 'fixed', delay: 300 } } })));
      const [row] = await eventually(() => sql<DeliveryRow>('select * from email_delivery where id = ?', [deliveryId]), ([r]) => r.delivery_status === 'Sent');
      await eventually(async () => Promise.all(['first', 'second'].map(async (copy) => (await queue.getJob(`dup-${copy}-${deliveryId}`))?.finishedOn)), (done) => done.every(Boolean));
      expect(row.attempts).toBe(1);
      expect(sink.to(email)).toHaveLength(1);
    } finally {
      await queue.close();
    }
  });

  it('delivers one copy when a stalled send job is taken over by another worker', async () => {
    const { email, deliveryId } = await queuedEmailNobodyDispatches();
    const orm = worker.get(MikroORM);
    const sender = worker.get(EmailSender);
    const connection = { url: process.env.REDIS_URL };
    const prefix = process.env.QUEUE_PREFIX;
    const queueName = 'notifications-stall';
    const runs: string[] = [];
    const send = (who: string) => async () => {
      runs.push(who);
      return RequestContext.create(orm.em, () => sender.send(deliveryId, false));
    };
    const queue = new Queue(queueName, { connection, prefix });
    // Worker A takes the job and never renews its lock; the SMTP server holds its message long past the lock. (The
    // stalled check is throttled queue-wide by the shortest stalledInterval that ran: both workers use 300 ms.)
    const stalling = new Worker(queueName, send('A'), { connection, prefix, lockDuration: 500, skipLockRenewal: true, stalledInterval: 300, autorun: false });
    const takingOver = new Worker(queueName, send('B'), { connection, prefix, stalledInterval: 300, maxStalledCount: 5, autorun: false });
    try {
      sink.holdNext(3_000);
      await queue.add('email-send', { deliveryId }, { jobId: `stall-${deliveryId}`, attempts: 10, backoff: { type: 'fixed', delay: 500 } });
      // Lost locks make BullMQ emit errors on the workers (A's result, B's first retries): expected here.
      for (const w of [stalling, takingOver]) w.on('error', () => undefined);
      void stalling.run();
      await eventually(async () => runs, (r) => r.includes('A'));
      // A takes nothing more: only B can pick the job up once it is found stalled.
      await stalling.pause(true);
      void takingOver.run();
      const [row] = await eventually(() => sql<DeliveryRow>('select * from email_delivery where id = ?', [deliveryId]), ([r]) => r.delivery_status === 'Sent', 30_000);
      await eventually(async () => queue.getJobState(`stall-${deliveryId}`), (state) => state === 'completed', 30_000);
      expect(runs).toContain('B');
      expect(row.attempts).toBe(1);
      expect(sink.to(email)).toHaveLength(1);
    } finally {
      await Promise.all([stalling.close(true), takingOver.close(), queue.close()]);
    }
  });

  it('retries while the SMTP server refuses for now, then records Sent', async () => {
    sink.refuseNext(2, 451);
    const instruction = await createInstruction(t, c, { amount: 10 });
    await t.http.post(`${V2}/payout-instructions/${instruction.id}/:initiate`).set(c.auth).send({}).expect(200);
    const [row] = await eventually(() => deliveriesOf(instruction.id), settled, 30_000);
    expect(row).toMatchObject({ delivery_status: 'Sent', attempts: 3, last_error: null });
    const recipient = (await t.http.get(`${V2}/payout-instructions/${instruction.id}`).set(c.auth).expect(200)).body.email;
    expect(sink.to(recipient)).toHaveLength(1);
  });

  it('marks an email the server refuses for good Failed at once, with the reason, and sends nothing', async () => {
    sink.refuseNext(1, 550);
    const instruction = await createInstruction(t, c, { amount: 10 });
    await t.http.post(`${V2}/payout-instructions/${instruction.id}/:initiate`).set(c.auth).send({}).expect(200);
    const [row] = await eventually(() => deliveriesOf(instruction.id), settled);
    expect(row).toMatchObject({ delivery_status: 'Failed', attempts: 1 });
    expect(row.last_error).toMatch(/550/);
    expect(await activityKinds(instruction.id)).toContain('NotificationFailed');
  });

  it('suppresses queued emails of a beneficiary who unsubscribed, and those whose claim link was replaced', async () => {
    const unsubscribing = await queuedEmailNobodyDispatches();
    const changingEmail = await queuedEmailNobodyDispatches();
    await sql(`update payout_instruction set email_subscription_status = 'Unsubscribed' where id = ?`, [unsubscribing.instructionId]);
    await t.http.patch(`${V2}/payout-instructions/${changingEmail.instructionId}`).set(c.auth).send({ email: 'new-address@example.com' }).expect(200);
    // Now a dispatcher may take them.
    await sql('update email_delivery set dispatched_on = null where id = any(?::uuid[])', [`{${unsubscribing.deliveryId},${changingEmail.deliveryId}}`]);
    await t.app.get(JobQueue).nudge('emails-dispatch', {});

    const [unsubscribed] = await eventually(() => deliveriesOf(unsubscribing.instructionId), settled, 30_000);
    const [superseded] = await eventually(() => deliveriesOf(changingEmail.instructionId), settled, 30_000);
    expect(unsubscribed).toMatchObject({ delivery_status: 'Suppressed', last_error: 'The beneficiary unsubscribed from emails', message_id: null });
    expect(superseded).toMatchObject({ delivery_status: 'Suppressed', last_error: 'A newer claim link replaced the one in this email' });
    expect(await activityKinds(unsubscribing.instructionId)).toContain('NotificationSuppressed');
    expect(sink.to(unsubscribing.email)).toHaveLength(0);
    expect(sink.to(changingEmail.email)).toHaveLength(0);
  });
});
