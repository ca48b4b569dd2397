import { JobQueue } from '../../src/core/queue/job-queue.service';
import { AutomaticReminders, EmailDispatcher } from '../../src/modules/notifications';
import { bearer, tokenFor } from '../utils/auth';
import { createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { createTestApp, type TestApp } from '../utils/test-app';
import { handleRecordedEvents } from '../utils/recorded-events';

const DAY = 86_400;

describe('reminders and send windows', () => {
  let t: TestApp;
  let c: FundedCampaign;

  const sql = <T>(query: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(query, params);
  const initiate = (id: string, channel = 'Email') => t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({ channel }).expect(200);
  const remind = (body: Record<string, unknown>, campaign = c) => t.http.post(`${V2}/campaigns/${campaign.campaignId}/payout-instructions/:send-reminders`).set(campaign.auth).send(body);
  /** Each email's send time, in seconds after `start`, in instruction id order (once notifications have queued them from the events). */
  const offsetsOf = async (templateType: string, start: string, instructionIds: string[]) =>
    (
      await handleRecordedEvents(t),
      await sql<{ offset: string }>(
        `select extract(epoch from scheduled_for - ?::timestamptz) as offset from email_delivery
         where template_type = ? and payout_instruction_id = any(?::uuid[]) order by payout_instruction_id`,
        [start, templateType, `{${instructionIds.join(',')}}`],
      )
    ).map((row) => Number(row.offset));

  beforeAll(async () => {
    t = await createTestApp();
    c = await fundedCampaign(t, 10_000);
  });
  afterAll(() => t?.close());

  describe('bulk initiation over distributionPeriodInSeconds', () => {
    it('spreads the claim emails evenly over the window, and hands only the ones due soon to the queue', async () => {
      const own = await fundedCampaign(t, 1_000);
      const ids = [];
      for (let i = 0; i < 12; i++) ids.push((await createInstruction(t, own, { amount: 10 })).id);
      const res = await t.http.post(`${V2}/campaigns/${own.campaignId}/payout-instructions/:initiate`).set(own.auth).send({ payoutInstructionIds: ids, distributionPeriodInSeconds: 3_600 }).expect(202);
      expect(res.body.count).toBe(12);
      expect(Date.parse(res.body.windowEnd) - Date.parse(res.body.windowStart)).toBe(3_600_000);

      const offsets = await offsetsOf('InitiateEmail', res.body.windowStart, [...ids].sort());
      expect(offsets).toEqual(Array.from({ length: 12 }, (_, k) => k * 300));

      // The dispatcher (no worker runs here) makes send jobs for the emails due within its horizon only: the first.
      await t.app.get(EmailDispatcher).dispatchDue();
      const dispatched = await sql<{ id: string }>('select id from email_delivery where payout_instruction_id = any(?::uuid[]) and dispatched_on is not null', [`{${ids.join(',')}}`]);
      expect(dispatched).toHaveLength(1);
      const job = await t.app.get(JobQueue).queue('notifications').getJob(`email-send-${dispatched[0].id}`);
      expect(job?.data).toEqual({ deliveryId: dispatched[0].id });
      // A second dispatch finds nothing new: the rest wait in the table for their time.
      expect(await t.app.get(EmailDispatcher).dispatchDue()).toBe(0);
    });
  });

  describe('POST …/payout-instructions/:send-reminders', () => {
    let reminded: string[];
    let skipped: string[];

    beforeAll(async () => {
      const initiated = [];
      for (let i = 0; i < 3; i++) {
        const instruction = await createInstruction(t, c, { amount: 10 });
        await initiate(instruction.id);
        initiated.push(instruction.id);
      }
      const unsubscribed = await createInstruction(t, c, { amount: 10 });
      await initiate(unsubscribed.id);
      await sql(`update payout_instruction set email_subscription_status = 'Unsubscribed' where id = ?`, [unsubscribed.id]);
      const draft = await createInstruction(t, c, { amount: 10 });
      const cancelled = await createInstruction(t, c, { amount: 10 });
      await t.http.post(`${V2}/payout-instructions/${cancelled.id}/:cancel`).set(c.auth).send({ cancellationReason: 'Other' }).expect(200);
      reminded = initiated;
      skipped = [unsubscribed.id, draft.id, cancelled.id];
      // Their claim emails queued, as a worker would have done by the time anyone reminds them.
      await handleRecordedEvents(t);
    });
    const remindersOf = async (ids: string[]) => (await handleRecordedEvents(t), sql<{ n: string }>(`select count(*) as n from email_delivery where template_type = 'ReminderEmail' and payout_instruction_id = any(?::uuid[])`, [`{${ids.join(',')}}`]));

    it('reminds the listed instructions that can be reminded, spread over the window computed from the number found', async () => {
      const res = await remind({ payoutInstructionIds: [...reminded, ...skipped], distributionPeriodInSeconds: 600 }).expect(202);
      expect(res.body.count).toBe(3);
      expect(Date.parse(res.body.windowEnd) - Date.parse(res.body.windowStart)).toBe(600_000);
      expect(await offsetsOf('ReminderEmail', res.body.windowStart, [...reminded].sort())).toEqual([0, 200, 400]);
      expect((await remindersOf(skipped))[0].n).toBe('0');
      const history = await t.http.get(`${V2}/payout-instructions/${reminded[0]}/activity`).set(c.auth).expect(200);
      expect(history.body.data.at(-1)).toMatchObject({ kind: 'NotificationQueued', details: { templateType: 'ReminderEmail', bulk: true }, actor: { type: 'Administrator' } });
    });

    it('reminds by statuses, and with neither ids nor statuses every instruction not excluded, requested or fulfilled', async () => {
      const before = Number((await remindersOf(reminded))[0].n);
      const byStatus = await remind({ statuses: ['Draft', 'Cancelled'] }).expect(202);
      expect(byStatus.body).toEqual({ count: 0, windowStart: null, windowEnd: null });
      // v3 path, field and scope names.
      const v3Token = bearer(await tokenFor(c.organizationId, { scopes: ['distributions:sendReminders'] }));
      const everyone = await t.http.post(`${V3}/distributions/${c.campaignId}/payout-instructions/:send-reminders`).set(v3Token).send({}).expect(202);
      expect(everyone.body.count).toBe(3);
      expect(Number((await remindersOf(reminded))[0].n)).toBe(before + 3);
      expect((await remindersOf(skipped))[0].n).toBe('0');
    });

    it('answers 400 naming the field for bad selections, 403 without the scope, 409 once the campaign expired', async () => {
      const both = await remind({ payoutInstructionIds: reminded, statuses: ['Initiated'] }).expect(400);
      expect(both.body.errors).toHaveProperty('statuses');
      expect((await remind({ statuses: ['Sleeping'] }).expect(400)).body.errors).toHaveProperty('statuses');
      expect((await remind({ payoutInstructionIds: ['nope'] }).expect(400)).body.errors).toHaveProperty('payoutInstructionIds');
      expect((await remind({ distributionPeriodInSeconds: -1 }).expect(400)).body.errors).toHaveProperty('distributionPeriodInSeconds');
      const viewer = bearer(await tokenFor(c.organizationId, { scopes: ['campaigns:view'] }));
      await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:send-reminders`).set(viewer).send({}).expect(403);

      const expired = await fundedCampaign(t, 0);
      await sql(`update campaign set expiry_date = current_date - 1 where id = ?`, [expired.campaignId]);
      expect((await remind({}, expired).expect(409)).body.code).toBe('CAMPAIGN_NOT_ACTIVE');
    });
  });

  describe('automatic reminders', () => {
    const schedule = (aheadSeconds?: number) => t.app.get(AutomaticReminders).schedule(aheadSeconds);
    const campaignWith = async (automaticReminders: string) => {
      const campaign = await fundedCampaign(t, 1_000);
      await t.http.patch(`${V2}/campaigns/${campaign.campaignId}`).set(campaign.auth).send({ automaticReminders }).expect(200);
      return campaign;
    };
    /**
     * An instruction of `campaign` initiated with channel `Email` (with `None` it would get no reminder: notification-channel.e2e-spec.ts),
     * whose initiation is moved `secondsAgo` into the past. No worker runs here: its claim email stays queued.
     */
    const initiatedAgo = async (campaign: FundedCampaign, secondsAgo: number) => {
      const instruction = await createInstruction(t, campaign, { amount: 10 });
      await t.http.post(`${V2}/payout-instructions/${instruction.id}/:initiate`).set(campaign.auth).send({ channel: 'Email' }).expect(200);
      await sql(`update payout_instruction set initiated_on = now() - make_interval(secs => ?) where id = ?`, [secondsAgo, instruction.id]);
      return instruction.id;
    };
    const automaticRemindersOf = (id: string) =>
      sql<{ dedupe_key: string; due: number }>(
        `select e.dedupe_key, extract(epoch from e.scheduled_for - i.initiated_on)::int as due from email_delivery e join payout_instruction i on i.id = e.payout_instruction_id
         where e.payout_instruction_id = ? and e.template_type = 'ReminderEmail' order by e.scheduled_for`,
        [id],
      );

    it('reminds an unclaimed instruction once per period from its initiation, at the period’s exact time', async () => {
      const daily = await campaignWith('Daily');
      const id = await initiatedAgo(daily, DAY + 60);
      const soon = await initiatedAgo(daily, DAY - 120);
      const fresh = await initiatedAgo(daily, 60);

      await schedule();
      expect(await automaticRemindersOf(id)).toEqual([{ dedupe_key: 'auto-1-1', due: DAY }]);
      // Due within the next run's horizon: queued now, for its time.
      expect(await automaticRemindersOf(soon)).toEqual([{ dedupe_key: 'auto-1-1', due: DAY }]);
      expect(await automaticRemindersOf(fresh)).toEqual([]);

      // Later runs within the same period write nothing more.
      await schedule();
      expect(await automaticRemindersOf(id)).toHaveLength(1);

      // The next period brings the next one.
      await sql(`update payout_instruction set initiated_on = initiated_on - interval '1 day' where id = ?`, [id]);
      await schedule();
      expect((await automaticRemindersOf(id)).map((r) => r.dedupe_key)).toEqual(['auto-1-1', 'auto-1-2']);
      const history = await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=50`).set(daily.auth).expect(200);
      expect(history.body.data.filter((e: { kind: string; details: { templateType?: string } }) => e.kind === 'NotificationQueued' && e.details.templateType === 'ReminderEmail')).toHaveLength(2);
    });

    it('follows the cadence, and leaves alone campaigns without it, unsubscribed beneficiaries, claimed instructions and expired campaigns', async () => {
      const weekly = await campaignWith('Weekly');
      const weekOld = await initiatedAgo(weekly, 7 * DAY + 60);
      const dayOld = await initiatedAgo(weekly, DAY + 60);
      const every3Days = await campaignWith('Every3Days');
      const threeDaysOld = await initiatedAgo(every3Days, 3 * DAY + 60);
      const none = await campaignWith('None');
      const noReminders = await initiatedAgo(none, 10 * DAY);
      const unsubscribed = await initiatedAgo(weekly, 8 * DAY);
      await sql(`update payout_instruction set email_subscription_status = 'Unsubscribed' where id = ?`, [unsubscribed]);
      const cancelled = await initiatedAgo(weekly, 8 * DAY);
      await t.http.post(`${V2}/payout-instructions/${cancelled}/:cancel`).set(weekly.auth).send({ cancellationReason: 'Other' }).expect(200);
      const expiring = await campaignWith('Daily');
      const ofExpired = await initiatedAgo(expiring, 2 * DAY + 60);
      await sql(`update campaign set expiry_date = current_date - 1 where id = ?`, [expiring.campaignId]);

      await schedule();
      expect(await automaticRemindersOf(weekOld)).toEqual([{ dedupe_key: 'auto-1-1', due: 7 * DAY }]);
      expect(await automaticRemindersOf(threeDaysOld)).toEqual([{ dedupe_key: 'auto-1-1', due: 3 * DAY }]);
      for (const id of [dayOld, noReminders, unsubscribed, cancelled, ofExpired]) expect(await automaticRemindersOf(id)).toEqual([]);
    });
  });
});
