/**
 * The sandbox's payout simulations (docs/payouts.md) and when each applies, from the payout's category and status as
 * `GET /payout-instructions/{id}/payout` shows them. The API answers 409 `NO_PAYOUT_TO_SIMULATE` otherwise; the
 * screen offers only the ones that would work.
 */
export type Simulation = 'settleAch' | 'returnAch' | 'depositCheck' | 'completePayout' | 'failPayout';

export interface PayoutFacts {
  category: 'GiftCard' | 'PrepaidCard' | 'AchBankTransfer' | 'DigitalWallet' | 'PaperCheck' | 'CheckTransfer';
  status: 'Pending' | 'Processing' | 'SentForPrinting' | 'Mailed' | 'Completed' | 'Failed' | 'Cancelled' | 'Returned';
}

const OPEN: readonly PayoutFacts['status'][] = ['Pending', 'Processing', 'SentForPrinting', 'Mailed'];
const CHECKS: readonly PayoutFacts['category'][] = ['PaperCheck', 'CheckTransfer'];

export function applicableSimulations({ category, status }: PayoutFacts): Simulation[] {
  const offered: Simulation[] = [];
  if (category === 'AchBankTransfer') {
    // The transfer is Pending (payout Pending) or Submitted (payout Processing) until it settles; a return needs it
    // submitted or settled.
    if (status === 'Pending' || status === 'Processing') offered.push('settleAch');
    if (status === 'Processing' || status === 'Completed') offered.push('returnAch');
  } else if (CHECKS.includes(category)) {
    if (status === 'SentForPrinting' || status === 'Mailed') offered.push('depositCheck');
  } else if (OPEN.includes(status)) {
    // Cards and wallets: the provider's callback, either way.
    offered.push('completePayout');
  }
  if (OPEN.includes(status) && category !== 'AchBankTransfer') offered.push('failPayout');
  return offered;
}

export const SIMULATION_LABEL: Readonly<Record<Simulation, string>> = {
  settleAch: 'Settle the ACH transfer',
  returnAch: 'Return the ACH transfer',
  depositCheck: 'Deposit the check',
  completePayout: 'Complete the payout',
  failPayout: 'Fail the payout',
};

/** ACH return reason codes people test with most (the API takes R01 to R85). */
export const COMMON_RETURN_CODES = [
  { value: 'R01', label: 'R01: Insufficient funds' },
  { value: 'R02', label: 'R02: Account closed' },
  { value: 'R03', label: 'R03: No account / unable to locate account' },
  { value: 'R04', label: 'R04: Invalid account number' },
  { value: 'R16', label: 'R16: Account frozen' },
  { value: 'R20', label: 'R20: Non-transaction account' },
  { value: 'R29', label: 'R29: Corporate customer advises not authorized' },
] as const;

export const isReturnCode = (code: string) => /^R(0[1-9]|[1-7]\d|8[0-5])$/.test(code);
