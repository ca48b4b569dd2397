import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { AutomaticReminders as Cadence } from '../campaigns';

/** The length of each cadence's period. */
export const REMINDER_PERIOD_SECONDS: Readonly<Record<Exclude<Cadence, Cadence.None>, number>> = {
  [Cadence.Daily]: 86_400,
  [Cadence.Every3Days]: 3 * 86_400,
  [Cadence.Weekly]: 7 * 86_400,
};

/** How often the schedule runs, and so how far ahead it queues the reminders falling due before its next run. */
export const REMINDERS_SCHEDULE_EVERY_SECONDS = 300;

/**
 * Automatic reminders (campaign `automaticReminders`): every unclaimed instruction (`Initiated`, `Restored`) of a
 * campaign asking for them, whose beneficiary is subscribed, is reminded once per period counted from its
 * initiation (`initiated_on` + n periods, n ≥ 1), until the campaign expires. Each run queues the reminders due
 * before the next run, at their exact time, so the spread of a bulk initiation carries over to its reminders.
 * The key `auto-<link version>-<n>` makes each reminder unique: reruns, overlapping runs and several workers write
 * it once. A missed period (workers down for days) is not caught up: only the current one is sent.
 */
@Injectable()
export class AutomaticReminders {
  constructor(private readonly em: EntityManager) {}

  /** Queues the reminders due before the next run; returns how many. Runs across organizations (a system job). */
  async schedule(aheadSeconds = REMINDERS_SCHEDULE_EVERY_SECONDS): Promise<number> {
    const periods = Object.entries(REMINDER_PERIOD_SECONDS);
    const [row] = await this.em.getConnection().execute<{ count: string }[]>(
      `with cadence (setting, seconds) as (values ${periods.map(() => '(?, ?::int)').join(', ')}),
       due as (
         select i.id, i.organization_id, i.campaign_id, i.email, i.link_version, i.initiated_on, c.expiry_date, p.seconds,
                floor(extract(epoch from now() + make_interval(secs => ?) - i.initiated_on) / p.seconds)::int as n
         from campaign c
         join cadence p on p.setting = c.automatic_reminders
         join payout_instruction i on i.campaign_id = c.id
         where c.expiry_date >= (now() at time zone 'UTC')::date
           and i.status in ('Initiated', 'Restored') and i.email_subscription_status = 'Subscribed'
           and i.initiated_on <= now() + make_interval(secs => ?) - make_interval(secs => p.seconds)
       ),
       emails as (
         insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version, dedupe_key)
         select uuid_generate_v7(), organization_id, campaign_id, id, 'ReminderEmail', email,
                initiated_on + make_interval(secs => n * seconds), link_version, 'auto-' || link_version || '-' || n
         from due
         where initiated_on + make_interval(secs => n * seconds) < (expiry_date + 1)::timestamp at time zone 'UTC'
         on conflict (payout_instruction_id, dedupe_key) where dedupe_key is not null do nothing
         returning organization_id, payout_instruction_id, recipient, scheduled_for
       ),
       activity as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), organization_id, payout_instruction_id, 'NotificationQueued', 'Automatic reminder queued',
                jsonb_build_object('templateType', 'ReminderEmail', 'recipient', recipient, 'scheduledFor', scheduled_for), 'System', null, clock_timestamp()
         from emails
       )
       select count(*) as count from emails`,
      [...periods.flat(), aheadSeconds, aheadSeconds],
    );
    return Number(row.count);
  }
}
