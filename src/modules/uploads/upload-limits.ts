import path from 'node:path';
import { HttpException } from '@nestjs/common';
import type { MulterOptions } from '@nestjs/platform-express/multer/interfaces/multer-options.interface';
import { MulterError } from 'multer';
import { DomainError } from '../../core/errors/domain-error';

/** The largest file of payout instructions (250 MiB); one byte more answers 413. */
export const MAX_UPLOAD_BYTES = 262_144_000;

/** The multipart field that carries the CSV file. */
export const UPLOAD_FILE_FIELD = 'file';

/**
 * An upload streams to a temp folder under STORAGE_DIR (multer's disk storage: memory stays bounded whatever the
 * file's size) and moves into place once accepted. One file; a handful of short text fields (only `mode` is known).
 */
export function uploadOptions(storageDir: string): MulterOptions {
  return {
    dest: path.join(storageDir, 'tmp'),
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 1024, fieldNameSize: 100, parts: 6 },
  };
}

/**
 * multer's refusals in this API's terms (Nest has already turned them into HttpExceptions with multer's error as the
 * cause): an oversized file is a 413 that states the limit, a file in another field or a second file a 400 naming
 * the field. Anything else is returned as it is.
 */
export function uploadProblemOf(error: unknown): unknown {
  const cause = error instanceof HttpException ? error.cause : error;
  if (!(cause instanceof MulterError)) return error;
  switch (cause.code) {
    case 'LIMIT_FILE_SIZE':
      return new DomainError('PAYLOAD_TOO_LARGE', 'payload-too-large', `The file is larger than ${MAX_UPLOAD_BYTES} bytes, the most an upload may hold.`);
    case 'LIMIT_UNEXPECTED_FILE': {
      const field = cause.field || 'file';
      return field === UPLOAD_FILE_FIELD
        ? DomainError.invalidField(UPLOAD_FILE_FIELD, 'Send exactly one file in the field file.')
        : DomainError.invalidField(field, `${field} is not a known field: send the CSV file in the field ${UPLOAD_FILE_FIELD}.`);
    }
    case 'LIMIT_FILE_COUNT':
      return DomainError.invalidField(UPLOAD_FILE_FIELD, 'Send exactly one file in the field file.');
    default:
      return error;
  }
}
