import { Injectable } from '@nestjs/common';
import { PreparedStatements } from '../../core/database/prepared-statements';
import type { PayoutInstructionStatus } from './payout-instruction-state';

/** What the basic report may be sorted by, and the column behind each. */
export const BASIC_REPORT_SORTS = {
  createdOn: { column: 'created_on', nullable: false },
  amount: { column: 'amount_cents', nullable: true },
  status: { column: 'status', nullable: false },
  email: { column: 'email', nullable: false },
  lastName: { column: 'last_name', nullable: true },
  externalId: { column: 'external_id', nullable: true },
} as const;
export type BasicReportSort = keyof typeof BASIC_REPORT_SORTS;
export const BASIC_REPORT_SORT_KEYS = Object.keys(BASIC_REPORT_SORTS) as BasicReportSort[];

export interface BasicReportRow {
  id: string;
  external_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string;
  amount_cents: string | null;
  status: PayoutInstructionStatus;
  payout_method_id: string | null;
  created_on: Date;
  updated_on: Date;
  tags: Record<string, string>;
  /** The sort column as PostgreSQL's text (microseconds kept), to start a later page after this row. */
  sort_value: string | null;
}

/** A row's place in the order: its sort column's text (null when the column is) and its id. */
export interface BasicReportPosition {
  value: string | null;
  id: string;
}

export interface BasicReportPage {
  sortBy: BasicReportSort;
  descending: boolean;
  limit: number;
  offset: number;
  /** The last row of the page before, when known: the page is then read after it (keyset), `offset` ignored. */
  after?: BasicReportPosition;
}

/**
 * The query of one page. The order (sort column, then the id in the same direction, nulls last) is total, so the rows
 * after the previous page's last row are exactly those OFFSET would skip to; read so, a page costs the same wherever
 * it is (docs/reports.md).
 */
export function basicReportQuery(organizationId: string, campaignId: string, page: BasicReportPage): { text: string; values: unknown[] } {
  const { column, nullable } = BASIC_REPORT_SORTS[page.sortBy];
  const direction = page.descending ? 'desc' : 'asc';
  const beyond = page.descending ? '<' : '>';
  const values: unknown[] = [campaignId, organizationId, page.limit];
  let where = '';
  let offset = '';
  if (!page.after) {
    values.push(page.offset);
    offset = ' offset $4';
  } else if (page.after.value === null) {
    // Nulls come last in either direction: after a null, only nulls with a later id.
    values.push(page.after.id);
    where = ` and ${column} is null and id ${beyond} $4`;
  } else {
    values.push(page.after.value, page.after.id);
    // A row comparison, which the (campaign_id, created_on, id) index serves as an index condition.
    const later = `(${column}, id) ${beyond} ($4, $5)`;
    where = nullable ? ` and (${column} is null or ${later})` : ` and ${later}`;
  }
  return {
    // `sort_value`, not the column's name: ORDER BY would take an output column of that name, a text.
    text: `select id, external_id, first_name, last_name, email, amount_cents, status, payout_method_id, created_on, updated_on, tags, ${column}::text as sort_value
       from payout_instruction where campaign_id = $1 and organization_id = $2${where}
       order by ${column} ${direction}${nullable ? ' nulls last' : ''}, id ${direction} limit $3${offset}`,
    values,
  };
}

/**
 * The basic report's rows: a campaign's instructions in a stable order (the sort column, then the id in the same
 * direction), streamed through a cursor. Creation order, the default, reads the (campaign, created_on, id) index.
 */
@Injectable()
export class BasicReportRows {
  constructor(private readonly statements: PreparedStatements) {}

  rows(organizationId: string, campaignId: string, page: BasicReportPage): AsyncGenerator<BasicReportRow> {
    const { text, values } = basicReportQuery(organizationId, campaignId, page);
    return this.statements.stream<BasicReportRow>(text, values);
  }
}
