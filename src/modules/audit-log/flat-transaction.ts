type Savepoints = {
  savepoint(name: string): { execute(): Promise<unknown> };
  releaseSavepoint(name: string): { execute(): Promise<unknown> };
  rollbackToSavepoint(name: string): { execute(): Promise<unknown> };
};

/**
 * The audit log's outer transaction as the transaction context its nested transactions start from, so that they join
 * it without a savepoint (docs/audit-log.md, Cost). MikroORM nests a service's `em.transactional` in a transaction
 * under way as a savepoint: two more statements, and a subtransaction PostgreSQL keeps for each, on every change. Here
 * `SAVEPOINT`, `RELEASE` and `ROLLBACK TO` are no-ops: a nested transaction still runs in its own fork, flushed at
 * its end, but a failure in it is undone only when the whole request fails, which is what every failure does (no
 * handler goes on after one; the request's transaction commits nothing of it). Everything else is the real
 * transaction's (Kysely's), called on it.
 */
export function withoutSavepoints<T extends object>(transaction: T): T {
  return joined(transaction, transaction);
}

/** A view of `transaction` with properties of its own (MikroORM marks a nested one with `index` and `savepointName`). */
function joined<T extends object>(target: T, transaction: T): T {
  const flat: Partial<Savepoints> = {
    savepoint: () => ({ execute: async () => joined({} as T, transaction) }),
    releaseSavepoint: () => ({ execute: async () => undefined }),
    rollbackToSavepoint: () => ({ execute: async () => undefined }),
  };
  return new Proxy(target, {
    get(own, property) {
      if (property in flat) return flat[property as keyof Savepoints];
      if (own !== transaction && Object.prototype.hasOwnProperty.call(own, property)) return Reflect.get(own, property);
      const value: unknown = Reflect.get(transaction, property, transaction);
      // Kysely's methods use private fields: they run on the transaction itself, never on the proxy.
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(transaction) : value;
    },
    has(own, property) {
      return property in own || property in transaction;
    },
  });
}
