/**
 * NACHA notification of change codes (docs/bank-files-in.md, NOCs): what the receiving bank says to correct before the
 * next entry to the same account, and how its corrected data is laid out (so the account number part can be masked).
 */
const TITLES: Readonly<Record<string, string>> = {
  C01: 'Incorrect account number',
  C02: 'Incorrect routing number',
  C03: 'Incorrect routing number and account number',
  C04: 'Incorrect individual name',
  C05: 'Incorrect transaction code',
  C06: 'Incorrect account number and transaction code',
  C07: 'Incorrect routing number, account number and transaction code',
  C08: 'Incorrect receiving DFI identification',
  C09: 'Incorrect individual identification number',
  C10: 'Incorrect company name',
  C11: 'Incorrect company identification',
  C12: 'Incorrect company name and company identification',
  C13: 'Addenda format error',
};

export function describeChange(code: string): string {
  return TITLES[code] ?? code;
}

const maskAccount = (account: string): string => (account.length <= 4 ? account : '*'.repeat(4) + account.slice(-4));

/** The corrected data as shown: an account number in it keeps only its last 4 digits (docs/security.md). */
export function maskCorrectedData(code: string, data: string): string {
  const text = data.trim();
  switch (code) {
    case 'C01':
      return maskAccount(text);
    case 'C03': // routing (9), spaces, account
      return `${text.slice(0, 9)} ${maskAccount(text.slice(9).trim())}`;
    case 'C06': // account (17), transaction code (2)
      return `${maskAccount(text.slice(0, 17).trim())} ${text.slice(17).trim()}`.trim();
    case 'C07': // routing (9), account (17), transaction code (2)
      return `${text.slice(0, 9)} ${maskAccount(text.slice(9, 26).trim())} ${text.slice(26).trim()}`.trim();
    default:
      return text;
  }
}
