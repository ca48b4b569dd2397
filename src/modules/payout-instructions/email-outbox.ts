import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { execute, literal, literals, query } from '../../core/database/sql';
import type { EmailPreview, EmailTemplateType, PreviewOutbox } from '../templates';
import { channelNoneDescription, NotificationSkipReason } from './activity-log';
import { EmailSubscriptionStatus, NotificationChannel, type PayoutInstruction } from './payout-instruction.entity';
import { CLAIMABLE_STATUSES } from './payout-instruction-state';

/** The states of an `email_delivery` row: `Queued` until the workers send it, then one outcome for good. */
export enum EmailDeliveryStatus {
  Queued = 'Queued',
  Sent = 'Sent',
  Failed = 'Failed',
  Suppressed = 'Suppressed',
}

/** A cadence of automatic reminders: the campaign setting and the length of its period. */
export interface ReminderCadence {
  setting: string;
  seconds: number;
}

/**
 * The email outbox (docs/emails.md): an action that notifies writes a `Queued` row in its own transaction; the
 * notification workers render and send it. Nothing leaves the process from here. New rows of `email_delivery` are
 * written here only (bulk actions write theirs in the statement that acts); EmailDeliveries moves them on.
 */
@Injectable()
export class EmailOutbox implements PreviewOutbox {
  /**
   * `secretFields`: template fields too secret to keep in clear (the one-time code), already encrypted by the
   * caller; the sender decrypts them, and forgets them once the email is sent.
   */
  async queue(em: EntityManager, instruction: PayoutInstruction, templateType: EmailTemplateType, scheduledFor: Date = new Date(), secretFields: string | null = null): Promise<string> {
    const id = newId();
    await execute(
      em,
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version, secret_fields)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, instruction.organizationId, instruction.campaignId, instruction.id, templateType, instruction.email, scheduledFor, instruction.linkVersion, secretFields],
    );
    return id;
  }

  /**
   * One email of `templateType` to each instruction, due now, with its `NotificationQueued` entry; an instruction
   * whose notification channel is `None` gets none, and `NotificationSkipped` (`ChannelNone`) instead. One statement
   * for any number; returns how many were queued.
   */
  async queueMany(em: EntityManager, instructionIds: readonly string[], templateType: EmailTemplateType, description: string): Promise<number> {
    if (instructionIds.length === 0) return 0;
    const [row] = await query<{ count: string }>(
      em,
      `with target as (
         select id, organization_id, campaign_id, email, link_version, notification_channel = ${literal(NotificationChannel.None)} as silent
         from payout_instruction where id = any(?::uuid[])
       ),
       emails as (
         insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version)
         select uuid_generate_v7(), organization_id, campaign_id, id, ?, email, now(), link_version
         from target where silent is not true
         returning organization_id, payout_instruction_id, recipient
       ),
       activity as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), organization_id, payout_instruction_id, 'NotificationQueued', ?,
                jsonb_build_object('templateType', ?::text, 'recipient', recipient), 'System', null, clock_timestamp()
         from emails
       ),
       skipped as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), organization_id, id, 'NotificationSkipped', ?,
                jsonb_build_object('templateType', ?::text, 'reason', ?::text), 'System', null, clock_timestamp()
         from target where silent
       )
       select count(*) as count from emails`,
      [instructionIds, templateType, description, templateType, channelNoneDescription(templateType), templateType, NotificationSkipReason.ChannelNone],
    );
    return Number(row.count);
  }

  /** A rendered email of no campaign and no instruction (a template's send-preview): it goes as it is. */
  async queuePreview(em: EntityManager, preview: EmailPreview): Promise<string> {
    const id = newId();
    await execute(
      em,
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, subject, html_body, scheduled_for)
       values (?, ?, null, null, ?, ?, ?, ?, now())`,
      [id, preview.organizationId, preview.templateType, preview.recipient, preview.subject, preview.htmlBody],
    );
    return id;
  }

  /**
   * Automatic reminders, across organizations: every claimable instruction of a campaign with a cadence, whose
   * beneficiary is subscribed, gets one reminder per period counted from its initiation (`initiated_on` + n
   * periods, n ≥ 1) until the campaign expires; this queues those due within `aheadSeconds`, at their exact time.
   * The key `auto-<link version>-<n>` writes each reminder once, whoever runs this and however often. Returns how
   * many were queued; each is recorded in its instruction's activity. An instruction whose notification channel is
   * `None` gets, instead of each reminder, one `NotificationSkipped` entry (`ChannelNone`) with the same key as
   * `dedupeKey`, which a unique index keeps to one as well.
   */
  async queueAutomaticReminders(em: EntityManager, cadences: readonly ReminderCadence[], aheadSeconds: number): Promise<number> {
    const [row] = await query<{ count: string }>(
      em,
      `with cadence (setting, seconds) as (values ${cadences.map(() => '(?, ?::int)').join(', ')}),
       due as (
         select i.id, i.organization_id, i.campaign_id, i.email, i.link_version, i.initiated_on, c.expiry_date, p.seconds,
                i.notification_channel = ${literal(NotificationChannel.None)} as silent,
                floor(extract(epoch from now() + make_interval(secs => ?) - i.initiated_on) / p.seconds)::int as n
         from campaign c
         join cadence p on p.setting = c.automatic_reminders
         join payout_instruction i on i.campaign_id = c.id
         where c.expiry_date >= (now() at time zone 'UTC')::date
           and i.status in ${literals(CLAIMABLE_STATUSES)} and i.email_subscription_status = ${literal(EmailSubscriptionStatus.Subscribed)}
           and i.initiated_on <= now() + make_interval(secs => ?) - make_interval(secs => p.seconds)
       ),
       reminders as (
         select id, organization_id, campaign_id, email, link_version, silent,
                initiated_on + make_interval(secs => n * seconds) as scheduled_for, 'auto-' || link_version || '-' || n as dedupe_key
         from due
         where initiated_on + make_interval(secs => n * seconds) < (expiry_date + 1)::timestamp at time zone 'UTC'
       ),
       emails as (
         insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version, dedupe_key)
         select uuid_generate_v7(), organization_id, campaign_id, id, 'ReminderEmail', email, scheduled_for, link_version, dedupe_key
         from reminders where silent is not true
         on conflict (payout_instruction_id, dedupe_key) where dedupe_key is not null do nothing
         returning organization_id, payout_instruction_id, recipient, scheduled_for
       ),
       activity as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), organization_id, payout_instruction_id, 'NotificationQueued', 'Automatic reminder queued',
                jsonb_build_object('templateType', 'ReminderEmail', 'recipient', recipient, 'scheduledFor', scheduled_for), 'System', null, clock_timestamp()
         from emails
       ),
       skipped as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), organization_id, id, 'NotificationSkipped', ?,
                jsonb_build_object('templateType', 'ReminderEmail', 'reason', ?::text, 'automatic', true, 'scheduledFor', scheduled_for, 'dedupeKey', dedupe_key),
                'System', null, clock_timestamp()
         from reminders where silent
         on conflict (payout_instruction_id, (details ->> 'dedupeKey')) where kind = 'NotificationSkipped' and details ->> 'dedupeKey' is not null do nothing
       )
       select count(*) as count from emails`,
      [
        ...cadences.flatMap((cadence) => [cadence.setting, cadence.seconds]), aheadSeconds, aheadSeconds,
        channelNoneDescription('ReminderEmail', 'Automatic reminder'), NotificationSkipReason.ChannelNone,
      ],
    );
    return Number(row.count);
  }
}
