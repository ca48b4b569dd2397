import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import { MulterError } from 'multer';
import { DomainError } from '../../core/errors/domain-error';
import { MAX_UPLOAD_BYTES, uploadOptions, uploadProblemOf } from './upload-limits';

describe('upload limits', () => {
  it('streams to STORAGE_DIR/tmp with the upload file size limit and a handful of fields', () => {
    expect(uploadOptions('/srv/storage')).toEqual({
      dest: '/srv/storage/tmp',
      limits: expect.objectContaining({ fileSize: 262_144_000, files: 1, fields: 5 }),
    });
    expect(uploadOptions('/srv/storage')).not.toHaveProperty('storage'); // disk storage from `dest`, never memory
  });

  it('makes an oversized file a 413 stating the limit', () => {
    const problem = uploadProblemOf(new PayloadTooLargeException('File too large', { cause: new MulterError('LIMIT_FILE_SIZE', 'file') }));
    expect(problem).toBeInstanceOf(DomainError);
    expect(problem).toMatchObject({ kind: 'payload-too-large', code: 'PAYLOAD_TOO_LARGE' });
    expect((problem as DomainError).message).toContain(String(MAX_UPLOAD_BYTES));
  });

  it('names the field of a file sent in another field, and `file` for a second file', () => {
    const other = uploadProblemOf(new BadRequestException('Unexpected field', { cause: new MulterError('LIMIT_UNEXPECTED_FILE', 'attachment') }));
    expect(other).toMatchObject({ kind: 'invalid', extensions: { errors: { attachment: [expect.stringMatching(/not a known field/)] } } });
    const second = uploadProblemOf(new BadRequestException('Unexpected field', { cause: new MulterError('LIMIT_UNEXPECTED_FILE', 'file') }));
    expect(second).toMatchObject({ kind: 'invalid', extensions: { errors: { file: ['Send exactly one file in the field file.'] } } });
    const count = uploadProblemOf(new BadRequestException('Too many files', { cause: new MulterError('LIMIT_FILE_COUNT') }));
    expect(count).toMatchObject({ extensions: { errors: { file: ['Send exactly one file in the field file.'] } } });
  });

  it('leaves every other error as it is', () => {
    const fields = new BadRequestException('Too many fields', { cause: new MulterError('LIMIT_FIELD_COUNT') });
    expect(uploadProblemOf(fields)).toBe(fields);
    const unrelated = new Error('boom');
    expect(uploadProblemOf(unrelated)).toBe(unrelated);
  });
});
