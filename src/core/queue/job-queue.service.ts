import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { JobsOptions, Queue } from 'bullmq';
import { QUEUE_OF_JOB, type JobName, type JobPayloads } from './job-registry';

/** How long a producer waits for Redis before giving up; the work is in PostgreSQL and a sweep re-enqueues it. */
export const ENQUEUE_TIMEOUT_MS = 3_000;

/** The one typed way to put work on a queue. Call it after the transaction that made the work has committed. */
@Injectable()
export class JobQueue {
  constructor(private readonly moduleRef: ModuleRef) {}

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: JobsOptions = {}): Promise<void> {
    await withTimeout(this.queue(QUEUE_OF_JOB[name]).add(name, data, options), `enqueue ${name}`);
  }

  async enqueueBulk<N extends JobName>(name: N, jobs: { data: JobPayloads[N]; options?: JobsOptions }[]): Promise<void> {
    if (jobs.length === 0) return;
    await withTimeout(this.queue(QUEUE_OF_JOB[name]).addBulk(jobs.map((job) => ({ name, data: job.data, opts: job.options }))), `enqueue ${name}`);
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
