import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { jobId } from '../../core/queue/job-registry';
import { JobQueue } from '../../core/queue/job-queue.service';
import { UploadImportService } from './upload-import.service';
import { PayoutInstructionUpload, UploadStatus } from './upload.entity';

/** Unfinished uploads untouched for this long are compared with their job; younger ones may still be being enqueued. */
export const STALE_UPLOAD_MS = 60_000;

const UNFINISHED = [UploadStatus.Queued, UploadStatus.Processing];

/**
 * The `uploads-sweep` job: PostgreSQL says which uploads are unfinished, Redis whether a job still carries each one.
 *
 * - No job (Redis lost it, or the enqueue after the commit failed): a new one is enqueued. The import restarts from
 *   the top of the file and changes payout instructions in one transaction only, so running it again is harmless.
 * - A job waiting or running: BullMQ's. When its worker was killed, the job is found stalled once its lock lapses
 *   and runs again on a live worker.
 * - A job that ended without finishing the upload (it stalled more often than allowed, as a worker killed each time
 *   makes it): the upload is recorded Failed with the reason, rather than started again for ever.
 */
@Injectable()
export class StaleUploadsSweep {
  private readonly logger = new Logger(StaleUploadsSweep.name);

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly imports: UploadImportService,
  ) {}

  async run(): Promise<{ requeued: number; failed: number }> {
    const stale = await this.em.fork().find(
      PayoutInstructionUpload,
      { status: { $in: UNFINISHED }, updatedOn: { $lt: new Date(Date.now() - STALE_UPLOAD_MS) } },
      { filters: { tenant: false }, fields: ['id', 'organizationId'], orderBy: { updatedOn: 'asc' }, limit: 1000 },
    );
    const outcome = { requeued: 0, failed: 0 };
    for (const { id, organizationId } of stale) {
      const job = await this.jobs.find('upload-process', jobId('upload-process', id));
      if (!job) {
        await this.jobs.enqueue('upload-process', { organizationId, uploadId: id }, { jobId: jobId('upload-process', id) });
        outcome.requeued++;
      } else if (job.state === 'failed' || job.state === 'completed') {
        const reason = `The import stopped without finishing${job.failedReason ? ` (${job.failedReason})` : ''}; upload the file again.`;
        await this.imports.giveUp(organizationId, id, reason);
        outcome.failed++;
      }
    }
    if (outcome.requeued || outcome.failed) this.logger.warn({ ...outcome }, 'Unfinished uploads without a live job: requeued or recorded Failed');
    return outcome;
  }
}
