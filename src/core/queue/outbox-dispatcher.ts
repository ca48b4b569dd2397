import { Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import type { JobName, JobPayloads } from './job-registry';
import { JobQueue } from './job-queue.service';

/** A job to create for leased rows. */
export type OutboxJob = { [N in JobName]: { name: N; data: JobPayloads[N]; options?: JobsOptions } }[JobName];

/**
 * A table whose rows are work to hand to jobs (docs/events.md, "One dispatcher"): the domain events, the emails, the
 * payouts to submit, the webhook deliveries. Each owner writes its SQL; the dispatcher runs the same loop for all.
 */
export interface Outbox<Row> {
  /** Rows taken per round (and at most per `addBulk`). */
  readonly batch: number;
  /** Marks up to `limit` due rows as taken, so concurrent dispatchers skip them, and returns them. */
  lease(limit: number): Promise<Row[]>;
  /** The jobs that carry the rows (ids only: handlers reload the state). */
  jobsFor(rows: readonly Row[]): OutboxJob[];
  /** Hands rows back when their jobs could not be created: the next round takes them at once. */
  release(rows: readonly Row[]): Promise<void>;
}

/**
 * The one loop that turns outbox rows into jobs: lease a batch (its lease marks it taken), create its jobs in bulk
 * (or hand it back and fail, so the job is retried), until a round finds less than a batch. Woken after the commits that write
 * rows and by a periodic tick; a dispatcher killed mid-round leaves leases that end, and the rows go again.
 */
@Injectable()
export class OutboxDispatcher {
  constructor(private readonly jobs: JobQueue) {}

  /** Returns how many rows it handed to jobs. */
  async drain<Row>(outbox: Outbox<Row>): Promise<number> {
    let total = 0;
    for (;;) {
      const rows = await outbox.lease(outbox.batch);
      if (rows.length === 0) return total;
      try {
        await this.create(outbox.jobsFor(rows));
      } catch (error) {
        await outbox.release(rows);
        throw error;
      }
      total += rows.length;
      if (rows.length < outbox.batch) return total;
    }
  }

  /** One `addBulk` per job name. */
  private async create(jobs: readonly OutboxJob[]): Promise<void> {
    const byName = new Map<JobName, OutboxJob[]>();
    for (const job of jobs) {
      const list = byName.get(job.name);
      if (list) list.push(job);
      else byName.set(job.name, [job]);
    }
    for (const [name, list] of byName) await this.jobs.enqueueBulk(name, list.map((job) => ({ data: job.data as never, options: job.options })));
  }
}
