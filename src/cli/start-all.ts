import { spawn, type ChildProcess } from 'node:child_process';
import { API_NODE_FLAGS, WORKER_NODE_FLAGS } from '../core/config/node-flags';
import path from 'node:path';

/**
 * What `npm start` runs after the migrations: the API and the workers as two child processes of this one.
 * SIGINT/SIGTERM/SIGHUP are forwarded to both (each shuts down gracefully); when either exits the other is stopped,
 * and the exit code is non-zero if either failed. Production runs the two as separate services instead.
 */
const distDir = path.resolve(__dirname, '..', '..');
const entries = { api: path.join(distDir, 'src', 'main.js'), worker: path.join(distDir, 'workers', 'main.js') };
/** How long a graceful shutdown may take (workers finish their active jobs) before the children are killed. */
const STOP_TIMEOUT_MS = 60_000;

const running = new Map<string, ChildProcess>();
let stopping = false;
let failed = false;

function stopAll(signal: NodeJS.Signals): void {
  stopping = true;
  for (const child of running.values()) child.kill(signal);
  setTimeout(() => {
    console.error(`[start-all] still running ${STOP_TIMEOUT_MS / 1000} s after ${signal}; killing ${[...running.keys()].join(', ')}`);
    failed = true;
    for (const child of running.values()) child.kill('SIGKILL');
  }, STOP_TIMEOUT_MS).unref();
}

function exited(name: string, code: number | null, signal: NodeJS.Signals | null): void {
  if (!running.delete(name)) return;
  // Stopped by our own signal is a clean stop; anything but exit code 0 otherwise is a failure.
  const clean = code === 0 || (stopping && signal !== null && code === null);
  if (!clean) failed = true;
  console.error(`[start-all] ${name} exited (${signal ? `signal ${signal}` : `code ${code}`})`);
  if (!stopping) stopAll('SIGTERM');
  if (running.size === 0) process.exit(failed ? 1 : 0);
}

for (const [name, file] of Object.entries(entries)) {
  // Own process group (detached), so a terminal's Ctrl+C reaches each child once, through this process.
  const flags = file === entries.api ? API_NODE_FLAGS : WORKER_NODE_FLAGS;
  const child = spawn(process.execPath, [...flags, file], { stdio: 'inherit', env: process.env, detached: true });
  running.set(name, child);
  child.on('exit', (code, signal) => exited(name, code, signal));
  child.on('error', (error) => {
    console.error(`[start-all] ${name} could not start: ${error.message}`);
    exited(name, 1, null);
  });
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (!stopping) stopAll(signal);
  });
}
// Never leave orphans behind, whatever ends this process.
process.on('exit', () => {
  for (const child of running.values()) child.kill('SIGKILL');
});
