import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import { literal, query } from '../../core/database/sql';
import { Metrics, withTimeout } from '../../core/observability/metrics';
import { WebhookAttemptOutcome } from './webhook-deliveries';
import { WebhookEndpointStatus } from './webhook-endpoint.entity';
import { WebhookDeliveryStatus } from './webhook-events';

/** A scrape does not wait longer than this for PostgreSQL; the webhook series are left out then. */
const READ_TIMEOUT_MS = 1_000;

/**
 * Webhook deliveries in the API's `/metrics` (docs/webhooks.md), read from PostgreSQL when scraped: the deliveries of
 * the last hour by outcome so far (`Delivered`, `Failed`, `Pending`), the attempts of the last hour by outcome
 * (`Succeeded`, `Failed`, `TimedOut`, each always present), how long the oldest due one has waited, and the
 * disabled endpoints. API only (`WebhookMetricsModule`).
 */
@Injectable()
export class WebhookMetrics implements OnModuleInit {
  private readonly logger = new Logger(WebhookMetrics.name);

  constructor(
    private readonly em: EntityManager,
    private readonly metrics: Metrics,
  ) {}

  onModuleInit(): void {
    const read = () => this.read();
    let latest: Promise<Awaited<ReturnType<WebhookMetrics['read']>>> | undefined;
    const figures = () => (latest ??= read().finally(() => setTimeout(() => (latest = undefined), 500)));
    const registers = [this.metrics.registry];
    new Gauge({
      name: 'webhook_deliveries_last_hour',
      help: 'Webhook deliveries created in the last hour, by outcome so far.',
      labelNames: ['outcome'],
      registers,
      async collect() {
        this.reset();
        for (const [outcome, n] of Object.entries((await figures())?.byOutcome ?? {})) this.set({ outcome }, n);
      },
    });
    new Gauge({
      name: 'webhook_delivery_attempts_last_hour',
      help: 'Webhook delivery attempts made in the last hour, by outcome.',
      labelNames: ['outcome'],
      registers,
      async collect() {
        this.reset();
        const f = await figures();
        if (f) for (const outcome of Object.values(WebhookAttemptOutcome)) this.set({ outcome }, f.attemptsByOutcome[outcome] ?? 0);
      },
    });
    new Gauge({
      name: 'webhook_delivery_lag_seconds',
      help: 'How long the oldest due webhook delivery has been waiting; 0 when none waits.',
      registers,
      async collect() {
        const f = await figures();
        if (f) this.set(f.lagSeconds);
      },
    });
    new Gauge({
      name: 'webhook_endpoints_disabled',
      help: 'Webhook endpoints disabled after a delivery kept failing.',
      registers,
      async collect() {
        const f = await figures();
        if (f) this.set(f.disabled);
      },
    });
  }

  private async read(): Promise<{ byOutcome: Record<string, number>; attemptsByOutcome: Record<string, number>; lagSeconds: number; disabled: number } | undefined> {
    try {
      const em = this.em.fork();
      return await withTimeout(
        (async () => {
          const rows = await query<{ status: string; n: number }>(em, `select status, count(*)::int as n from webhook_delivery where created_on > now() - interval '1 hour' group by status`);
          const attempts = await query<{ outcome: string; n: number }>(em, `select outcome, count(*)::int as n from webhook_delivery_attempt where attempted_on > now() - interval '1 hour' group by outcome`);
          const [lag] = await query<{ s: number | null }>(em, `select extract(epoch from now() - min(next_attempt_on))::float8 as s from webhook_delivery where status = ${literal(WebhookDeliveryStatus.Pending)} and next_attempt_on <= now()`);
          const [disabled] = await query<{ n: number }>(em, `select count(*)::int as n from webhook_endpoint where status = ${literal(WebhookEndpointStatus.Disabled)} and deleted_on is null`);
          return {
            byOutcome: Object.fromEntries(rows.map((r) => [r.status, r.n])),
            attemptsByOutcome: Object.fromEntries(attempts.map((r) => [r.outcome, r.n])),
            lagSeconds: Math.max(0, lag.s ?? 0),
            disabled: disabled.n,
          };
        })(),
        READ_TIMEOUT_MS,
        `webhook metrics: no answer within ${READ_TIMEOUT_MS} ms`,
      );
    } catch (error) {
      this.logger.warn(`Webhook metrics left out of this scrape: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}
