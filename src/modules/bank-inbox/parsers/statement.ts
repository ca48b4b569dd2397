/** One booked credit of a bank statement (camt.053 or BAI2), as funding reads it (docs/bank-files-in.md). */
export interface StatementCredit {
  /** The account the statement is for, as the bank writes it (matched against `bank_account.account_number`). */
  readonly accountNumber: string;
  readonly amountCents: number;
  /** The bank's own reference of the entry: the same credit in two statements funds once. */
  readonly bankReference: string;
  /** Remittance text, where a payer's reference (a campaign's funding reference) is found. */
  readonly remittance: string;
}

/**
 * One check the bank paid from an account (docs/bank-files-in.md, Paid checks): a camt.053 debit with a cheque number
 * (`Refs/ChqNb`), a BAI2 475 (check paid) with the serial number in its customer reference.
 */
export interface StatementPaidCheck {
  readonly accountNumber: string;
  readonly amountCents: number;
  /** Digits only, without leading zeros: banks pad serial numbers to their own width. */
  readonly checkNumber: string;
}

export interface ParsedStatement {
  readonly credits: StatementCredit[];
  readonly paidChecks: StatementPaidCheck[];
  /** Other debits and entries not in USD are neither funding nor paid checks: counted for the file's summary only. */
  readonly ignored: number;
}

/** A check serial number as the bank wrote it (`000100042`) → `100042`; null when it is not one. */
export function checkSerial(text: string): string | null {
  const digits = text.trim();
  if (!/^[0-9]{1,15}$/.test(digits)) return null;
  return digits.replace(/^0+(?=[0-9])/, '');
}

/** `"1234.5"` → 123450: a decimal amount of at most two fraction digits, never through a float. */
export function decimalToCents(text: string): number | null {
  const match = /^([0-9]{1,13})(?:\.([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
