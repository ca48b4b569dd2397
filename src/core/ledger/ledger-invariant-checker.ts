import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ACCOUNT_KINDS,
  type AccountKind,
  allowsNegative,
  CAMPAIGN_ACCOUNT_KINDS,
  CAMPAIGN_FUNDING_KINDS,
  type LedgerViolation,
} from './ledger.domain';
import { query } from '../database/sql';
import { toCents } from './ledger-sql';

const MUST_NOT_GO_NEGATIVE = ACCOUNT_KINDS.filter((kind) => !allowsNegative(kind));

/**
 * The invariants of docs/money-model.md checked against the stored ledger, in SQL (the same rules as the pure
 * `checkInvariants`): every transaction has at least two postings summing to zero; each cached balance equals
 * the sum of its postings; no account that must not go negative is below zero; and per campaign, received (the
 * net of its funding transactions) = unallocated + allocated + paid out + returned. Returns every violation
 * found; empty means the ledger is sound. Full scans: for tests, health checks and an operator's audit.
 */
@Injectable()
export class LedgerInvariantChecker {
  async check(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    // One after the other: inside a transaction they share one connection anyway.
    return [
      ...(await this.unbalancedTransactions(em, organizationId)),
      ...(await this.cachedBalanceMismatches(em, organizationId)),
      ...(await this.negativeBalances(em, organizationId)),
      ...(await this.brokenCampaignEquations(em, organizationId)),
      ...(await this.statementMismatches(em, organizationId)),
      ...(await this.daySumMismatches(em, organizationId)),
    ];
  }

  /**
   * Each bank account's statement (credits less debits) equals its unattributed funds plus the unallocated and allocated
   * funds of the campaigns it holds; each campaign's statement equals its unallocated plus allocated funds
   * (docs/money-movement.md).
   */
  private async statementMismatches(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    const rows = await query<{ owner_id: string; statement: string; balance: string }>(
      em,
      `with lines as (
         select bank_account_id, campaign_id, case when direction = 'Credit' then amount_cents else -amount_cents end as cents
         from ledger_statement_line where ?::uuid is null or organization_id = ?::uuid
       ), statements as (
         select bank_account_id as owner_id, sum(cents) as cents from lines group by bank_account_id
         union all
         select campaign_id, sum(cents) from lines where campaign_id is not null group by campaign_id
       ), balances as (
         select coalesce(h.bank_account_id, a.owner_id) as owner_id, sum(a.balance_cents) as cents
         from ledger_account a left join ledger_campaign_holding h on h.campaign_id = a.owner_id
         where a.kind in ('BankAccountUnattributed', 'CampaignUnallocated', 'CampaignAllocated') and (a.kind = 'BankAccountUnattributed' or h.bank_account_id is not null)
           and (?::uuid is null or a.organization_id = ?::uuid)
         group by 1
         union all
         select owner_id, sum(balance_cents) from ledger_account
         where kind in ('CampaignUnallocated', 'CampaignAllocated') and (?::uuid is null or organization_id = ?::uuid)
         group by owner_id
       )
       select coalesce(s.owner_id, b.owner_id) as owner_id, coalesce(s.cents, 0)::text as statement, coalesce(b.cents, 0)::text as balance
       from statements s full join balances b on b.owner_id = s.owner_id
       where coalesce(s.cents, 0) <> coalesce(b.cents, 0)`,
      [organizationId, organizationId, organizationId, organizationId, organizationId, organizationId],
    );
    return rows.map((row) => ({ type: 'statement-mismatch', ownerId: row.owner_id, statementCents: toCents(row.statement), balanceCents: toCents(row.balance) }));
  }

