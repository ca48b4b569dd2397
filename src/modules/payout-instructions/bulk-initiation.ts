import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { execute, literal, query } from '../../core/database/sql';
import { eventsOf } from '../../core/events';
import type { ApprovalGate } from '../approvals';
import type { Actor } from './activity-log';
import { BalanceAlerts } from '../campaigns';
import { InstructionMoney, InsufficientBalanceError } from './instruction-money';
import { EmailSubscriptionStatus, NotificationChannel } from './payout-instruction.entity';
import { nextStatus, PayoutInstructionStatus } from './payout-instruction-state';
import { PayoutInstructionErrors as Errors } from './payout-instructions.errors';
import { sendWindow, SPREAD_SEND_TIME_SQL, type SendWindow } from './send-window';

export interface BulkInitiateRequest {
  /** All or nothing over these ids; without them, every ready Draft instruction of the campaign. */
  ids?: readonly string[];
  channel: NotificationChannel;
  /** The first emails are spread evenly over this window; 0 sends them all now. */
  periodSeconds: number;
}


interface Candidate {
  id: string;
  status: PayoutInstructionStatus;
  amount_cents: string | null;
  email_subscription_status: string;
}

const { Draft, Initiated } = PayoutInstructionStatus;

/** Ready to initiate: a Draft with an amount (the columns the state machine and the ledger need). */
const READY = `status = ${literal(Draft)} and amount_cents is not null`;

/**
 * Bulk initiation (docs/state-machine.md) in set-based SQL within one transaction: one UPDATE over every selected
 * instruction, the activity rows and the outbox emails written from its RETURNING set by the same statement, and
 * one aggregated Allocation in the ledger for the total. A short balance rolls all of it back.
 */
@Injectable()
export class BulkInitiation {
  constructor(
    private readonly em: EntityManager,
    private readonly money: InstructionMoney,
    private readonly alerts: BalanceAlerts,
  ) {}

  /**
   * `gate`: told the total once it is allocated; above an approval rule's threshold it undoes all of it (docs/approvals.md).
   * Refused for money, the campaign's balance alert says so, in a transaction of its own (this one rolls back;
   * docs/balance-alerts.md).
   */
  async initiate(organizationId: string, campaignId: string, actor: Actor, request: BulkInitiateRequest, gate: ApprovalGate): Promise<SendWindow> {
    try {
      return await this.initiateOrRefuse(organizationId, campaignId, actor, request, gate);
    } catch (error) {
      if (error instanceof InsufficientBalanceError) await this.alerts.bulkInitiationRefused(organizationId, campaignId, error.neededCents, error.availableCents);
      throw error;
    }
  }

  private async initiateOrRefuse(organizationId: string, campaignId: string, actor: Actor, request: BulkInitiateRequest, gate: ApprovalGate): Promise<SendWindow> {
    const start = new Date();
    const { count } = await this.em.transactional(async (em) => {
      let selection: { sql: string; params: unknown[] };
      if (request.ids) {
        await this.checkInitiable(em, organizationId, campaignId, request);
        selection = { sql: 'id = any(?::uuid[])', params: [[...new Set(request.ids)]] };
      } else {
        const subscribed = ` and email_subscription_status = ${literal(EmailSubscriptionStatus.Subscribed)}`;
        selection = { sql: `${READY}${request.channel === NotificationChannel.None ? '' : subscribed}`, params: [] };
      }
      const result = await this.apply(em, organizationId, campaignId, actor, request, start, selection, gate);
      if (result.count > 0) await this.money.move(em, organizationId, campaignId, 'allocate', result.totalCents, newId());
      gate.check(result.totalCents, { campaignId, count: result.count });
      return result;
    });
    return sendWindow(count, start, request.periodSeconds);
  }

  /** With explicit ids, nothing happens unless every one is known, ready and (for email) subscribed. Locks them. */
  private async checkInitiable(em: EntityManager, organizationId: string, campaignId: string, request: BulkInitiateRequest): Promise<void> {
    const ids = [...new Set(request.ids)];
    const rows = await query<Candidate>(
      em,
      `select id, status, amount_cents, email_subscription_status from payout_instruction
       where organization_id = ? and campaign_id = ? and id = any(?::uuid[]) order by id for update`,
      [organizationId, campaignId, ids],
    );
    const found = new Set(rows.map((r) => r.id));
    const unknownIds = ids.filter((id) => !found.has(id));
    const notReadyIds = rows.filter((r) => r.status !== Draft || r.amount_cents === null).map((r) => r.id);
    const unsubscribedIds =
      request.channel === NotificationChannel.None ? [] : rows.filter((r) => r.email_subscription_status === EmailSubscriptionStatus.Unsubscribed).map((r) => r.id);
    if (unknownIds.length || notReadyIds.length || unsubscribedIds.length) throw Errors.notInitiable({ unknownIds, notReadyIds, unsubscribedIds });
  }

  /**
   * One statement: initiate the selected Draft instructions with the request's channel (row locks taken by the
   * UPDATE; a concurrent action on one of them is waited for and re-checked), record their activity and an event
   * each: its initiation (its status change too) with the time its message is due, spread evenly over the window in
   * id order (notifications queue the emails, docs/emails.md). Returns how many and their total.
   */
  private async apply(
    em: EntityManager,
    organizationId: string,
    campaignId: string,
    actor: Actor,
    request: BulkInitiateRequest,
    start: Date,
    selection: { sql: string; params: unknown[] },
    gate: ApprovalGate,
  ): Promise<{ count: number; totalCents: number }> {
    // An approved request names both people: the requester is the actor, the approver is recorded beside them.
    const approved = gate.approval ? { approvalRequestId: gate.approval.requestId, approvedBy: gate.approval.approvedBy } : {};
    const details = JSON.stringify({ from: Draft, to: Initiated, channel: request.channel, bulk: true, ...approved });
    // Room for the window sort of the messages' times in memory (100,000 rows spill to disk at the default 4 MB).
    await execute(em, `set local work_mem = '64MB'`);
    const [row] = await query<{ count: string; total: string | null }>(
      em,
      `with initiated as (
         update payout_instruction
         set status = ${literal(nextStatus(Draft, 'initiate'))}, initiated_on = ?, link_version = link_version + 1, notification_channel = ?, version = version + 1, updated_on = ?
         where organization_id = ? and campaign_id = ? and ${READY} and ${selection.sql}
         returning id, organization_id, amount_cents, link_version
       ),
       activity as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), ?, id, 'PayoutInstructionInitiated', 'Initiated in bulk: funds allocated', ?::jsonb, ?, ?, ? from initiated
       ),
       initiations as (${eventsOf('PayoutInstructionInitiated', 'initiated', {
         payoutInstructionId: 'id',
         previousStatus: literal(Draft),
         status: literal(Initiated),
         channel: '?::text',
         linkVersion: 'link_version',
         notifyAt: SPREAD_SEND_TIME_SQL,
         bulk: 'true',
         actor: "jsonb_build_object('type', ?::text, 'id', ?::text)",
       })})
       select count(*) as count, sum(amount_cents) as total from initiated`,
      [
        start, request.channel, start, organizationId, campaignId, ...selection.params,
        organizationId, details, actor.type, actor.id, start,
        request.channel, start, request.periodSeconds, actor.type, actor.id,
      ],
    );
    return { count: Number(row.count), totalCents: Number(row.total ?? 0) };
  }
}
