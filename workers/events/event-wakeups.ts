import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { DOMAIN_EVENTS_CHANNEL } from '../../src/core/events';

/** After a lost connection, listening starts again this long later. */
const RECONNECT_MS = 2_000;

/**
 * Wakes the event dispatcher at the commits that record events (docs/events.md): a statement writing `domain_event`
 * notifies once (at commit, never for a rollback), and this worker, listening on its own connection, nudges
 * `events-dispatch` at once rather than at the next one-second tick. The tick stays: a notification missed while
 * reconnecting only waits for it.
 */
@Injectable()
export class EventWakeups implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(EventWakeups.name);
  private client?: Client;
  private stopped = false;

  constructor(
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'event-wakeups' });
    this.client = client;
    let retrying = false;
    const retry = (why: string) => {
      if (retrying || this.stopped) return;
      retrying = true;
      this.logger.warn(`Event wake-ups stopped listening (${why}); the dispatcher's tick carries on, listening again shortly`);
      void client.end().catch(() => undefined);
      setTimeout(() => void this.listen(), RECONNECT_MS).unref();
    };
    client.on('notification', () => void this.jobs.nudge('events-dispatch', {}, { coalesce: true }).catch(() => undefined));
    client.on('error', (error) => retry(error.message));
    try {
      await client.connect();
      await client.query(`listen ${DOMAIN_EVENTS_CHANNEL}`);
    } catch (error) {
      retry((error as Error).message);
    }
  }
}
