import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { literal, query } from '../../core/database/sql';
import { EmailDeliveryStatus } from '../../core/mail/email-delivery-status';
import { PayoutInstructionStatus } from './payout-instruction-state';

/** What a campaign's instructions and emails add up to, from the trigger-kept tallies (docs/reports.md). */
export interface CampaignInstructionFacts {
  /** Instructions now in each state, every state present. */
  statuses: Record<PayoutInstructionStatus, number>;
  instructions: number;
  /** Instructions ever initiated, and ever claimed (a method chosen). */
  initiated: number;
  claimed: number;
  emails: Record<EmailDeliveryStatus, number>;
}

/** One UTC day of a campaign's instructions: first initiations, first claims, instructions that became Fulfilled. */
export interface InstructionDay {
  day: string;
  initiated: number;
  claimed: number;
  fulfilled: number;
}

/** New beneficiaries (distinct emails first initiated) of an organization: all of them and per UTC day. */
export interface BeneficiaryCounts {
  total: number;
  /** First seen on or after `since`, for each window asked. */
  since: number[];
}

const zeroes = <K extends string>(keys: readonly K[]): Record<K, number> => Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
const STATUSES = Object.values(PayoutInstructionStatus);

/**
 * Reads the instruction tallies kept by triggers in the transaction of each change (a few rows a campaign, whatever
 * its size), and folds them now and then. The tallies are append-only deltas, so no writer ever waits on another.
 */
@Injectable()
export class InstructionTallies {
  constructor(private readonly em: EntityManager) {}

  /** Instructions per state of each campaign. */
  async countsByStatus(organizationId: string, campaignIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
    const counts = new Map<string, Record<string, number>>();
    if (campaignIds.length === 0) return counts;
    const rows = await query<{ campaign_id: string; status: string; n: string }>(
      this.em,
      `select campaign_id, status, sum(entered - exited) as n from payout_instruction_tally
       where organization_id = ? and campaign_id = any(?::uuid[]) and status is not null
       group by campaign_id, status having sum(entered - exited) <> 0`,
      [organizationId, campaignIds],
    );
    for (const row of rows) counts.set(row.campaign_id, { ...counts.get(row.campaign_id), [row.status]: Number(row.n) });
    return counts;
  }

  /**
   * Needs attention (docs/attention.md): the organization's campaigns that hold Draft instructions, with how many and
   * their total amount in cents. The counts come from the tallies; the amounts from the Draft instructions alone
   * (`payout_instruction_draft_amount_idx`, an index-only read), never the organization's other instructions.
   */
  async draftsOf(organizationId: string, campaignIds: readonly string[]): Promise<Map<string, { count: number; amountCents: number }>> {
    if (campaignIds.length === 0) return new Map();
    const counted = await query<{ campaign_id: string; n: number }>(
      this.em,
      `select campaign_id, sum(entered - exited)::float8 as n from payout_instruction_tally
       where organization_id = ? and campaign_id = any(?::uuid[]) and status = ${literal(PayoutInstructionStatus.Draft)}
       group by campaign_id having sum(entered - exited) > 0`,
      [organizationId, campaignIds],
    );
    if (counted.length === 0) return new Map();
    const sums = await query<{ campaign_id: string; cents: number }>(
      this.em,
      `select campaign_id, coalesce(sum(amount_cents), 0)::float8 as cents from payout_instruction
       where campaign_id = any(?::uuid[]) and status = ${literal(PayoutInstructionStatus.Draft)} and organization_id = ? group by campaign_id`,
      [counted.map((row) => row.campaign_id), organizationId],
    );
    const cents = new Map(sums.map((row) => [row.campaign_id, row.cents]));
    return new Map(counted.map((row) => [row.campaign_id, { count: row.n, amountCents: cents.get(row.campaign_id) ?? 0 }]));
  }

