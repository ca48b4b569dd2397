import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { execute, literal, literals, query } from '../../core/database/sql';
import { activityEntriesOf, CLAIMABLE_STATUSES, EmailSubscriptionStatus, NotificationChannel, type PayoutInstruction } from '../payout-instructions';
import type { EmailPreview, EmailTemplateType, PreviewOutbox } from '../templates';
import { channelNoneDescription, NotificationSkipReason, unsubscribedDescription } from './message-entries';

export { EmailDeliveryStatus } from '../../core/mail/email-delivery-status';

/** A cadence of automatic reminders: the campaign setting and the length of its period. */
export interface ReminderCadence {
  setting: string;
  seconds: number;
}

/**
 * The email outbox (docs/emails.md): every new row of `email_delivery`, `Queued`, written in the transaction that
 * decides the message (the messages subscriber's, a claim's code, an invitation, a preview); the notification
 * workers render and send it. Nothing leaves the process from here; EmailDeliveries moves rows on.
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
   * The messages decided from domain events (docs/emails.md), in one statement for any number: each to its
   * instruction's current address, with the claim link of its event, at its time, with its `NotificationQueued`
   * entry; none to a beneficiary unsubscribed by now or over the channel `None`, which get `NotificationSkipped` with
   * the reason instead. Keyed by the event (`dedupeKey` `event-<id>`, on the email or the skip entry): handling an event
   * again writes nothing twice. Returns how many emails were queued.
   */
  async queueMessages(em: EntityManager, messages: readonly QueuedMessage[]): Promise<number> {
    if (messages.length === 0) return 0;
    const [row] = await query<{ count: string }>(
      em,
      `with wanted as (
         select * from unnest(?::uuid[], ?::uuid[], ?::text[], ?::timestamptz[], ?::text[], ?::jsonb[], ?::text[], ?::text[], ?::text[], ?::int[], ?::text[], ?::text[], ?::uuid[])
           as w(event_id, instruction_id, template_type, scheduled_for, description, details, actor_type, actor_id, channel, link_version, none_description, unsubscribed_description, email_id)
       ),
       target as (
         select w.email_id, w.event_id, w.instruction_id, w.template_type, w.scheduled_for, w.description, w.details, w.actor_type, w.actor_id,
                w.none_description, w.unsubscribed_description, 'event-' || w.event_id as dedupe_key,
                i.organization_id, i.campaign_id, i.email, coalesce(w.link_version, i.link_version) as link_version,
                case when i.email_subscription_status = ${literal(EmailSubscriptionStatus.Unsubscribed)} then ${literal(NotificationSkipReason.Unsubscribed)}
                     when coalesce(w.channel, i.notification_channel) = ${literal(NotificationChannel.None)} then ${literal(NotificationSkipReason.ChannelNone)} end as skip
         from wanted w join payout_instruction i on i.id = w.instruction_id
       ),
       emails as (
         insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version, dedupe_key)
         select email_id, organization_id, campaign_id, instruction_id, template_type, email, scheduled_for, link_version, dedupe_key
         from target where skip is null
         on conflict (payout_instruction_id, dedupe_key) where dedupe_key is not null do nothing
         returning payout_instruction_id, dedupe_key
       ),
       queued as (${activityEntriesOf('emails e join target t using (dedupe_key)', {
         organizationId: 't.organization_id',
         instructionId: 't.instruction_id',
         kind: "'NotificationQueued'",
         description: 't.description',
         details: "t.details || jsonb_build_object('templateType', t.template_type, 'recipient', t.email)",
         actorType: 't.actor_type',
         actorId: 't.actor_id',
       })}),
       skipped as (${activityEntriesOf(
         'target',
         {
           instructionId: 'instruction_id',
           kind: "'NotificationSkipped'",
           description: `case skip when ${literal(NotificationSkipReason.ChannelNone)} then none_description else unsubscribed_description end`,
           details: "details || jsonb_build_object('templateType', template_type, 'reason', skip, 'dedupeKey', dedupe_key)",
           actorType: 'actor_type',
           actorId: 'actor_id',
         },
         { where: 'skip is not null', ignoreRepeats: true },
       )})
       select count(*) as count from emails`,
      [
        messages.map((m) => m.eventId),
        messages.map((m) => m.instructionId),
        messages.map((m) => m.templateType),
        messages.map((m) => m.scheduledFor),
        messages.map((m) => m.description),
        messages.map((m) => JSON.stringify(m.details ?? {})),
        messages.map((m) => m.actor?.type ?? 'System'),
        messages.map((m) => m.actor?.id ?? null),
        messages.map((m) => m.channel ?? null),
        messages.map((m) => m.linkVersion ?? null),
        ...skipDescriptions(messages),
        // Made here, in the events' order: the ids (time-ordered) list the emails as they were asked for.
        messages.map(() => newId()),
      ],
    );
    return Number(row.count);
  }

  /**
   * Rendered emails to users (no campaign, no instruction: they are about the organization's work), each keyed by `dedupeKey` and recipient: writing the same again
   * queues nothing (a subscriber handling its event twice). Returns how many were queued.
   */
  async queueToUsers(em: EntityManager, emails: readonly (EmailPreview & { dedupeKey: string })[]): Promise<number> {
    if (emails.length === 0) return 0;
    return execute(
      em,
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, subject, html_body, scheduled_for, dedupe_key)
       select x.id, x.organization_id, null, null, x.template_type, x.recipient, x.subject, x.html_body, now(), x.dedupe_key
       from unnest(?::uuid[], ?::uuid[], ?::text[], ?::text[], ?::text[], ?::text[], ?::text[])
         as x(id, organization_id, template_type, recipient, subject, html_body, dedupe_key)
       on conflict (dedupe_key, recipient) where payout_instruction_id is null and dedupe_key is not null do nothing`,
      [
        emails.map(() => newId()),
        emails.map((e) => e.organizationId),
        emails.map((e) => e.templateType),
        emails.map((e) => e.recipient),
        emails.map((e) => e.subject),
        emails.map((e) => e.htmlBody),
        emails.map((e) => e.dedupeKey),
      ],
    );
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
       activity as (${activityEntriesOf('emails', {
         instructionId: 'payout_instruction_id',
         kind: "'NotificationQueued'",
         description: "'Automatic reminder queued'",
         details: "jsonb_build_object('templateType', 'ReminderEmail', 'recipient', recipient, 'scheduledFor', scheduled_for)",
       })}),
       skipped as (${activityEntriesOf(
         'reminders',
         {
           instructionId: 'id',
           kind: "'NotificationSkipped'",
           description: '?',
           details: "jsonb_build_object('templateType', 'ReminderEmail', 'reason', ?::text, 'automatic', true, 'scheduledFor', scheduled_for, 'dedupeKey', dedupe_key)",
         },
         { where: 'silent', ignoreRepeats: true },
       )})
       select count(*) as count from emails`,
      [
        ...cadences.flatMap((cadence) => [cadence.setting, cadence.seconds]), aheadSeconds, aheadSeconds,
        channelNoneDescription('ReminderEmail', 'Automatic reminder'), NotificationSkipReason.ChannelNone,
      ],
    );
    return Number(row.count);
  }
}

/** A message decided from a domain event, for `queueMessages`. */
export interface QueuedMessage {
  /** The event's id: the key that makes handling it twice harmless. */
  eventId: string;
  instructionId: string;
  templateType: EmailTemplateType;
  scheduledFor: Date;
  /** The `NotificationQueued` entry's description. */
  description: string;
  /** More of the entry's details (`bulk`), beside `templateType` and `recipient`. */
  details?: Record<string, unknown>;
  /** Who asked (the administrator of a reminder); the system otherwise. */
  actor?: { type: string; id: string | null };
  /**
   * The channel and claim link as they were at the event (a reminder asked for before a reinitiation is for the old
   * link, which the sender then suppresses); the instruction's current ones when not given.
   */
  channel?: string;
  linkVersion?: number;
}

/** The skip entries' descriptions, per message: for channel `None`, then for an unsubscribed beneficiary. */
function skipDescriptions(messages: readonly QueuedMessage[]): [string[], string[]] {
  return [messages.map((m) => channelNoneDescription(m.templateType, m.details?.bulk ? 'Bulk reminder email' : undefined)), messages.map((m) => unsubscribedDescription(m.templateType))];
}
