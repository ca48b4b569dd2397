import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { literal, query } from '../../core/database/sql';
import { eventsOf } from '../../core/events';
import type { Actor } from './activity-log';
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
 * by the default selection, of which those a reminder is for (not claimed yet: `Initiated`, `Restored`) and whose
 * beneficiary is subscribed get one, spread over the window computed from the number found; the others are left out.
 * One statement records a `ReminderRequested` event each (notifications queue the email, or record why not: an
 * instruction whose channel is `None` gets `NotificationSkipped`, docs/emails.md). The answer's `count` says how many
 * will be emailed: those with channel `None` are not counted, nor spread over the window.
 */
@Injectable()
export class BulkReminders {
  constructor(private readonly em: EntityManager) {}

  async remind(organizationId: string, campaignId: string, actor: Actor, request: BulkRemindRequest): Promise<SendWindow> {
    const start = new Date();
    const [selection, selectionParams] = request.ids
      ? ['id = any(?::uuid[])', [[...new Set(request.ids)]]]
      : ['status = any(?::text[])', [request.statuses ?? NOT_EXCLUDED_REQUESTED_OR_FULFILLED]];
    const [row] = await query<{ count: string }>(
      this.em,
      `with chosen as (
         select id, organization_id, link_version, coalesce(notification_channel, ${literal(NotificationChannel.Email)}) as channel,
                notification_channel = ${literal(NotificationChannel.None)} as silent from payout_instruction
         where organization_id = ? and campaign_id = ? and ${selection}
           and status = any(?::text[]) and email_subscription_status = ${literal(EmailSubscriptionStatus.Subscribed)}
       ),
       reminded as (select id, organization_id, link_version, channel, ${SPREAD_SEND_TIME_SQL} as notify_at from chosen where silent is not true),
       silent as (select id, organization_id, link_version, channel, ?::timestamptz as notify_at from chosen where silent),
       events as (${eventsOf('ReminderRequested', '(select * from reminded union all select * from silent) r', {
         payoutInstructionId: 'id',
         channel: 'channel',
         linkVersion: 'link_version',
         notifyAt: 'notify_at',
         bulk: 'true',
         actor: "jsonb_build_object('type', ?::text, 'id', ?::text)",
       })})
       select count(*) as count from reminded`,
      [organizationId, campaignId, ...selectionParams, allowedFrom('sendReminder'), start, request.periodSeconds, start, actor.type, actor.id],
    );
    return sendWindow(Number(row.count), start, request.periodSeconds);
  }
}