  /** The day sums the triggers keep equal the InternalTransfer lines they sum. */
  private async daySumMismatches(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    const rows = await query<{ bank_account_id: string; campaign_id: string; day: string; status: string }>(
      em,
      `with lines as (
         select bank_account_id, campaign_id, (created_on at time zone 'UTC')::date as day, status, count(*) as count, sum(amount_cents) as cents
         from ledger_statement_line
         where type = 'InternalTransfer' and (?::uuid is null or organization_id = ?::uuid)
         group by 1, 2, 3, 4
       ), days as (
         select d.bank_account_id, d.campaign_id, d.day, d.status, d.count, d.amount_cents as cents
         from ledger_statement_day d
         where d.count <> 0 and (?::uuid is null or exists (select 1 from ledger_campaign_holding h where h.campaign_id = d.campaign_id and h.organization_id = ?::uuid))
       )
       select coalesce(l.bank_account_id, d.bank_account_id) as bank_account_id, coalesce(l.campaign_id, d.campaign_id) as campaign_id,
              coalesce(l.day, d.day)::text as day, coalesce(l.status, d.status) as status
       from lines l full join days d using (bank_account_id, campaign_id, day, status)
       where l.count is distinct from d.count or l.cents is distinct from d.cents`,
      [organizationId, organizationId, organizationId, organizationId],
    );
    return rows.map((row) => ({ type: 'statement-day-mismatch', bankAccountId: row.bank_account_id, campaignId: row.campaign_id, day: row.day, status: row.status }));
  }

  private async unbalancedTransactions(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    const rows = await query<{ id: string; sum_cents: string; posting_count: number }>(
      em,
      `select t.id, coalesce(sum(p.amount_cents), 0)::text as sum_cents, count(p.id)::int as posting_count
       from ledger_transaction t left join ledger_posting p on p.transaction_id = t.id
       where ?::uuid is null or t.organization_id = ?::uuid
       group by t.id
       having coalesce(sum(p.amount_cents), 0) <> 0 or count(p.id) < 2`,
      [organizationId, organizationId],
    );
    return rows.map((row) => ({
      type: 'unbalanced-transaction',
      transactionId: row.id,
      sumCents: toCents(row.sum_cents),
      postingCount: row.posting_count,
    }));
  }

  private async cachedBalanceMismatches(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    const rows = await query<{ id: string; cached: string; posted: string }>(
      em,
      `select a.id, a.balance_cents::text as cached, coalesce(sum(p.amount_cents), 0)::text as posted
       from ledger_account a left join ledger_posting p on p.account_id = a.id
       where ?::uuid is null or a.organization_id = ?::uuid
       group by a.id
       having a.balance_cents <> coalesce(sum(p.amount_cents), 0)`,
      [organizationId, organizationId],
    );
    return rows.map((row) => ({
      type: 'cached-balance-mismatch',
      accountId: row.id,
      cachedCents: toCents(row.cached),
      postedCents: toCents(row.posted),
    }));
  }

  /** By kind rather than the allow_negative flag, so a flipped flag cannot hide an overdraft. */
  private async negativeBalances(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    const rows = await query<{ id: string; kind: AccountKind; balance_cents: string }>(
      em,
      `select id, kind, balance_cents::text as balance_cents from ledger_account
       where balance_cents < 0 and kind = any(?::text[]) and (?::uuid is null or organization_id = ?::uuid)`,
      [MUST_NOT_GO_NEGATIVE, organizationId, organizationId],
    );
    return rows.map((row) => ({ type: 'negative-balance', accountId: row.id, kind: row.kind, balanceCents: toCents(row.balance_cents) }));
  }

  private async brokenCampaignEquations(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    const rows = await query<{ campaign_id: string; received: string; held: string }>(
      em,
      `with held as (
         select owner_id, sum(balance_cents) as held from ledger_account
         where kind = any(?::text[]) and (?::uuid is null or organization_id = ?::uuid)
         group by owner_id
       ), received as (
         select a.owner_id, sum(p.amount_cents) as received
         from ledger_posting p
         join ledger_account a on a.id = p.account_id
         join ledger_transaction t on t.id = p.transaction_id
         where a.kind = any(?::text[]) and t.kind = any(?::text[]) and (?::uuid is null or a.organization_id = ?::uuid)
         group by a.owner_id
       )
       select h.owner_id as campaign_id, coalesce(r.received, 0)::text as received, h.held::text as held
       from held h left join received r on r.owner_id = h.owner_id
       where coalesce(r.received, 0) <> h.held`,
      [CAMPAIGN_ACCOUNT_KINDS, organizationId, organizationId, CAMPAIGN_ACCOUNT_KINDS, CAMPAIGN_FUNDING_KINDS, organizationId, organizationId],
    );
    return rows.map((row) => ({
      type: 'campaign-equation',
      campaignId: row.campaign_id,
      receivedCents: toCents(row.received),
      heldCents: toCents(row.held),
    }));
  }
}
