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
  ['notificationChannel', 'notification_channel'],
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
  // `lower(email) =`, not `email ilike`: the organization's index on lower(email) answers it (an ilike, even without a
  // wildcard, cannot use it: at a million instructions a search read the whole campaign, 2.4 s and 1 s more to count).
  { member: 'email', sql: (n: number) => `lower(email) = lower($${n})`, tallied: false },
] as const;

/** The total of the instructions `where` selects: the tallies when the filters are ones they count. */
function totalOf(filters: readonly (typeof FILTERS)[number][], where: string): string {
  return filters.every((filter) => filter.tallied)
    ? `select coalesce(sum(entered - exited), 0)::float8 from payout_instruction_tally where status is not null and ${where}`
    : `select count(*)::float8 from payout_instruction where ${where}`;
}

/**
 * Per combination of filters (16 at most), prepared once per connection: a page's rows as `[total, ...view]` arrays,
 * the total in every row from a subquery PostgreSQL runs once; and the total alone, for a page with no row. The total
 * comes from the instruction tallies the triggers keep in the transaction of every change (a few rows a campaign and
 * day, docs/reports.md) when the filters are ones they count, so that a page of an organization with a million
 * instructions does not count a million rows; otherwise from `count(*)`.
 */
function pageStatements(filters: readonly (typeof FILTERS)[number][], mask: number): PageStatements {
  const where = ['organization_id = $1', ...filters.map((filter, index) => filter.sql(index + 2))].join(' and ');
  const limit = filters.length + 2;
  const total = totalOf(filters, where);
  // The page's ids first, then their rows by primary key: the ids of a campaign's page come from its index alone
  // (which carries the organization and status), so the rows OFFSET skips are never read from the table. Always the
  // organization's (or campaign's) index in order, for any LIMIT and OFFSET, which PostgreSQL cannot estimate: left
  // to choose, it planned the statement again on every page (genericPlan).
  const rows = (direction: 'asc' | 'desc'): string =>
    `select (${total}) as total, ${PROJECTION} from payout_instruction
        where id = any(array(select id from payout_instruction where ${where} order by created_on ${direction}, id ${direction} limit $${limit} offset $${limit + 1}))
        order by created_on desc, id desc`;
  return {
    rows: { name: `payout-instructions.page.${mask}`, genericPlan: true, text: rows('desc') },
    fromTheEnd: { name: `payout-instructions.page-from-the-end.${mask}`, genericPlan: true, text: rows('asc') },
    total: { name: `payout-instructions.total.${mask}`, text: total },
    totalIsCheap: filters.every((filter) => filter.tallied),
  };
}

interface PageStatements {
  /** A page counted from the newest. */
  rows: PreparedStatement;
  /** The same page counted from the oldest (its LIMIT and OFFSET from that end), still answered newest first. */
  fromTheEnd: PreparedStatement;
  total: PreparedStatement;
  /** Whether the total comes from the tallies (a few rows), not from counting the instructions. */
  totalIsCheap: boolean;
}

/**
 * Where a page of `limit` rows at `offset` lies when counted from the other end of `total` rows: a page past the
 * middle skips fewer rows that way (the last page of a million skips none instead of 999,980: docs/benchmarks.md,
 * Console). Null when the page is in the first half (or beyond the end): counted from the newest as usual.
 */
export function fromTheOtherEnd(total: number, limit: number, offset: number): { limit: number; offset: number } | null {
  if (offset <= 0 || offset >= total || offset + limit / 2 <= total / 2) return null;
  const end = total - offset; // rows from the oldest up to and including the page's first row
  return { limit: Math.min(limit, end), offset: Math.max(end - limit, 0) };
}

/** The views of a page's `[total, ...view]` rows. */
function viewsOf(rows: unknown[][]): PayoutInstructionView[] {
  const views: PayoutInstructionView[] = [];
  for (const row of rows) {
    const view: Record<string, unknown> = {};
    for (let i = 0; i < VIEW_FIELDS.length; i++) view[VIEW_FIELDS[i][0]] = row[i + 1];
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
  private readonly pages = new Map<number, PageStatements>();

  constructor(private readonly statements: PreparedStatements) {}

  async one(organizationId: string, id: string): Promise<PayoutInstructionView | undefined> {
    const [view] = await this.statements.run<PayoutInstructionView>(BY_ID, [id, organizationId]);
    return view;
  }

  /** Newest first; `email` matches exactly, ignoring case (its `%` and `_` are characters like any other). */
  async page(organizationId: string, query: ListPayoutInstructionsQuery): Promise<Page<PayoutInstructionView>> {
    const given = FILTERS.filter((filter) => query[filter.member] !== undefined);
    const mask = FILTERS.reduce((bits, filter, index) => (query[filter.member] === undefined ? bits : bits | (1 << index)), 0);
    let statements = this.pages.get(mask);
    if (!statements) this.pages.set(mask, (statements = pageStatements(given, mask)));
    const values: unknown[] = [organizationId, ...given.map((filter) => query[filter.member])];
    const { limit, offset } = pageOffset(query);
    // A deep page of a big list: its total first (from the tallies, cheap), then the page from the nearer end.
    const known = offset > 0 && statements.totalIsCheap ? ((await this.statements.runArrays(statements.total, values))[0][0] as number) : null;
    const reversed = known === null ? null : fromTheOtherEnd(known, limit, offset);
    const rows = reversed
      ? await this.statements.runArrays(statements.fromTheEnd, [...values, reversed.limit, reversed.offset])
      : await this.statements.runArrays(statements.rows, [...values, limit, offset]);
    // A page beyond the end (or of no instruction) has no row to carry the total: it is read on its own.
    const total = rows.length > 0 ? rows[0][0] : (await this.statements.runArrays(statements.total, values))[0][0];
    return toPage(viewsOf(rows), total as number, query);
  }
}
