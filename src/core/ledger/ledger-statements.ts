import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { literal, queryBound } from '../database/sql';
import type { StatementDirection, StatementStatus, StatementType } from './ledger.domain';
import { toCents } from './ledger-sql';

/** Whose statement: a bank account's (every line of its money) or a campaign's (the lines tagged with it). */
export type StatementScope = { readonly bankAccountId: string } | { readonly campaignId: string };

export interface StatementQuery {
  readonly organizationId: string;
  readonly scope: StatementScope;
  readonly type?: StatementType;
  /** InternalTransfer lines summed per UTC day and status, one row each; other types stay individual. */
  readonly aggregate: boolean;
  readonly offset: number;
  readonly limit: number;
}

export interface StatementRow {
  /** Null for an aggregated row. */
  readonly id: string | null;
  readonly type: StatementType;
  readonly direction: StatementDirection;
  readonly amountCents: number;
  readonly status: StatementStatus;
  /** Null for an aggregated row (the view says how many it sums). */
  readonly description: string | null;
  readonly campaignId: string | null;
  readonly createdOn: Date;
  readonly completedOn: Date | null;
  /** How many lines the row stands for: 1, or an aggregated day's count. */
  readonly count: number;
}

interface Row {
  id: string | null;
  type: StatementType;
  direction: StatementDirection;
  amount_cents: string;
  status: StatementStatus;
  description: string | null;
  campaign_id: string | null;
  created_on: Date;
  completed_on: Date | null;
  count: string;
}

const INTERNAL = literal('InternalTransfer');
const LINE_COLUMNS = 'id, type, direction, amount_cents, status, description, campaign_id, created_on, completed_on, 1 as count';

/**
 * Reads the statements of bank accounts and campaigns (docs/money-movement.md), newest first. Each page is served by
 * an index: the lines by (scope, created_on, id), the aggregated InternalTransfers by the day sums the triggers keep,
 * and the total from the day sums plus a count of the other lines, so a million payouts cost a few rows, not a scan.
 */
@Injectable()
export class LedgerStatements {
  async page(em: EntityManager, q: StatementQuery): Promise<{ rows: StatementRow[]; total: number }> {
    const column = 'bankAccountId' in q.scope ? 'bank_account_id' : 'campaign_id';
    const scopeId = 'bankAccountId' in q.scope ? q.scope.bankAccountId : q.scope.campaignId;
    const aggregated = q.aggregate && (q.type === undefined || q.type === 'InternalTransfer');
    const [rows, [{ total }]] = await Promise.all([
      aggregated ? this.aggregatedRows(em, column, scopeId, q) : this.lineRows(em, column, scopeId, q),
      queryBound<{ total: string }>(
        em,
        aggregated
          ? `select (select count(*) from (${dayRows(column)}) d) + ${q.type === undefined ? otherLineCount(column) : '0'} as total`
          : // InternalTransfer lines are counted by their day sums: a million of them would take a scan to count.
            `select (select coalesce(sum(count), 0) from ledger_statement_day where ${column} = $1::uuid and ($3::text is null or $3::text = ${INTERNAL}))
                  + (select count(*) from ledger_statement_line
                     where ${column} = $1::uuid and organization_id = $2::uuid and type <> ${INTERNAL} and ($3::text is null or type = $3::text)) as total`,
        aggregated ? (q.type === undefined ? [scopeId, q.organizationId] : [scopeId]) : [scopeId, q.organizationId, q.type ?? null],
      ),
    ]);
    return { rows: rows.map(toStatementRow), total: Number(total) };
  }

  private lineRows(em: EntityManager, column: string, scopeId: string, q: StatementQuery): Promise<Row[]> {
    return queryBound<Row>(
      em,
      `select ${LINE_COLUMNS} from ledger_statement_line
       where ${column} = $1::uuid and organization_id = $2::uuid and ($3::text is null or type = $3::text)
       order by created_on desc, id desc offset $4 limit $5`,
      [scopeId, q.organizationId, q.type ?? null, q.offset, q.limit],
    );
  }

  /** The day rows and (with no type asked for) the other lines, each branch cut to the page's end before they merge. */
  private aggregatedRows(em: EntityManager, column: string, scopeId: string, q: StatementQuery): Promise<Row[]> {
    const order = 'order by created_on desc, id desc nulls last, status';
    if (q.type === 'InternalTransfer') {
      return queryBound<Row>(em, `${dayRows(column)} ${order} offset $2 limit $3`, [scopeId, q.offset, q.limit]);
    }
    return queryBound<Row>(
      em,
      `select * from (
         (${dayRows(column)} ${order} limit $3)
         union all
         (select ${LINE_COLUMNS} from ledger_statement_line
          where ${column} = $1::uuid and organization_id = $2::uuid and type <> ${INTERNAL} ${order} limit $3)
       ) r ${order} offset $4 limit $5`,
      [scopeId, q.organizationId, q.offset + q.limit, q.offset, q.limit],
    );
  }
}

/** InternalTransfer lines summed per UTC day and status; a bank account's sum over its campaigns, a campaign's its own. */
function dayRows(column: string): string {
  const campaign = column === 'campaign_id' ? 'min(campaign_id::text)::uuid' : 'null::uuid';
  return `select null::uuid as id, ${INTERNAL} as type, ${literal('Debit')} as direction, sum(amount_cents) as amount_cents, status,
                 null::text as description, ${campaign} as campaign_id, (day::timestamp at time zone 'UTC') as created_on,
                 null::timestamptz as completed_on, sum(count) as count
          from ledger_statement_day where ${column} = $1::uuid
          group by day, status having sum(count) > 0`;
}

function otherLineCount(column: string): string {
  return `(select count(*) from ledger_statement_line where ${column} = $1::uuid and organization_id = $2::uuid and type <> ${INTERNAL})`;
}

function toStatementRow(row: Row): StatementRow {
  return {
    id: row.id,
    type: row.type,
    direction: row.direction,
    amountCents: toCents(row.amount_cents),
    status: row.status,
    description: row.description,
    campaignId: row.campaign_id,
    createdOn: new Date(row.created_on),
    completedOn: row.completed_on ? new Date(row.completed_on) : null,
    count: Number(row.count),
  };
}
