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
    ];
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
       where balance_cents < 0 and kind in (?) and (?::uuid is null or organization_id = ?::uuid)`,
      [MUST_NOT_GO_NEGATIVE, organizationId, organizationId],
    );
    return rows.map((row) => ({ type: 'negative-balance', accountId: row.id, kind: row.kind, balanceCents: toCents(row.balance_cents) }));
  }

  private async brokenCampaignEquations(em: EntityManager, organizationId?: string): Promise<LedgerViolation[]> {
    const rows = await query<{ campaign_id: string; received: string; held: string }>(
      em,
      `with held as (
         select owner_id, sum(balance_cents) as held from ledger_account
         where kind in (?) and (?::uuid is null or organization_id = ?::uuid)
         group by owner_id
       ), received as (
         select a.owner_id, sum(p.amount_cents) as received
         from ledger_posting p
         join ledger_account a on a.id = p.account_id
         join ledger_transaction t on t.id = p.transaction_id
         where a.kind in (?) and t.kind in (?) and (?::uuid is null or a.organization_id = ?::uuid)
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
