import { statSync } from 'node:fs';
import path from 'node:path';

/** Built assets have content hashes in their names: a name never changes content, so browsers keep them a year. */
export const ASSET_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html first) is asked again each time, so a new build is seen at once. */
export const PAGE_CACHE = 'no-cache';

/** What `/console/<rest>` answers. */
export type ConsoleAnswer =
  /** `file`: relative to the folder, for `res.sendFile(file, { root })`. */
  | { kind: 'file'; file: string; cacheControl: string }
  /** No `index.html`: the console was not built. */
  | { kind: 'not-built' }
  /** An asset that is not there: a 404, never the page (a page of an older build asks for files that are gone). */
  | { kind: 'missing-asset' };

const isFile = (file: string): boolean => {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() === true;
  } catch {
    // A name the file system refuses (a NUL in it) names no file.
    return false;
  }
};

/**
 * The console's built files (docs/console.md): `index.html` and `assets/*` as Vite writes them. A path naming a
 * file in the folder answers it; any other path answers `index.html`, whose script routes it on the client
 * (`/console/campaigns/123`), except under `assets/`. Names are looked up segment by segment inside the folder: a
 * `..` or a hidden name (`.env`) is never a file here. The folder is looked at on each request, so a build done
 * while the API runs is served at once.
 */
export class ConsoleFiles {
  constructor(readonly distDir: string) {}

  /** `rest`: the path after `/console/`, still percent-encoded as the request sent it. */
  resolve(rest: string): ConsoleAnswer {
    const index = path.join(this.distDir, 'index.html');
    if (!isFile(index)) return { kind: 'not-built' };
    const segments = decodedSegments(rest);
    const isAsset = segments?.[0] === 'assets';
    if (segments && segments.length > 0 && segments.every(isPlainName)) {
      if (isFile(path.join(this.distDir, ...segments))) return { kind: 'file', file: segments.join('/'), cacheControl: isAsset ? ASSET_CACHE : PAGE_CACHE };
    }
    if (isAsset) return { kind: 'missing-asset' };
    return { kind: 'file', file: 'index.html', cacheControl: PAGE_CACHE };
  }
}

/** The path's segments decoded; undefined when one is not valid percent-encoding. */
function decodedSegments(rest: string): string[] | undefined {
  try {
    return rest.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/** A name a build writes: not hidden, not `..`, no separator once decoded. */
const isPlainName = (segment: string): boolean => !segment.startsWith('.') && ![path.posix.sep, path.win32.sep, '\u0000'].some((char) => segment.includes(char));
