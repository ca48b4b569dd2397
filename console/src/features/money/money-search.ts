import { oneOf, page, type Raw } from '../../app/search';

/** The types of a bank account's transactions (docs/money-movement.md), in the order the filter offers them. */
export const TRANSACTION_TYPES = ['IncomingAch', 'InternalTransfer', 'Withdrawal', 'Refund', 'PayoutReturn'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const TYPE_LABEL: Record<TransactionType, string> = {
  IncomingAch: 'Incoming ACH (funding)',
  InternalTransfer: 'Internal transfer (payout)',
  Withdrawal: 'Withdrawal',
  Refund: 'Refund',
  PayoutReturn: 'Payout return',
};

/** Every parameter is optional (other screens link here without any); a missing page is the first. */

/** `/money`: the page of the bank accounts' list. */
export interface MoneySearch {
  page?: number;
}

export function moneySearch(search: Raw): MoneySearch {
  return { page: page(search.page) };
}

/** `/money/bank-accounts/$bankAccountId`: the transactions' type filter, the aggregated view and the page. */
export interface BankAccountSearch {
  type?: TransactionType;
  aggregate?: boolean;
  page?: number;
}

export function bankAccountSearch(search: Raw): BankAccountSearch {
  const aggregate = search.aggregate === true || search.aggregate === 'true';
  return { type: oneOf(TRANSACTION_TYPES, search.type), aggregate: aggregate || undefined, page: page(search.page) };
}
