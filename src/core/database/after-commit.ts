import { AsyncLocalStorage } from 'node:async_hooks';
import { Logger } from '@nestjs/common';

type Task = () => unknown;

interface Pending {
  readonly tasks: Task[];
  committed: boolean;
}

const pending = new AsyncLocalStorage<Pending>();
const logger = new Logger('AfterCommit');

/**
 * Work that another connection or process must find committed (a job the worker reads the row of, a wake-up of a
 * dispatcher). Inside a request's outer transaction (the audit log's, docs/audit-log.md) it waits for that
 * transaction's commit, and is dropped if the transaction rolls back; anywhere else it runs at once. Deferred work
 * cannot fail its caller any more: its failure is logged, the sweeps that back every such hand-over do the rest.
 */
export async function afterCommit(task: Task): Promise<void> {
  const store = pending.getStore();
  if (!store || store.committed) {
    await task();
    return;
  }
  store.tasks.push(task);
}

/**
 * Runs `transaction` (work that commits or throws), collecting the `afterCommit` work registered meanwhile; once it
 * has committed, runs that work in order, before answering, as it ran before the transaction wrapped the request.
 */
export async function withAfterCommit<T>(transaction: () => Promise<T>): Promise<T> {
  const store: Pending = { tasks: [], committed: false };
  const result = await pending.run(store, transaction);
  store.committed = true;
  for (const task of store.tasks) {
    try {
      await task();
    } catch (error) {
      logger.warn({ err: error }, 'Work after a commit failed; the change is committed and its sweep will pick it up');
    }
  }
  return result;
}
