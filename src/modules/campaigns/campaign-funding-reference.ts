import { randomInt } from 'node:crypto';

/** Characters a payer cannot misread when typing them into a bank form: no 0/O, 1/I/L (docs/bank-files-in.md). */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** `CM-` and 8 of them: 31^8 (8.5e11) codes, unique per deployment (the column's unique key). */
export const FUNDING_REFERENCE_PATTERN = /\bCM-[2-9A-HJKMNP-Z]{8}\b/g;

export function newFundingReference(): string {
  let code = 'CM-';
  for (let i = 0; i < 8; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The funding references written in a remittance text, upper-cased (payers type them in any case). */
export function fundingReferencesIn(text: string): string[] {
  return [...new Set(text.toUpperCase().match(FUNDING_REFERENCE_PATTERN) ?? [])];
}
