import { Injectable } from '@nestjs/common';
import { PreparedStatements, type PreparedStatement } from '../../core/database/prepared-statements';
import { pageOffset, toPage, type Page } from '../../core/http/paging';
import type { ListPayoutInstructionsQuery } from './dto/payout-instruction-input.dto';
import type { PayoutInstructionView } from './dto/payout-instruction.view';

/** An instant as `Date.toISOString()` writes it (milliseconds, truncated as both truncate), written by PostgreSQL. */
const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The view itself, field for field and in its order, so that a row is the answer: the amount in dollars (cents
 * over 100 in float8 is the double `centsToAmount` parses, both being the nearest to the exact quotient), the
 * instants as ISO text.
 */
const VIEW_FIELDS: readonly (readonly [field: keyof PayoutInstructionView, sql: string])[] = [
  ['id', 'id'],
  ['campaignId', 'campaign_id'],
  ['externalId', 'external_id'],
  ['firstName', 'first_name'],
  ['lastName', 'last_name'],
  ['email', 'email'],
  ['phoneNumber', 'phone_number'],
  ['amount', 'amount_cents::float8 / 100'],
  ['status', 'status'],
  ['cancellationReason', 'cancellation_reason'],
  ['tags', 'tags'],
  ['emailSubscriptionStatus', 'email_subscription_status'],
  ['payoutMethodId', 'payout_method_id'],
  ['createdOn', iso('created_on')],
  ['updatedOn', iso('updated_on')],
];
const PROJECTION = VIEW_FIELDS.map(([field, sql]) => `${sql} as "${field}"`).join(', ');

const BY_ID: PreparedStatement = {
  name: 'payout-instructions.by-id',
  text: `select ${PROJECTION} from payout_instruction where id = $1 and organization_id = $2`,
};

/** The list's optional filters, in the order their bits make a statement's name; `tallied` ones the tallies can count. */
const FILTERS = [
  { member: 'campaignId', sql: (n: number) => `campaign_id = $${n}`, tallied: true },
  { member: 'status', sql: (n: number) => `status = $${n}`, tallied: true },
  { member: 'externalId', sql: (n: number) => `external_id = $${n}`, tallied: false },
  { member: 'email', sql: (n: number) => `email ilike $${n}`, tallied: false },
] as const;

/**
 * One statement per combination of filters (16 at most), prepared once per connection: the total and the page's rows
 * in one round trip, as `[total, ordinal, ...view]` arrays (one row of nulls but the total when the page is empty).
 * The total comes from the instruction tallies the triggers keep in the transaction of every change (a few rows a
 * campaign and day, docs/reports.md) when the filters are ones they count, so that a page of an organization with a
 * million instructions does not count a million rows; otherwise from `count(*)`.
 */
function pageStatement(filters: readonly (typeof FILTERS)[number][], mask: number): PreparedStatement {
  const where = ['organization_id = $1', ...filters.map((filter, index) => filter.sql(index + 2))].join(' and ');
  const limit = filters.length + 2;
  const total = filters.every((filter) => filter.tallied)
    ? `select coalesce(sum(entered - exited), 0)::float8 from payout_instruction_tally where status is not null and ${where}`
    : `select count(*)::float8 from payout_instruction where ${where}`;
  const order = 'order by created_on desc, id desc';
  return {
    name: `payout-instructions.page.${mask}`,
    // Always the organization's (or campaign's) index in order, for any LIMIT and OFFSET, which PostgreSQL cannot
    // estimate: left to choose, it planned the statement again on every page.
    genericPlan: true,
    text: `select counted.total, page.* from (select (${total}) as total) counted
      left join lateral (select row_number() over (${order}) as ordinal, ${PROJECTION} from payout_instruction where ${where} ${order} limit $${limit} offset $${limit + 1}) page on true
      order by page.ordinal`,
  };
}

/** The views of a page's `[total, ordinal, ...view]` rows. */
function viewsOf(rows: unknown[][]): PayoutInstructionView[] {
  const views: PayoutInstructionView[] = [];
  for (const row of rows) {
    if (row[1] === null) continue; // the empty page's row
    const view: Record<string, unknown> = {};
    for (let i = 0; i < VIEW_FIELDS.length; i++) view[VIEW_FIELDS[i][0]] = row[i + 2];
    views.push(view as unknown as PayoutInstructionView);
  }
  return views;
}

/**
 * The API's reads of payout instructions (GET by id and the list), the hottest routes of an integration
 * (docs/benchmarks.md, reads against a bare baseline): PostgreSQL writes the view's values from a fixed projection, so
 * a read needs neither the ORM's entities and unit of work nor a mapping beyond naming a page's columns. Prepared
 * statements, so PostgreSQL plans each shape once per connection. Every statement names the organization: there is
 * no tenant filter here to rely on.
 */
@Injectable()
export class InstructionReads {
  private readonly pages = new Map<number, PreparedStatement>();

  constructor(private readonly statements: PreparedStatements) {}

  async one(organizationId: string, id: string): Promise<PayoutInstructionView | undefined> {
    const [view] = await this.statements.run<PayoutInstructionView>(BY_ID, [id, organizationId]);
    return view;
  }

  /** Newest first; `email` matches exactly, ignoring case (its `%`, `_` and `\` are escaped). */
  async page(organizationId: string, query: ListPayoutInstructionsQuery): Promise<Page<PayoutInstructionView>> {
    const given = FILTERS.filter((filter) => query[filter.member] !== undefined);
    const mask = FILTERS.reduce((bits, filter, index) => (query[filter.member] === undefined ? bits : bits | (1 << index)), 0);
    let statement = this.pages.get(mask);
    if (!statement) this.pages.set(mask, (statement = pageStatement(given, mask)));
    const values: unknown[] = [organizationId, ...given.map((filter) => (filter.member === 'email' ? query.email!.replace(/[\\%_]/g, '\\$&') : query[filter.member]))];
    const { limit, offset } = pageOffset(query);
    const rows = await this.statements.runArrays(statement, [...values, limit, offset]);
    return toPage(viewsOf(rows), rows[0][0] as number, query);
  }
}
