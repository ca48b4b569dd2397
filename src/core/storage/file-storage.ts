import { createHash } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Files under STORAGE_DIR, addressed by relative keys such as `funds-holders/<id>/<file>`. */
@Injectable()
export class FileStorage {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get root(): string {
    return this.config.storageDir;
  }

  absolutePath(key: string): string {
    const resolved = path.resolve(this.config.storageDir, key);
    if (!resolved.startsWith(this.config.storageDir + path.sep)) throw new Error(`Storage key escapes the storage root: ${key}`);
    return resolved;
  }

  /** Moves a file already on disk (e.g. a multipart temp file) under `key`. */
  async adopt(tempPath: string, key: string): Promise<string> {
    const target = this.absolutePath(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(tempPath, target);
    return key;
  }

  async remove(key: string): Promise<void> {
    await rm(this.absolutePath(key), { force: true });
  }

  /** A safe file name: no directories, no control characters, at most 200 characters. */
  static safeName(original: string): string {
    const base = path.basename(original).replace(/[^\w.\- ]+/g, '_').slice(-200);
    return base || `file-${createHash('sha1').update(original).digest('hex').slice(0, 8)}`;
  }
}
