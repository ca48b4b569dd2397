import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { EntityManager } from '@mikro-orm/postgresql';
import { Public } from '../auth/require-scopes.decorator';
import { NoRateLimit } from '../rate-limit/no-rate-limit.decorator';
import { DomainError } from '../errors/domain-error';
import { JobQueue } from '../queue/job-queue.service';
import { withTimeout } from './metrics';

export type CheckState = 'up' | 'down';
export type Checks = Record<string, CheckState>;

/** How long a dependency may take to answer before it counts as down. */
export const READINESS_TIMEOUT_MS = 2_000;
/** Injection token to shorten the readiness timeout (tests). */
export const READINESS_TIMEOUT = Symbol('READINESS_TIMEOUT');

/** Runs every probe at once; each is `up` when it resolves within `timeoutMs`, `down` when it rejects or is late. */
export async function runChecks(probes: Record<string, () => Promise<unknown>>, timeoutMs: number): Promise<Checks> {
  const names = Object.keys(probes);
  const results = await Promise.allSettled(names.map((name) => withTimeout(Promise.resolve().then(probes[name]), timeoutMs, `${name} timed out`)));
  return Object.fromEntries(names.map((name, i) => [name, results[i].status === 'fulfilled' ? 'up' : 'down']));
}

const liveSchema = { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } };
const readySchema = {
  type: 'object',
  required: ['status', 'checks'],
  properties: {
    status: { type: 'string', enum: ['ok'] },
    checks: {
      type: 'object',
      required: ['postgres', 'redis'],
      properties: { postgres: { type: 'string', enum: ['up', 'down'] }, redis: { type: 'string', enum: ['up', 'down'] } },
    },
  },
};
const notReadySchema = {
  allOf: [
    { $ref: '#/components/schemas/ProblemDocument' },
    { type: 'object', required: ['checks'], properties: { code: { type: 'string', enum: ['NOT_READY'] }, checks: readySchema.properties.checks } },
  ],
};

/**
 * Liveness and readiness for orchestrators and load balancers; outside the versioned prefixes and without a token.
 * Not ready answers 503 with a problem document (code `NOT_READY`) whose `checks` marks the failing dependency `down`.
 */
@Controller('health')
@ApiTags('Operations')
@Public()
@NoRateLimit()
export class HealthController {
  private readonly timeoutMs: number;

  constructor(
    private readonly em: EntityManager,
    private readonly jobQueue: JobQueue,
    @Optional() @Inject(READINESS_TIMEOUT) timeoutMs?: number,
  ) {
    this.timeoutMs = timeoutMs ?? READINESS_TIMEOUT_MS;
  }

  @Get('live')
  @ApiOperation({ summary: 'Liveness: the process answers', description: 'Touches no dependency: a failure here means the process should be restarted.' })
  @ApiOkResponse({ description: 'The process is alive.', schema: liveSchema })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: PostgreSQL and Redis answer',
    description: `Runs \`select 1\` on PostgreSQL and a PING on Redis, each allowed ${READINESS_TIMEOUT_MS / 1000} s. A process that is not ready should get no traffic.`,
  })
  @ApiOkResponse({ description: 'Both dependencies answer.', schema: readySchema })
  @ApiServiceUnavailableResponse({ description: 'A dependency does not answer: a problem document (code `NOT_READY`) whose `checks` marks it `down`.', schema: notReadySchema })
  async ready(): Promise<{ status: 'ok'; checks: Checks }> {
    const checks = await runChecks({ postgres: () => this.pingPostgres(), redis: () => this.pingRedis() }, this.timeoutMs);
    const down = Object.keys(checks).filter((name) => checks[name] === 'down');
    if (down.length > 0) throw new DomainError('NOT_READY', 'unavailable', `Not ready: ${down.join(' and ')} did not answer.`, { checks });
    return { status: 'ok', checks };
  }

  private async pingPostgres(): Promise<void> {
    await this.em.getConnection().execute('select 1');
  }

  private async pingRedis(): Promise<void> {
    const client = (await this.jobQueue.queue('maintenance').getBackend().client) as unknown as { ping?: () => Promise<string>; info(): Promise<string> };
    if (typeof client.ping === 'function') {
      const answer = await client.ping();
      if (answer !== 'PONG') throw new Error(`Redis answered ${answer}`);
    } else {
      await client.info();
    }
  }
}
