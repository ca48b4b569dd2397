import { AutomaticReminders } from '../../src/modules/notifications';
import { claimCampaign, claimTokensFor, emailTo, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import type { ReceivedEmail, SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

jest.setTimeout(90_000);

interface ActivityEntry {
  kind: string;
  description: string;
  details: Record<string, unknown>;
  actor: { type: string };
}

const DAY = 86_400;
const isReminder = (e: ReceivedEmail) => e.subject.startsWith('Reminder:');
const isRelink = (e: ReceivedEmail) => /choose another way/.test(e.subject);
const isAvailable = (e: ReceivedEmail) => / is available$/.test(e.subject);

/**
 * The notification channel an instruction keeps (docs/emails.md, Channel): `notificationChannel` in its
 * record, set by every initiation, reinitiation and direct ACH request; with `None` no later message (reminders,
 * automatic reminders, failure re-initiation, payout available) is queued, and the activity records
 * `NotificationSkipped` with the reason `ChannelNone`. Each test runs an instruction with `Email` beside the one with
 * `None`: the email the first gets is the event after which the second's absence is asserted.
 */
describe('notification channel', () => {
  let sink: SmtpSink;
  let t: TestApp;
  useMailingStack((stack) => ({ sink, t } = stack));

  const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const newEmail = () => `channel.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const draft = async (c: FundedCampaign, body: Record<string, unknown> = {}) => {
    const email = newEmail();
    const created = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, firstName: 'Ada', amount: 25, email, ...body }).expect(201);
    return { id: created.body.id as string, email };
  };
  const initiate = async (c: FundedCampaign, id: string, channel: string, action = ':initiate') =>
    (await t.http.post(`${V2}/payout-instructions/${id}/${action}`).set(c.auth).send({ channel }).expect(200)).body;
  const instruction = async (c: FundedCampaign, id: string, prefix = V2) => (await t.http.get(`${prefix}/payout-instructions/${id}`).set(c.auth).expect(200)).body;
  const activity = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as ActivityEntry[];
  const skipsOf = async (c: FundedCampaign, id: string) => (await activity(c, id)).filter((e) => e.kind === 'NotificationSkipped');
  const emailRowsOf = async (id: string) => (await sql<{ template_type: string }>('select template_type from email_delivery where payout_instruction_id = ? order by created_on', [id])).map((r) => r.template_type);
  /** Waits for the `count`-th email to `address` that `match` accepts. */
  const emailsTo = (address: string, match: (e: ReceivedEmail) => boolean, count: number) =>
    eventually(async () => sink.to(address).filter(match), (found) => found.length >= count, 30_000);
  const channelNone = (templateType: string, extra: Record<string, unknown> = {}) => ({
    kind: 'NotificationSkipped',
    description: expect.stringMatching(/not sent: the instruction's notification channel is None$/),
    details: expect.objectContaining({ templateType, reason: 'ChannelNone', ...extra }),
  });
  /** The skip entries once there are `count` (notifications record them as the worker handles the event). */
  const skipsOnce = (c: FundedCampaign, id: string, count: number) => eventually(() => skipsOf(c, id), (found) => found.length >= count, 30_000);

  it('initiated with None, an instruction gets no reminder (single, bulk, automatic) and its activity says why; one with Email beside it gets each', async () => {
    const c = await claimCampaign(t);
    await t.http.patch(`${V2}/campaigns/${c.campaignId}`).set(c.auth).send({ automaticReminders: 'Daily' }).expect(200);
    const silent = await draft(c);
    const loud = await draft(c);
    const never = await draft(c);

    expect(await initiate(c, silent.id, 'None')).toMatchObject({ status: 'Initiated', notificationChannel: 'None' });
    expect(await initiate(c, loud.id, 'Email')).toMatchObject({ status: 'Initiated', notificationChannel: 'Email' });
    expect(await instruction(c, silent.id)).toMatchObject({ notificationChannel: 'None' });
    expect(await instruction(c, loud.id)).toMatchObject({ notificationChannel: 'Email' });
    expect(await instruction(c, never.id)).toMatchObject({ status: 'Draft', notificationChannel: null });
    // v3 shows the member under the same name; the list shows it too.
    expect(await instruction(c, silent.id, V3)).toMatchObject({ distributionId: c.campaignId, notificationChannel: 'None' });
    const listed = (await t.http.get(`${V2}/payout-instructions?campaignId=${c.campaignId}`).set(c.auth).expect(200)).body.data as { id: string; notificationChannel: string | null }[];
    expect(Object.fromEntries(listed.map((i) => [i.id, i.notificationChannel]))).toEqual({ [silent.id]: 'None', [loud.id]: 'Email', [never.id]: null });

    // A single reminder: answered as any reminder (200, the instruction), nothing queued, the activity says why.
    const single = await t.http.post(`${V2}/payout-instructions/${silent.id}/:send-reminder`).set(c.auth).expect(200);
    expect(single.body).toMatchObject({ id: silent.id, status: 'Initiated', notificationChannel: 'None' });
    await t.http.post(`${V2}/payout-instructions/${loud.id}/:send-reminder`).set(c.auth).expect(200);
    await emailsTo(loud.email, isReminder, 1);

    // Bulk reminders over both: one reminded (counted), the other skipped in the same statement.
    const bulk = await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:send-reminders`).set(c.auth).send({ payoutInstructionIds: [silent.id, loud.id] }).expect(202);
    expect(bulk.body.count).toBe(1);
    await emailsTo(loud.email, isReminder, 2);

    // Automatic reminders, a day after both initiations; two runs skip (and record) the period's reminder once.
    await sql(`update payout_instruction set initiated_on = now() - make_interval(secs => ?) where id in (?, ?)`, [DAY + 60, silent.id, loud.id]);
    await t.app.get(AutomaticReminders).schedule();
    await t.app.get(AutomaticReminders).schedule();
    await emailsTo(loud.email, isReminder, 3);

    expect(await skipsOf(c, silent.id)).toEqual([
      expect.objectContaining({ ...channelNone('ReminderEmail'), actor: { type: 'Administrator', id: 'admin-ada' } }),
      expect.objectContaining({ ...channelNone('ReminderEmail', { bulk: true }), actor: { type: 'Administrator', id: 'admin-ada' } }),
      expect.objectContaining({ ...channelNone('ReminderEmail', { automatic: true, dedupeKey: 'auto-1-1', scheduledFor: expect.any(String) }), actor: { type: 'System', id: null } }),
    ]);
    expect((await activity(c, silent.id)).filter((e) => e.kind === 'NotificationQueued')).toEqual([]);
    expect(await emailRowsOf(silent.id)).toEqual([]);
    expect(await emailRowsOf(loud.id)).toEqual(['InitiateEmail', 'ReminderEmail', 'ReminderEmail', 'ReminderEmail']);
    expect(await skipsOf(c, loud.id)).toEqual([]);
    expect(sink.to(silent.email)).toEqual([]);
  });

  it('initiated with None, a failed payout brings no new claim link and a card no payout-available email; NotificationSkipped says why', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.paypal, METHODS.amazonGiftCard] });
    const silent = await draft(c);
    const loud = await draft(c);
    await initiate(c, silent.id, 'None');
    await initiate(c, loud.id, 'Email');

    // PayPal payouts whose recipient never accepts them stay Processing at the provider, until the simulated failure.
    for (const { id } of [silent, loud]) {
      await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, METHODS.paypal, { email: `unclaimed.${id.slice(-6)}@example.com` });
      await eventually(() => sql<{ submitted_on: Date | null }>('select submitted_on from payout where payout_instruction_id = ?', [id]), (rows) => rows[0]?.submitted_on != null, 30_000);
      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:fail-payout`).set(c.auth).send({ reason: 'Account closed' }).expect(202);
      expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
    }
    await emailsTo(loud.email, isRelink, 1);
    expect(await skipsOf(c, silent.id)).toEqual([expect.objectContaining(channelNone('FailureReinitiateEmail'))]);

    // Claimed again by the new link, with a gift card: the card is issued and the instruction Fulfilled.
    for (const { id } of [silent, loud]) {
      await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, METHODS.amazonGiftCard, { email: `cards.${id.slice(-6)}@example.com` });
      await eventually(() => instruction(c, id), (body) => body.status === 'Fulfilled', 30_000);
    }
    await emailsTo(loud.email, isAvailable, 1);
    expect(await skipsOf(c, silent.id)).toEqual([expect.objectContaining(channelNone('FailureReinitiateEmail')), expect.objectContaining(channelNone('PayoutAvailableEmail'))]);
    expect(await emailRowsOf(silent.id)).toEqual([]);
    expect(await emailRowsOf(loud.id)).toEqual(['InitiateEmail', 'FailureReinitiateEmail', 'PayoutAvailableEmail']);
    expect(await instruction(c, silent.id)).toMatchObject({ status: 'Fulfilled', notificationChannel: 'None' });
    expect(sink.to(silent.email)).toEqual([]);
  });

  it('bulk initiation stores its channel for every instruction; reinitiating switches it either way', async () => {
    const c = await claimCampaign(t);
    const drafts = [await draft(c), await draft(c), await draft(c)];
    const bulk = await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'None' }).expect(202);
    expect(bulk.body.count).toBe(3);
    for (const { id } of drafts) expect(await instruction(c, id)).toMatchObject({ status: 'Initiated', notificationChannel: 'None' });
    expect((await sql('select id from email_delivery where campaign_id = ?', [c.campaignId])).length).toBe(0);

    const other = await claimCampaign(t);
    const emailed = [await draft(other), await draft(other)];
    await t.http.post(`${V2}/campaigns/${other.campaignId}/payout-instructions/:initiate`).set(other.auth).send({ payoutInstructionIds: emailed.map((d) => d.id) }).expect(202);
    for (const { id } of emailed) expect(await instruction(other, id)).toMatchObject({ notificationChannel: 'Email' });

    // None → Email: a new claim email, and reminders go again.
    const [back] = drafts;
    expect(await initiate(c, back.id, 'Email', ':reinitiate')).toMatchObject({ status: 'Initiated', notificationChannel: 'Email' });
    await emailTo(sink, back.email, (e) => e.html.includes('/claim/'));
    await t.http.post(`${V2}/payout-instructions/${back.id}/:send-reminder`).set(c.auth).expect(200);
    await emailsTo(back.email, isReminder, 1);
    expect(await skipsOf(c, back.id)).toEqual([]);

    // Email → None.
    const [away] = emailed;
    expect(await initiate(other, away.id, 'None', ':reinitiate')).toMatchObject({ notificationChannel: 'None' });
    await t.http.post(`${V2}/payout-instructions/${away.id}/:send-reminder`).set(other.auth).expect(200);
    expect(await skipsOnce(other, away.id, 1)).toEqual([expect.objectContaining(channelNone('ReminderEmail'))]);
    expect(await emailRowsOf(away.id)).toEqual(['InitiateEmail']);
  });

  it('a direct ACH request sets None, on an instruction initiated with Email too: its returned transfer brings no claim link', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const { id, email } = await draft(c, { externalId: 'emp-ach' });
    await initiate(c, id, 'Email');
    await emailTo(sink, email, (e) => e.html.includes('/claim/'));

    await t.http
      .post(`${V3}/payout-instructions/:request-direct-ach`)
      .set(c.auth)
      .send({ distributionId: c.campaignId, externalId: 'emp-ach', email, amount: 25, firstName: 'Ada', lastName: 'Lovelace', bankAccount: { accountHolderName: 'Ada Lovelace', routingNumber: '011000015', accountNumber: '000123456789', accountType: 'Checking' } })
      .expect(202);
    expect(await eventually(() => instruction(c, id), (body) => body.status === 'Requested', 30_000)).toMatchObject({ notificationChannel: 'None' });

    expect((await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202)).body.count).toBe(1);
    await t.http.post(`${V3}/simulate/payout-instructions/${id}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R03' }).expect(202);
    expect(await instruction(c, id)).toMatchObject({ status: 'Restored', notificationChannel: 'None' });
    expect(await skipsOnce(c, id, 1)).toEqual([expect.objectContaining(channelNone('FailureReinitiateEmail'))]);
    expect(await emailRowsOf(id)).toEqual(['InitiateEmail']);
  });
});
