import type { EntityManager, Kysely } from '@mikro-orm/postgresql';
import { CompiledQuery, type QueryResult } from 'kysely';

/**
 * Raw SQL for the set-based paths (one statement for any number of rows), run in the caller's transaction when
 * there is one. Each `?` is a parameter, bound by PostgreSQL as `$1`, `$2`… (never written into the text), so an
 * array goes whole as one parameter: `id = any(?::uuid[])`, `unnest(?::uuid[], ?::text[])`, nulls included
 * (docs/architecture.md, "Set-based SQL"). A parameter whose type PostgreSQL cannot infer (`? is null`) needs a cast.
 * Every `?` is a parameter, so SQL here cannot use the jsonb `?` operator.
 */
export async function query<T extends object>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return (await run<T>(em, positional(sql, params), params)).rows;
}

/**
 * The same for a text already written with `$1`, `$2`… (statements built from numbered parts, such as a page's
 * rows and its count).
 */
export async function queryBound<T extends object>(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<T[]> {
  return (await run<T>(em, sql, params)).rows;
}

/** A statement run for what it writes; returns how many rows it affected. */
export async function execute(em: EntityManager, sql: string, params: readonly unknown[] = []): Promise<number> {
  const result = await run(em, positional(sql, params), params);
  return Number(result.numAffectedRows ?? result.rows.length);
}

/**
 * `?` placeholders as PostgreSQL's `$1`, `$2`…; refuses a text whose placeholders do not match the parameters, and an
 * array whose placeholder is not cast to an array type (`in (?)` would compare the whole array as one value).
 */
export function positional(sql: string, params: readonly unknown[]): string {
  let n = 0;
  const text = sql.replace(/\?(::\w+\[\])?/g, (_placeholder: string, arrayCast?: string) => {
    if (Array.isArray(params[n]) && !arrayCast) throw new Error(`Parameter ${n + 1} is an array: write its placeholder as ?::type[]`);
    return `$${++n}${arrayCast ?? ''}`;
  });
  if (n !== params.length) throw new Error(`The statement has ${n} placeholders for ${params.length} parameters`);
  return text;
}

/** On the transaction's connection when there is one: node-postgres sends the values beside the text. */
function run<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<QueryResult<T>> {
  const executor = em.getTransactionContext<Kysely<unknown>>() ?? (em.getConnection().getClient() as Kysely<unknown>);
  return executor.executeQuery<T>(CompiledQuery.raw(sql, params.map((param) => param ?? null)));
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
