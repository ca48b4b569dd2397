import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../errors/domain-error';
import { newId } from '../database/base.entity';
import {
  type AccountKind,
  type AccountMeta,
  allowsNegative,
  decideTransaction,
  type Posting,
  type TransactionKind,
  transfer,
  validatePostings,
} from './ledger.domain';
import { InsufficientFundsError, invalidPostings } from './ledger.errors';
import { query } from '../database/sql';
import { toCents } from './ledger-sql';
import { StatementLines, type StatementLineInput } from './statement-lines';
import type { StatementStatus } from './ledger.domain';

export interface PostTransactionInput {
  readonly organizationId: string;
  readonly kind: TransactionKind;
  /** The business object that caused it (instruction, funding transfer, bulk action, refund …). */
  readonly referenceId?: string | null;
  /** Unique per organization: a repeat returns the first transaction and posts nothing. */
  readonly idempotencyKey?: string | null;
  readonly postings: readonly Posting[];
  /**
   * How the movement shows on the bank account's statement, when it changes the account's balance (docs/money-movement.md):
   * one line per payout of a batch, say. Absent: one line of the whole amount, about `referenceId`.
   */
  readonly statement?: readonly StatementLineInput[];
}

export interface PostResult {
  readonly transactionId: string;
  /** True when the idempotency key had already been posted and nothing was written. */
  readonly duplicate: boolean;
}

export type Balances = Partial<Record<AccountKind, number>>;

interface AccountRow {
  id: string;
  kind: AccountKind;
  owner_id: string;
  allow_negative: boolean;
  balance_cents: string;
}

export type LockedAccount = AccountMeta & { readonly balanceCents: number };

/**
 * Writes and reads the double-entry ledger (docs/money-model.md). Every method takes the caller's EntityManager; `post`
 * must run inside the caller's `em.transactional(...)` so the postings commit or roll back with the business
 * change.
 *
 * Bulk actions post one aggregated transaction (one posting per account, amounts summed; see `mergePostings`):
 * initiating 100,000 instructions of a campaign is a single Allocation of the total, referencing the bulk action.
 * Its all-or-nothing rule then falls out of one balance check.
 */
@Injectable()
export class LedgerService {
  private readonly statements = new StatementLines();

  /** The accounts of one owner (a campaign or a bank account), created when missing; kind → account id. */
  async ensureAccounts<K extends AccountKind>(
    em: EntityManager,
    organizationId: string,
    ownerId: string,
    kinds: readonly K[],
  ): Promise<Record<K, string>> {
    const wanted = [...new Set(kinds)];
    if (wanted.length === 0) return {} as Record<K, string>;
    await query(
      em,
      `insert into ledger_account (id, organization_id, kind, owner_id, allow_negative)
       select x.id, ?, x.kind, ?, x.allow_negative
       from unnest(?::uuid[], ?::text[], ?::boolean[]) as x(id, kind, allow_negative)
       where not exists (select 1 from ledger_account where owner_id = ? and organization_id <> ?)
       on conflict (owner_id, kind) do nothing`,
      [organizationId, ownerId, wanted.map(() => newId()), wanted, wanted.map(allowsNegative), ownerId, organizationId],
    );
    const rows = await query<{ id: string; kind: K; organization_id: string }>(
      em,
      'select id, kind, organization_id from ledger_account where owner_id = ? and kind = any(?::text[])',
      [ownerId, wanted],
    );
    // An owner id of another organization reads as unknown, never as a shared account.
    if (rows.some((row) => row.organization_id !== organizationId)) throw DomainError.notFound('Ledger owner', ownerId);
    return Object.fromEntries(rows.map((row) => [row.kind, row.id])) as Record<K, string>;
  }

