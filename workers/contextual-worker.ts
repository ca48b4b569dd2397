import { Inject, Logger, Optional } from '@nestjs/common';
import { OnWorkerEvent, WorkerHost } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import type { Job } from 'bullmq';
import { JobFailures, KEEPS_FAILING_AFTER } from '../src/core/queue/job-failures';
import type { JobName, JobPayloads } from '../src/core/queue/job-registry';
import { ScheduledJobRuns } from '../src/modules/administration';

export type JobHandlers = { [N in JobName]?: (data: JobPayloads[N], job: Job<JobPayloads[N]>) => Promise<unknown> };

/**
 * Base of every processor: each job runs in a fresh EntityManager context, is routed by name to its handler, and
 * fails loudly when no handler is known; on shutdown it finishes its active jobs before anything they need closes. Transient errors are rethrown so BullMQ retries with backoff; handlers
 * throw UnrecoverableError for permanent ones.
 */
export abstract class ContextualWorker extends WorkerHost {
  protected readonly logger = new Logger(this.constructor.name);
  /** Records how each run of a repeating job ended (docs/administration.md); injected here so no processor has to pass it. */
  @Optional() @Inject(ScheduledJobRuns) private readonly scheduledRuns?: ScheduledJobRuns;
  /** Counts failures by job name for `/metrics` (docs/queues-and-jobs.md, "Failing jobs"). */
  @Optional() @Inject(JobFailures) private readonly failures?: JobFailures;

  constructor(protected readonly orm: MikroORM) {
    super();
  }

  protected abstract handlers(): JobHandlers;

  /** The jobs this processor handles (the worker's start-up check: workers/handler-check.ts). */
  jobNames(): JobName[] {
    return Object.keys(this.handlers()) as JobName[];
  }

  @CreateRequestContext()
  async process(job: Job): Promise<unknown> {
    const handler = this.handlers()[job.name as JobName] as ((data: unknown, job: Job) => Promise<unknown>) | undefined;
    if (!handler) throw new Error(`No handler for job ${job.name} on queue ${job.queueName}`);
    return handler(job.data, job);
  }

  /**
   * Stops taking jobs and waits for the active ones, in the destroy phase of shutdown: every module's destroy hook
   * runs before any shutdown hook, so the database pools, the ORM and the mail transport (closed at application
   * shutdown) are still there for the jobs finishing now. Without it a stopping worker failed its active jobs, and an
   * email handed to SMTP but not yet recorded would go again.
   */
  async onModuleDestroy(): Promise<void> {
    await this.worker.close();
  }

  @OnWorkerEvent('completed')
  onCompleted(job: Job): void {
    void this.scheduledRuns?.record(job, 'Succeeded');
    this.failures?.succeeded(job.queueName, job.name).catch((error: unknown) => this.logger.warn({ err: error, job: job.name }, 'Could not record a job success'));
  }

  @OnWorkerEvent('failed')
  onFailed(job: Job | undefined, error: Error): void {
    void this.scheduledRuns?.record(job, 'Failed');
    if (!job) {
      this.logger.warn({ err: error }, 'Job attempt failed');
      return;
    }
    const attempt = { jobId: job.id, job: job.name, attempt: job.attemptsMade, err: error };
    const inARow = this.failures ? this.failures.failed(job.queueName, job.name) : Promise.resolve(0);
    void inARow
      .catch((recordError: unknown) => {
        this.logger.warn({ err: recordError, job: job.name }, 'Could not record a job failure');
        return 0;
      })
      .then((failuresInARow) => {
        const verdict = jobFailureVerdict(job.attemptsMade, job.opts.attempts ?? 1, failuresInARow);
        if (verdict === 'retrying') this.logger.warn(attempt, 'Job attempt failed');
        else this.logger.error({ ...attempt, failuresInARow }, verdict === 'exhausted' ? 'Job failed for good' : 'Job keeps failing');
      });
  }

  @OnWorkerEvent('error')
  onError(error: Error): void {
    this.logger.error({ err: error }, 'Worker error');
  }
}

/**
 * What a failed attempt means: the job will simply be retried, it keeps failing (its own attempts, or the attempts
 * of its name in a row, as a sweep failing on every run, reached KEEPS_FAILING_AFTER), or it has no attempt left.
 */
export function jobFailureVerdict(attemptsMade: number, attempts: number, failuresInARow: number): 'retrying' | 'keeps failing' | 'exhausted' {
  if (attemptsMade >= attempts) return 'exhausted';
  return attemptsMade >= KEEPS_FAILING_AFTER || failuresInARow >= KEEPS_FAILING_AFTER ? 'keeps failing' : 'retrying';
}
