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

export interface ParsedStatement {
  readonly credits: StatementCredit[];
  /** Debits and credits not in USD are not funding: counted for the file's summary only. */
  readonly ignored: number;
}

/** `"1234.5"` → 123450: a decimal amount of at most two fraction digits, never through a float. */
export function decimalToCents(text: string): number | null {
  const match = /^([0-9]{1,13})(?:\.([0-9]{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
