import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { DomainError } from '../../core/errors/domain-error';
import { JobQueue } from '../../core/queue/job-queue.service';
import { QUEUE_OF_JOB } from '../../core/queue/job-registry';
import { ScheduledJobRuns, type RunRecord } from './scheduled-job-runs';
import { ScheduledJobSettings } from './scheduled-job-settings';
import { scheduledJobs, type ScheduledJobDefinition } from './scheduled-jobs';

/** A repeating job as it stands: its definition, whether it is paused, its next run and what its runs did. */
export interface ScheduledJobState {
  definition: ScheduledJobDefinition;
  paused: boolean;
  nextRunOn: Date | null;
  runs: RunRecord;
}

/**
 * The repeating jobs' schedulers in BullMQ, kept in line with the operators' settings in PostgreSQL: workers apply
 * them when they boot, operators pause, resume and run jobs through the API (docs/administration.md).
 */
@Injectable()
export class ScheduledJobs {
  private readonly logger = new Logger(ScheduledJobs.name);
  readonly definitions: readonly ScheduledJobDefinition[];

  constructor(
    private readonly jobs: JobQueue,
    private readonly settings: ScheduledJobSettings,
    private readonly runs: ScheduledJobRuns,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.definitions = scheduledJobs(config);
  }

  /** A worker's boot: every job not paused gets its scheduler (upserts are idempotent), every paused one has none. */
  async applyAll(): Promise<void> {
    await this.settings.exclusively(async (em) => {
      const paused = await this.settings.pausedNames(em);
      for (const definition of this.definitions) {
        if (paused.has(definition.name)) await this.removeScheduler(definition);
        else await this.upsertScheduler(definition);
      }
      if (paused.size > 0) this.logger.log(`Paused scheduled jobs, not scheduled: ${[...paused].sort().join(', ')}`);
    });
  }

  require(name: string): ScheduledJobDefinition {
    const definition = this.definitions.find((d) => d.name === name);
    if (!definition) throw DomainError.notFound('Scheduled job', name);
    return definition;
  }

  async list(): Promise<ScheduledJobState[]> {
    const paused = await this.settings.pausedNames();
    return Promise.all(this.definitions.map((definition) => this.stateOf(definition, paused.has(definition.name))));
  }

  async get(name: string): Promise<ScheduledJobState> {
    const definition = this.require(name);
    return this.stateOf(definition, (await this.settings.pausedNames()).has(name));
  }

  /** Pausing removes the job's scheduler (and its next delayed run); resuming upserts it again. Both are idempotent. */
  async setPaused(name: string, paused: boolean, by: string | null): Promise<ScheduledJobState> {
    const definition = this.require(name);
    await this.settings.exclusively(async (em) => {
      await this.settings.setPaused(em, definition.name, paused, by);
      if (paused) await this.removeScheduler(definition);
      else await this.upsertScheduler(definition);
    });
    return this.get(name);
  }

  /** One run now, outside the schedule, paused or not: the job enqueued once by name. */
  async runNow(name: string): Promise<void> {
    const definition = this.require(name);
    await this.jobs.enqueue(definition.job, {});
  }

  private async stateOf(definition: ScheduledJobDefinition, paused: boolean): Promise<ScheduledJobState> {
    const [scheduler, runs] = await Promise.all([this.jobs.queue(QUEUE_OF_JOB[definition.job]).getJobScheduler(definition.job), this.runs.read(definition.job)]);
    const next = paused ? undefined : scheduler?.next;
    return { definition, paused, nextRunOn: typeof next === 'number' ? new Date(next) : null, runs };
  }

  private async upsertScheduler({ job, everySeconds }: ScheduledJobDefinition): Promise<void> {
    await this.jobs.queue(QUEUE_OF_JOB[job]).upsertJobScheduler(job, { every: everySeconds * 1000 }, { name: job, data: {} });
  }

  private async removeScheduler({ job }: ScheduledJobDefinition): Promise<void> {
    await this.jobs.queue(QUEUE_OF_JOB[job]).removeJobScheduler(job);
  }
}
