import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CoalescedCounts, type Counted } from './coalesced-counts';
import { decide, RATE_LIMIT_WINDOW_SECONDS, type RateLimitDecision } from './rate-limit-policy';

/** A request waits at most this long for Redis before it goes through uncounted. */
export const RATE_LIMIT_REDIS_TIMEOUT_MS = 500;
/** While Redis is away, one warning per this many milliseconds rather than one per request. */
const WARNING_INTERVAL_MS = 60_000;

/**
 * Counts requests per subject in Redis, so that every API process shares one budget per organization. Keys live
 * under `<QUEUE_PREFIX>:rate-limit:`, beside the deployment's queues. The limits protect the service, they are not
 * worth an outage: when Redis does not answer, requests go through uncounted and a warning is logged. A subject's
 * requests that arrive together are counted by one Redis call (CoalescedCounts), each told its own place.
 */
@Injectable()
export class RateLimiter implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimiter.name);
  private readonly limit: number;
  private readonly redis: Redis;
  private readonly counter: RateLimiterRedis;
  private readonly counts = new CoalescedCounts((subject, points) => this.countInRedis(subject, points));
  private lastWarningAt = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.limit = config.rateLimitPerMinute;
    // A connection of its own that fails fast (the queues' connection waits for Redis without end).
    this.redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: RATE_LIMIT_REDIS_TIMEOUT_MS,
      // And closes fast: ioredis otherwise keeps a refused socket's 2 s close timer, which holds the process open.
      disconnectTimeout: RATE_LIMIT_REDIS_TIMEOUT_MS,
      connectionName: 'rate-limit',
    });
    this.redis.on('error', (error: Error) => this.warn(error, 'Rate limit: Redis connection error'));
    this.counter = new RateLimiterRedis({
      storeClient: this.redis,
      keyPrefix: `${config.queuePrefix}:rate-limit`,
      points: this.limit,
      duration: RATE_LIMIT_WINDOW_SECONDS,
      rejectIfRedisNotReady: true,
    });
  }

  async onModuleInit(): Promise<void> {
    // Connected before the first request, so that it is counted; without Redis the app starts all the same.
    await this.redis.connect().catch((error: Error) => this.warn(error, 'Rate limit: Redis unavailable at start-up'));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /** Counts one request of `subject`; undefined when Redis cannot say (the request goes through uncounted). */
  async consume(subject: string): Promise<RateLimitDecision | undefined> {
    const counted = await this.counts.take(subject);
    return counted && decide(this.limit, counted.consumed, counted.msBeforeNext);
  }

  private async countInRedis(subject: string, points: number): Promise<Counted | undefined> {
    try {
      const counted = await this.counter.consume(subject, points);
      return { consumed: counted.consumedPoints, msBeforeNext: counted.msBeforeNext };
    } catch (outcome) {
      // rate-limiter-flexible rejects with the count when the limit is exceeded, with an Error when Redis fails.
      if (outcome instanceof RateLimiterRes) return { consumed: outcome.consumedPoints, msBeforeNext: outcome.msBeforeNext };
      this.warn(outcome, 'Rate limit: Redis did not answer; the request goes through uncounted');
      return undefined;
    }
  }

  private warn(error: unknown, message: string): void {
    const now = Date.now();
    if (now - this.lastWarningAt < WARNING_INTERVAL_MS) return;
    this.lastWarningAt = now;
    this.logger.warn({ err: error }, message);
  }
}
