import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/**
 * Each integration test file gets a database and a BullMQ prefix of its own (a jest `setupFilesAfterEnv`), cloned
 * from the run's migrated database, which no test connects to. Workers started by one file never take another
 * file's jobs, and the email dispatcher, which looks at every queued email in its database, never sends another
 * file's emails: files run in parallel without seeing each other's background work.
 */
const template = process.env.DATABASE_URL!;
const runPrefix = process.env.QUEUE_PREFIX!;
const suffix = randomBytes(4).toString('hex');
const fileDatabase = new URL(template);
fileDatabase.pathname = `${new URL(template).pathname}_${suffix}`;

const onServer = async <T>(work: (pg: Client) => Promise<T>): Promise<T> => {
  const server = new URL(template);
  server.pathname = '/postgres';
  const pg = new Client({ connectionString: server.toString() });
  await pg.connect();
  try {
    return await work(pg);
  } finally {
    await pg.end();
  }
};

beforeAll(async () => {
  await onServer((pg) => pg.query(`CREATE DATABASE "${fileDatabase.pathname.slice(1)}" TEMPLATE "${new URL(template).pathname.slice(1)}"`));
  process.env.DATABASE_URL = fileDatabase.toString();
  process.env.QUEUE_PREFIX = `${runPrefix}_${suffix}`;
});

afterAll(async () => {
  await onServer((pg) => pg.query(`DROP DATABASE IF EXISTS "${fileDatabase.pathname.slice(1)}" WITH (FORCE)`));
  process.env.DATABASE_URL = template;
  process.env.QUEUE_PREFIX = runPrefix;
});
