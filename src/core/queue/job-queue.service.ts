import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import type { JobsOptions, Queue } from 'bullmq';
import { QUEUE_OF_JOB, type JobName, type JobPayloads } from './job-registry';

/** The one typed way to put work on a queue. Call it after the transaction that made the work has committed. */
@Injectable()
export class JobQueue {
  constructor(private readonly moduleRef: ModuleRef) {}

  async enqueue<N extends JobName>(name: N, data: JobPayloads[N], options: JobsOptions = {}): Promise<void> {
    await this.queue(QUEUE_OF_JOB[name]).add(name, data, options);
  }

  async enqueueBulk<N extends JobName>(name: N, jobs: { data: JobPayloads[N]; options?: JobsOptions }[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue(QUEUE_OF_JOB[name]).addBulk(jobs.map((job) => ({ name, data: job.data, opts: job.options })));
  }

  queue(name: string): Queue {
    return this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
  }
}
