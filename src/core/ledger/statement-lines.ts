import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../database/base.entity';
import { literal, literals, query, queryBound } from '../database/sql';
import {
  BANK_BALANCE_KINDS,
  isCampaignAccountKind,
  type AccountMeta,
  type Posting,
  STATEMENT_OF,
  statementStatusesBefore,
  type StatementStatus,
  type TransactionKind,
} from './ledger.domain';
import { invalidPostings } from './ledger.errors';

/** One line of a statement as a caller describes it; the ledger adds the type, direction, accounts and status. */
export interface StatementLineInput {
  /** The line's id (what callers see as the transaction id); a new one when absent. */
  readonly id?: string;
  /** The funding transfer, payout or withdrawal the line is about; a return names its original's. */
  readonly referenceId: string;
  readonly amountCents: number;
  readonly description: string;
}

const DEFAULT_DESCRIPTIONS: Partial<Record<TransactionKind, string>> = {
  FundingReceived: 'Incoming ACH transfer',
  Payout: 'Payout',
  PayoutReversed: 'Payout returned',
  Withdrawal: 'Withdrawal',
  WithdrawalReturned: 'Withdrawal returned',
  Refund: 'Refund',
  RefundReturned: 'Refund returned',
};

/** Where a transaction's money sits: the bank account whose balance it changes and the campaign, if any. */
interface Place {
  readonly bankAccountId: string;
  readonly campaignId: string | null;
}

/**
 * The statement side of LedgerService.post (docs/money-movement.md): the lines of a transaction that changes a bank
 * account's balance, the holding of a campaign's money by one bank account, and a funding transfer's campaign. Every
 * check runs before anything is written, so a refusal leaves the caller's transaction usable.
 */
export class StatementLines {
  /** Checks `lines` against the postings and finds where the money sits; throws `invalidPostings` when they do not fit. */
  async plan(
    em: EntityManager,
    input: { organizationId: string; kind: TransactionKind; referenceId?: string | null; postings: readonly Posting[]; statement?: readonly StatementLineInput[] },
    accounts: ReadonlyMap<string, AccountMeta>,
  ): Promise<{ place: Place | null; lines: StatementLineInput[] }> {
    const entry = STATEMENT_OF[input.kind];
    const given = input.statement ?? [];
    if (input.kind === 'FundingAttributed' || input.kind === 'FundingUnattributed') await this.checkAttribution(em, input, accounts);
    if (!entry) {
      if (given.length > 0) throw invalidPostings(`a ${input.kind} transaction does not change a bank account's balance and has no statement lines`);
      return { place: null, lines: [] };
    }
    const crossing = Math.abs(
      input.postings.filter((posting) => BANK_BALANCE_KINDS.includes(accounts.get(posting.accountId)!.kind)).reduce((sum, posting) => sum + posting.amountCents, 0),
    );
    const lines = given.length > 0 ? [...given] : [{ referenceId: input.referenceId ?? newId(), amountCents: crossing, description: DEFAULT_DESCRIPTIONS[input.kind]! }];
    const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
    if (lines.some((line) => !Number.isSafeInteger(line.amountCents) || line.amountCents <= 0) || total !== crossing) {
      throw invalidPostings(`the statement lines of a ${input.kind} transaction must be positive and sum to ${crossing} cents (they sum to ${total})`);
    }
    return { place: await this.placeOf(em, input.kind, input.postings, accounts), lines };
  }

  /** Writes the planned lines (after the transaction row), marks the lines a return returns, and follows attributions. */
  async write(
    em: EntityManager,
    input: { organizationId: string; kind: TransactionKind; referenceId?: string | null; postings: readonly Posting[] },
    transactionId: string,
    planned: { place: Place | null; lines: readonly StatementLineInput[] },
    accounts: ReadonlyMap<string, AccountMeta>,
  ): Promise<void> {
    if (input.kind === 'FundingAttributed' || input.kind === 'FundingUnattributed') {
      await this.followAttribution(em, input, accounts);
      return;
    }
    const entry = STATEMENT_OF[input.kind];
    const { place, lines } = planned;
    if (!entry || !place || lines.length === 0) return;
    await queryBound(
      em,
      `insert into ledger_statement_line (id, organization_id, transaction_id, bank_account_id, campaign_id, type, direction, amount_cents, status, reference_id, description, completed_on)
       select x.id, $1::uuid, $2::uuid, $3::uuid, $4::uuid, $5::text, $6::text, x.amount_cents, $7::text, x.reference_id, x.description,
              case when $7::text = ${literal('Completed')} then now() end
       from unnest($8::uuid[], $9::bigint[], $10::uuid[], $11::text[]) as x(id, amount_cents, reference_id, description)`,
      [
        input.organizationId,
        transactionId,
        place.bankAccountId,
        place.campaignId,
        entry.type,
        entry.direction,
        entry.status,
        lines.map((line) => line.id ?? newId()),
        lines.map((line) => line.amountCents),
        lines.map((line) => line.referenceId),
        lines.map((line) => line.description),
      ],
    );
    if (entry.returns) {
      await queryBound(
        em,
        `update ledger_statement_line set status = ${literal('Returned')}
         where reference_id = any($1::uuid[]) and type = $2::text and direction = ${literal('Debit')} and bank_account_id = $3::uuid
           and status in ${literals(statementStatusesBefore('Returned'))}`,
        [lines.map((line) => line.referenceId), entry.returns, place.bankAccountId],
      );
    }
  }

