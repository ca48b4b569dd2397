import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { firstIdOf, newId, timeOfId } from '../../core/database/base.entity';
import { PreparedStatements } from '../../core/database/prepared-statements';
import { execute, queryBound } from '../../core/database/sql';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page } from '../../core/http/paging';
import type { ActorType, AuditLogEntryView, AuditLogQuery } from './dto/audit-log.dto';

/** What the interceptor records of one change (docs/audit-log.md). */
export interface AuditEntry {
  organizationId: string;
  actor: { type: ActorType; id: string; email: string | null };
  action: string;
  resourceType: string;
  resourceId: string | null;
  status: number;
  requestId: string;
  ip: string | null;
}

type Filters = Pick<AuditLogQuery, 'actorId' | 'action' | 'resourceType' | 'resourceId' | 'since' | 'until'>;

interface Row {
  id: string;
  occurred_on: Date;
  actor_type: ActorType;
  actor_id: string;
  actor_email: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  status: number;
  request_id: string;
  ip: string | null;
}

const COLUMNS = 'id, occurred_on, actor_type, actor_id, actor_email, action, resource_type, resource_id, status, request_id, ip';

/**
 * The `audit_log_entry` table's SQL, all of it (docs/audit-log.md). One insert per change, in the change's
 * transaction; reads newest first by id (UUIDv7: time order), through the primary key (organization, id), so time
 * bounds are id bounds.
 */
@Injectable()
export class AuditLogEntries {
  constructor(
    private readonly em: EntityManager,
    private readonly statements: PreparedStatements,
  ) {}

  /** In `em`'s transaction: the entry commits with the change or not at all. */
  async record(em: EntityManager, entry: AuditEntry): Promise<void> {
    const id = newId();
    await execute(
      em,
      `insert into audit_log_entry (${COLUMNS}, organization_id) values (?::uuid, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?::uuid)`,
      [
        id,
        timeOfId(id),
        entry.actor.type,
        entry.actor.id,
        entry.actor.email,
        entry.action,
        entry.resourceType,
        entry.resourceId,
        entry.status,
        entry.requestId,
        entry.ip,
        entry.organizationId,
      ],
    );
  }

  async page(organizationId: string, query: AuditLogQuery): Promise<Page<AuditLogEntryView>> {
    const { where, values } = whereOf(organizationId, query);
    const { limit, offset } = pageOffset(query);
    const n = values.length;
    const [rows, [count]] = await Promise.all([
      queryBound<Row>(this.em, `select ${COLUMNS} from audit_log_entry where ${where} order by id desc limit $${n + 1} offset $${n + 2}`, [...values, limit, offset]),
      queryBound<{ n: number }>(this.em, `select count(*)::int as n from audit_log_entry where ${where}`, values),
    ]);
    return toPage(rows.map(viewOf), count.n, query);
  }

  /** Every entry the filters match, newest first, through a cursor: an export of a year holds no more than a batch. */
  async *all(organizationId: string, filters: Filters): AsyncGenerator<AuditLogEntryView> {
    const { where, values } = whereOf(organizationId, filters);
    for await (const row of this.statements.stream<Row>(`select ${COLUMNS} from audit_log_entry where ${where} order by id desc`, values)) yield viewOf(row);
  }
}

/** The filters as a condition on `$1`…; `until` before `since` is the client's mistake, named. */
function whereOf(organizationId: string, filters: Filters): { where: string; values: unknown[] } {
  const values: unknown[] = [organizationId];
  const conditions = ['organization_id = $1::uuid'];
  const add = (condition: string, value: unknown) => {
    values.push(value);
    conditions.push(condition.replace('?', `$${values.length}`));
  };
  if (filters.since && filters.until && Date.parse(filters.until) < Date.parse(filters.since)) throw DomainError.invalidField('until', 'until must not be before since.');
  if (filters.since) add('id >= ?::uuid', firstIdOf(Date.parse(filters.since)));
  // Both ends included: before the first id of the next millisecond.
  if (filters.until) add('id < ?::uuid', firstIdOf(Date.parse(filters.until) + 1));
  if (filters.actorId !== undefined) add('actor_id = ?', filters.actorId);
  if (filters.action !== undefined) add('action = ?', filters.action);
  if (filters.resourceType !== undefined) add('resource_type = ?', filters.resourceType);
  if (filters.resourceId !== undefined) add('resource_id = ?', filters.resourceId);
  return { where: conditions.join(' and '), values };
}

function viewOf(row: Row): AuditLogEntryView {
  return {
    id: row.id,
    occurredOn: new Date(row.occurred_on).toISOString(),
    actor: { type: row.actor_type, id: row.actor_id, email: row.actor_email },
    action: row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    status: row.status,
    requestId: row.request_id,
    ip: row.ip,
  };
}
