import 'reflect-metadata';
import { Client } from 'pg';
import { loadConfig, type AppConfig } from '../core/config/app-config';
import { ConfigError } from '../core/config/env.schema';
import { ensureDatabase } from '../core/database/ensure-database';
import { migrateDatabase } from '../core/database/migrate';
import { SANDBOX_ORGANIZATION_ID, seedSandbox } from './seed-sandbox';

/** pg_advisory_lock key held while migrating and seeding, so concurrent `migrate` runs take turns. */
export const MIGRATION_LOCK_KEY = '7206372826660001';

/**
 * `npm run migrate`: creates the database if missing, applies pending migrations under an advisory lock, seeds the
 * sandbox organization (APP_ENV=sandbox) and exits. Idempotent; the compose `migrate` service runs it once.
 */
async function main(): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  await ensureDatabase(config.databaseUrl);

  // Session-level advisory locks belong to one connection: hold it on a dedicated client, outside the ORM's pool.
  const lock = new Client({ connectionString: config.databaseUrl });
  await lock.connect();
  try {
    const { rows } = await lock.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [MIGRATION_LOCK_KEY]);
    if (!rows[0]?.locked) {
      console.log('Another migrate run holds the migration lock; waiting for it to finish…');
      await lock.query('SELECT pg_advisory_lock($1::bigint)', [MIGRATION_LOCK_KEY]);
    }

    const applied = await migrateDatabase(config);
    if (applied.length === 0) console.log('Database schema is up to date.');
    else console.log(`Applied ${applied.length} migration(s):\n${applied.map((name) => `  - ${name}`).join('\n')}`);

    if (config.isSandbox) {
      const seeded = await seedSandbox(config);
      const organizationId = seeded?.organizationId ?? SANDBOX_ORGANIZATION_ID;
      if (seeded) console.log(`Sandbox organization: ${organizationId}`);
      console.log(
        `Sandbox ready. Get a token with: npm run token -- --org ${organizationId} --scopes all\n` +
          `API documentation: ${config.publicBaseUrl}/docs`,
      );
    }
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1::bigint)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await lock.end();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('Migration failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