  /**
   * Needs attention: of the instructions whose payout failed or came back at `since`, those still `Restored` and not
   * reinitiated since (a reinitiation, a new claim or a cancellation resolves one). One probe by primary key each.
   */
  async stillRestored(organizationId: string, failures: readonly { instructionId: string; since: Date }[]): Promise<Set<string>> {
    if (failures.length === 0) return new Set();
    const rows = await query<{ id: string }>(
      this.em,
      `select i.id from unnest(?::uuid[], ?::timestamptz[]) as x(id, since) join payout_instruction i on i.id = x.id
       where i.organization_id = ? and i.status = ${literal(PayoutInstructionStatus.Restored)} and (i.initiated_on is null or i.initiated_on < x.since)`,
      [failures.map((f) => f.instructionId), failures.map((f) => f.since), organizationId],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Per campaign: instructions, ever initiated and ever claimed (the dashboard's columns). */
  async progressOf(organizationId: string, campaignIds: readonly string[]): Promise<Map<string, { instructions: number; initiated: number; claimed: number }>> {
    if (campaignIds.length === 0) return new Map();
    const rows = await query<{ campaign_id: string; instructions: string; initiated: string; claimed: string }>(
      this.em,
      `select campaign_id, sum(entered - exited) as instructions, sum(initiated) as initiated, sum(claimed) as claimed
       from payout_instruction_tally where organization_id = ? and campaign_id = any(?::uuid[]) group by campaign_id`,
      [organizationId, campaignIds],
    );
    return new Map(rows.map((r) => [r.campaign_id, { instructions: Number(r.instructions), initiated: Number(r.initiated), claimed: Number(r.claimed) }]));
  }

  async factsOf(organizationId: string, campaignId: string): Promise<CampaignInstructionFacts> {
    const [tally, emails] = await Promise.all([
      query<{ status: string | null; n: string; initiated: string; claimed: string }>(
        this.em,
        `select status, sum(entered - exited) as n, sum(initiated) as initiated, sum(claimed) as claimed
         from payout_instruction_tally where organization_id = ? and campaign_id = ? group by status`,
        [organizationId, campaignId],
      ),
      query<{ status: string; n: string }>(this.em, 'select status, sum(emails) as n from email_delivery_tally where campaign_id = ? group by status', [campaignId]),
    ]);
    const statuses = zeroes(STATUSES);
    let initiated = 0;
    let claimed = 0;
    for (const row of tally) {
      if (row.status) statuses[row.status as PayoutInstructionStatus] = Number(row.n);
      initiated += Number(row.initiated);
      claimed += Number(row.claimed);
    }
    const emailCounts = zeroes(Object.values(EmailDeliveryStatus));
    for (const row of emails) emailCounts[row.status as EmailDeliveryStatus] = Number(row.n);
    const instructions = Object.values(statuses).reduce((sum, n) => sum + n, 0);
    return { statuses, instructions, initiated, claimed, emails: emailCounts };
  }

  /**
   * The median of the seconds from first initiation to first claim over `claimed` instructions, read from the
   * index on those seconds (two index probes, not a sort); null with none.
   */
  async medianSecondsToClaim(campaignId: string, claimed: number): Promise<number | null> {
    if (claimed === 0) return null;
    const rows = await query<{ s: number }>(
      this.em,
      `select claim_seconds as s from payout_instruction where campaign_id = ? and claim_seconds is not null
       order by claim_seconds offset ? limit ?`,
      [campaignId, Math.floor((claimed - 1) / 2), claimed % 2 === 0 ? 2 : 1],
    );
    if (rows.length === 0) return null;
    return Math.round(rows.reduce((sum, row) => sum + Number(row.s), 0) / rows.length);
  }

  /** Days with first initiations, first claims or new Fulfilled instructions, oldest first, within [from, to] when given. */
  async daysOf(organizationId: string, campaignId: string, from?: string, to?: string): Promise<InstructionDay[]> {
    const rows = await query<{ day: string; initiated: string; claimed: string; fulfilled: string }>(
      this.em,
      `select to_char(day, 'YYYY-MM-DD') as day, sum(initiated) as initiated, sum(claimed) as claimed,
              coalesce(sum(entered) filter (where status = ?), 0) as fulfilled
       from payout_instruction_tally
       where organization_id = ? and campaign_id = ? and day >= coalesce(?::date, '-infinity') and day <= coalesce(?::date, 'infinity')
       group by day having sum(initiated) + sum(claimed) + coalesce(sum(entered) filter (where status = ?), 0) > 0 order by day`,
      [PayoutInstructionStatus.Fulfilled, organizationId, campaignId, from ?? null, to ?? null, PayoutInstructionStatus.Fulfilled],
    );
    return rows.map((r) => ({ day: r.day, initiated: Number(r.initiated), claimed: Number(r.claimed), fulfilled: Number(r.fulfilled) }));
  }

  /** The tag keys the campaign's instructions carry now, in ordinal order ignoring case. */
  async tagKeysOf(campaignId: string): Promise<string[]> {
    const rows = await query<{ tag_key: string }>(
      this.em,
      'select tag_key from payout_instruction_tag_tally where campaign_id = ? group by tag_key having sum(instructions) > 0',
      [campaignId],
    );
    return rows.map((r) => r.tag_key).sort((a, b) => compareIgnoringCase(a, b));
  }

  /** Who each instruction is for (external id and email), for the payouts history. */
  async recipientsOf(organizationId: string, instructionIds: readonly string[]): Promise<Map<string, { externalId: string | null; email: string }>> {
    if (instructionIds.length === 0) return new Map();
    const rows = await query<{ id: string; external_id: string | null; email: string }>(
      this.em,
      'select id, external_id, email from payout_instruction where organization_id = ? and id = any(?::uuid[])',
      [organizationId, [...new Set(instructionIds)]],
    );
    return new Map(rows.map((r) => [r.id, { externalId: r.external_id, email: r.email }]));
  }

  /** Distinct beneficiaries of the organization: all, and those first seen on or after each of `since` (UTC dates). */
  async beneficiariesOf(organizationId: string, since: readonly string[]): Promise<BeneficiaryCounts> {
    const [row] = await query<Record<string, string>>(
      this.em,
      `select coalesce(sum(beneficiaries), 0) as total ${since.map((_, i) => `, coalesce(sum(beneficiaries) filter (where day >= ?::date), 0) as s${i}`).join('')}
       from payout_instruction_tally where organization_id = ? and beneficiaries <> 0`,
      [...since, organizationId],
    );
    return { total: Number(row.total), since: since.map((_, i) => Number(row[`s${i}`])) };
  }

  /**
   * Folds each tally's deltas into one row per key, in one transaction: the sums stay the same, the rows to read
   * fewer. Deltas written meanwhile by uncommitted transactions are left for the next fold. Returns the rows removed.
   */
  async fold(): Promise<number> {
    return this.em.transactional(async (em) => {
      // One fold at a time across workers; another simply skips.
      const [lock] = await query<{ ok: boolean }>(em, `select pg_try_advisory_xact_lock(hashtext('payout_instruction_tally fold')) as ok`);
      if (!lock.ok) return 0;
      const removed = [
        await foldedRows(
          em,
          `with gone as (delete from payout_instruction_tally returning *),
           kept as (insert into payout_instruction_tally (organization_id, campaign_id, day, status, entered, exited, initiated, claimed, beneficiaries)
             select organization_id, campaign_id, day, status, sum(entered), sum(exited), sum(initiated), sum(claimed), sum(beneficiaries)
             from gone group by organization_id, campaign_id, day, status
             having sum(entered) <> 0 or sum(exited) <> 0 or sum(initiated) <> 0 or sum(claimed) <> 0 or sum(beneficiaries) <> 0
             returning 1)
           select (select count(*) from gone) - (select count(*) from kept) as n`,
        ),
        await foldedRows(
          em,
          `with gone as (delete from payout_instruction_tag_tally returning *),
           kept as (insert into payout_instruction_tag_tally (campaign_id, tag_key, instructions)
             select campaign_id, tag_key, sum(instructions) from gone group by campaign_id, tag_key having sum(instructions) <> 0 returning 1)
           select (select count(*) from gone) - (select count(*) from kept) as n`,
        ),
        await foldedRows(
          em,
          `with gone as (delete from email_delivery_tally returning *),
           kept as (insert into email_delivery_tally (campaign_id, status, emails)
             select campaign_id, status, sum(emails) from gone group by campaign_id, status having sum(emails) <> 0 returning 1)
           select (select count(*) from gone) - (select count(*) from kept) as n`,
        ),
      ];
      return removed.reduce((sum, n) => sum + n, 0);
    });
  }
}

/** Runs a fold statement (`… select … as n`); the number of rows it removed. */
async function foldedRows(em: EntityManager, sql: string): Promise<number> {
  const [row] = await query<{ n: string }>(em, sql);
  return Number(row.n);
}

/** Ordinal comparison ignoring case, then ordinal, so the order is total and stable. */
export function compareIgnoringCase(a: string, b: string): number {
  const x = a.toUpperCase();
  const y = b.toUpperCase();
  if (x !== y) return x < y ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
