import 'reflect-metadata';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { ApiModule } from '../src/api.module';
import { configureApp } from '../src/app.setup';
import { IndexedRoutesAdapter } from '../src/core/http/indexed-routes.adapter';
import { loadOrCreateDevSigningKey } from '../src/core/auth/dev-signing-key';
import { signDevToken } from '../src/core/auth/dev-token';
import { ALL_SCOPES } from '../src/core/auth/scopes';
import { loadConfig, type AppConfig } from '../src/core/config/app-config';
import { migrateDatabase } from '../src/core/database/migrate';
import { SCENARIOS } from './scenarios';
import { consoleScenario } from './scenarios/console';
import { growth } from './scenarios/growth';
import { severalProcesses } from './scenarios/several-processes';
import type { BenchContext, ScenarioResult } from './scenarios/scenario';
import { freePort } from './scenarios/upload-import';

/**
 * `npm run bench`: starts the API in-process on a throw-away database, queue prefix and storage folder, runs every
 * scenario in bench/scenarios in order against it over real HTTP (plain fetch), prints a table, and removes
 * everything it made. Needs the local PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL names the server) and Redis
 * (REDIS_URL). Stops by itself: every scenario is bounded in time and count, and a watchdog ends a stuck run.
 * `npm run bench -- email upload` runs only the scenarios whose name contains one of the words given.
 */

const WORDS = process.argv.slice(2).map((word) => word.toLowerCase());
const SELECTED = SCENARIOS.filter(({ name }) => WORDS.length === 0 || WORDS.some((word) => name.toLowerCase().includes(word)));
/**
 * The 250 MB upload scenario alone takes about 3–4 minutes (its psql \copy reference included). The growth scenario
 * takes about 3–4 more at 1M rows (docs/benchmarks.md): a run that includes it gets 10 minutes more, the others none.
 * Several processes' 100,000 emails take 2–3 minutes: 5 minutes more. The console's (a million instructions seeded,
 * a browser and Lighthouse) about 3: 5 minutes more.
 */
const WATCHDOG_MS =
  720_000 + (SELECTED.includes(growth) ? 600_000 : 0) + (SELECTED.includes(severalProcesses) ? 300_000 : 0) + (SELECTED.includes(consoleScenario) ? 300_000 : 0);

interface Environment {
  databaseName: string;
  queuePrefix: string;
  tmpDir: string;
}

/**
 * Sets this run's environment before anything reads the configuration. The API listens on `port`, chosen before it
 * starts, so that its public base URL (the console's sign-in redirect, the provider's issuer, links in emails) is the
 * address the bench's clients and browser use.
 */
function prepareEnvironment(port: number): Environment {
  const suffix = `${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const server = new URL(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  const databaseName = `cm_bench_${suffix}`;
  server.pathname = `/${databaseName}`;
  const tmpDir = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-'));
  const queuePrefix = `cmbench_${suffix}`;
  Object.assign(process.env, {
    APP_ENV: 'sandbox',
    DATABASE_URL: server.toString(),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: queuePrefix,
    STORAGE_DIR: path.join(tmpDir, 'storage'),
    DEV_KEY_FILE: path.join(tmpDir, 'dev-signing-key.json'),
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
    AUTH_JWKS_URI: '',
    PORT: String(port),
    PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    // The bench measures what one organization can push through: the limit is counted (its cost is measured) but never reached.
    RATE_LIMIT_PER_MINUTE: '100000000',
  });
  return { databaseName, queuePrefix, tmpDir };
}

async function cleanUp(config: AppConfig, env: Environment): Promise<void> {
  const server = new URL(config.databaseUrl);
  server.pathname = '/postgres';
  const pg = new Client({ connectionString: server.toString() });
  await pg.connect();
  try {
    await pg.query(`DROP DATABASE IF EXISTS "${env.databaseName}" WITH (FORCE)`);
  } finally {
    await pg.end();
  }
  const redis = new Redis(config.redisUrl);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${env.queuePrefix}:*`, 'COUNT', 1000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  rmSync(env.tmpDir, { recursive: true, force: true });
}

async function serverVersions(config: AppConfig): Promise<{ postgres: string; redis: string }> {
  const pg = new Client({ connectionString: config.databaseUrl });
  await pg.connect();
  const { rows } = await pg.query<{ server_version: string }>('SHOW server_version');
  await pg.end();
  const redis = new Redis(config.redisUrl);
  const info = await redis.info('server');
  redis.disconnect();
  return { postgres: rows[0].server_version, redis: /redis_version:(\S+)/.exec(info)?.[1] ?? 'unknown' };
}

