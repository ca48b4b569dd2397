import 'reflect-metadata';
import { MikroORM } from '@mikro-orm/postgresql';
import { loadConfig } from '../src/core/config/app-config';
import { ensureDatabase } from '../src/core/database/ensure-database';
import { mikroOrmConfig } from '../src/core/database/mikro-orm.config';
import { testRunEnvironment } from './utils/test-env';

/** Creates this run's fresh database and applies every migration once; the tests share it, each in its own organizations. */
export default async function globalSetup(): Promise<void> {
  Object.assign(process.env, testRunEnvironment());
  const config = loadConfig();
  await ensureDatabase(config.databaseUrl);
  const orm = await MikroORM.init(mikroOrmConfig(config));
  try {
    await orm.migrator.up();
  } finally {
    await orm.close(true);
  }
}
