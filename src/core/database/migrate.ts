import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { ensureDatabase } from './ensure-database';
import { mikroOrmConfig } from './mikro-orm.config';

/** Creates the database if missing and applies every pending migration; returns the names applied. */
export async function migrateDatabase(config: Pick<AppConfig, 'databaseUrl'>): Promise<string[]> {
  await ensureDatabase(config.databaseUrl);
  const orm = await MikroORM.init(mikroOrmConfig(config));
  try {
    return (await orm.migrator.up()).map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
