import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors/domain-error';
import { isInsufficientFunds, LedgerService, transfer, type AccountKind, type StatementLineInput, type TransactionKind } from '../../core/ledger';
import { centsToAmount } from '../../core/money/money';
import type { fundsMovement } from './payout-instruction-state';

export type FundsMovement = ReturnType<typeof fundsMovement>;

const MOVES: Record<Exclude<FundsMovement, 'none'>, { kind: TransactionKind; from: AccountKind; to: AccountKind }> = {
  allocate: { kind: 'Allocation', from: 'CampaignUnallocated', to: 'CampaignAllocated' },
  release: { kind: 'Release', from: 'CampaignAllocated', to: 'CampaignUnallocated' },
  payOut: { kind: 'Payout', from: 'CampaignAllocated', to: 'CampaignPaidOut' },
  reversePayOut: { kind: 'PayoutReversed', from: 'CampaignPaidOut', to: 'CampaignAllocated' },
};

/**
 * 409 INSUFFICIENT_DISTRIBUTION_BALANCE. The amounts stay on properties, not in `extensions` (the problem document
 * is unchanged): a bulk initiation's refusal alert reads how much was missing (docs/balance-alerts.md).
 */
export class InsufficientBalanceError extends DomainError {
  constructor(
    readonly neededCents: number,
    readonly availableCents: number,
  ) {
    super('INSUFFICIENT_DISTRIBUTION_BALANCE', 'conflict', `The campaign's unallocated balance cannot cover ${centsToAmount(neededCents)} (available: ${centsToAmount(availableCents)}).`);
    this.name = 'InsufficientBalanceError';
  }
}

/** Moves a campaign's money for instructions, through the ledger, inside the caller's transaction. */
@Injectable()
export class InstructionMoney {
  constructor(private readonly ledger: LedgerService) {}

  /**
   * `statement`: how a payout or its return shows on the bank account's statement, one line per payout (paying out and
   * reversing change the bank account's balance; docs/money-movement.md).
   */
  async move(
    em: EntityManager,
    organizationId: string,
    campaignId: string,
    movement: FundsMovement,
    amountCents: number,
    referenceId: string,
    statement?: readonly StatementLineInput[],
  ): Promise<void> {
    if (movement === 'none' || amountCents === 0) return;
    const { kind, from, to } = MOVES[movement];
    const accounts = await this.ledger.ensureAccounts(em, organizationId, campaignId, [from, to]);
    try {
      await this.ledger.post(em, { organizationId, kind, referenceId, postings: transfer(accounts[from], accounts[to], amountCents), statement });
    } catch (error) {
      if (isInsufficientFunds(error)) throw new InsufficientBalanceError(amountCents, error.balanceCents);
      throw error;
    }
  }

  /** An amount change of an instruction holding funds: allocate the increase or release the decrease. */
  async adjust(em: EntityManager, organizationId: string, campaignId: string, deltaCents: number, referenceId: string): Promise<void> {
    if (deltaCents > 0) await this.move(em, organizationId, campaignId, 'allocate', deltaCents, referenceId);
    if (deltaCents < 0) await this.move(em, organizationId, campaignId, 'release', -deltaCents, referenceId);
  }
}
