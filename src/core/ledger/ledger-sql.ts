import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Raw SQL in the caller's transaction (when there is one), so postings commit or roll back with the business
 * change. MikroORM inlines `?` parameters as escaped literals; arrays become comma lists, so write `array[?]`.
 */
export function query<T extends object>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params.map((param) => param ?? null), 'all', em.getTransactionContext());
}

/** PostgreSQL returns bigint and numeric as strings; cents must come back as exact safe integers. */
export function toCents(value: string | number | bigint): number {
  const cents = Number(value);
  if (!Number.isSafeInteger(cents)) throw new Error(`ledger amount ${String(value)} is outside the safe integer range`);
  return cents;
}
