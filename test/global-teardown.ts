import { rm } from 'node:fs/promises';
import { Redis } from 'ioredis';
import { Client } from 'pg';

/** Removes everything the run created: its database, its Redis keys and its files. */
export default async function globalTeardown(): Promise<void> {
  const databaseUrl = new URL(process.env.DATABASE_URL!);
  const name = databaseUrl.pathname.slice(1);
  databaseUrl.pathname = '/postgres';
  const pg = new Client({ connectionString: databaseUrl.toString() });
  await pg.connect();
  // The run's database and the per-file clones of it (test/utils/isolate-test-file.ts) a crashed file left behind.
  const { rows } = await pg.query<{ datname: string }>(`select datname from pg_database where datname = $1 or datname like $1 || '\\_%'`, [name]);
  for (const { datname } of rows) await pg.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  await pg.end();

  const redis = new Redis(process.env.REDIS_URL!);
  const prefix = process.env.QUEUE_PREFIX!;
  let cursor = '0';
  do {
    // `${prefix}:…` and the per-file prefixes `${prefix}_…:…`.
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.unlink(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();

  if (process.env.TEST_TMP_DIR) await rm(process.env.TEST_TMP_DIR, { recursive: true, force: true });
}
