import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { API_NODE_FLAGS, WORKER_NODE_FLAGS } from '../../src/core/config/node-flags';
import type { QueueName } from '../../src/core/queue/job-registry';
import { API_SCRIPT, ROOT, WORKER_SCRIPT } from './compiled-tree';
import { createTestApp, eventually, type TestApp } from './test-app';

/**
 * The real worker process (`node dist/workers/main.js`) as a child of a test, for tests that kill it: the compiled
 * code (built by the global set-up, test/utils/compiled-tree.ts); its own queue prefix, so that it never takes other
 * suites' jobs; SIGKILL, as a crash or an OOM killer would end it; its Redis keys removed afterwards.
 */
export { API_SCRIPT, ROOT, WORKER_SCRIPT } from './compiled-tree';

export interface WorkerProcessOptions {
  /** The worker's QUEUE_PREFIX: one of the test's own (it must not take jobs of other suites, or of in-process workers). */
  queuePrefix: string;
  /** More environment (the test's process.env is the base: its database, Redis and storage). */
  env?: NodeJS.ProcessEnv;
  /** LOG_LEVEL of the child; 'warn' by default, so a test's output shows only what went wrong. */
  logLevel?: string;
}

const running = new Set<ChildProcess>();

/** Spawns the compiled worker; its stderr goes to the test's. It is SIGKILLed should the test process exit first. */
export function startWorkerProcess(options: WorkerProcessOptions): ChildProcess {
  return startCompiled(WORKER_SCRIPT, WORKER_NODE_FLAGS, options);
}

/** Spawns the compiled API with `npm start`'s node flags; PORT comes in `env`. Killed like a worker (`killWorker`, `killAllWorkers`). */
export function startApiProcess(options: WorkerProcessOptions): ChildProcess {
  return startCompiled(API_SCRIPT, API_NODE_FLAGS, options);
}

function startCompiled(script: string, flags: readonly string[], { queuePrefix, env = {}, logLevel = 'warn' }: WorkerProcessOptions): ChildProcess {
  const child = spawn(process.execPath, [...flags, script], {
    cwd: ROOT,
    env: { ...process.env, ...env, QUEUE_PREFIX: queuePrefix, LOG_LEVEL: logLevel },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  running.add(child);
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', () => {
    running.delete(child);
    process.off('exit', orphanGuard);
  });
  return child;
}

/** SIGKILL, and wait for the exit: no shutdown hook runs, active jobs stay locked in Redis, open transactions are left to PostgreSQL. */
export async function killWorker(worker: ChildProcess): Promise<void> {
  if (worker.exitCode !== null || worker.signalCode !== null) return;
  const exited = once(worker, 'exit');
  worker.kill('SIGKILL');
  await exited;
}

/** Kills every worker process this file started and that is still running (for an afterAll: a failed test must not leave one behind). */
export async function killAllWorkers(): Promise<void> {
  await Promise.all([...running].map(killWorker));
}

/** Waits until a BullMQ worker of the prefix consumes `queue` (the child has booted and connected). */
export async function waitForConsumer(queuePrefix: string, queueName: QueueName, timeoutMs = 30_000): Promise<void> {
  const queue = new Queue(queueName, { connection: { url: process.env.REDIS_URL, maxRetriesPerRequest: 1 }, prefix: queuePrefix });
  try {
    await eventually(() => queue.getWorkersCount(), (workers) => workers > 0, timeoutMs);
  } finally {
    await queue.close();
  }
}

/** Removes every Redis key of the prefix (the global teardown removes only those of the run's own prefix). */
export async function removeQueueKeys(queuePrefix: string): Promise<void> {
  const redis = new Redis(process.env.REDIS_URL!);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${queuePrefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** What a test file that spawns and kills worker processes works with. */
export interface WorkerProcessTest {
  /** The in-process app (HTTP, services, the ORM), available from the file's first beforeAll. */
  readonly t: TestApp;
  /** The queue prefix of the child workers: the file's own plus a suffix, so they never take other files' jobs. */
  readonly prefix: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  sql(query: string, params?: unknown[]): Promise<any[]>;
  /** `select <key> as key, count(*)::int as n ...` as `{ key: n }`. */
  countBy(query: string, params?: unknown[]): Promise<Record<string, number>>;
  /** A row lock held by a connection of its own until released (its transaction rolled back): where a worker will wait. */
  holdLock(statement: string, params: unknown[]): Promise<() => Promise<void>>;
  /** After a kill: every statement and transaction of the dead worker has ended in PostgreSQL (only idle connections are left). */
  settled(): Promise<number>;
}

/**
 * In a `describe`: starts the app before the tests, and after them kills every worker
 * still running, closes the app and removes the child workers' Redis keys.
 */
export function useWorkerProcesses(suffix: string): WorkerProcessTest {
  let app: TestApp | undefined;
  let prefix = '';
  beforeAll(async () => {
    app = await createTestApp();
    prefix = `${process.env.QUEUE_PREFIX}_${suffix}`;
  }, 180_000);
  afterAll(async () => {
    await killAllWorkers();
    await app?.close();
    if (prefix) await removeQueueKeys(prefix);
  });
  const started = (): TestApp => {
    if (!app) throw new Error('The app starts in beforeAll');
    return app;
  };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => started().orm.em.getConnection().execute(query, params);
  return {
    get t() {
      return started();
    },
    get prefix() {
      return prefix;
    },
    sql,
    countBy: async (query, params = []) => Object.fromEntries((await sql(query, params)).map((row: { key: string; n: number }) => [row.key, row.n])),
    holdLock: async (statement, params) => {
      const pg = new Client({ connectionString: process.env.DATABASE_URL });
      await pg.connect();
      await pg.query('begin');
      const { rowCount } = await pg.query(statement, params);
      if (rowCount !== 1) throw new Error(`The lock statement found ${rowCount} rows`);
      return async () => {
        await pg.query('rollback');
        await pg.end();
      };
    },
    settled: () =>
      eventually(
        async () =>
          (await sql(`select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle' and backend_type = 'client backend'`))[0].n as number,
        (n) => n === 0,
        20_000,
      ),
  };
}
