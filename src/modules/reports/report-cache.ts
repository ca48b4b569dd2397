import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';

/** How long a report page stays cached (the spec's two minutes). */
export const REPORT_CACHE_SECONDS = 120;
/** Redis answers within this or the report is computed without the cache. */
const REDIS_TIMEOUT_MS = 500;

export interface CachedReport {
  total: number;
  body: string;
}

export interface CacheLookup {
  entry?: CachedReport;
  /** What the entry asked for as `previous` left for the one after it (`publish(next)`), while it is cached. */
  previousNext?: string;
}

/** Fills one cache entry as the report streams out: chunks appended under a temporary key, published at the end. */
export interface CacheFill {
  append(chunk: Buffer): Promise<void>;
  /** `next`: kept beside the entry with the same lifetime, for the entry after it (where the next page starts). */
  publish(next?: string): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Report pages cached in Redis (docs/reports.md), so that every API process shares them. A cache is worth no outage:
 * when Redis does not answer, reports are computed and sent uncached, with one warning a minute.
 */
@Injectable()
export class ReportCache implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ReportCache.name);
  private readonly redis: Redis;
  private readonly prefix: string;
  private lastWarningAt = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = `${config.queuePrefix}:report-cache`;
    this.redis = new Redis(config.redisUrl, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: REDIS_TIMEOUT_MS,
      disconnectTimeout: REDIS_TIMEOUT_MS,
      connectionName: 'report-cache',
    });
    this.redis.on('error', (error: Error) => this.warn(error));
  }

  async onModuleInit(): Promise<void> {
    await this.redis.connect().catch((error: Error) => this.warn(error));
  }

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }

  /** The entry `key` and, in the same round trip, the `next` that the entry `previous` left. */
  async get(key: string, previous?: string): Promise<CacheLookup> {
    try {
      const keys = [`${this.prefix}:${key}:total`, `${this.prefix}:${key}:body`];
      if (previous !== undefined) keys.push(`${this.prefix}:${previous}:next`);
      const [total, body, previousNext] = await this.redis.mget(...keys);
      return { entry: total !== null && body !== null ? { total: Number(total), body } : undefined, previousNext: previousNext ?? undefined };
    } catch (error) {
      this.warn(error);
      return {};
    }
  }

  /** A fill of `key`; once one of its writes fails, the rest are skipped and nothing is published. */
  fill(key: string, total: number): CacheFill {
    const target = `${this.prefix}:${key}`;
    const pending = `${target}:filling:${process.pid}:${Math.random().toString(36).slice(2)}`;
    let broken = false;
    let started = false;
    const attempt = async (write: () => Promise<unknown>) => {
      if (broken) return;
      try {
        await write();
      } catch (error) {
        broken = true;
        this.warn(error);
        await this.redis.del(pending).catch(() => undefined);
      }
    };
    return {
      append: (chunk) =>
        attempt(async () => {
          // A fill cut short (the process killed) leaves no entry behind for long.
          const results = await this.redis.multi().append(pending, chunk).expire(pending, REPORT_CACHE_SECONDS).exec();
          started = true;
          const failed = results?.find(([error]) => error);
          if (failed) throw failed[0];
        }),
      publish: (next) =>
        attempt(async () => {
          const publishing = this.redis.multi();
          if (started) publishing.rename(pending, `${target}:body`);
          else publishing.set(`${target}:body`, '');
          publishing.expire(`${target}:body`, REPORT_CACHE_SECONDS).set(`${target}:total`, total, 'EX', REPORT_CACHE_SECONDS);
          // Replaced or removed with the entry: never a `next` older than the page it follows.
          if (next === undefined) publishing.del(`${target}:next`);
          else publishing.set(`${target}:next`, next, 'EX', REPORT_CACHE_SECONDS);
          await publishing.exec();
        }),
      discard: async () => {
        broken = true;
        await this.redis.del(pending).catch(() => undefined);
      },
    };
  }

  private warn(error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarningAt < 60_000) return;
    this.lastWarningAt = now;
    this.logger.warn(`Report cache: Redis did not answer (${error instanceof Error ? error.message : String(error)}); reports are sent uncached`);
  }
}