  /** Moves lines on their journey (`Submitted` when the bank has them, `Completed` when settled); returns how many moved. */
  async mark(em: EntityManager, lineIds: readonly string[], to: Extract<StatementStatus, 'Submitted' | 'Completed'>): Promise<number> {
    if (lineIds.length === 0) return 0;
    const rows = await queryBound<{ id: string }>(
      em,
      `update ledger_statement_line set status = $2::text, completed_on = case when $2::text = ${literal('Completed')} then now() else completed_on end
       where id = any($1::uuid[]) and status in (select unnest($3::text[]))
       returning id`,
      [lineIds, to, statementStatusesBefore(to)],
    );
    return rows.length;
  }

  /**
   * An attribution moves one funding transfer's whole amount (its IncomingAch line, named by `referenceId`) to a
   * campaign, or back: so the campaign's statement (the lines tagged with it) always sums to its balance. A campaign's
   * money sits at one bank account: the first attribution decides which, and another is refused.
   */
  private async checkAttribution(
    em: EntityManager,
    input: { kind: TransactionKind; referenceId?: string | null; postings: readonly Posting[] },
    accounts: ReadonlyMap<string, AccountMeta>,
  ): Promise<void> {
    const { bank, campaign } = ownersOf(input.postings, accounts);
    if (!bank || !campaign) return; // checkFlow refused it already
    const amountCents = Math.abs(input.postings[0].amountCents);
    const [line] = input.referenceId
      ? await query<{ campaign_id: string | null; amount_cents: string }>(
          em,
          `select campaign_id, amount_cents from ledger_statement_line where reference_id = ? and type = ${literal('IncomingAch')} and bank_account_id = ?`,
          [input.referenceId, bank.ownerId],
        )
      : [];
    const expectedCampaign = input.kind === 'FundingAttributed' ? null : campaign.ownerId;
    if (!line || Number(line.amount_cents) !== amountCents || line.campaign_id !== expectedCampaign) {
      throw invalidPostings(
        `a ${input.kind} transaction moves the whole amount of a funding transfer received at bank account ${bank.ownerId} ` +
          (expectedCampaign ? `and attributed to campaign ${expectedCampaign}` : 'and attributed to no campaign') +
          ` (referenceId ${input.referenceId ?? 'missing'} does not name one of ${amountCents} cents)`,
      );
    }
    if (input.kind !== 'FundingAttributed') return;
    const heldAt = await this.holdingOf(em, campaign.ownerId);
    if (heldAt && heldAt !== bank.ownerId) throw invalidPostings(`campaign ${campaign.ownerId} holds its money at bank account ${heldAt}, not ${bank.ownerId}`);
  }

  private async placeOf(em: EntityManager, kind: TransactionKind, postings: readonly Posting[], accounts: ReadonlyMap<string, AccountMeta>): Promise<Place> {
    const { bank, campaign } = ownersOf(postings, accounts);
    if (bank) return { bankAccountId: bank.ownerId, campaignId: null };
    const heldAt = await this.holdingOf(em, campaign!.ownerId);
    if (!heldAt) throw invalidPostings(`a ${kind} transaction of campaign ${campaign!.ownerId}, which no bank account holds money for`);
    return { bankAccountId: heldAt, campaignId: campaign!.ownerId };
  }

  /** The bank account holding a campaign's money (set at its first attribution); null before any. */
  async holdingOf(em: EntityManager, campaignId: string): Promise<string | null> {
    const [row] = await query<{ bank_account_id: string }>(em, 'select bank_account_id from ledger_campaign_holding where campaign_id = ?', [campaignId]);
    return row?.bank_account_id ?? null;
  }

  /** An attribution binds the campaign to the bank account and tags the funding transfer's line with the campaign. */
  private async followAttribution(
    em: EntityManager,
    input: { organizationId: string; kind: TransactionKind; referenceId?: string | null; postings: readonly Posting[] },
    accounts: ReadonlyMap<string, AccountMeta>,
  ): Promise<void> {
    const { bank, campaign } = ownersOf(input.postings, accounts);
    if (!bank || !campaign) return;
    if (input.kind === 'FundingAttributed') {
      await query(
        em,
        'insert into ledger_campaign_holding (campaign_id, organization_id, bank_account_id) values (?, ?, ?) on conflict (campaign_id) do nothing',
        [campaign.ownerId, input.organizationId, bank.ownerId],
      );
    }
    if (!input.referenceId) return;
    await query(
      em,
      `update ledger_statement_line set campaign_id = ? where reference_id = ? and type = ${literal('IncomingAch')} and bank_account_id = ?`,
      [input.kind === 'FundingAttributed' ? campaign.ownerId : null, input.referenceId, bank.ownerId],
    );
  }
}

function ownersOf(postings: readonly Posting[], accounts: ReadonlyMap<string, AccountMeta>): { bank?: AccountMeta; campaign?: AccountMeta } {
  const metas = postings.map((posting) => accounts.get(posting.accountId)!);
  return { bank: metas.find((meta) => !isCampaignAccountKind(meta.kind)), campaign: metas.find((meta) => isCampaignAccountKind(meta.kind)) };
}
