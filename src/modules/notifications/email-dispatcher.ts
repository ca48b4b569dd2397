import { Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { jobId, QUEUE_OF_JOB } from '../../core/queue/job-registry';
import { JobQueue } from '../../core/queue/job-queue.service';
import { OutboxDispatcher, type Outbox } from '../../core/queue/outbox-dispatcher';
import { EmailDeliveries } from './email-deliveries';

/** Emails due within this horizon get their send job now (delayed to the second); later ones wait in the table. */
export const DISPATCH_HORIZON_SECONDS = 60;
/** A row still Queued this long after its job was created lost that job (Redis wiped, job failed for good). */
export const REDISPATCH_AFTER_SECONDS = 600;
/** Rows turned into jobs per statement and per `addBulk`. */
export const DISPATCH_BATCH = 1_000;

/** Delayed send jobs promoted side by side. */
const PROMOTE_BATCH = 100;

/** Send jobs are few-second affairs: retried quickly, and gone once done (the row keeps the outcome). */
export const EMAIL_SEND_JOB_OPTIONS: JobsOptions = {
  attempts: 6,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: true,
};

/**
 * The outbox rows are the schedule: the kernel's dispatcher turns the ones coming due into delayed `email-send` jobs,
 * a batch at a time. A window of a million emails therefore never means a million delayed jobs in Redis, only the
 * next minute's. Concurrent dispatchers skip each other's rows; a job id per row makes a repeat harmless.
 */
@Injectable()
export class EmailDispatcher {
  private readonly due: Outbox<{ id: string; delay_ms: string }> = {
    batch: DISPATCH_BATCH,
    lease: (limit) => this.deliveries.takeDue(DISPATCH_HORIZON_SECONDS, REDISPATCH_AFTER_SECONDS, limit),
    jobsFor: (rows) =>
      rows.map((row) => ({
        name: 'email-send',
        data: { deliveryId: row.id },
        options: { ...EMAIL_SEND_JOB_OPTIONS, jobId: jobId('email-send', row.id), delay: Number(row.delay_ms) },
      })),
    // Handed back, the next dispatch retries them at once rather than after REDISPATCH_AFTER_SECONDS.
    release: (rows) => this.deliveries.undispatch(rows.map((row) => row.id)),
  };

  constructor(
    private readonly deliveries: EmailDeliveries,
    private readonly dispatcher: OutboxDispatcher,
    private readonly jobs: JobQueue,
  ) {}

  /** Returns how many send jobs it created. */
  dispatchDue(): Promise<number> {
    return this.dispatcher.drain(this.due);
  }

  /**
   * Send jobs already waiting for these rows' old time (an operator made them due now) run at once instead. Best
   * effort: a job that has started, ended or gone meanwhile is left as it is (its row's lease decides anyway).
   * Returns how many were promoted.
   */
  async promote(deliveryIds: readonly string[]): Promise<number> {
    const queue = this.jobs.queue(QUEUE_OF_JOB['email-send']);
    let promoted = 0;
    for (let i = 0; i < deliveryIds.length; i += PROMOTE_BATCH) {
      const outcomes = await Promise.allSettled(
        deliveryIds.slice(i, i + PROMOTE_BATCH).map(async (id) => {
          const job = await queue.getJob(jobId('email-send', id));
          if (!job || !(await job.isDelayed())) return false;
          await job.promote();
          return true;
        }),
      );
      promoted += outcomes.filter((outcome) => outcome.status === 'fulfilled' && outcome.value).length;
    }
    return promoted;
  }
}
