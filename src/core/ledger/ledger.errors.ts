import { DomainError } from '../errors/domain-error';
import type { AccountKind } from './ledger.domain';

export const LedgerErrorCode = {
  /** A malformed posting set or one that does not fit its transaction kind: a programming error, nothing written. */
  INVALID_POSTINGS: 'LEDGER_INVALID_POSTINGS',
  /** The posting would take an account below zero; nothing written. Callers map it to their own code. */
  INSUFFICIENT_FUNDS: 'INSUFFICIENT_FUNDS',
} as const;

/**
 * Thrown by LedgerService.post when an account cannot cover a posting. Callers catch it (`instanceof` or
 * `isInsufficientFunds`) and throw their own code, e.g. INSUFFICIENT_DISTRIBUTION_BALANCE. The account details
 * stay on properties, not in `extensions`, so they never reach a problem document by accident.
 */
export class InsufficientFundsError extends DomainError {
  constructor(
    readonly accountId: string,
    readonly accountKind: AccountKind,
    readonly balanceCents: number,
    readonly requestedCents: number,
  ) {
    super(LedgerErrorCode.INSUFFICIENT_FUNDS, 'conflict', 'The account balance cannot cover this movement.');
    this.name = 'InsufficientFundsError';
  }
}

export const isInsufficientFunds = (error: unknown): error is InsufficientFundsError => error instanceof InsufficientFundsError;

export const invalidPostings = (problem: string): DomainError =>
  new DomainError(LedgerErrorCode.INVALID_POSTINGS, 'invalid', `Invalid ledger postings: ${problem}.`);
