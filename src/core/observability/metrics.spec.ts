import { QUEUES } from '../queue/job-registry';
import { EventEmitter } from 'node:events';
import { Logger } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { JobFailureRecord, JobFailures } from '../queue/job-failures';
import type { JobQueue } from '../queue/job-queue.service';
import { httpObservabilityMiddleware } from './http-observability';
import { Metrics, routeLabel, UNMATCHED_ROUTE } from './metrics';

const request = (fields: Record<string, unknown>) => ({ method: 'GET', headers: {}, ...fields }) as unknown as IncomingMessage & { id?: string };

const failuresOf = (records: JobFailureRecord[]) => ({ read: async () => records }) as unknown as JobFailures;
const NO_FAILURES = failuresOf([]);

function fakeQueues(counts: (name: string) => Promise<Record<string, number>>): JobQueue {
  return { queue: (name: string) => ({ getJobCounts: () => counts(name) }) } as unknown as JobQueue;
}

describe('routeLabel', () => {
  it('is the route template, with the router mount point', () => {
    expect(routeLabel(request({ route: { path: '/v2/campaign-manager/bank-accounts/:id' } }))).toBe('/v2/campaign-manager/bank-accounts/:id');
    expect(routeLabel(request({ baseUrl: '/api', route: { path: '/things/:id' } }))).toBe('/api/things/:id');
  });

  it('is "unmatched" without a route, or for a catch-all (middleware, 404 handler)', () => {
    expect(routeLabel(request({ url: '/v2/campaign-manager/nope/123' }))).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(request({ route: { path: '/{*all}' } }))).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(request({ route: { path: '{/*splat}' } }))).toBe(UNMATCHED_ROUTE);
    expect(routeLabel(request({ route: { path: /regex/ } }))).toBe(UNMATCHED_ROUTE);
  });
});

describe('Metrics', () => {
  it('counts finished requests by method, route and status, and logs each, through the middleware', async () => {
    const metrics = new Metrics(fakeQueues(async () => ({})), NO_FAILURES);
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()) }));
    const middleware = httpObservabilityMiddleware(metrics, logger);
    const headers: Record<string, string> = {};
    const response = Object.assign(new EventEmitter(), { statusCode: 0, headersSent: false, writableFinished: false, setHeader: (n: string, v: string) => (headers[n] = v) });
    const req = request({ method: 'POST' });
    let nextCalled = false;
    middleware(req, response as unknown as ServerResponse, () => (nextCalled = true));
    expect(nextCalled).toBe(true);
    expect(req.id).toBe(headers['X-Request-Id']);

    (req as unknown as { route: unknown }).route = { path: '/v2/campaign-manager/bank-accounts' };
    response.statusCode = 401;
    response.writableFinished = true;
    response.emit('close');
    const text = await metrics.scrape();
    expect(lines).toEqual([expect.objectContaining({ level: 40, reqId: req.id, msg: 'request completed' })]);
    expect(text).toContain('http_requests_total{method="POST",route="/v2/campaign-manager/bank-accounts",status="401"} 1');
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/v2/campaign-manager/bank-accounts",status="401"} 1');
    metrics.onModuleDestroy();
  });

  it('logs an answer the client did not wait for, and leaves it out of the request metrics', async () => {
    const metrics = new Metrics(fakeQueues(async () => ({})), NO_FAILURES);
    const lines: Record<string, unknown>[] = [];
    const logger = pino({ level: 'info' }, new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString())), done()) }));
    const response = Object.assign(new EventEmitter(), { statusCode: 200, headersSent: false, writableFinished: false, setHeader: () => undefined });
    const req = request({ url: '/v2/campaign-manager/campaigns', route: { path: '/v2/campaign-manager/campaigns' } });
    httpObservabilityMiddleware(metrics, logger)(req, response as unknown as ServerResponse, () => undefined);
    response.emit('close');
    expect(lines).toEqual([expect.objectContaining({ level: 30, msg: 'request aborted' })]);
    expect(await metrics.scrape()).not.toContain('route="/v2/campaign-manager/campaigns"');
    metrics.onModuleDestroy();
  });

  it('reads the job counts of every queue at scrape time, and leaves out a queue that fails instead of failing the scrape', async () => {
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    let calls = 0;
    const metrics = new Metrics(
      fakeQueues(async (name) => {
        calls++;
        if (name === 'uploads') throw new Error('Redis is away');
        return { waiting: 3, prioritized: 0, active: 1, delayed: 2, failed: 0, completed: 7 };
      }),
      NO_FAILURES,
    );
    const text = await metrics.scrape();
    expect(calls).toBe(QUEUES.length);
    expect(text).toContain('bullmq_jobs{queue="money-movement",state="waiting"} 3');
    expect(text).toContain('bullmq_jobs{queue="notifications",state="completed"} 7');
    expect(text).not.toContain('queue="uploads"');
    expect(text).toMatch(/^process_cpu_user_seconds_total /m);
    metrics.onModuleDestroy();
  });

  it('exports the failed attempts of each job name and how many failed in a row, the alert of a job that keeps failing', async () => {
    const metrics = new Metrics(
      fakeQueues(async () => ({})),
      failuresOf([
        { queue: 'payouts', name: 'payouts-submit', failed: 27, inARow: 27 },
        { queue: 'payouts', name: 'bank-rails-sandbox', failed: 626, inARow: 0 },
      ]),
    );
    const text = await metrics.scrape();
    expect(text).toContain('bullmq_job_attempts_failed_total{queue="payouts",name="payouts-submit"} 27');
    expect(text).toContain('bullmq_job_attempts_failed_total{queue="payouts",name="bank-rails-sandbox"} 626');
    expect(text).toContain('bullmq_job_failures_in_a_row{queue="payouts",name="payouts-submit"} 27');
    expect(text).toContain('bullmq_job_failures_in_a_row{queue="payouts",name="bank-rails-sandbox"} 0');
    metrics.onModuleDestroy();
  });

  it('keeps its own registry, so two instances do not collide', async () => {
    const a = new Metrics(fakeQueues(async () => ({})), NO_FAILURES);
    const b = new Metrics(fakeQueues(async () => ({})), NO_FAILURES);
    a.observe(request({ route: { path: '/x' } }), { statusCode: 200 } as ServerResponse, process.hrtime.bigint());
    expect(await a.scrape()).toContain('route="/x"');
    expect(await b.scrape()).not.toContain('route="/x"');
    a.onModuleDestroy();
    b.onModuleDestroy();
  });
});
