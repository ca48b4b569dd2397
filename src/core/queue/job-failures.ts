import { Inject, Injectable } from '@nestjs/common';
import type { IRedisClient } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { JobQueue } from './job-queue.service';
import { QUEUES } from './job-registry';

/**
 * Failed attempts in a row after which a job "keeps failing" (docs/queues-and-jobs.md): the worker logs it at error
 * level, and `bullmq_job_failures_in_a_row` reaching it is the alert.
 */
export const KEEPS_FAILING_AFTER = 3;

/** A worker resets a job's run of failures at most this often after successes (not one Redis write per job). */
const RESET_EVERY_MS = 1_000;

/** What Redis keeps of one job name's failures. */
export interface JobFailureRecord {
  queue: string;
  name: string;
  /** Failed attempts ever (a counter). */
  failed: number;
  /** Failed attempts since the last success (of any job of that name). */
  inARow: number;
}

const RECORD_COMMAND = 'campaignManagerRecordJobFailure';
/** Both counters in one step, so concurrent workers never lose an increment; returns the run of failures. */
const RECORD_SCRIPT = `
redis.call('HINCRBY', KEYS[1], 'failed:' .. ARGV[1], 1)
return redis.call('HINCRBY', KEYS[1], 'inARow:' .. ARGV[1], 1)`;

/**
 * Failures of every job, by queue and name, in one Redis hash per queue under the queues' prefix (like the scheduled
 * jobs' runs): the workers write them, the API's `/metrics` reads them. A job retried 27 times, or a sweep failing on
 * every run, shows as a growing run of failures rather than only warnings in a log.
 */
@Injectable()
export class JobFailures {
  private readonly scripted = new WeakSet<IRedisClient>();
  private readonly lastReset = new Map<string, number>();

  constructor(
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one failed attempt of a job; returns how many attempts of that name have failed in a row. */
  async failed(queue: string, name: string): Promise<number> {
    const client = await this.clientOf(queue);
    if (!this.scripted.has(client)) {
      client.defineCommand(RECORD_COMMAND, { numberOfKeys: 1, lua: RECORD_SCRIPT });
      this.scripted.add(client);
    }
    this.lastReset.delete(`${queue}:${name}`);
    return Number(await client.runCommand(RECORD_COMMAND, [this.key(queue), name]));
  }

  /** A job of that name succeeded: its run of failures ends (written at most once a second per name and process). */
  async succeeded(queue: string, name: string, now = Date.now()): Promise<void> {
    const key = `${queue}:${name}`;
    const last = this.lastReset.get(key);
    if (last !== undefined && now - last < RESET_EVERY_MS) return;
    this.lastReset.set(key, now);
    const client = await this.clientOf(queue);
    await client.hset(this.key(queue), { [`inARow:${name}`]: 0 });
  }

  /** Every job name that ever failed, with its counters. */
  async read(): Promise<JobFailureRecord[]> {
    const perQueue = await Promise.all(
      QUEUES.map(async (queue) => {
        const hash = await (await this.clientOf(queue)).hgetall(this.key(queue));
        return Object.keys(hash)
          .filter((field) => field.startsWith('failed:'))
          .map((field) => {
            const name = field.slice('failed:'.length);
            return { queue, name, failed: Number(hash[field]) || 0, inARow: Number(hash[`inARow:${name}`]) || 0 };
          });
      }),
    );
    return perQueue.flat();
  }

  private async clientOf(queue: string): Promise<IRedisClient> {
    return (await this.jobs.queue(queue).getBackend().client) as unknown as IRedisClient;
  }

  private key(queue: string): string {
    return `${this.config.queuePrefix}:job-failures:${queue}`;
  }
}
