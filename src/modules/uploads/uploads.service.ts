import { rm } from 'node:fs/promises';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { afterCommit } from '../../core/database/after-commit';
import { jobId } from '../../core/queue/job-registry';
import { JobQueue } from '../../core/queue/job-queue.service';
import { FileStorage } from '../../core/storage/file-storage';
import { CampaignsService } from '../campaigns';
import { readHeader } from './csv-header';
import type { UploadRowErrorView } from './dto/upload.view';
import { readFirstRecord } from './first-record';
import { PayoutInstructionUpload, UploadMode, UploadStatus } from './upload.entity';

/** Where an accepted upload's file lives under STORAGE_DIR. */
export const uploadStorageKey = (uploadId: string): string => `uploads/${uploadId}.csv`;

/**
 * The HTTP side of uploads (docs/uploads.md): accepts a file whose header row is sound, records it `Queued` and hands it
 * to the `upload-process` job; reads upload records and their row errors. The import itself is UploadImportService's.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly campaigns: CampaignsService,
    private readonly storage: FileStorage,
    private readonly jobs: JobQueue,
  ) {}

  /** Uploads by id, of any organization (for the views of events); missing ids are left out. */
  findMany(ids: readonly string[]): Promise<PayoutInstructionUpload[]> {
    return this.em.fork().find(PayoutInstructionUpload, { id: { $in: [...ids] } }, { filters: { tenant: false } });
  }

  /**
   * Accepts a file multer has streamed to the temp folder. The campaign must be the caller's (404); it may be
   * expired, as creating instructions on an expired campaign is allowed too (only initiating is not). The header row
   * is checked before anything is recorded (400 under `errors.file`, and the temp file is removed); then the file
   * moves to `uploads/<id>.csv` and the upload row commits with it, or neither stays. The job is enqueued after the
   * commit.
   */
  async accept(organizationId: string, campaignId: string, mode: UploadMode, file: Express.Multer.File | undefined): Promise<PayoutInstructionUpload> {
    if (!file) throw DomainError.invalidField('file', 'file is required: a CSV file of payout instructions, sent as multipart/form-data in the field file.');
    let storedKey: string | undefined;
    let upload: PayoutInstructionUpload;
    try {
      await this.campaigns.require(campaignId);
      const record = await readFirstRecord(file.path);
      const { header, errors } = record.error ? { header: undefined, errors: [record.error] } : readHeader(record.cells);
      if (!header) throw DomainError.validation({ file: errors }, 'The file cannot be imported: its header row is not valid.');

      upload = await this.em.transactional(async (em) => {
        const id = newId();
        const created = em.create(PayoutInstructionUpload, {
          id,
          organizationId,
          campaignId,
          mode,
          status: UploadStatus.Queued,
          fileName: FileStorage.safeName(file.originalname || 'upload.csv'),
          storageKey: uploadStorageKey(id),
          sizeBytes: file.size,
          header,
        });
        storedKey = await this.storage.adopt(file.path, created.storageKey);
        await em.flush();
        return created;
      });
    } catch (error) {
      // Nothing of a refused upload stays: neither the temp file nor the moved one.
      await rm(file.path, { force: true });
      if (storedKey) await this.storage.remove(storedKey);
      throw error;
    }
    // After the request's own commit too (the audit log's outer transaction): the worker must find the upload's row.
    await afterCommit(() => this.startImport(upload));
    return upload;
  }

  /** An upload of the campaign; 404 unless both are the caller's and the upload belongs to that campaign. */
  /** Needs attention (docs/attention.md): the organization's uploads that ended Failed since `since`, newest first (`payout_instruction_upload_failed_idx`). */
  async failedSince(organizationId: string, since: Date, limit: number): Promise<{ count: number; uploads: PayoutInstructionUpload[] }> {
    const where = { organizationId, status: UploadStatus.Failed, finishedOn: { $gte: since } };
    const [uploads, count] = await this.em.findAndCount(PayoutInstructionUpload, where, { orderBy: { finishedOn: 'desc', id: 'desc' }, limit });
    return { count, uploads };
  }

  async get(campaignId: string, uploadId: string): Promise<PayoutInstructionUpload> {
    const upload = await this.em.findOne(PayoutInstructionUpload, { id: uploadId, campaignId });
    if (!upload) throw DomainError.notFound('Upload', uploadId);
    return upload;
  }

  /** The row errors of an upload, by row number then in the order they were found. */
  async rowErrors(campaignId: string, uploadId: string, query: PageQuery): Promise<Page<UploadRowErrorView>> {
    const upload = await this.get(campaignId, uploadId); // tenant-scoped: the raw query below is not
    const { limit, offset } = pageOffset(query);
    const connection = this.em.getConnection();
    const [rows, [count]] = await Promise.all([
      connection.execute<{ row_number: number; column_name: string | null; message: string }[]>(
        'select row_number, column_name, message from upload_row_error where upload_id = ? order by row_number, seq limit ? offset ?',
        [upload.id, limit, offset],
      ),
      connection.execute<{ n: string }[]>('select count(*) as n from upload_row_error where upload_id = ?', [upload.id]),
    ]);
    return toPage(
      rows.map((r) => ({ rowNumber: r.row_number, column: r.column_name, message: r.message })),
      Number(count.n),
      query,
    );
  }

  /** Hands a committed upload to the worker. */
  private async startImport(upload: Pick<PayoutInstructionUpload, 'id' | 'organizationId'>): Promise<void> {
    try {
      await this.jobs.enqueue('upload-process', { organizationId: upload.organizationId, uploadId: upload.id }, { jobId: jobId('upload-process', upload.id) });
    } catch (error) {
      // The upload is committed and answered 202; it stays Queued until the uploads sweep hands it over again.
      this.logger.warn({ err: error, uploadId: upload.id }, 'Could not enqueue the import of an upload; it stays Queued for the sweep');
    }
  }
}
