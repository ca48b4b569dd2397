import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../errors/domain-error';
import type { JobQueue } from '../queue/job-queue.service';
import { HealthController, runChecks } from './health.controller';

const never = () => new Promise<never>(() => undefined);

function controller(postgres: () => Promise<unknown>, redis: () => Promise<unknown>, timeoutMs = 50): HealthController {
  const em = { getConnection: () => ({ execute: postgres }) } as unknown as EntityManager;
  const jobQueue = { queue: () => ({ getBackend: () => ({ client: Promise.resolve({ ping: redis, info: redis }) }) }) } as unknown as JobQueue;
  return new HealthController(em, jobQueue, timeoutMs);
}

describe('runChecks', () => {
  it('marks each probe up when it resolves in time, down when it throws or is late', async () => {
    const checks = await runChecks({ fast: async () => 1, broken: async () => Promise.reject(new Error('no')), slow: never, sync: () => { throw new Error('sync'); } }, 30);
    expect(checks).toEqual({ fast: 'up', broken: 'down', slow: 'down', sync: 'down' });
  });
});

describe('HealthController', () => {
  it('is live without asking anything', () => {
    expect(controller(never, never).live()).toEqual({ status: 'ok' });
  });

  it('is ready when select 1 and PING both answer', async () => {
    await expect(controller(async () => [{ '?column?': 1 }], async () => 'PONG').ready()).resolves.toEqual({ status: 'ok', checks: { postgres: 'up', redis: 'up' } });
  });

  it.each([
    ['postgres fails', () => Promise.reject(new Error('ECONNREFUSED')), async () => 'PONG', { postgres: 'down', redis: 'up' }],
    ['redis hangs', async () => [], never, { postgres: 'up', redis: 'down' }],
    ['redis answers oddly', async () => [], async () => 'LOADING', { postgres: 'up', redis: 'down' }],
    ['both are away', never, never, { postgres: 'down', redis: 'down' }],
  ])('is not ready (503 NOT_READY) when %s', async (_case, postgres, redis, checks) => {
    const error = await controller(postgres, redis).ready().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'NOT_READY', kind: 'unavailable', extensions: { checks } });
  });
});
