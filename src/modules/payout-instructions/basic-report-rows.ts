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
}

export interface BasicReportPage {
  sortBy: BasicReportSort;
  descending: boolean;
  limit: number;
  offset: number;
}

/**
 * The basic report's rows: a campaign's instructions in a stable order (the sort column, then the id in the same
 * direction), streamed through a cursor. Creation order, the default, reads the (campaign, created_on, id) index.
 */
@Injectable()
export class BasicReportRows {
  constructor(private readonly statements: PreparedStatements) {}

  rows(organizationId: string, campaignId: string, page: BasicReportPage): AsyncGenerator<BasicReportRow> {
    const { column, nullable } = BASIC_REPORT_SORTS[page.sortBy];
    const direction = page.descending ? 'desc' : 'asc';
    return this.statements.stream<BasicReportRow>(
      `select id, external_id, first_name, last_name, email, amount_cents, status, payout_method_id, created_on, updated_on, tags
       from payout_instruction where campaign_id = $1 and organization_id = $2
       order by ${column} ${direction}${nullable ? ' nulls last' : ''}, id ${direction} limit $3 offset $4`,
      [campaignId, organizationId, page.limit, page.offset],
    );
  }
}
