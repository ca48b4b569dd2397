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
const PROJECTION = `id, campaign_id as "campaignId", external_id as "externalId", first_name as "firstName", last_name as "lastName",
  email, phone_number as "phoneNumber", amount_cents::float8 / 100 as amount, status, cancellation_reason as "cancellationReason", tags,
  email_subscription_status as "emailSubscriptionStatus", payout_method_id as "payoutMethodId", ${iso('created_on')} as "createdOn", ${iso('updated_on')} as "updatedOn"`;

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

interface PageStatements {
  rows: PreparedStatement;
  count: PreparedStatement;
}

/**
 * One pair of statements per combination of filters (16 at most), each prepared once per connection. The total
 * comes from the instruction tallies the triggers keep in the transaction of every change (a few rows a campaign
 * and day, docs/reports.md) when the filters are ones they count, so that a page of an organization with a million
 * instructions does not count a million rows; otherwise from `count(*)`.
 */
function pageStatements(filters: readonly (typeof FILTERS)[number][], mask: number): PageStatements {
  const where = ['organization_id = $1', ...filters.map((filter, index) => filter.sql(index + 2))].join(' and ');
  const limit = filters.length + 2;
  return {
    rows: {
      name: `payout-instructions.page.${mask}`,
      text: `select ${PROJECTION} from payout_instruction where ${where} order by created_on desc, id desc limit $${limit} offset $${limit + 1}`,
    },
    count: {
      name: `payout-instructions.count.${mask}`,
      text: filters.every((filter) => filter.tallied)
        ? `select coalesce(sum(entered - exited), 0)::float8 as total from payout_instruction_tally where status is not null and ${where}`
        : `select count(*)::float8 as total from payout_instruction where ${where}`,
    },
  };
}

/**
 * The API's reads of payout instructions (GET by id and the list): PostgreSQL writes the view from a fixed
 * projection, so a read needs neither the ORM's entities and unit of work nor a mapping of its own, and these are the hottest routes of an
 * integration (docs/benchmarks.md, reads against a bare baseline). Prepared statements, so PostgreSQL plans each
 * shape once per connection. Every statement names the organization: there is no tenant filter here to rely on.
 */
@Injectable()
export class InstructionReads {
  private readonly pages = new Map<number, PageStatements>();

  constructor(private readonly statements: PreparedStatements) {}

  async one(organizationId: string, id: string): Promise<PayoutInstructionView | undefined> {
    const [view] = await this.statements.run<PayoutInstructionView>(BY_ID, [id, organizationId]);
    return view;
  }

  /** Newest first; `email` matches exactly, ignoring case (its `%`, `_` and `\` are escaped). */
  async page(organizationId: string, query: ListPayoutInstructionsQuery): Promise<Page<PayoutInstructionView>> {
    const given = FILTERS.filter((filter) => query[filter.member] !== undefined);
    const mask = FILTERS.reduce((bits, filter, index) => (query[filter.member] === undefined ? bits : bits | (1 << index)), 0);
    let statements = this.pages.get(mask);
    if (!statements) this.pages.set(mask, (statements = pageStatements(given, mask)));
    const values: unknown[] = [organizationId, ...given.map((filter) => (filter.member === 'email' ? query.email!.replace(/[\\%_]/g, '\\$&') : query[filter.member]))];
    const { limit, offset } = pageOffset(query);
    const [rows, [{ total }]] = await Promise.all([
      this.statements.run<PayoutInstructionView>(statements.rows, [...values, limit, offset]),
      this.statements.run<{ total: number }>(statements.count, values),
    ]);
    return toPage(rows, total, query);
  }
}