  /**
   * Records one balanced transaction and updates the cached balances, or throws having written nothing:
   * `invalidPostings` (kind 'invalid') for a malformed set or one that does not fit `kind`, and
   * InsufficientFundsError (kind 'conflict', code INSUFFICIENT_FUNDS) when an account cannot cover it. Because
   * nothing is written on refusal, the caller's transaction stays usable after catching either.
   *
   * Concurrency: the accounts are locked FOR UPDATE in id order (one fixed order, so two posts never
   * deadlock), the decision is taken on the locked balances, and the writes are one statement. The
   * `allow_negative or balance_cents >= 0` check constraint is the backstop of that decision.
   */
  async post(em: EntityManager, input: PostTransactionInput): Promise<PostResult> {
    if (!em.isInTransaction()) throw new Error('LedgerService.post must run inside em.transactional()');
    // Structure first: locking needs a sound list of account ids.
    const problems = validatePostings(input.postings);
    if (problems.length > 0) throw invalidPostings(problems.join('; '));

    const ids = input.postings.map((posting) => posting.accountId);
    const accounts = await this.lockAccounts(em, input.organizationId, ids);
    const unknown = ids.filter((id) => !accounts.has(id));
    if (unknown.length > 0) throw invalidPostings(`unknown account ${unknown.join(', ')} in organization ${input.organizationId}`);
    // Checked after the locks: a concurrent post of the same key on the same accounts holds them until it commits,
    // so it is seen here (one on other accounts is caught by the insert's ON CONFLICT below).
    if (input.idempotencyKey != null) {
      const existing = await this.findByIdempotencyKey(em, input.organizationId, input.idempotencyKey);
      if (existing) return { transactionId: existing, duplicate: true };
    }

    const balances = new Map([...accounts.values()].map((account) => [account.id, account.balanceCents]));
    const decision = decideTransaction(input.kind, input.postings, accounts, balances);
    if (!decision.ok && decision.reason === 'invalid') throw invalidPostings(decision.problem);
    if (!decision.ok) {
      const account = accounts.get(decision.accountId)!;
      const requested = -input.postings.find((posting) => posting.accountId === account.id)!.amountCents;
      throw new InsufficientFundsError(account.id, account.kind, account.balanceCents, requested);
    }
    const planned = await this.statements.plan(em, input, accounts);

    const transactionId = newId();
    const [written] = await query<{ inserted: number }>(
      em,
      `with t as (
         insert into ledger_transaction (id, organization_id, kind, reference_id, idempotency_key)
         values (?, ?, ?, ?, ?)
         on conflict (organization_id, idempotency_key) do nothing
         returning id
       ), p as (
         insert into ledger_posting (id, transaction_id, account_id, amount_cents)
         select x.id, t.id, x.account_id, x.amount_cents
         from t, unnest(?::uuid[], ?::uuid[], ?::bigint[]) as x(id, account_id, amount_cents)
       ), u as (
         update ledger_account a set balance_cents = a.balance_cents + x.amount_cents
         from t, unnest(?::uuid[], ?::bigint[]) as x(account_id, amount_cents)
         where a.id = x.account_id
       )
       select count(*)::int as inserted from t`,
      [
        transactionId,
        input.organizationId,
        input.kind,
        input.referenceId,
        input.idempotencyKey,
        input.postings.map(() => newId()),
        input.postings.map((posting) => posting.accountId),
        input.postings.map((posting) => posting.amountCents),
        input.postings.map((posting) => posting.accountId),
        input.postings.map((posting) => posting.amountCents),
      ],
    );
    if (written.inserted === 1) {
      await this.statements.write(em, input, transactionId, planned, accounts);
      return { transactionId, duplicate: false };
    }
    // Only reachable when a concurrent post of the same key on other accounts committed first.
    const existing = await this.findByIdempotencyKey(em, input.organizationId, input.idempotencyKey!);
    return { transactionId: existing!, duplicate: true };
  }

  /** Cached balances of one owner's accounts, by kind (accounts not created yet are absent). */
  async balances(em: EntityManager, organizationId: string, ownerId: string): Promise<Balances> {
    return (await this.balancesOf(em, organizationId, [ownerId])).get(ownerId) ?? {};
  }

  /** Cached balances of many owners at once (for lists), by owner id then kind. */
  async balancesOf(em: EntityManager, organizationId: string, ownerIds: readonly string[]): Promise<Map<string, Balances>> {
    const result = new Map<string, Balances>();
    if (ownerIds.length === 0) return result;
    const rows = await query<{ owner_id: string; kind: AccountKind; balance_cents: string }>(
      em,
      'select owner_id, kind, balance_cents from ledger_account where organization_id = ? and owner_id = any(?::uuid[])',
      [organizationId, [...new Set(ownerIds)]],
    );
    for (const row of rows) {
      const balances = result.get(row.owner_id) ?? {};
      balances[row.kind] = toCents(row.balance_cents);
      result.set(row.owner_id, balances);
    }
    return result;
  }

  /** Balances of one owner's accounts recomputed from the postings (the truth the cache is checked against). */
  async derivedBalances(em: EntityManager, organizationId: string, ownerId: string): Promise<Balances> {
    const rows = await query<{ kind: AccountKind; cents: string }>(
      em,
      `select a.kind, coalesce(sum(p.amount_cents), 0)::text as cents
       from ledger_account a left join ledger_posting p on p.account_id = a.id
       where a.organization_id = ? and a.owner_id = ?
       group by a.kind`,
      [organizationId, ownerId],
    );
    return Object.fromEntries(rows.map((row) => [row.kind, toCents(row.cents)]));
  }

  /**
   * The money at bank accounts, by id: their unattributed funds plus the unallocated and allocated balances of the
   * campaigns whose money they hold (`ledger_campaign_holding`, set at a campaign's first attribution). Every id
   * asked for is in the map.
   */
  async bankAccountBalances(em: EntityManager, organizationId: string, bankAccountIds: readonly string[]): Promise<Map<string, { balanceCents: number; unattributedCents: number }>> {
    const ids = [...new Set(bankAccountIds)];
    if (ids.length === 0) return new Map();
    const rows = await query<{ id: string; unattributed: string; held: string }>(
      em,
      `select b.id,
              coalesce((select balance_cents from ledger_account where owner_id = b.id and kind = 'BankAccountUnattributed' and organization_id = ?), 0)::text as unattributed,
              coalesce((select sum(a.balance_cents) from ledger_campaign_holding h
                         join ledger_account a on a.owner_id = h.campaign_id and a.kind in ('CampaignUnallocated', 'CampaignAllocated')
                         where h.bank_account_id = b.id and h.organization_id = ?), 0)::text as held
       from unnest(?::uuid[]) as b(id)`,
      [organizationId, organizationId, ids],
    );
    return new Map(rows.map((row) => [row.id, { unattributedCents: toCents(row.unattributed), balanceCents: toCents(row.unattributed) + toCents(row.held) }]));
  }

