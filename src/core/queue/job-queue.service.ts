import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { JobsOptions, JobState, Queue } from 'bullmq';
import { afterCommit } from '../database/after-commit';
import { QUEUE_OF_JOB, type JobName, type JobPayloads } from './job-registry';

/** How long a producer waits for Redis before giving up; the work is in PostgreSQL and a sweep re-enqueues it. */
export const ENQUEUE_TIMEOUT_MS = 3_000;

/**
 * The one typed way to put work on a queue. Call it after the transaction that made the work has committed; inside a
 * request's outer transaction (the audit log's) the job waits for that commit too (`afterCommit`), so the worker finds
 * the rows it is about.
 */
@Injectable()
export class JobQueue {
  private readonly logger = new Logger(JobQueue.name);

  constructor(private readonly moduleRef: ModuleRef) {}

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: JobsOptions = {}): Promise<void> {
    await afterCommit(() => withTimeout(this.queue(QUEUE_OF_JOB[name]).add(name, data, options), `enqueue ${name}`));
  }

  /**
   * A wake-up for work that a periodic job finds anyway (e.g. `emails-dispatch` after a commit that queued emails):
   * without Redis it is logged, never the caller's failure.
   */
  async nudge<N extends JobName>(name: N, data: JobPayloads[N], options: { coalesce?: boolean } = {}): Promise<void> {
    try {
      // `coalesce`: while one wake-up waits or runs, more are dropped (thousands of requests a second wake it once).
      await this.enqueue(name, data, { removeOnComplete: true, removeOnFail: true, ...(options.coalesce ? { deduplication: { id: name } } : {}) });
    } catch (error) {
      this.logger.warn({ err: error, job: name }, 'Could not enqueue a wake-up; the periodic job will do the work');
    }
  }

  async enqueueBulk<N extends JobName>(name: N, jobs: { data: JobPayloads[N]; options?: JobsOptions }[]): Promise<void> {
    if (jobs.length === 0) return;
    await afterCommit(() => withTimeout(this.queue(QUEUE_OF_JOB[name]).addBulk(jobs.map((job) => ({ name, data: job.data, opts: job.options }))), `enqueue ${name}`));
  }

  /**
   * Where the job of a deterministic id stands, with its failure when it failed; undefined when Redis holds no such
   * job (it was lost, or removed some time after it ended). For sweeps that compare PostgreSQL with the queues.
   */
  async find<N extends JobName>(name: N, jobId: string): Promise<{ state: JobState | 'unknown'; failedReason?: string } | undefined> {
    const job = await withTimeout(this.queue(QUEUE_OF_JOB[name]).getJob(jobId), `find ${name}`);
    return job ? { state: await withTimeout(job.getState(), `find ${name}`), failedReason: job.failedReason || undefined } : undefined;
  }

  queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}

/** Rejects after ENQUEUE_TIMEOUT_MS; a command still queued in ioredis may run later, which deterministic job ids make harmless. */
function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`)), ENQUEUE_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
