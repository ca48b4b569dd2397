import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Counter, Gauge } from 'prom-client';
import { Metrics, withTimeout } from '../../core/observability/metrics';
import { ScheduledJobs, type ScheduledJobState } from './scheduled-jobs.service';

/** A scrape does not wait longer than this for Redis and PostgreSQL; the scheduled jobs' series are left out then. */
const READ_TIMEOUT_MS = 1_000;
/** The metrics of one scrape share one read. */
const SNAPSHOT_TTL_MS = 500;

/** How long past its due time the next run waits (workers down, a queue backed up); 0 when on time or paused. */
export function overdueSeconds(state: Pick<ScheduledJobState, 'paused' | 'nextRunOn'>, now = Date.now()): number {
  if (state.paused || !state.nextRunOn) return 0;
  return Math.max(0, (now - state.nextRunOn.getTime()) / 1000);
}

/**
 * The repeating jobs in the API's `/metrics` (docs/administration.md), read from Redis and PostgreSQL when scraped,
 * like the queue depths: runs by outcome (`scheduled_job_runs_total`), how late the last run started
 * (`scheduled_job_lag_seconds`), how long the next one is overdue (`scheduled_job_overdue_seconds`), when the last one
 * started, and whether the job is paused. Labelled by the job's name as the API shows it.
 */
@Injectable()
export class ScheduledJobMetrics implements OnModuleInit {
  private readonly logger = new Logger(ScheduledJobMetrics.name);
  private snapshot?: { takenAt: number; states: Promise<ScheduledJobState[] | undefined> };

  constructor(
    private readonly metrics: Metrics,
    private readonly scheduled: ScheduledJobs,
  ) {}

  onModuleInit(): void {
    const registers = [this.metrics.registry];
    const states = () => this.states();
    new Counter({
      name: 'scheduled_job_runs_total',
      help: 'Runs of each repeating job (scheduled, run by an operator, or woken), by outcome; each failed attempt counts.',
      labelNames: ['name', 'outcome'],
      registers,
      async collect() {
        this.reset();
        for (const state of (await states()) ?? []) {
          this.inc({ name: state.definition.name, outcome: 'Succeeded' }, state.runs.succeeded);
          this.inc({ name: state.definition.name, outcome: 'Failed' }, state.runs.failed);
        }
      },
    });
    const gauge = (name: string, help: string, value: (state: ScheduledJobState) => number | undefined) =>
      new Gauge({
        name,
        help,
        labelNames: ['name'],
        registers,
        async collect() {
          this.reset();
          for (const state of (await states()) ?? []) {
            const v = value(state);
            if (v !== undefined) this.set({ name: state.definition.name }, v);
          }
        },
      });
    gauge('scheduled_job_lag_seconds', 'How late the latest run of each repeating job started after it was due.', (s) => (s.runs.lastLagMs === null ? undefined : s.runs.lastLagMs / 1000));
    gauge('scheduled_job_overdue_seconds', 'How long past its due time the next run of each repeating job is waiting; 0 when on time or paused.', (s) => overdueSeconds(s));
    gauge('scheduled_job_last_run_timestamp_seconds', 'When the latest run of each repeating job started (Unix time).', (s) => (s.runs.lastRunOn ? s.runs.lastRunOn.getTime() / 1000 : undefined));
    gauge('scheduled_job_paused', '1 when the repeating job is paused, else 0.', (s) => (s.paused ? 1 : 0));
  }

  private states(): Promise<ScheduledJobState[] | undefined> {
    const now = Date.now();
    if (!this.snapshot || now - this.snapshot.takenAt > SNAPSHOT_TTL_MS) {
      this.snapshot = {
        takenAt: now,
        states: withTimeout(this.scheduled.list(), READ_TIMEOUT_MS, 'the scheduled jobs did not answer').catch((error: unknown) => {
          this.logger.warn(`Could not read the scheduled jobs: ${error instanceof Error ? error.message : String(error)}`);
          return undefined;
        }),
      };
    }
    return this.snapshot.states;
  }
}
