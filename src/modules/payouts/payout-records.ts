import { Injectable } from '@nestjs/common';
import { LockMode, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { literal, literals, query, queryBound } from '../../core/database/sql';
import { eventsOf } from '../../core/events';
import { CHECK_CATEGORIES, PayoutMethodCategory } from '../payout-methods';
import { OPEN_PAYOUT_STATUSES, PayoutStatus, payoutStatusesFor } from './payout-state';
import { Payout } from './payout.entity';

/** Workers and beneficiaries act without an organization scope: the payout or the session names the rows. */
const ANY_TENANT = { filters: { tenant: false } } as const;

/** A payout as the submit job reads it. */
export interface UnsubmittedPayout {
  id: string;
  organization_id: string;
  payout_instruction_id: string;
  payout_method_id: string;
  category: string;
  amount_cents: string;
  details_encrypted: string;
}

/** A check waiting for the print run, as the run prints it. */
export interface AwaitingPrintRow {
  id: string;
  organization_id: string;
  payout_instruction_id: string;
  campaign_id: string;
  amount_cents: string;
  details_encrypted: string;
}

/** One completed payout to record: the provider's reference and a card's credentials (encrypted) when it issued one. */
export interface CompletionRecord {
  payoutId: string;
  reference: string | null;
  credentialsEncrypted: string | null;
}

/**
 * The first and last instants a request time can be compared with: PostgreSQL takes ISO years 0001 to 9999 as the ORM
 * writes them (year 0 and a `+010000` year are errors), and a date-time with an offset may name an instant beyond.
 */
const EARLIEST_INSTANT = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST_INSTANT = Date.parse('9999-12-31T23:59:59.999Z');

/** What the organization's list of payouts is narrowed to; every member optional but the organization. */
export interface PayoutFilters {
  organizationId: string;
  /** Any of these statuses. */
  statuses?: readonly PayoutStatus[];
  category?: PayoutMethodCategory;
  campaignId?: string;
  /** Requested at or after this instant. */
  requestedFrom?: Date;
  /** Requested at or before this instant, to the millisecond (a view's `requestedOn` is truncated to it). */
  requestedTo?: Date;
}

/** A payout that needs the organization's attention (docs/attention.md), with the instant its condition dates from. */
export interface AttentionPayout {
  id: string;
  payoutInstructionId: string;
  campaignId: string;
  category: string;
  amountCents: number;
  status: PayoutStatus;
  failureReason: string | null;
  since: Date;
}

/** The payouts of one attention kind: how many, and the first few. */
export interface AttentionPayouts {
  count: number;
  payouts: AttentionPayout[];
}

const ATTENTION_COLUMNS = `id, payout_instruction_id as "payoutInstructionId", campaign_id as "campaignId", category, amount_cents::float8 as "amountCents", status,
  failure_reason as "failureReason"`;

/**
 * The `payout` table (docs/payouts.md): the only code that writes it. Set-based statements for the workers' paths
 * (thousands of payouts a second), the ORM for single reads.
 */
@Injectable()
export class PayoutRecords {
  /** The instruction's latest payout, whatever its status; null when none was requested. */
  latest(em: EntityManager, instructionId: string): Promise<Payout | null> {
    return em.findOne(Payout, { payoutInstructionId: instructionId }, { ...ANY_TENANT, orderBy: { requestedOn: 'desc', id: 'desc' } });
  }

  /**
   * A page of the organization's payouts, newest request first (id as tie-break), and how many match. The organization
   * is named in the statement as well as by the tenant filter; `payout_organization_requested_idx` gives the order
   * (`payout_campaign_requested_idx` with a campaign). The total of a page filtered by status and campaign only comes
   * from the payout tallies the triggers keep in the transaction of every change (docs/reports.md), as the instructions'
   * list does: a few rows a campaign, method, status and day, where `count(*)` read every payout of the organization
   * (half a second for 300,000, docs/payouts.md, Listing). A category or a time window counts the payouts.
   */
  async page(em: EntityManager, filters: PayoutFilters, page: { limit: number; offset: number }): Promise<{ payouts: Payout[]; total: number }> {
    const where: FilterQuery<Payout> = { organizationId: filters.organizationId };
    if (filters.statuses?.length) where.status = { $in: [...new Set(filters.statuses)] };
    if (filters.category) where.category = filters.category;
    if (filters.campaignId) where.campaignId = filters.campaignId;
    // Stored to the microsecond, shown to the millisecond: the upper bound's whole millisecond is in.
    const from = filters.requestedFrom?.getTime();
    const until = filters.requestedTo === undefined ? undefined : filters.requestedTo.getTime() + 1;
    // Nothing is requested before year 1 or after year 9999, the instants the statement can be given.
    if ((from !== undefined && from > LATEST_INSTANT) || (until !== undefined && until <= EARLIEST_INSTANT)) return { payouts: [], total: 0 };
    const lower = from !== undefined && from > EARLIEST_INSTANT ? new Date(from) : undefined;
    const upper = until !== undefined && until <= LATEST_INSTANT ? new Date(until) : undefined;
    if (lower || upper) where.requestedOn = { ...(lower ? { $gte: lower } : {}), ...(upper ? { $lt: upper } : {}) };
    const tallied = !filters.category && !lower && !upper;
    const [payouts, total] = await Promise.all([
      em.find(Payout, where, { orderBy: { requestedOn: 'desc', id: 'desc' }, limit: page.limit, offset: page.offset }),
      tallied ? this.tallied(em, filters) : em.count(Payout, where),
    ]);
    return { payouts, total };
  }

  /** How many payouts of the organization (of a campaign, in any of some statuses) there are now, from the tallies. */
  private async tallied(em: EntityManager, filters: PayoutFilters): Promise<number> {
    const statuses = filters.statuses?.length ? [...new Set(filters.statuses)] : null;
    const [row] = await query<{ n: number }>(
      em,
      `select coalesce(sum(entered - exited), 0)::float8 as n from payout_tally
       where organization_id = ? and (?::uuid is null or campaign_id = ?::uuid) and (?::text[] is null or status = any(?::text[]))`,
      [filters.organizationId, filters.campaignId ?? null, filters.campaignId ?? null, statuses, statuses],
    );
    return row.n;
  }

  /** The instruction's open payout, locked for the caller's transaction; null when none is on its way. */
  lockOpen(em: EntityManager, instructionId: string): Promise<Payout | null> {
    return em.findOne(
      Payout,
      { payoutInstructionId: instructionId, status: { $in: [...OPEN_PAYOUT_STATUSES] } },
      { ...ANY_TENANT, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
    );
  }

  /**
   * Marks up to `limit` payouts that still have to go to their provider as taken by a submit job, and returns their
   * ids. One taken more than `retakeAfterSeconds` ago lost its job and is taken again; concurrent callers skip each
   * other's rows.
   */
  async takeUnsubmitted(em: EntityManager, retakeAfterSeconds: number, limit: number): Promise<string[]> {
    const rows = await query<{ id: string }>(
      em,
      `with due as (
         select id from payout
         where submitted_on is null and status = ${literal(PayoutStatus.Processing)}
           and (dispatched_on is null or dispatched_on < now() - make_interval(secs => ?))
         order by requested_on
         limit ?
         for update skip locked
       )
       update payout p set dispatched_on = now() from due where p.id = due.id
       returning p.id`,
      [retakeAfterSeconds, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Hands payouts back untaken (their job could not be created): the next dispatch takes them at once. */
  async untake(em: EntityManager, ids: readonly string[]): Promise<void> {
    await query(em, 'update payout set dispatched_on = null where id = any(?::uuid[]) and submitted_on is null', [ids]);
  }

  /** Of the given payouts, those that still have to go to their provider. */
  unsubmitted(em: EntityManager, ids: readonly string[]): Promise<UnsubmittedPayout[]> {
    return query<UnsubmittedPayout>(
      em,
      `select id, organization_id, payout_instruction_id, payout_method_id, category, amount_cents, details_encrypted
       from payout where id = any(?::uuid[]) and submitted_on is null and status = ${literal(PayoutStatus.Processing)}
       order by id`,
      [ids],
    );
  }

  /** Open → Completed, set-based; returns the payouts this call completed (a repeat completes nothing). */
  complete(em: EntityManager, records: readonly CompletionRecord[]): Promise<{ id: string; payout_instruction_id: string; category: string }[]> {
    if (records.length === 0) return Promise.resolve([]);
    return query(
      em,
      `with done as (
         update payout p set status = ${literal(PayoutStatus.Completed)}, completed_on = now(), submitted_on = coalesce(p.submitted_on, now()),
                provider_reference = coalesce(x.reference, p.provider_reference), credentials_encrypted = coalesce(x.credentials, p.credentials_encrypted),
                version = p.version + 1, updated_on = now()
         from unnest(?::uuid[], ?::text[], ?::text[]) as x(id, reference, credentials)
         where p.id = x.id and p.status in ${literals(payoutStatusesFor('complete'))}
         returning p.id, p.organization_id, p.payout_instruction_id, p.category),
       events as (${eventsOf('PayoutCompleted', 'done', { payoutId: 'id', payoutInstructionId: 'payout_instruction_id', category: 'category' })})
       select id, payout_instruction_id, category from done`,
      [records.map((r) => r.payoutId), records.map((r) => r.reference), records.map((r) => r.credentialsEncrypted)],
    );
  }

  /** Check payouts by their check numbers (a bank statement's paid checks), whatever their status. */
  checksByNumbers(em: EntityManager, checkNumbers: readonly string[]): Promise<{ id: string; payout_instruction_id: string; check_number: string; amount_cents: string; status: PayoutStatus }[]> {
    if (checkNumbers.length === 0) return Promise.resolve([]);
    return queryBound(
      em,
      `select id, payout_instruction_id, check_number, amount_cents, status from payout
       where check_number = any($1::text[]) and category in ${literals(CHECK_CATEGORIES)}`,
      [[...new Set(checkNumbers)]],
    );
  }

  /** The payout by id, unlocked; null when there is none. */
  find(em: EntityManager, payoutId: string): Promise<Payout | null> {
    return em.findOne(Payout, { id: payoutId }, ANY_TENANT);
  }

  /** The payout by id, locked for the caller's transaction (after its ACH transfer, if any: the batch's lock order). */
  lock(em: EntityManager, payoutId: string): Promise<Payout | null> {
    return em.findOne(Payout, { id: payoutId }, { ...ANY_TENANT, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Pending → Processing for payouts an ACH batch submitted to the bank, each with its trace number as reference. */
  async submittedToBank(em: EntityManager, records: readonly { payoutId: string; reference: string }[]): Promise<void> {
    if (records.length === 0) return;
    await queryBound(
      em,
      `update payout p set status = ${literal(PayoutStatus.Processing)}, submitted_on = now(), provider_reference = x.reference, version = p.version + 1, updated_on = now()
       from unnest($1::uuid[], $2::text[]) as x(id, reference)
       where p.id = x.id and p.status in ${literals(payoutStatusesFor('submit'))}`,
      [records.map((r) => r.payoutId), records.map((r) => r.reference)],
    );
  }

  /**
   * The next checks waiting for the print run, oldest first, locked for the run's transaction; checks locked by
   * another transaction (a try-restore deciding on one) are skipped and wait for the next run.
   */
  takeAwaitingPrint(em: EntityManager, organizationId: string | null, limit: number): Promise<AwaitingPrintRow[]> {
    return query<AwaitingPrintRow>(
      em,
      `select id, organization_id, payout_instruction_id, campaign_id, amount_cents, details_encrypted from payout
       where status = ${literal(PayoutStatus.Pending)} and category in ${literals(CHECK_CATEGORIES)}
         and (?::uuid is null or organization_id = ?::uuid)
       order by requested_on, id
       limit ?
       for update skip locked`,
      [organizationId, organizationId, limit],
    );
  }

  /** Pending → SentForPrinting with each check's number, in the print run's transaction. */
  async printed(em: EntityManager, printRunId: string, checks: readonly { payoutId: string; checkNumber: string }[]): Promise<void> {
    if (checks.length === 0) return;
    await query(
      em,
      `update payout p set status = ${literal(PayoutStatus.SentForPrinting)}, check_number = x.check_number, check_print_run_id = ?, provider_reference = x.check_number,
              submitted_on = now(), version = p.version + 1, updated_on = now()
       from unnest(?::uuid[], ?::text[]) as x(id, check_number)
       where p.id = x.id and p.status in ${literals(payoutStatusesFor('print'))}`,
      [printRunId, checks.map((c) => c.payoutId), checks.map((c) => c.checkNumber)],
    );
  }

  /** SentForPrinting → Mailed for checks printed at least `afterSeconds` ago (the sandbox printer mails them). */
  mailPrinted(em: EntityManager, afterSeconds: number, limit: number): Promise<{ id: string; payout_instruction_id: string; check_number: string }[]> {
    return query(
      em,
      `update payout set status = ${literal(PayoutStatus.Mailed)}, mailed_on = now(), version = version + 1, updated_on = now()
       where id in (
         select id from payout where status in ${literals(payoutStatusesFor('mail'))} and submitted_on <= now() - make_interval(secs => ?)
         order by submitted_on limit ? for update skip locked
       )
       returning id, payout_instruction_id, check_number`,
      [afterSeconds, limit],
    );
  }

  /**
   * Processing → Mailed for a check its provider printed and mailed (Lob's callback, docs/providers.md, Lob), with the
   * check's number and the provider's id if the submit job has not recorded it yet; false when it was not Processing.
   */
  async mailedByProvider(em: EntityManager, payoutId: string, reference: string | null, checkNumber: string | null): Promise<boolean> {
    const rows = await query<{ id: string }>(
      em,
      `update payout set status = ${literal(PayoutStatus.Mailed)}, mailed_on = now(), check_number = coalesce(?, check_number),
              provider_reference = coalesce(provider_reference, ?), submitted_on = coalesce(submitted_on, now()), version = version + 1, updated_on = now()
       where id = ? and status in ${literals(payoutStatusesFor('providerMail'))} and category in ${literals(CHECK_CATEGORIES)}
       returning id`,
      [checkNumber, reference, payoutId],
    );
    return rows.length > 0;
  }

  /** The instructions of the given payouts (a provider's callback names payouts by id); unknown ids are left out. */
  async instructionsOf(em: EntityManager, payoutIds: readonly string[]): Promise<Map<string, string>> {
    if (payoutIds.length === 0) return new Map();
    const rows = await query<{ id: string; payout_instruction_id: string }>(em, `select id, payout_instruction_id from payout where id = any(?::uuid[])`, [payoutIds]);
    return new Map(rows.map((row) => [row.id, row.payout_instruction_id]));
  }

  /** The provider took the payout but has not paid it yet (a wallet transfer not accepted): it is not sent again. Returns those this call marked. */
  async markSubmitted(em: EntityManager, records: readonly { payoutId: string; reference: string }[]): Promise<Set<string>> {
    if (records.length === 0) return new Set();
    const rows = await query<{ id: string }>(
      em,
      `update payout p set submitted_on = now(), provider_reference = x.reference, updated_on = now()
       from unnest(?::uuid[], ?::text[]) as x(id, reference)
       where p.id = x.id and p.status = ${literal(PayoutStatus.Processing)} and p.submitted_on is null
       returning p.id`,
      [records.map((r) => r.payoutId), records.map((r) => r.reference)],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Failed and Returned payouts that are still their instruction's latest (no claim since), newest failure first, at
   * most `limit`: the candidates the organization may have to act on (`payout_closed_idx`, one probe of
   * `payout_instruction_idx` each). Whether the instruction was reinitiated since is the instructions' to say.
   */
  closedLatest(em: EntityManager, organizationId: string, limit: number): Promise<AttentionPayout[]> {
    return query<AttentionPayout>(
      em,
      `select ${ATTENTION_COLUMNS}, updated_on as since from payout p
       where organization_id = ? and status in ${literals([PayoutStatus.Failed, PayoutStatus.Returned])}
         and not exists (select 1 from payout later where later.payout_instruction_id = p.payout_instruction_id and (later.requested_on, later.id) > (p.requested_on, p.id))
       order by updated_on desc, id desc
       limit ?`,
      [organizationId, limit],
    );
  }

  /** Wallet payouts still `Processing` (the recipient has not accepted the transfer) requested before `before`, oldest first (`payout_wallet_open_idx`). */
  async unclaimedWallet(em: EntityManager, organizationId: string, before: Date, limit: number): Promise<AttentionPayouts> {
    const where = `organization_id = ? and status = ${literal(PayoutStatus.Processing)} and category = ${literal(PayoutMethodCategory.DigitalWallet)} and requested_on < ?`;
    const [payouts, [{ n }]] = await Promise.all([
      query<AttentionPayout>(em, `select ${ATTENTION_COLUMNS}, requested_on as since from payout where ${where} order by requested_on, id limit ?`, [organizationId, before, limit]),
      query<{ n: number }>(em, `select count(*)::float8 as n from payout where ${where}`, [organizationId, before]),
    ]);
    return { count: n, payouts };
  }

  /** Checks `Mailed` before `before` and not deposited since, longest in the post first (`payout_mailed_idx`). */
  async undepositedChecks(em: EntityManager, organizationId: string, before: Date, limit: number): Promise<AttentionPayouts> {
    const where = `organization_id = ? and status = ${literal(PayoutStatus.Mailed)} and mailed_on < ?`;
    const [payouts, [{ n }]] = await Promise.all([
      query<AttentionPayout>(em, `select ${ATTENTION_COLUMNS}, mailed_on as since from payout where ${where} order by mailed_on, id limit ?`, [organizationId, before, limit]),
      query<{ n: number }>(em, `select count(*)::float8 as n from payout where ${where}`, [organizationId, before]),
    ]);
    return { count: n, payouts };
  }
}
