import 'reflect-metadata';
import { loadConfig } from '../src/core/config/app-config';
import { migrateDatabase } from '../src/core/database/migrate';
import { testRunEnvironment } from './utils/test-env';

/** Creates this run's fresh database and applies every migration once: the template each test file clones (test/utils/isolate-test-file.ts). */
export default async function globalSetup(): Promise<void> {
  Object.assign(process.env, testRunEnvironment());
  await migrateDatabase(loadConfig());
}
