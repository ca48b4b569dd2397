import { Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { jobId } from '../../core/queue/job-registry';
import { JobQueue } from '../../core/queue/job-queue.service';
import { EmailDeliveries } from '../payout-instructions';

/** Emails due within this horizon get their send job now (delayed to the second); later ones wait in the table. */
export const DISPATCH_HORIZON_SECONDS = 60;
/** A row still Queued this long after its job was created lost that job (Redis wiped, job failed for good). */
export const REDISPATCH_AFTER_SECONDS = 600;
/** Rows turned into jobs per statement and per `addBulk`. */
export const DISPATCH_BATCH = 1_000;

/** Send jobs are few-second affairs: retried quickly, and gone once done (the row keeps the outcome). */
export const EMAIL_SEND_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: true,
};

/**
 * The outbox rows are the schedule: this turns the ones coming due into delayed `email-send` jobs, a batch at
 * a time. A window of a million emails therefore never means a million delayed jobs in Redis, only the next
 * minute's. Concurrent dispatchers skip each other's rows; a job id per row makes a repeat harmless.
 */
@Injectable()
export class EmailDispatcher {
  constructor(
    private readonly deliveries: EmailDeliveries,
    private readonly jobs: JobQueue,
  ) {}

  /** Returns how many send jobs it created. */
  async dispatchDue(): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await this.deliveries.takeDue(DISPATCH_HORIZON_SECONDS, REDISPATCH_AFTER_SECONDS, DISPATCH_BATCH);
      if (rows.length === 0) return total;
      try {
        await this.jobs.enqueueBulk(
          'email-send',
          rows.map((row) => ({ data: { deliveryId: row.id }, options: { ...EMAIL_SEND_JOB_OPTIONS, jobId: jobId('email-send', row.id), delay: Number(row.delay_ms) } })),
        );
      } catch (error) {
        // Hand the rows back so the next dispatch retries them at once rather than after REDISPATCH_AFTER_SECONDS.
        await this.deliveries.undispatch(rows.map((row) => row.id));
        throw error;
      }
      total += rows.length;
      if (rows.length < DISPATCH_BATCH) return total;
    }
  }
}
