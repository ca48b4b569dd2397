import type { QueryResult } from '@mikro-orm/core';
import type { EntityManager, Kysely } from '@mikro-orm/postgresql';
import { CompiledQuery } from 'kysely';

/**
 * Raw SQL for the set-based paths (one statement for any number of rows), run in the caller's transaction when
 * there is one. MikroORM inlines each `?` as an escaped literal (so PostgreSQL plans with the values, as it would
 * a literal): pass data as parameters, never spliced into the text. An array becomes a comma list, so write
 * `array[?]::uuid[]`; every `?` is a parameter, so SQL here cannot use the jsonb `?` operator.
 */
export function query<T extends object>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, params.map((param) => param ?? null), 'all', em.getTransactionContext());
}

/**
 * For statements carrying large arrays (a thousand ids and texts): the parameters (`$1`, `$2`…) are bound by
 * PostgreSQL rather than written into the text, so neither side builds, parses or keeps a statement of hundreds of
 * kilobytes. Runs in the caller's transaction when there is one.
 */
export async function queryBound<T extends object>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  const executor = em.getTransactionContext<Kysely<unknown>>() ?? (em.getConnection().getClient() as Kysely<unknown>);
  const result = await executor.executeQuery<T>(CompiledQuery.raw(sql, params.map((param) => param ?? null)));
  return result.rows;
}

/** A statement run for what it writes; returns how many rows it affected. */
export async function execute(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<number> {
  const result = await em.getConnection().execute<QueryResult>(sql, params.map((param) => param ?? null), 'run', em.getTransactionContext());
  return Number(result.affectedRows);
}

const CONSTANT = /^[A-Za-z][A-Za-z0-9_]*$/;

/**
 * A constant of the code (an enum member: a status, a kind) written into a statement's text as a quoted literal,
 * where a parameter would do worse: partial indexes match literals only, and a prepared statement's generic plan
 * cannot see a parameter's value. Refuses anything but a plain word, so data cannot come through here.
 */
export function literal(value: string): string {
  if (!CONSTANT.test(value)) throw new Error(`Not a SQL constant: ${value}`);
  return `'${value}'`;
}

/** Constants as the list of an `in (...)`: `('A', 'B')`. */
export function literals(values: readonly string[]): string {
  if (values.length === 0) throw new Error('An empty SQL list matches nothing; say so in the statement instead');
  return `(${values.map(literal).join(', ')})`;
}
