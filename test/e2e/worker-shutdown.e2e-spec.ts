import { JobQueue } from '../../src/core/queue/job-queue.service';
import { jobId } from '../../src/core/queue/job-registry';
import { fundedCampaign, createInstruction, V2 } from '../factories/funded-campaign';
import { SmtpSink } from '../utils/smtp-sink';
import { createTestApp, startWorker, type TestApp } from '../utils/test-app';

/**
 * A worker asked to stop (SIGTERM: Nest's shutdown hooks) finishes the jobs it is running before the database pools
 * and the mail transport close: the email it was sending is sent once and recorded `Sent`, not left to go again.
 */
describe('a worker stopping gracefully', () => {
  let sink: SmtpSink;
  let t: TestApp;
  const savedSmtpUrl = process.env.SMTP_URL;

  beforeAll(async () => {
    sink = await SmtpSink.start();
    process.env.SMTP_URL = sink.url;
    t = await createTestApp();
  });

  afterAll(async () => {
    await t?.close();
    await sink?.close();
    process.env.SMTP_URL = savedSmtpUrl;
  });

  const sql = <T>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);

  it('finishes the email it is sending, and records it, before it closes what the job needs', async () => {
    const c = await fundedCampaign(t, 100);
    const instruction = await createInstruction(t, c, { email: 'ada.shutdown@example.com', amount: 10 });
    await t.http.post(`${V2}/payout-instructions/${instruction.id}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200);
    // A queued reminder that no dispatcher picks up (already dispatched): only the job enqueued below sends it.
    const [{ id }] = await sql<{ id: string }>(
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, link_version, dispatched_on)
       select uuid_generate_v7(), organization_id, campaign_id, id, 'ReminderEmail', email, link_version, now() from payout_instruction where id = ?
       returning id`,
      [instruction.id],
    );

    const worker = await startWorker();
    const held = sink.holdNextUntilReleased();
    await t.app.get(JobQueue).enqueue('email-send', { deliveryId: id }, { jobId: jobId('email-send', id) });
    // The worker holds the row (its lease) and the SMTP server holds its message: now it is asked to stop, and it
    // cannot be done before the server answers.
    await held.arrived;
    expect(await sql('select claimed_until is not null as claimed, delivery_status from email_delivery where id = ?', [id])).toEqual([{ claimed: true, delivery_status: 'Queued' }]);
    let closed = false;
    const closing = worker.close().then(() => (closed = true));
    // However long the server takes, the close waits on the job.
    expect(await sql('select delivery_status from email_delivery where id = ?', [id])).toEqual([{ delivery_status: 'Queued' }]);
    expect(closed).toBe(false);
    held.release();
    await closing;

    expect(await sql('select delivery_status, attempts, last_error from email_delivery where id = ?', [id])).toEqual([{ delivery_status: 'Sent', attempts: 1, last_error: null }]);
    expect(sink.to('ada.shutdown@example.com')).toHaveLength(1);
  });
});
