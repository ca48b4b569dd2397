/**
 * ACH return reason codes (docs/bank-rails.md): `R01` to `R85`. The common ones carry their NACHA title; the rest are
 * named by code alone, which is what a receiving bank's return entry carries anyway.
 */
const TITLES: Readonly<Record<string, string>> = {
  R01: 'Insufficient funds',
  R02: 'Account closed',
  R03: 'No account or unable to locate account',
  R04: 'Invalid account number',
  R05: 'Unauthorized debit to consumer account',
  R06: 'Returned per ODFI request',
  R07: 'Authorization revoked by customer',
  R08: 'Payment stopped',
  R09: 'Uncollected funds',
  R10: 'Customer advises not authorized',
  R11: 'Customer advises entry not in accordance with the terms of the authorization',
  R12: 'Account sold to another financial institution',
  R13: 'Invalid ACH routing number',
  R14: 'Representative payee deceased',
  R15: 'Beneficiary or account holder deceased',
  R16: 'Account frozen',
  R17: 'File record edit criteria',
  R20: 'Non-transaction account',
  R23: 'Credit entry refused by receiver',
  R24: 'Duplicate entry',
  R29: 'Corporate customer advises not authorized',
  R31: 'Permissible return entry',
  R61: 'Misrouted return',
  R80: 'IAT entry coding error',
  R85: 'Incorrectly coded outbound international payment',
};

export const RETURN_REASON_CODE_PATTERN = /^R(0[1-9]|[1-7][0-9]|8[0-5])$/;

export function isReturnReasonCode(code: string): boolean {
  return RETURN_REASON_CODE_PATTERN.test(code);
}

/** `R01 Insufficient funds`, or the bare code for one without a title here. */
export function describeReturn(code: string): string {
  const title = TITLES[code];
  return title ? `${code} ${title}` : code;
}
