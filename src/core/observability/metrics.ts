import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { JobFailures, type JobFailureRecord, KEEPS_FAILING_AFTER } from '../queue/job-failures';
import { JobQueue } from '../queue/job-queue.service';
import { QUEUES } from '../queue/job-registry';

/** The `route` label of requests that no route matched (unknown paths, bodies refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/** Job states exported per queue. `prioritized` holds waiting jobs that carry a priority, which `waiting` leaves out. */
export const QUEUE_STATES = ['waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed'] as const;

/** A queue that does not answer within this long is left out of the scrape instead of holding it up. */
const QUEUE_COUNT_TIMEOUT_MS = 1_000;

/** What express leaves on the request once routing is done. */
interface RoutedRequest extends IncomingMessage {
  baseUrl?: string;
  route?: { path?: unknown };
}

/**
 * The route template a request was served by (`/v2/campaign-manager/bank-accounts/:id`), never the raw URL: ids in
 * label values would make the number of series grow without bound. Catch-all routes (Nest mounts its middleware and
 * its 404 handler as `{/*splat}` and `/{*all}`) are not a route the request was meant for: they count as unmatched.
 */
export function routeLabel(request: IncomingMessage): string {
  const { route, baseUrl } = request as RoutedRequest;
  if (typeof route?.path !== 'string' || route.path.includes('*')) return UNMATCHED_ROUTE;
  return `${baseUrl ?? ''}${route.path}` || '/';
}

/** Rejects with `message` when `promise` has not settled within `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The process's Prometheus metrics, in a registry of its own (not prom-client's global one, so several apps can live
 * in one process): default process metrics, HTTP request counts and durations by route template, and the job counts
 * of every queue, read from Redis at scrape time.
 */
@Injectable()
export class Metrics implements OnModuleDestroy {
  readonly registry = new Registry();
  private readonly logger = new Logger(Metrics.name);
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly durations: Histogram<'method' | 'route' | 'status'>;

  constructor(
    private readonly jobQueue: JobQueue,
    private readonly jobFailures: JobFailures,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status'],
      registers: [this.registry],
    });
    this.durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving an HTTP request to finishing its response, by method, route template and status code.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    const collectQueue = (queue: string, gauge: Gauge<'queue' | 'state'>) => this.collectQueue(queue, gauge);
    new Gauge({
      name: 'bullmq_jobs',
      help: 'Jobs in each BullMQ queue by state, read when scraped.',
      labelNames: ['queue', 'state'],
      registers: [this.registry],
      async collect() {
        this.reset();
        await Promise.all(QUEUES.map((queue) => collectQueue(queue, this)));
      },
    });
    this.registerJobFailures();
  }

  /** Records one answered request; called when its response has been sent, whatever sent it (a guard, a filter, a 404). */
  observe(request: IncomingMessage, response: ServerResponse, startedAt: bigint): void {
    const labels = { method: request.method ?? 'UNKNOWN', route: routeLabel(request), status: String(response.statusCode) };
    this.requests.inc(labels);
    this.durations.observe(labels, Number(process.hrtime.bigint() - startedAt) / 1e9);
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  onModuleDestroy(): void {
    this.registry.clear();
  }

  /**
   * Failed attempts by queue and job name, written by the workers (docs/queues-and-jobs.md, "Failing jobs"): a job
   * retried again and again, or a sweep failing on every run, is an alert (`bullmq_job_failures_in_a_row` at
   * KEEPS_FAILING_AFTER or more), not only warnings in a log.
   */
  private registerJobFailures(): void {
    let snapshot: { takenAt: number; records: Promise<JobFailureRecord[]> } | undefined;
    const records = () => {
      if (!snapshot || Date.now() - snapshot.takenAt > 500) {
        const read = withTimeout(this.jobFailures.read(), QUEUE_COUNT_TIMEOUT_MS, 'the job failures did not answer').catch((error: unknown) => {
          this.logger.warn(`Could not read the job failures: ${error instanceof Error ? error.message : String(error)}`);
          return [];
        });
        snapshot = { takenAt: Date.now(), records: read };
      }
      return snapshot.records;
    };
    new Counter({
      name: 'bullmq_job_attempts_failed_total',
      help: 'Failed attempts of jobs, by queue and job name (each retry counts; a repeating job counts each failed run).',
      labelNames: ['queue', 'name'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const record of await records()) this.inc({ queue: record.queue, name: record.name }, record.failed);
      },
    });
    new Gauge({
      name: 'bullmq_job_failures_in_a_row',
      help: `Failed attempts of each job name since its last success; ${KEEPS_FAILING_AFTER} or more: the job keeps failing.`,
      labelNames: ['queue', 'name'],
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const record of await records()) this.set({ queue: record.queue, name: record.name }, record.inARow);
      },
    });
  }

  private async collectQueue(name: string, gauge: Gauge<'queue' | 'state'>): Promise<void> {
    try {
      const counts = await withTimeout(this.jobQueue.queue(name).getJobCounts(...QUEUE_STATES), QUEUE_COUNT_TIMEOUT_MS, `queue ${name} did not answer`);
      for (const state of QUEUE_STATES) gauge.set({ queue: name, state }, counts[state] ?? 0);
    } catch (error) {
      // The scrape still answers; the queue's series are missing, which alerting can notice (absent()).
      this.logger.warn(`Could not count the jobs of queue ${name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