  /** All the money at the organization's bank accounts: the sum of `bankAccountBalances` over every account of it. */
  async organizationBalanceCents(em: EntityManager, organizationId: string): Promise<number> {
    const [row] = await query<{ cents: string }>(
      em,
      `select coalesce(sum(balance_cents), 0)::text as cents from ledger_account
       where organization_id = ? and kind in ('BankAccountUnattributed', 'CampaignUnallocated', 'CampaignAllocated')`,
      [organizationId],
    );
    return toCents(row.cents);
  }

  /**
   * A withdrawal or refund that the receiving bank returned (docs/money-movement.md): its money comes back where it
   * left, by `WithdrawalReturned` (to the bank account's unattributed funds) or `RefundReturned` (to the campaign's
   * unallocated funds); the original line becomes `Returned` and the return is a credit line of its own. Inside the
   * caller's transaction; returns the new line's id.
   */
  async returnMovement(em: EntityManager, organizationId: string, lineId: string, description: string): Promise<string> {
    const [line] = await query<{ bank_account_id: string; campaign_id: string | null; type: string; amount_cents: string; reference_id: string }>(
      em,
      `select bank_account_id, campaign_id, type, amount_cents, reference_id from ledger_statement_line
       where id = ? and organization_id = ? and direction = 'Debit' and type in ('Withdrawal', 'Refund')`,
      [lineId, organizationId],
    );
    if (!line) throw invalidPostings(`statement line ${lineId} is not a withdrawal or refund of organization ${organizationId}`);
    const amountCents = toCents(line.amount_cents);
    const postings =
      line.type === 'Withdrawal'
        ? await this.ensureAccounts(em, organizationId, line.bank_account_id, ['ExternalFunding', 'BankAccountUnattributed']).then((a) => transfer(a.ExternalFunding, a.BankAccountUnattributed, amountCents))
        : await this.ensureAccounts(em, organizationId, line.campaign_id!, ['CampaignReturned', 'CampaignUnallocated']).then((a) => transfer(a.CampaignReturned, a.CampaignUnallocated, amountCents));
    const id = newId();
    await this.post(em, {
      organizationId,
      kind: line.type === 'Withdrawal' ? 'WithdrawalReturned' : 'RefundReturned',
      referenceId: line.reference_id,
      postings,
      statement: [{ id, referenceId: line.reference_id, amountCents, description }],
    });
    return id;
  }

  /** The bank account holding a campaign's money (set at its first attribution); null before any. */
  holdingOf(em: EntityManager, campaignId: string): Promise<string | null> {
    return this.statements.holdingOf(em, campaignId);
  }

  /** The money at one bank account (see `bankAccountBalances`). */
  async bankAccountBalanceCents(em: EntityManager, organizationId: string, bankAccountId: string): Promise<number> {
    return (await this.bankAccountBalances(em, organizationId, [bankAccountId])).get(bankAccountId)!.balanceCents;
  }

  /**
   * Statement lines on their journey: `Submitted` once the bank has the ACH entry, `Completed` once it settled (which
   * stamps `completedOn`). Lines already past `to` are left alone; returns how many moved.
   */
  markStatement(em: EntityManager, lineIds: readonly string[], to: Extract<StatementStatus, 'Submitted' | 'Completed'>): Promise<number> {
    return this.statements.mark(em, lineIds, to);
  }

  /**
   * Locks accounts FOR UPDATE in id order and reads them (the organization's only; others are absent from the map).
   * The one way money-moving code locks accounts: one fixed order, so two transactions never wait on each other
   * in a cycle. A use case that posts more than one transaction locks all its accounts first; each post then finds
   * them held already.
   */
  async lockAccounts(em: EntityManager, organizationId: string, accountIds: readonly string[]): Promise<Map<string, LockedAccount>> {
    const rows = await query<AccountRow>(
      em,
      `select id, kind, owner_id, allow_negative, balance_cents
       from ledger_account where id = any(?::uuid[]) and organization_id = ? order by id for update`,
      [[...new Set(accountIds)], organizationId],
    );
    return new Map(
      rows.map((row): [string, LockedAccount] => [
        row.id,
        { id: row.id, kind: row.kind, ownerId: row.owner_id, allowNegative: row.allow_negative, balanceCents: toCents(row.balance_cents) },
      ]),
    );
  }

  private async findByIdempotencyKey(em: EntityManager, organizationId: string, idempotencyKey: string): Promise<string | undefined> {
    const [row] = await query<{ id: string }>(
      em,
      'select id from ledger_transaction where organization_id = ? and idempotency_key = ?',
      [organizationId, idempotencyKey],
    );
    return row?.id;
  }
}
