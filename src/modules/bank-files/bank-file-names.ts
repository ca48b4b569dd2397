/** What the service sends to the bank (docs/bank-files.md). */
export type BankFileKind = 'AchFile' | 'CheckPrintRun' | 'PositivePay';
export const BANK_FILE_KINDS: readonly BankFileKind[] = ['AchFile', 'CheckPrintRun', 'PositivePay'];

const two = (n: number): string => String(n).padStart(2, '0');

/**
 * A file's name on the bank's server, from the bank's pattern: `{date}` (YYYYMMDD) and `{time}` (HHmmss) of the file's
 * creation in UTC, `{id}` (the last 12 characters of its id, upper case: the random part of a UUIDv7, whose first
 * characters are its time and alike for files made together), `{kind}`; `.pgp` added when it is encrypted. Fixed when
 * the delivery is made, so every attempt writes the same name; unique, as a name found on the server counts as delivered.
 */
export function remoteNameOf(pattern: string, file: { kind: BankFileKind; id: string; createdOn: Date }, encrypted: boolean): string {
  const at = file.createdOn;
  const name = pattern
    .replaceAll('{date}', `${at.getUTCFullYear()}${two(at.getUTCMonth() + 1)}${two(at.getUTCDate())}`)
    .replaceAll('{time}', `${two(at.getUTCHours())}${two(at.getUTCMinutes())}${two(at.getUTCSeconds())}`)
    .replaceAll('{id}', file.id.replace(/-/g, '').slice(-12).toUpperCase())
    .replaceAll('{kind}', file.kind);
  return encrypted ? `${name}.pgp` : name;
}

/** Attempts before a delivery is `Failed`, and the wait before each retry: 30 s doubling, at most an hour. */
export const MAX_DELIVERY_ATTEMPTS = 8;
export const retryDelaySeconds = (attempt: number): number => Math.min(3_600, 30 * 2 ** Math.max(0, attempt - 1));
