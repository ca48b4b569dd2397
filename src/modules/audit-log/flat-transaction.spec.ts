import { withoutSavepoints } from './flat-transaction';

/** Kysely's transactions keep their state in private fields: their methods fail when called on anything else. */
class FakeTransaction {
  readonly #statements: string[] = [];
  get statements(): string[] {
    return this.#statements;
  }
  savepoint(name: string) {
    return { execute: async () => this.#statements.push(`SAVEPOINT ${name}`) };
  }
  releaseSavepoint(name: string) {
    return { execute: async () => this.#statements.push(`RELEASE ${name}`) };
  }
  rollbackToSavepoint(name: string) {
    return { execute: async () => this.#statements.push(`ROLLBACK TO ${name}`) };
  }
  executeQuery(sql: string) {
    this.#statements.push(sql);
    return Promise.resolve({ rows: [] });
  }
  commit() {
    return { execute: async () => this.#statements.push('COMMIT') };
  }
}

describe('withoutSavepoints', () => {
  it('joins nested transactions to the outer one: no savepoint statement, queries and the commit on the real transaction', async () => {
    const real = new FakeTransaction();
    const outer = withoutSavepoints(real);
    // As MikroORM begins a nested transaction: a savepoint from the context, marked with its name.
    const nested = (await outer.savepoint('trx1').execute()) as unknown as FakeTransaction;
    Reflect.defineProperty(nested, 'savepointName', { value: 'trx1' });
    expect('savepointName' in nested).toBe(true);
    expect('savepointName' in outer).toBe(false);
    await nested.executeQuery('insert into a values (1)');
    const deeper = (await nested.savepoint('trx2').execute()) as unknown as FakeTransaction;
    await deeper.executeQuery('insert into b values (2)');
    await deeper.rollbackToSavepoint('trx2').execute();
    await nested.releaseSavepoint('trx1').execute();
    await outer.executeQuery('insert into audit_log_entry values (3)');
    await outer.commit().execute();
    expect(real.statements).toEqual(['insert into a values (1)', 'insert into b values (2)', 'insert into audit_log_entry values (3)', 'COMMIT']);
  });
});
