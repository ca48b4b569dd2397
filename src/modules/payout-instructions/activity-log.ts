import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
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
 */
@Injectable()
export class ActivityLog {
  async record(em: EntityManager, organizationId: string, instructionId: string, actor: Actor, entries: readonly ActivityEntry[]): Promise<void> {
    if (entries.length === 0) return;
    const values = entries.map(() => '(?, ?, ?, ?, ?, ?::jsonb, ?, ?, clock_timestamp())').join(', ');
    const params = entries.flatMap((e) => [newId(), organizationId, instructionId, e.kind, e.description, e.details === undefined ? null : JSON.stringify(e.details), actor.type, actor.id]);
    await em.getConnection().execute(
      `insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on) values ${values}`,
      params,
      'run',
      em.getTransactionContext(),
    );
  }

  /** One entry for each instruction id given, in one statement (bulk actions). */
  async recordForMany(em: EntityManager, organizationId: string, instructionIds: readonly string[], actor: Actor, entry: ActivityEntry): Promise<void> {
    if (instructionIds.length === 0) return;
    await em.getConnection().execute(
      `insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
       select uuid_generate_v7(), ?, ids.id, ?, ?, ?::jsonb, ?, ?, clock_timestamp() from unnest(?::uuid[]) as ids(id)`,
      [organizationId, entry.kind, entry.description, entry.details === undefined ? null : JSON.stringify(entry.details), actor.type, actor.id, `{${instructionIds.join(',')}}`],
      'run',
      em.getTransactionContext(),
    );
  }

  async list(em: EntityManager, organizationId: string, instructionId: string, query: PageQuery): Promise<Page<ActivityRecord>> {
    const { limit, offset } = pageOffset(query);
    const rows = await em.getConnection().execute<
      { id: string; kind: string; description: string; details: unknown; actor_type: ActorType; actor_id: string | null; occurred_on: Date; total: string }[]
    >(
      `select id, kind, description, details, actor_type, actor_id, occurred_on, count(*) over () as total
       from payout_instruction_activity where organization_id = ? and payout_instruction_id = ?
       order by occurred_on, id limit ? offset ?`,
      [organizationId, instructionId, limit, offset],
    );
    const total = rows.length ? Number(rows[0].total) : offset > 0 ? await this.count(em, organizationId, instructionId) : 0;
    return toPage(
      rows.map((r) => ({ id: r.id, kind: r.kind, description: r.description, details: r.details, actor: { type: r.actor_type, id: r.actor_id }, occurredOn: new Date(r.occurred_on).toISOString() })),
      total,
      query,
    );
  }

  private async count(em: EntityManager, organizationId: string, instructionId: string): Promise<number> {
    const [row] = await em.getConnection().execute<{ n: string }[]>(
      'select count(*) as n from payout_instruction_activity where organization_id = ? and payout_instruction_id = ?',
      [organizationId, instructionId],
    );
    return Number(row.n);
  }
}
