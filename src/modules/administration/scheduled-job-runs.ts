import { Inject, Injectable, Logger } from '@nestjs/common';
import type { IRedisClient, Job } from 'bullmq';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { JobQueue } from '../../core/queue/job-queue.service';
import { QUEUE_OF_JOB, type JobName } from '../../core/queue/job-registry';
import { SCHEDULED_JOB_NAMES } from './scheduled-jobs';

export type RunOutcome = 'Succeeded' | 'Failed';

/** What Redis keeps of a repeating job's runs. */
export interface RunRecord {
  succeeded: number;
  failed: number;
  lastRunOn: Date | null;
  lastRunOutcome: RunOutcome | null;
  /** How late the last run started after it was due, in milliseconds. */
  lastLagMs: number | null;
}

/** One run, as the worker saw it end. */
export interface FinishedRun {
  outcome: RunOutcome;
  startedOn: number;
  lagMs: number;
}

/**
 * A run of a job taken from its BullMQ job: it started when a worker took it (`processedOn`) and was due at its
 * creation plus its delay (a scheduler's job is created delayed to its time; a `:run` or a wake-up has no delay).
 */
export function finishedRun(job: Pick<Job, 'timestamp' | 'processedOn' | 'opts'>, outcome: RunOutcome, now = Date.now()): FinishedRun {
  const startedOn = job.processedOn ?? now;
  const dueOn = job.timestamp + (job.opts.delay ?? 0);
  return { outcome, startedOn, lagMs: Math.max(0, startedOn - dueOn) };
}

/** The hash Redis keeps, as a record; missing or malformed fields read as none. */
export function runRecordOf(hash: Record<string, string>): RunRecord {
  const count = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0);
  const lastRunOn = hash.lastRunOn && /^\d+$/.test(hash.lastRunOn) ? new Date(Number(hash.lastRunOn)) : null;
  const outcome = hash.lastRunOutcome === 'Succeeded' || hash.lastRunOutcome === 'Failed' ? hash.lastRunOutcome : null;
  return {
    succeeded: count(hash.succeeded),
    failed: count(hash.failed),
    lastRunOn,
    lastRunOutcome: lastRunOn ? outcome : null,
    lastLagMs: hash.lastLagMs && /^\d+$/.test(hash.lastLagMs) ? Number(hash.lastLagMs) : null,
  };
}

/**
 * Counts the run and, unless a later run was recorded already (runs of one job can overlap: a wake-up and the
 * schedule), makes it the last one. One script, so concurrent workers never mix two runs' fields.
 */
const RECORD_COMMAND = 'campaignManagerRecordScheduledJobRun';
const RECORD_SCRIPT = `
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
local last = tonumber(redis.call('HGET', KEYS[1], 'lastRunOn') or '0')
if tonumber(ARGV[2]) >= last then
  redis.call('HSET', KEYS[1], 'lastRunOn', ARGV[2], 'lastRunOutcome', ARGV[3], 'lastLagMs', ARGV[4])
end
return 1`;

/**
 * Runs of the repeating jobs (docs/administration.md): each worker records every run of a scheduled job as it ends
 * (whoever started it: the schedule, an operator's `:run`, a wake-up), in a Redis hash per job under the queues'
 * prefix. Redis rather than PostgreSQL: the dispatchers run every few seconds, and what is lost with Redis (counters,
 * the last run) is history, not work; counters restart from zero, as Prometheus expects of counters.
 */
@Injectable()
export class ScheduledJobRuns {
  private readonly logger = new Logger(ScheduledJobRuns.name);
  /** Clients that know the record script (`defineCommand`, loaded once per connection). */
  private readonly scripted = new WeakSet<IRedisClient>();

  constructor(
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Records the end of one attempt of `job` if it is a scheduled job's; never throws (a run is not failed for this). */
  async record(job: Job | undefined, outcome: RunOutcome): Promise<void> {
    if (!job || !SCHEDULED_JOB_NAMES.has(job.name as JobName)) return;
    const run = finishedRun(job, outcome);
    try {
      const client = await this.clientOf(job.name as JobName);
      if (!this.scripted.has(client)) {
        client.defineCommand(RECORD_COMMAND, { numberOfKeys: 1, lua: RECORD_SCRIPT });
        this.scripted.add(client);
      }
      await client.runCommand(RECORD_COMMAND, [this.key(job.name as JobName), outcome === 'Succeeded' ? 'succeeded' : 'failed', String(run.startedOn), outcome, String(run.lagMs)]);
    } catch (error) {
      this.logger.warn({ err: error, job: job.name }, 'Could not record the run of a scheduled job');
    }
  }

  async read(job: JobName): Promise<RunRecord> {
    const client = await this.clientOf(job);
    return runRecordOf(await client.hgetall(this.key(job)));
  }

  /** The connection of the job's queue (BullMQ's Redis backend). */
  private async clientOf(job: JobName): Promise<IRedisClient> {
    return (await this.jobs.queue(QUEUE_OF_JOB[job]).getBackend().client) as unknown as IRedisClient;
  }

  private key(job: JobName): string {
    return `${this.config.queuePrefix}:scheduled-job-runs:${job}`;
  }
}
