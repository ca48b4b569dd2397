/**
 * The search parameters of screens whose filters and pages live in the URL (docs/console.md): whatever the address
 * says, the screen gets well-formed values (an unknown status or a page of "x" falls back to the default).
 */
export type Raw = Record<string, unknown>;

export const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);
export const page = (value: unknown): number => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};
export const oneOf = <T extends string>(allowed: readonly T[], value: unknown): T | undefined => (allowed.includes(value as T) ? (value as T) : undefined);
