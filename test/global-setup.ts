import 'reflect-metadata';
import { loadOrCreateDevSigningKey } from '../src/core/auth/dev-signing-key';
import { loadConfig } from '../src/core/config/app-config';
import { migrateDatabase } from '../src/core/database/migrate';
import { testRunEnvironment } from './utils/test-env';
import { buildConsoleIfStale, buildWorkerIfStale } from './utils/compiled-tree';

/**
 * Once per run, before any test file (docs/architecture.md, Testing): this run's fresh database with every migration
 * applied, the template each test file clones (test/utils/isolate-test-file.ts); the development signing key every
 * token of the run is signed with; and the compiled tree the tests that start real processes run, built when older
 * than the sources (`npm test` has built it already), so that files running side by side never build at once; and the
 * console the browser tests open, likewise.
 */
export default async function globalSetup(): Promise<void> {
  Object.assign(process.env, testRunEnvironment());
  const config = loadConfig();
  loadOrCreateDevSigningKey(config.auth.devKeyFile);
  buildWorkerIfStale();
  buildConsoleIfStale();
  await migrateDatabase(config);
}
