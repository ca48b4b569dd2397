import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The compiled tree (`npm run build`) the tests that start real processes run: the worker and the API. */
export const ROOT = path.resolve(__dirname, '../..');
export const WORKER_SCRIPT = path.join(ROOT, 'dist/workers/main.js');
/** The compiled API. */
export const API_SCRIPT = path.join(ROOT, 'dist/src/main.js');

/** Latest modification time of any file under `dir`. */
function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (latest, entry) => Math.max(latest, entry.isDirectory() ? newest(path.join(dir, entry.name)) : statSync(path.join(dir, entry.name)).mtimeMs),
    0,
  );
}

/**
 * Runs `npm run build` (tsc -p tsconfig.build.json) when dist/workers/main.js or dist/src/main.js is missing or older
 * than the sources. The global set-up calls it once per run: files running side by side must never build at once.
 */
export function buildWorkerIfStale(): void {
  const sources = Math.max(...['src', 'workers', 'migrations'].map((dir) => newest(path.join(ROOT, dir))));
  if ([WORKER_SCRIPT, API_SCRIPT].every((script) => existsSync(script) && statSync(script).mtimeMs >= sources)) return;
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build failed:\n${build.stdout}${build.stderr}`);
}


/** The built console (`npm run console:build`) that the API serves at /console/. */
export const CONSOLE_INDEX = path.join(ROOT, 'console/dist/index.html');

/**
 * Builds the console (Vite) when its index.html is missing or older than its sources or the typed client it uses.
 * `npm test` builds it before the tests; this serves a single browser test file run on its own. As production, as
 * `npm run console:build` does: jest's NODE_ENV=test made Vite bundle React's development build (slower, and with
 * StrictMode's double effects), unlike the console that is served.
 */
export function buildConsoleIfStale(): void {
  const sources = Math.max(newest(path.join(ROOT, 'console/src')), newest(path.join(ROOT, 'clients/typescript')), statSync(path.join(ROOT, 'console/index.html')).mtimeMs);
  if (existsSync(CONSOLE_INDEX) && statSync(CONSOLE_INDEX).mtimeMs >= sources) return;
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--config', 'console/vite.config.mts', '--logLevel', 'warn'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } });
  if (build.status !== 0) throw new Error(`npm run console:build failed:\n${build.stdout}${build.stderr}`);
}