async function createContext(baseUrl: string, config: AppConfig): Promise<BenchContext> {
  const key = loadOrCreateDevSigningKey(config.auth.devKeyFile);
  const tokenFor = (organizationId: string, scopes: readonly string[] = ALL_SCOPES) =>
    signDevToken(key, { organizationId, scopes, subject: 'bench', issuer: config.auth.issuer, audience: config.auth.audience, expiresInSeconds: 3600 });
  const organizationId = randomUUID();
  const token = await tokenFor(organizationId);
  // The first request provisions the organization with its primary funds holder.
  const response = await fetch(`${baseUrl}/v2/campaign-manager/funds-holders`, { headers: { Authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`Provisioning the bench organization answered ${response.status}: ${await response.text()}`);
  const page = (await response.json()) as { data: { id: string }[] };
  return { baseUrl, token, organizationId, fundsHolderId: page.data[0].id, databaseUrl: config.databaseUrl, tokenFor };
}

const fixed = (value: number, digits: number) => (Number.isFinite(value) ? value.toFixed(digits) : '-');

function printTable(rows: { name: string; result: ScenarioResult }[]): void {
  const header = ['scenario', 'conc.', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'];
  const lines = rows.map(({ name, result: r }) => [
    name,
    String(r.concurrency),
    String(r.requests),
    String(r.errors),
    fixed(r.requestsPerSecond, 0),
    fixed(r.p50Ms, 1),
    fixed(r.p95Ms, 1),
    fixed(r.p99Ms, 1),
    fixed(r.maxMs, 1),
  ]);
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells: string[]) => `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const line of lines) console.log(format(line));
  for (const { name, result } of rows) {
    if (!result.figures) continue;
    console.log(`\n${name}`);
    for (const [label, value] of Object.entries(result.figures)) console.log(`  ${label}: ${value}`);
  }
}

async function main(): Promise<number> {
  const env = prepareEnvironment(await freePort());
  const config = loadConfig();
  const started = Date.now();
  let app: NestExpressApplication | undefined;
  try {
    await migrateDatabase(config);
    const versions = await serverVersions(config);
    console.log(`Campaign Manager bench, ${new Date().toISOString()}`);
    console.log(
      `node ${process.version} | ${os.cpus().length} CPUs (${os.cpus()[0]?.model.trim() ?? 'unknown'}) | ` +
        `${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB | PostgreSQL ${versions.postgres} | Redis ${versions.redis}`,
    );
    console.log(`database ${env.databaseName}, queue prefix ${env.queuePrefix}\n`);

    app = await NestFactory.create<NestExpressApplication>(ApiModule, new IndexedRoutesAdapter(), { bodyParser: false, bufferLogs: true, abortOnError: false });
    configureApp(app);
    await app.listen(Number(process.env.PORT), '127.0.0.1');
    const { port } = app.getHttpServer().address() as AddressInfo;
    const ctx = await createContext(`http://127.0.0.1:${port}`, config);

    const rows: { name: string; result: ScenarioResult }[] = [];
    for (const scenario of SELECTED) {
      process.stdout.write(`running ${scenario.name} … `);
      const result = await scenario.run(ctx);
      rows.push({ name: scenario.name, result });
      console.log(`${result.requests} requests in ${(result.elapsedMs / 1000).toFixed(1)} s`);
    }
    console.log('');
    printTable(rows);
    const failed = rows.filter(({ result }) => result.errors > 0);
    if (failed.length) console.error(`\nUnexpected answers in: ${failed.map(({ name }) => name).join(', ')}`);
    console.log(`\nTotal time ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return failed.length ? 1 : 0;
  } finally {
    await app?.close();
    await cleanUp(config, env);
  }
}

const watchdog = setTimeout(() => {
  console.error(`Bench still running after ${WATCHDOG_MS / 1000} s: giving up (database cm_bench_* may be left behind).`);
  process.exit(2);
}, WATCHDOG_MS);
watchdog.unref();

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 1;
  })
  .finally(() => {
    clearTimeout(watchdog);
    // Undici keep-alive sockets and prom-client's event-loop monitor must not keep the process alive.
    setTimeout(() => process.exit(process.exitCode ?? 0), 200).unref();
  });
