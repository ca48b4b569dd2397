import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Job } from 'bullmq';
import type { JobPayloads } from '../../src/core/queue/job-registry';
import { UploadImportService } from '../../src/modules/uploads';
import { ContextualWorker, type JobHandlers } from '../contextual-worker';

/**
 * Imports of uploaded files. One at a time per worker process: an import keeps a core busy and holds a merge
 * transaction; more uploads wait in the queue (or run on other worker processes). A lock of 60 s, renewed while
 * the job runs (the import never blocks the event loop for long: it awaits PostgreSQL between 1 MB chunks), so a
 * killed worker's job is found stalled within about a minute and restarted from the top of its file.
 */
@Processor('uploads', { concurrency: 1, lockDuration: 60_000, maxStalledCount: 3 })
export class UploadsProcessor extends ContextualWorker {
  constructor(
    orm: MikroORM,
    private readonly imports: UploadImportService,
  ) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'upload-process': (data, job) => this.importUpload(data, job),
    };
  }

  /** A transient failure is retried (the next attempt restarts the import); the last one leaves the upload Failed. */
  private async importUpload({ organizationId, uploadId }: JobPayloads['upload-process'], job: Job): Promise<void> {
    try {
      await this.imports.process(organizationId, uploadId);
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
        const reason = `The import failed ${job.attemptsMade + 1} times; the last error: ${error instanceof Error ? error.message : String(error)}`;
        await this.imports.giveUp(organizationId, uploadId, reason).catch((recordError: unknown) => this.logger.error({ err: recordError, uploadId }, 'Could not record a failed upload'));
      }
      throw error;
    }
  }
}
