import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { execute, query } from '../../core/database/sql';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';

export type ActorType = 'Administrator' | 'Beneficiary' | 'System';

export interface Actor {
  type: ActorType;
  /** The token's `sub` for an administrator; null for the system. */
  id: string | null;
}

export const SYSTEM: Actor = { type: 'System', id: null };

export interface ActivityEntry {
  kind: string;
  description: string;
  details?: unknown;
}

/** Why a message to the beneficiary was not queued (`NotificationSkipped`, `details.reason`). */
export enum NotificationSkipReason {
  /** The instruction's notification channel is `None` (docs/emails.md, Channel). */
  ChannelNone = 'ChannelNone',
  /** The beneficiary unsubscribed from emails. */
  Unsubscribed = 'Unsubscribed',
}

/** The messages a notification channel governs, as the history names them. */
const MESSAGE_NAMES: Readonly<Record<string, string>> = {
  ReminderEmail: 'Reminder email',
  FailureReinitiateEmail: 'New claim link',
  PayoutAvailableEmail: 'Payout available email',
};

/** The description of the `NotificationSkipped` entry of a `templateType` email not queued for channel `None`. */
export const channelNoneDescription = (templateType: string, name = MESSAGE_NAMES[templateType] ?? templateType): string =>
  `${name} not sent: the instruction's notification channel is None`;

/** The `NotificationSkipped` entry of an email an instruction with channel `None` does not get. */
export function channelNoneSkip(templateType: string): ActivityEntry {
  return { kind: 'NotificationSkipped', description: channelNoneDescription(templateType), details: { templateType, reason: NotificationSkipReason.ChannelNone } };
}

export interface ActivityRecord {
  id: string;
  kind: string;
  description: string;
  details: unknown;
  actor: Actor;
  occurredOn: string;
}

/**
 * The append-only history of an instruction: status changes, notifications, administrators' and beneficiaries'
 * actions. Written in the transaction of the action it records, in plain SQL so that bulk actions write one
 * statement for any number of instructions. `clock_timestamp()` orders entries written in one transaction.
 * Only this context writes the table: here one instruction at a time, and in the set-based statements of bulk
 * actions, the upload merge and the email outbox, which record their activity in the statement that acts.
 */
@Injectable()
export class ActivityLog {
  async record(em: EntityManager, organizationId: string, instructionId: string, actor: Actor, entries: readonly ActivityEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const values = entries.map(() => '(?, ?, ?, ?, ?, ?::jsonb, ?, ?, clock_timestamp())').join(', ');
    const params = entries.flatMap((e) => [newId(), organizationId, instructionId, e.kind, e.description, e.details === undefined ? null : JSON.stringify(e.details), actor.type, actor.id]);
    await execute(
      em,
      `insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on) values ${values}`,
      params,
    );
  }

  async list(em: EntityManager, organizationId: string, instructionId: string, page: PageQuery): Promise<Page<ActivityRecord>> {
    const { limit, offset } = pageOffset(page);
    const rows = await query<{ id: string; kind: string; description: string; details: unknown; actor_type: ActorType; actor_id: string | null; occurred_on: Date; total: string }>(
      em,
      `select id, kind, description, details, actor_type, actor_id, occurred_on, count(*) over () as total
       from payout_instruction_activity where organization_id = ? and payout_instruction_id = ?
       order by occurred_on, id limit ? offset ?`,
      [organizationId, instructionId, limit, offset],
    );
    const total = rows.length ? Number(rows[0].total) : offset > 0 ? await this.count(em, organizationId, instructionId) : 0;
    return toPage(
      rows.map((r) => ({ id: r.id, kind: r.kind, description: r.description, details: r.details, actor: { type: r.actor_type, id: r.actor_id }, occurredOn: new Date(r.occurred_on).toISOString() })),
      total,
      page,
    );
  }

  private async count(em: EntityManager, organizationId: string, instructionId: string): Promise<number> {
    const [row] = await query<{ n: string }>(
      em,
      'select count(*) as n from payout_instruction_activity where organization_id = ? and payout_instruction_id = ?',
      [organizationId, instructionId],
    );
    return Number(row.n);
  }
}
