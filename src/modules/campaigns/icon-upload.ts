import path from 'node:path';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import { MAX_ICON_BYTES } from './campaign-icon';

/** Icons stream to a temp folder under STORAGE_DIR; 413 above 2 MiB. Text fields are capped for draft forms. */
export function iconUploadOptions(storageDir: string): MulterOptions {
  return { dest: path.join(storageDir, 'tmp'), limits: { fileSize: MAX_ICON_BYTES, files: 1, fields: 100, fieldSize: 64 * 1024 } };
}
