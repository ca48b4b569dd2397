import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The project's directory: the nearest one above `from` holding package.json. The code runs from src/ (jest, ts) and
 * from dist/src/ (after tsc), and the image keeps package.json at its root beside what the code reads from there.
 */
export function projectRoot(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json in or above ${from}: cannot locate the project's directory`);
  }
}
