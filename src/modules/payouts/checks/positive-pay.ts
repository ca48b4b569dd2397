import { stringify } from 'csv-stringify/sync';
import { centsToAmount } from '../../../core/money/money';

/** One issued check, as the bank's positive pay service matches it when the check is presented. */
export interface IssuedCheck {
  checkNumber: string;
  amountCents: number;
  payeeName: string;
}

const HEADER = ['Account Number', 'Check Number', 'Issue Date', 'Amount', 'Payee Name'];

/** `MM/DD/YYYY` in UTC, as positive pay issue files date checks. */
const issueDate = (on: Date): string =>
  `${String(on.getUTCMonth() + 1).padStart(2, '0')}/${String(on.getUTCDate()).padStart(2, '0')}/${on.getUTCFullYear()}`;

/**
 * A print run's positive pay issue file (docs/bank-rails.md, Positive pay): the common CSV layout banks accept for
 * check issue files (a header, then one line per check: the account the checks draw on, check number, issue date,
 * amount in dollars with two decimals, payee name), quoted where CSV needs it. The bank pays a presented check only
 * when its number and amount (and, with payee positive pay, the name) match a line.
 */
export function positivePayFile(accountNumber: string, issuedOn: Date, checks: readonly IssuedCheck[]): Buffer {
  const rows = checks.map((check) => [accountNumber, check.checkNumber, issueDate(issuedOn), centsToAmount(check.amountCents).toFixed(2), check.payeeName]);
  return Buffer.from(stringify([HEADER, ...rows], { record_delimiter: '\r\n' }));
}
