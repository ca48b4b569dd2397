/** PostgreSQL returns bigint and numeric as strings; cents must come back as exact safe integers. */
export function toCents(value: string | number | bigint): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`ledger amount ${String(value)} is outside the safe integer range`);
  return cents;
}
