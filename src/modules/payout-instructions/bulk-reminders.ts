import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { literal, query } from '../../core/database/sql';
import { channelNoneDescription, NotificationSkipReason, type Actor } from './activity-log';
import { EmailSubscriptionStatus, NotificationChannel } from './payout-instruction.entity';
import { allowedFrom, PayoutInstructionStatus } from './payout-instruction-state';
import { sendWindow, SPREAD_SEND_TIME_SQL, type SendWindow } from './send-window';

export interface BulkRemindRequest {
  ids?: readonly string[];
  statuses?: readonly PayoutInstructionStatus[];
  /** The reminders are spread evenly over this window; 0 sends them all now. */
  periodSeconds: number;
}

/** With neither ids nor statuses: every instruction not excluded (cancelled), requested or fulfilled (docs/state-machine.md). */
const NOT_EXCLUDED_REQUESTED_OR_FULFILLED = Object.values(PayoutInstructionStatus).filter(
  (status) => ![PayoutInstructionStatus.Cancelled, PayoutInstructionStatus.Requested, PayoutInstructionStatus.Fulfilled].includes(status),
);

/**
 * Bulk reminders (docs/state-machine.md, Bulk actions and uploads): the instructions selected by ids, by statuses, or
 * by the default selection, of which those a reminder is for (not claimed yet: `Initiated`, `Restored`) and whose beneficiary is
 * subscribed get one, spread over the window computed from the number found. The others are skipped: the answer's
 * `count` says how many were reminded. Of those, an instruction whose notification channel is `None` gets no
 * email but a `NotificationSkipped` entry (`ChannelNone`), and is not counted. One statement writes the emails and
 * the activity.
 */
@Injectable()
export class BulkReminders {
  constructor(private readonly em: EntityManager) {}

  async remind(organizationId: string, campaignId: string, actor: Actor, request: BulkRemindRequest): Promise<SendWindow> {
    const start = new Date();
    const [selection, selectionParams] = request.ids
      ? ['id = any(?::uuid[])', [[...new Set(request.ids)]]]
      : ['status = any(?::text[])', [request.statuses ?? NOT_EXCLUDED_REQUESTED_OR_FULFILLED]];
    const details = JSON.stringify({ templateType: 'ReminderEmail', bulk: true });
    const skipped = JSON.stringify({ templateType: 'ReminderEmail', reason: NotificationSkipReason.ChannelNone, bulk: true });
    const [row] = await query<{ count: string }>(
      this.em,
      `with chosen as (
         select id, email, link_version, notification_channel = ${literal(NotificationChannel.None)} as silent from payout_instruction
         where organization_id = ? and campaign_id = ? and ${selection}
           and status = any(?::text[]) and email_subscription_status = ${literal(EmailSubscriptionStatus.Subscribed)}
       ),
       reminded as (select id, email, link_version from chosen where silent is not true),
       emails as (
         insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version)
         select uuid_generate_v7(), ?, ?, id, 'ReminderEmail', email, ${SPREAD_SEND_TIME_SQL}, link_version from reminded
         returning payout_instruction_id
       ),
       activity as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), ?, payout_instruction_id, 'NotificationQueued', 'Reminder email queued (bulk)', ?::jsonb, ?, ?, ? from emails
       ),
       skipped as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), ?, id, 'NotificationSkipped', ?, ?::jsonb, ?, ?, ? from chosen where silent
       )
       select count(*) as count from emails`,
      [
        organizationId, campaignId, ...selectionParams, allowedFrom('sendReminder'),
        organizationId, campaignId, start, request.periodSeconds,
        organizationId, details, actor.type, actor.id, start,
        organizationId, channelNoneDescription('ReminderEmail', 'Bulk reminder email'), skipped, actor.type, actor.id, start,
      ],
    );
    return sendWindow(Number(row.count), start, request.periodSeconds);
  }
}
