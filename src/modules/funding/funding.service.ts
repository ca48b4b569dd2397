import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { recordEvents } from '../../core/events';
import { DomainError } from '../../core/errors/domain-error';
import { BANK_ACCOUNT_KINDS, campaignFundingOf, isInsufficientFunds, LedgerService, transfer, type CampaignFunding } from '../../core/ledger';
import { centsToAmount } from '../../core/money/money';
import { BankAccountsService, BankAccountStatus, type BankAccount } from '../bank-accounts';
import { CampaignsService } from '../campaigns';
import { FundingErrors } from './funding.errors';
import { FundingTransfer, MAX_ACH_AMOUNT_CENTS } from './funding-transfer.entity';

export interface ReceiveAchRequest {
  readonly amountCents: number;
  readonly idempotencyKey?: string | null;
  readonly campaignId?: string | null;
}

/** One credit of a bank statement, with the funding references its remittance text holds. */
export interface StatementCreditInput {
  readonly accountNumber: string;
  readonly amountCents: number;
  readonly bankReference: string;
  readonly fundingReferences: readonly string[];
}

/** What a statement's credits did (the file's summary, docs/bank-files-in.md). */
export interface StatementFundingOutcome {
  funded: number;
  attributed: number;
  unattributed: number;
  alreadyReceived: number;
  /** Bank references of credits to an account number no Active bank account has. */
  unknownAccounts: string[];
  refused: { bankReference: string; reason: string }[];
}

const definedIds = (...ids: (string | undefined)[]): string[] => ids.filter((id) => id !== undefined);

/**
 * Funding (docs/money-model.md): money arrives on a funds holder's bank account as an incoming ACH credit (FundingReceived)
 * and is attributed to a campaign by the transfer's `campaignId` tag (FundingAttributed; changing or clearing the
 * tag posts FundingUnattributed first). Each use case is one transaction: the transfer row and its postings commit
 * or roll back together.
 */
