// `npm run build` only when a source is newer than the last build's output, so `npm run token` (and `openapi`,
// `client`) answer at once on a fresh dist instead of spending ~15 s in tsc on every call. tsc rewrites every
// output, so dist/src/main.js's time is the last build's; a directory's own time moves when a file is added,
// renamed or removed, so those count as changes too.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const inputs = ['src', 'workers', 'migrations', 'bench', 'tsconfig.json', 'tsconfig.build.json', 'package-lock.json'];
const output = path.join(root, 'dist/src/main.js');

/** The latest modification time of `file`, or of anything under it when it is a directory (0 when missing). */
function newest(file) {
  const stat = statSync(file, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(file).reduce((latest, name) => Math.max(latest, newest(path.join(file, name))), stat.mtimeMs);
}

const built = statSync(output, { throwIfNoEntry: false })?.mtimeMs ?? 0;
if (Math.max(...inputs.map((input) => newest(path.join(root, input)))) > built) {
  const tsc = spawnSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  process.exitCode = tsc.status ?? 1;
}
