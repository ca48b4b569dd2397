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

/** Each member of an activity entry as a SQL expression over the rows of another context's set-based statement. */
export interface ActivityColumns {
  instructionId: string;
  kind: string;
  description: string;
  /** A jsonb expression. */
  details: string;
  /** Defaults: the source's `organization_id` column, and the system as the actor. */
  organizationId?: string;
  actorType?: string;
  actorId?: string;
}

/**
 * Activity entries written by a set-based statement of another context (the notifications' outbox records what it
 * queued, skipped, sent or failed in the statement that does it): one more branch of its CTE. The text of the
 * write stays here, with the table's owner. `ignoreRepeats`: an entry that a unique index already holds (a
 * `NotificationSkipped` with its `dedupeKey`) is left out rather than refused.
 */
export function activityEntriesOf(source: string, c: ActivityColumns, options: { where?: string; ignoreRepeats?: boolean } = {}): string {
  return `insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
          select uuid_generate_v7(), ${c.organizationId ?? 'organization_id'}, ${c.instructionId}, ${c.kind}, ${c.description}, ${c.details},
                 ${c.actorType ?? "'System'"}, ${c.actorId ?? 'null'}, clock_timestamp()
          from ${source}${options.where ? ` where ${options.where}` : ''}${options.ignoreRepeats ? ' on conflict do nothing' : ''}`;
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
 * Only this context writes the table: here one instruction at a time, in the set-based statements of bulk actions
 * and the upload merge, and through `activityEntriesOf` in the notifications' statements, which record their activity
 * in the statement that acts.
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