@Injectable()
export class FundingService {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
    private readonly bankAccounts: BankAccountsService,
    private readonly campaigns: CampaignsService,
  ) {}

  /** Funding transfers by id, of any organization (for the views of events); missing ids are left out. */
  findMany(ids: readonly string[]): Promise<FundingTransfer[]> {
    return this.em.fork().find(FundingTransfer, { id: { $in: [...ids] } }, { filters: { tenant: false } });
  }

  /**
   * Records an incoming ACH credit on one of the caller's Active bank accounts and, with `campaignId`, attributes
   * it at once. A repeat of the idempotency key returns the first transfer (as it stands now) and posts nothing;
   * the same key with another bank account or amount is refused with 422.
   */
  async receiveAch(organizationId: string, bankAccountId: string, request: ReceiveAchRequest): Promise<FundingTransfer> {
    if (request.amountCents > MAX_ACH_AMOUNT_CENTS) throw FundingErrors.amountAboveAchLimit(String(centsToAmount(MAX_ACH_AMOUNT_CENTS)));
    const account = await this.bankAccounts.get(bankAccountId);
    if (account.status !== BankAccountStatus.Active) throw FundingErrors.bankAccountNotActive(account.id, account.status);
    const campaignId = request.campaignId?.toLowerCase() ?? null;
    if (campaignId) await this.requireFundedBy(campaignId, account);

    return this.em.transactional(async (tx) => {
      const { transfer: received, created } = await this.receiveIn(tx, organizationId, account.id, request.amountCents, request.idempotencyKey ?? null, campaignId);
      if (!created && (received.bankAccountId !== account.id || received.amountCents !== request.amountCents)) {
        throw FundingErrors.idempotencyKeyReused(request.idempotencyKey!);
      }
      return received;
    });
  }

  /**
   * A bank statement's credits (docs/bank-files-in.md), in the caller's transaction (the statement file's): each on
   * the Active bank account whose number the statement names, funded once by the bank's reference (`bank:<ref>`, the
   * transfer's idempotency key), attributed to the campaign whose funding reference its remittance text holds when
   * that campaign may be funded from that account (receiveAch's `campaignId` rule), else left unattributed.
   */
  async receiveStatementCredits(tx: EntityManager, credits: readonly StatementCreditInput[]): Promise<StatementFundingOutcome> {
    const outcome: StatementFundingOutcome = { funded: 0, attributed: 0, unattributed: 0, alreadyReceived: 0, unknownAccounts: [], refused: [] };
    const accounts = await this.bankAccounts.activeByAccountNumbers(tx, credits.map((c) => c.accountNumber));
    const campaigns = await this.campaigns.byFundingReferences(tx, credits.flatMap((c) => c.fundingReferences));
    for (const credit of credits) {
      const account = accounts.get(credit.accountNumber);
      if (!account) {
        outcome.unknownAccounts.push(credit.bankReference);
        continue;
      }
      if (credit.amountCents <= 0 || credit.amountCents > MAX_ACH_AMOUNT_CENTS) {
        outcome.refused.push({ bankReference: credit.bankReference, reason: 'amount outside what one transfer may carry' });
        continue;
      }
      let campaignId: string | null = null;
      for (const reference of credit.fundingReferences) {
        const target = campaigns.get(reference);
        if (!target || target.organizationId !== account.organizationId || (await this.fundingRefusal(tx, target, account))) continue;
        campaignId = target.id;
        break;
      }
      const key = `bank:${credit.bankReference}`.slice(0, 255);
      const { transfer: received, created } = await this.receiveIn(tx, account.organizationId, account.id, credit.amountCents, key, campaignId);
      if (!created) {
        outcome.alreadyReceived += 1;
        if (received.bankAccountId !== account.id || received.amountCents !== credit.amountCents) {
          outcome.refused.push({ bankReference: credit.bankReference, reason: 'the bank reference was funded before with another account or amount' });
        }
        continue;
      }
      outcome.funded += 1;
      if (campaignId) outcome.attributed += 1;
      else outcome.unattributed += 1;
    }
    return outcome;
  }

  /**
   * One incoming credit in `tx`: the transfer (unless its key was taken: then the first one, posting nothing), its
   * FundingReceived posting and, with a campaign, its FundingAttributed one, and the FundingReceived event.
   */
  private async receiveIn(
    tx: EntityManager,
    organizationId: string,
    bankAccountId: string,
    amountCents: number,
    idempotencyKey: string | null,
    campaignId: string | null,
  ): Promise<{ transfer: FundingTransfer; created: boolean }> {
    const { transfer: received, created } = await this.insertTransfer(tx, organizationId, bankAccountId, { amountCents, idempotencyKey });
    if (!created) return { transfer: received, created };
    const bank = await this.ledger.ensureAccounts(tx, organizationId, bankAccountId, BANK_ACCOUNT_KINDS);
    const target = campaignId ? await this.ledger.ensureAccounts(tx, organizationId, campaignId, ['CampaignUnallocated']) : undefined;
    await this.ledger.lockAccounts(tx, organizationId, definedIds(bank.ExternalFunding, bank.BankAccountUnattributed, target?.CampaignUnallocated));
    await this.ledger.post(tx, {
      organizationId,
      kind: 'FundingReceived',
      referenceId: received.id,
      // A second guard behind the transfer's unique key: the ledger refuses to post the same receipt twice.
      idempotencyKey: idempotencyKey ? `receive-ach:${idempotencyKey}` : null,
      postings: transfer(bank.ExternalFunding, bank.BankAccountUnattributed, received.amountCents),
      // The statement's line carries the transfer's id: the id a caller tags it by.
      statement: [{ id: received.id, referenceId: received.id, amountCents: received.amountCents, description: 'Incoming ACH transfer' }],
    });
    if (campaignId) {
      await this.ledger.post(tx, {
        organizationId,
        kind: 'FundingAttributed',
        referenceId: received.id,
        postings: transfer(bank.BankAccountUnattributed, target!.CampaignUnallocated, received.amountCents),
      });
      received.attributeTo(campaignId);
    }
    await tx.flush();
    // After the attribution: a subscriber reads the transfer as it stands at commit, its campaign included.
    await recordEvents(tx, [{ type: 'FundingReceived', organizationId, data: { fundingTransferId: received.id } }]);
    return { transfer: received, created };
  }

  /**
   * Sets the `campaignId` tag of a funding transfer: attributes its whole amount to that campaign, moves it from
   * the previous campaign, or (null) back to the bank account's unattributed funds. The same value again changes
   * nothing. Concurrent re-tags of one transfer serialize on its row lock.
   */
  async setCampaignTag(organizationId: string, transferId: string, campaignId: string | null): Promise<void> {
    const wanted = campaignId?.toLowerCase() ?? null;
    await this.em.transactional(async (tx) => {
      const tagged = await tx.findOne(FundingTransfer, { id: transferId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!tagged) throw DomainError.notFound('Funding transfer', transferId);
      const move = tagged.reattributionTo(wanted);
      if (!move) return;
      if (move.to) await this.requireFundedBy(move.to, await this.bankAccounts.get(tagged.bankAccountId));

      const bank = await this.ledger.ensureAccounts(tx, organizationId, tagged.bankAccountId, ['BankAccountUnattributed']);
      const from = move.from ? await this.ledger.ensureAccounts(tx, organizationId, move.from, ['CampaignUnallocated']) : undefined;
      const to = move.to ? await this.ledger.ensureAccounts(tx, organizationId, move.to, ['CampaignUnallocated']) : undefined;
      // Two postings in one transaction: lock every account first, in id order, so two re-tags cannot deadlock.
      await this.ledger.lockAccounts(tx, organizationId, definedIds(bank.BankAccountUnattributed, from?.CampaignUnallocated, to?.CampaignUnallocated));
      if (from) {
        try {
          await this.ledger.post(tx, {
            organizationId,
            kind: 'FundingUnattributed',
            referenceId: tagged.id,
            postings: transfer(from.CampaignUnallocated, bank.BankAccountUnattributed, tagged.amountCents),
          });
        } catch (error) {
          if (isInsufficientFunds(error)) throw FundingErrors.insufficientDistributionBalance(move.from!);
          throw error;
        }
      }
      if (to) {
        await this.ledger.post(tx, {
          organizationId,
          kind: 'FundingAttributed',
          referenceId: tagged.id,
          postings: transfer(bank.BankAccountUnattributed, to.CampaignUnallocated, tagged.amountCents),
        });
      }
      tagged.attributeTo(move.to);
      await tx.flush();
    });
  }

  /**
   * Funding figures of campaigns, in cents, from the ledger in one set-based read; every id asked for is in the
   * map (zeros for a campaign that never received money). Pass the caller's EntityManager (or transaction).
   */
  async campaignFunding(em: EntityManager, organizationId: string, campaignIds: readonly string[]): Promise<Map<string, CampaignFunding>> {
    const balances = await this.ledger.balancesOf(em, organizationId, campaignIds);
    return new Map(campaignIds.map((id) => [id, campaignFundingOf(balances.get(id) ?? {})]));
  }

  /**
   * 404 when the campaign is not the caller's; 400 naming campaignId when another funds holder funds it, or when its
   * money is held at another bank account of that funds holder (a campaign's money sits at one account: docs/money-movement.md).
   */
  private async requireFundedBy(campaignId: string, account: BankAccount): Promise<void> {
    const refusal = await this.fundingRefusal(this.em, await this.campaigns.getFundingTarget(campaignId), account);
    if (refusal) throw refusal;
  }

  /**
   * Why `account` may not fund the campaign, or null when it may: the campaign is funded by the account's funds
   * holder and holds its money at no other account (receive-ach's `campaignId`, a tag, a statement's reference).
   */
  private async fundingRefusal(em: EntityManager, target: { id: string; fundingSourceId: string }, account: BankAccount): Promise<DomainError | null> {
    if (target.fundingSourceId !== account.fundsHolderId) return FundingErrors.campaignOfAnotherFundsHolder(target.id);
    const heldAt = await this.ledger.holdingOf(em, target.id);
    return heldAt && heldAt !== account.id ? FundingErrors.campaignHeldElsewhere(target.id, heldAt) : null;
  }

  /**
   * Inserts the transfer unless its idempotency key is already taken in the organization. ON CONFLICT DO NOTHING
   * waits for a concurrent insert of the same key to commit and then skips, so two simultaneous repeats record
   * one transfer and the second one reads it.
   */
  private async insertTransfer(
    tx: EntityManager,
    organizationId: string,
    bankAccountId: string,
    request: Pick<ReceiveAchRequest, 'amountCents' | 'idempotencyKey'>,
  ): Promise<{ transfer: FundingTransfer; created: boolean }> {
    const id = newId();
    const now = new Date();
    await tx
      .createQueryBuilder(FundingTransfer)
      .insert({
        id,
        organizationId,
        bankAccountId,
        amountCents: request.amountCents,
        idempotencyKey: request.idempotencyKey ?? null,
        campaignId: null,
        tags: {},
        receivedOn: now,
        createdOn: now,
        updatedOn: now,
      })
      .onConflict(['organizationId', 'idempotencyKey'])
      .ignore()
      .execute('run');
    const stored = await tx.findOneOrFail(FundingTransfer, request.idempotencyKey ? { organizationId, idempotencyKey: request.idempotencyKey } : { id }, { filters: { tenant: false } });
    return { transfer: stored, created: stored.id === id };
  }
}
