import { DomainError } from '../../core/errors/domain-error';

export const FundingErrorCode = {
  /** Money can arrive only on an open (Active) bank account. */
  BANK_ACCOUNT_NOT_ACTIVE: 'BANK_ACCOUNT_NOT_ACTIVE',
  /** Moving a transfer's money out of a campaign that has already allocated (part of) it. */
  INSUFFICIENT_DISTRIBUTION_BALANCE: 'INSUFFICIENT_DISTRIBUTION_BALANCE',
  /** A receive-ach idempotency key already used for a different bank account or amount. */
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
} as const;

export const FundingErrors = {
  bankAccountNotActive: (bankAccountId: string, status: string): DomainError =>
    DomainError.conflict(
      FundingErrorCode.BANK_ACCOUNT_NOT_ACTIVE,
      `Bank account ${bankAccountId} is ${status}; money can be received only once the bank has opened it (status Active).`,
    ),

  insufficientDistributionBalance: (campaignId: string): DomainError =>
    DomainError.conflict(
      FundingErrorCode.INSUFFICIENT_DISTRIBUTION_BALANCE,
      `Campaign ${campaignId} no longer holds this transfer's amount unallocated (part of it is allocated to payout instructions), so it cannot be moved away; nothing was changed.`,
    ),

  campaignOfAnotherFundsHolder: (campaignId: string): DomainError =>
    DomainError.invalidField(
      'campaignId',
      `Campaign ${campaignId} is funded by another funds holder; a transfer can be attributed only to campaigns of its bank account's funds holder.`,
    ),

  campaignHeldElsewhere: (campaignId: string, bankAccountId: string): DomainError =>
    DomainError.invalidField(
      'campaignId',
      `Campaign ${campaignId} holds its money at bank account ${bankAccountId}; only transfers received there can be attributed to it.`,
    ),

  amountAboveAchLimit: (maxAmount: string): DomainError =>
    DomainError.invalidField('amount', `amount must be at most ${maxAmount} (the largest amount of one ACH entry).`),

  idempotencyKeyReused: (idempotencyKey: string): DomainError =>
    new DomainError(
      FundingErrorCode.IDEMPOTENCY_KEY_REUSED,
      'unprocessable',
      `idempotencyKey ${JSON.stringify(idempotencyKey)} was already used for a transfer with another bank account or amount; use a new key for a new transfer.`,
    ),
};
