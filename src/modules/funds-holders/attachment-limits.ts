import path from 'node:path';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';

export const MAX_ATTACHMENTS = 10;
export const MAX_ATTACHMENT_BYTES = 10 * 1024 * 1024;

/** Attachments stream to a temp folder under STORAGE_DIR (never held in memory), then move into place. */
export function attachmentUploadOptions(storageDir: string): MulterOptions {
  return {
    dest: path.join(storageDir, 'tmp'),
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS, fields: 20, fieldSize: 64 * 1024 },
  };
}
