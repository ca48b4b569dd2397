import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The environment of one test run: a database, a BullMQ prefix and a storage folder of its own, so runs never
 * see each other's data. Set by the global setup; jest workers inherit it.
 */
export function testRunEnvironment(): Record<string, string> {
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  server.pathname = `/cm_test_${suffix}`;
  const storage = mkdtempSync(path.join(os.tmpdir(), 'cm-test-'));
  return {
    APP_ENV: 'sandbox',
    DATABASE_URL: server.toString(),
    REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: `cmtest_${suffix}`,
    // Under a dot-folder, as the default ./.data/storage and compose's /app/.data/storage are.
    STORAGE_DIR: path.join(storage, '.data', 'storage'),
    DEV_KEY_FILE: path.join(storage, 'dev-signing-key.json'),
    TEST_TMP_DIR: storage,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    AUTH_JWKS_URI: '',
  };
}
