import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { literal, query } from '../../core/database/sql';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { ApprovalStatus, type ApprovalRequest } from './approval-request';
import type { ApprovalAction } from './approval-rules';

interface Row {
  id: string;
  organization_id: string;
  action: ApprovalAction;
  status: ApprovalStatus;
  amount_cents: string;
  summary: ApprovalRequest['summary'];
  operation: ApprovalRequest['operation'];
  requested_by_subject: string;
  requested_by_user_id: string | null;
  requested_by_email: string | null;
  requested_on: Date | string;
  expires_on: Date | string;
  decided_by_user_id: string | null;
  decided_by_email: string | null;
  decided_on: Date | string | null;
  reason: string | null;
  result: ApprovalRequest['result'];
}

const COLUMNS = `id, organization_id, action, status, amount_cents, summary, operation, requested_by_subject, requested_by_user_id,
  requested_by_email, requested_on, expires_on, decided_by_user_id, decided_by_email, decided_on, reason, result`;

/** A stored status as read now: Pending past its expiry is Expired (the row is written so at the next decision). */
const STATUS_NOW = `case when status = ${literal(ApprovalStatus.Pending)} and expires_on <= now() then ${literal(ApprovalStatus.Expired)} else status end`;

function toRequest(row: Row): ApprovalRequest {
  return {
    id: row.id,
    organizationId: row.organization_id,
    action: row.action,
    status: row.status,
    amountCents: Number(row.amount_cents),
    summary: row.summary,
    operation: row.operation,
    requestedBy: { subject: row.requested_by_subject, userId: row.requested_by_user_id, email: row.requested_by_email },
    requestedOn: new Date(row.requested_on),
    expiresOn: new Date(row.expires_on),
    decidedBy: row.decided_by_user_id ? { userId: row.decided_by_user_id, email: row.decided_by_email } : null,
    decidedOn: row.decided_on === null ? null : new Date(row.decided_on),
    reason: row.reason,
    result: row.result,
  };
}

export interface ApprovalFilter {
  status?: ApprovalStatus;
  action?: ApprovalAction;
}

/** The `approval_request` table, its one place of SQL (docs/approvals.md). */
@Injectable()
export class ApprovalRequestsStore {
  async insert(em: EntityManager, request: ApprovalRequest): Promise<void> {
    await query(
      em,
      `insert into approval_request (${COLUMNS}) values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, null, null, null, null, null)`,
      [
        request.id, request.organizationId, request.action, request.status, request.amountCents, JSON.stringify(request.summary), JSON.stringify(request.operation),
        request.requestedBy.subject, request.requestedBy.userId, request.requestedBy.email, request.requestedOn, request.expiresOn,
      ],
    );
  }

  /** One request of the organization; `lock` takes its row for a decision (two decisions of one request take turns). */
  async find(em: EntityManager, organizationId: string, id: string, lock = false): Promise<ApprovalRequest | undefined> {
    const [row] = await query<Row>(em, `select ${COLUMNS} from approval_request where organization_id = ? and id = ?${lock ? ' for update' : ''}`, [organizationId, id]);
    return row ? toRequest(row) : undefined;
  }

  /** For subscribers: the requests their events name, whatever the organization (the events carry it). */
  async findMany(em: EntityManager, ids: readonly string[]): Promise<ApprovalRequest[]> {
    const rows = await query<Row>(em, `select ${COLUMNS} from approval_request where id = any(?::uuid[])`, [[...ids]]);
    return rows.map(toRequest);
  }

  /** Pending first, then newest first; a status filter reads statuses as they are now (an expired one is Expired). */
  async page(em: EntityManager, organizationId: string, filter: ApprovalFilter, page: PageQuery): Promise<Page<ApprovalRequest>> {
    const where = ['organization_id = ?'];
    const params: unknown[] = [organizationId];
    if (filter.status) {
      where.push(`${STATUS_NOW} = ?`);
      params.push(filter.status);
    }
    if (filter.action) {
      where.push('action = ?');
      params.push(filter.action);
    }
    const { limit, offset } = pageOffset(page);
    const [rows, [count]] = await Promise.all([
      query<Row>(em, `select ${COLUMNS} from approval_request where ${where.join(' and ')} order by (status = ${literal(ApprovalStatus.Pending)}) desc, id desc limit ? offset ?`, [...params, limit, offset]),
      query<{ n: string }>(em, `select count(*) as n from approval_request where ${where.join(' and ')}`, params),
    ]);
    return toPage(rows.map(toRequest), Number(count.n), page);
  }

  /** Writes a decision (or an expiry) on a request whose row the caller holds. */
  async decide(em: EntityManager, request: Pick<ApprovalRequest, 'id' | 'status' | 'decidedBy' | 'decidedOn' | 'reason' | 'result'>): Promise<void> {
    await query(
      em,
      'update approval_request set status = ?, decided_by_user_id = ?, decided_by_email = ?, decided_on = ?, reason = ?, result = ?::jsonb, updated_on = now() where id = ?',
      [request.status, request.decidedBy?.userId ?? null, request.decidedBy?.email ?? null, request.decidedOn, request.reason, request.result === null ? null : JSON.stringify(request.result), request.id],
    );
  }
}
