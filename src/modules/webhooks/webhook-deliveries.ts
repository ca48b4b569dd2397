import http from 'node:http';
import https from 'node:https';
import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { execute, literal, query, queryBound } from '../../core/database/sql';
import { chunk, mapLimited } from '../../core/collections';
import type { Outbox } from '../../core/queue/outbox-dispatcher';
import { FieldEncryption } from '../../core/security/field-encryption';
import { nextAttemptOn, type RetryPolicy } from './retry-schedule';
import { destinationRule, lookupAllowing, type DestinationRule, urlProblem } from './webhook-addresses';
import { WebhookEndpointStatus } from './webhook-endpoint.entity';
import { WebhookDeliveryStatus } from './webhook-events';
import { signDelivery } from './webhook-signing';
import type { DeliveriesQuery } from './dto/webhook.dto';
import type { WebhookDeliveryView } from './dto/webhook.views';
import { pageOffset, toPage, type Page } from '../../core/http/paging';

/** Deliveries a dispatch round takes at most, and per deliver job. */
export const DISPATCH_LIMIT = 5_000;
export const DELIVER_BATCH = 200;
/** Requests in flight at once per deliver job. */
const IN_FLIGHT = 64;
/** A worker owns a dispatched delivery this long: past it, a lost job's deliveries are dispatched again. */
const LEASE_SECONDS = 60;

interface DueDelivery {
  id: string;
  attempts: number;
  created_on: Date | string;
  event_id: string;
  type: string;
  data: Record<string, unknown>;
  occurred_on: Date | string;
  endpoint_id: string;
  url: string;
  secret_encrypted: string;
  previous_secret_encrypted: string | null;
  previous_secret_expires_on: Date | string | null;
}

/** How one attempt to deliver went: each is a `webhook_delivery_attempt` row, and `/metrics` counts them. */
export enum WebhookAttemptOutcome {
  /** A 2xx answer. */
  Succeeded = 'Succeeded',
  /** Another status, a refused address, a connection error. */
  Failed = 'Failed',
  /** No answer within the timeout (`WEBHOOK_DELIVERY_TIMEOUT_SECONDS`). */
  TimedOut = 'TimedOut',
}

/** The endpoint did not answer within the timeout. */
class NoAnswer extends Error {}

interface Outcome {
  id: string;
  outcome: WebhookAttemptOutcome;
  statusCode: number | null;
  error: string | null;
  nextAttemptOn: Date | null;
  endpointId: string;
}

const Pending = literal(WebhookDeliveryStatus.Pending);

interface DeliveryRow {
  id: string;
  event_id: string;
  type: string | null;
  status: WebhookDeliveryStatus;
  next_attempt_on: Date | string;
  delivered_on: Date | string | null;
  created_on: Date | string;
  attempts: { attemptedOn: string; outcome: WebhookAttemptOutcome; statusCode: number | null; error: string | null }[];
}

/**
 * Webhook deliveries (docs/webhooks.md): the dispatcher leases due deliveries and hands them to deliver jobs; a
 * deliver job posts each, signed per Standard Webhooks, at most 64 at a time over kept-alive connections, and records
 * every outcome, and every attempt as a row, in one statement. A 2xx is delivered; anything else (an error, a timeout,
 * another status) is tried again on the retry schedule, until the retry window ends: then the delivery fails and its
 * endpoint is disabled with the reason. At least once: a job lost after sending sends again when its lease ends;
 * `webhook-id` (the event's id) lets the receiver drop the repeat.
 */
@Injectable()
export class WebhookDeliveries implements OnApplicationShutdown {
  private readonly logger = new Logger(WebhookDeliveries.name);
  private readonly policy: RetryPolicy;
  private readonly timeoutMs: number;
  private readonly agents: { http: http.Agent; https: https.Agent };
  private readonly destinations: DestinationRule;

  constructor(
    private readonly em: EntityManager,
    private readonly encryption: FieldEncryption,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.policy = config.webhooks;
    this.timeoutMs = config.webhooks.deliveryTimeoutSeconds * 1000;
    // The very address each connection goes to is checked (DNS rebinding): public in production, loopback in the sandbox.
    this.destinations = destinationRule(config.isSandbox);
    const lookup = lookupAllowing(this.destinations);
    this.agents = {
      http: new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT, lookup }),
      https: new https.Agent({ keepAlive: true, maxSockets: IN_FLIGHT, lookup }),
    };
  }

  /**
   * An endpoint's deliveries, newest first, each with its attempts oldest first (`GET /webhook-endpoints/{id}/deliveries`,
   * the index by endpoint); the event's type while the event is kept (30 days).
   */
  async history(endpointId: string, q: DeliveriesQuery): Promise<Page<WebhookDeliveryView>> {
    const where = 'd.endpoint_id = ? and (?::text is null or d.status = ?::text)';
    const params = [endpointId, q.status ?? null, q.status ?? null];
    const { limit, offset } = pageOffset(q);
    const [rows, [count]] = await Promise.all([
      query<DeliveryRow>(
        this.em,
        `select d.id, d.event_id, e.type, d.status, d.next_attempt_on, d.delivered_on, d.created_on,
                coalesce((select json_agg(json_build_object('attemptedOn', a.attempted_on, 'outcome', a.outcome, 'statusCode', a.status_code, 'error', a.error) order by a.attempted_on, a.id)
                          from webhook_delivery_attempt a where a.delivery_id = d.id), '[]'::json) as attempts
         from webhook_delivery d left join webhook_event e on e.id = d.event_id
         where ${where} order by d.created_on desc, d.id desc limit ? offset ?`,
        [...params, limit, offset],
      ),
      query<{ n: number }>(this.em, `select count(*)::int as n from webhook_delivery d where ${where}`, params),
    ]);
    return toPage(
      rows.map((r) => ({
        id: r.id,
        eventId: r.event_id,
        eventType: r.type,
        status: r.status,
        nextAttemptOn: r.status === WebhookDeliveryStatus.Pending ? new Date(r.next_attempt_on).toISOString() : null,
        deliveredOn: r.delivered_on ? new Date(r.delivered_on).toISOString() : null,
        createdOn: new Date(r.created_on).toISOString(),
        attempts: r.attempts.map((a) => ({ attemptedOn: new Date(a.attemptedOn).toISOString(), outcome: a.outcome, statusCode: a.statusCode, error: a.error })),
      })),
      count.n,
      q,
    );
  }

  onApplicationShutdown(): void {
    this.agents.http.destroy();
    this.agents.https.destroy();
  }

  /** The due deliveries of enabled endpoints as an outbox: leased oldest first, handed to deliver jobs in batches. */
  readonly due: Outbox<string> = {
    batch: DISPATCH_LIMIT,
    lease: (limit) => this.lease(limit),
    jobsFor: (ids) => chunk(ids, DELIVER_BATCH).map((deliveryIds) => ({ name: 'webhooks-deliver', data: { deliveryIds }, options: { removeOnComplete: true, removeOnFail: 1000 } })),
    release: async (ids) => {
      await execute(this.em.fork(), `update webhook_delivery set leased_until = null where id = any(?::uuid[]) and status = ${Pending}`, [ids]);
    },
  };

  private async lease(limit: number): Promise<string[]> {
    const rows = await query<{ id: string }>(
      this.em.fork(),
      `update webhook_delivery d set leased_until = now() + make_interval(secs => ?)
       where d.id in (
         select d.id from webhook_delivery d join webhook_endpoint p on p.id = d.endpoint_id
         where d.status = ${Pending} and d.next_attempt_on <= now() and (d.leased_until is null or d.leased_until < now())
           and p.status = ${literal(WebhookEndpointStatus.Enabled)} and p.deleted_on is null
         order by d.next_attempt_on limit ? for update of d skip locked)
       returning d.id`,
      [LEASE_SECONDS, limit],
    );
    return rows.map((row) => row.id);
  }

  /** Delivers the given deliveries that are still pending; how many were delivered. */
  async deliver(deliveryIds: readonly string[]): Promise<{ delivered: number; failed: number }> {
    const em = this.em.fork();
    const due = await queryBound<DueDelivery>(
      em,
      `select d.id, d.attempts, d.created_on, e.id as event_id, e.type, e.data, e.occurred_on, p.id as endpoint_id, p.url,
              p.secret_encrypted, p.previous_secret_encrypted, p.previous_secret_expires_on
       from webhook_delivery d join webhook_event e on e.id = d.event_id join webhook_endpoint p on p.id = d.endpoint_id
       where d.id = any($1::uuid[]) and d.status = ${Pending} and p.status = ${literal(WebhookEndpointStatus.Enabled)} and p.deleted_on is null`,
      [deliveryIds],
    );
    const secrets = new Map<string, string[]>();
    const outcomes = await mapLimited(due, IN_FLIGHT, (delivery) => this.send(delivery, this.secretsOf(delivery, secrets)));
    await this.record(em, outcomes);
    const delivered = outcomes.filter((o) => o.outcome === WebhookAttemptOutcome.Succeeded).length;
    return { delivered, failed: outcomes.length - delivered };
  }

  /** The endpoint's secrets, the current first (decrypted once per endpoint and job). */
  private secretsOf(delivery: DueDelivery, cache: Map<string, string[]>): string[] {
    const known = cache.get(delivery.endpoint_id);
    if (known) return known;
    const secrets = [this.encryption.decrypt(delivery.secret_encrypted)];
    const expires = delivery.previous_secret_expires_on ? new Date(delivery.previous_secret_expires_on) : undefined;
    if (delivery.previous_secret_encrypted && expires && expires > new Date()) secrets.push(this.encryption.decrypt(delivery.previous_secret_encrypted));
    cache.set(delivery.endpoint_id, secrets);
    return secrets;
  }

  private async send(delivery: DueDelivery, secrets: string[]): Promise<Outcome> {
    const body = JSON.stringify({ id: delivery.event_id, type: delivery.type, timestamp: new Date(delivery.occurred_on).toISOString(), data: delivery.data });
    const headers = signDelivery(secrets, delivery.event_id, new Date(), body);
    let statusCode: number | null = null;
    let error: string | null = null;
    let outcome: WebhookAttemptOutcome;
    try {
      statusCode = await this.post(delivery.url, body, headers);
      outcome = statusCode >= 200 && statusCode < 300 ? WebhookAttemptOutcome.Succeeded : WebhookAttemptOutcome.Failed;
      if (outcome === WebhookAttemptOutcome.Failed) error = `HTTP ${statusCode}`;
    } catch (cause) {
      outcome = cause instanceof NoAnswer ? WebhookAttemptOutcome.TimedOut : WebhookAttemptOutcome.Failed;
      error = cause instanceof Error ? cause.message : String(cause);
    }
    const next = outcome === WebhookAttemptOutcome.Succeeded ? null : (nextAttemptOn(this.policy, delivery.attempts + 1, new Date(delivery.created_on), new Date()) ?? null);
    return { id: delivery.id, outcome, statusCode, error, nextAttemptOn: next, endpointId: delivery.endpoint_id };
  }

  /** One POST with the body and headers; the status code, or `NoAnswer` when none came within the timeout. */
  private post(url: string, body: string, headers: Record<string, string>): Promise<number> {
    const target = new URL(url);
    // A literal address never reaches the lookup; an endpoint stored before a rule changed is checked here too.
    const problem = urlProblem(target, this.destinations);
    if (problem) return Promise.reject(new Error(`Refused: ${problem}`));
    const client = target.protocol === 'https:' ? https : http;
    const timeout = AbortSignal.timeout(this.timeoutMs);
    return new Promise((resolve, reject) => {
      // The timeout aborts the request, or an answer still arriving: the signal says so, not the error's text.
      const fail = (error: Error) => reject(timeout.aborted ? new NoAnswer(`No answer within ${this.timeoutMs / 1000} s`) : error);
      const request = client.request(
        target,
        {
          method: 'POST',
          agent: target.protocol === 'https:' ? this.agents.https : this.agents.http,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), 'User-Agent': 'CampaignManager-Webhooks/1', ...headers },
          signal: timeout,
        },
        (response) => {
          // The answer's body is not needed: drained, so the connection goes back to the pool.
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
          response.once('error', fail);
        },
      );
      request.once('error', fail);
      request.end(body);
    });
  }

  /**
   * Every outcome of a job in one statement: each attempt a `webhook_delivery_attempt` row, each delivery still pending
   * updated. Endpoints whose delivery gave up are disabled with the reason.
   */
  private async record(em: EntityManager, outcomes: Outcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const succeeded = `o.outcome = ${literal(WebhookAttemptOutcome.Succeeded)}`;
    await queryBound(
      em,
      `with o as (select * from unnest($1::uuid[], $2::text[], $3::int[], $4::text[], $5::timestamptz[]) as o(id, outcome, code, error, next)),
       recorded as (
         update webhook_delivery d set
           status = case when ${succeeded} then ${literal(WebhookDeliveryStatus.Delivered)} when o.next is null then ${literal(WebhookDeliveryStatus.Failed)} else d.status end,
           attempts = d.attempts + 1,
           delivered_on = case when ${succeeded} then now() end,
           next_attempt_on = coalesce(o.next, d.next_attempt_on),
           last_status_code = o.code, last_error = o.error, leased_until = null
         from o where d.id = o.id and d.status = ${Pending})
       -- Every attempt made, also one whose delivery changed meanwhile (its endpoint deleted, its lease over and posted again).
       insert into webhook_delivery_attempt (id, organization_id, delivery_id, endpoint_id, outcome, status_code, error)
       select uuid_generate_v7(), d.organization_id, d.id, d.endpoint_id, o.outcome, o.code, o.error
       from o join webhook_delivery d on d.id = o.id`,
      [outcomes.map((o) => o.id), outcomes.map((o) => o.outcome), outcomes.map((o) => o.statusCode), outcomes.map((o) => o.error), outcomes.map((o) => o.nextAttemptOn)],
    );
    const givenUp = outcomes.filter((o) => o.outcome !== WebhookAttemptOutcome.Succeeded && o.nextAttemptOn === null);
    if (givenUp.length === 0) return;
    await queryBound(
      em,
      `update webhook_endpoint p set status = ${literal(WebhookEndpointStatus.Disabled)}, updated_on = now(),
         disabled_reason = 'A delivery kept failing for the whole retry window; the last attempt: ' || o.error
       from unnest($1::uuid[], $2::text[]) as o(endpoint_id, error)
       where p.id = o.endpoint_id and p.status = ${literal(WebhookEndpointStatus.Enabled)}`,
      [givenUp.map((o) => o.endpointId), givenUp.map((o) => o.error ?? 'no answer')],
    );
    this.logger.warn(`Disabled ${new Set(givenUp.map((o) => o.endpointId)).size} webhook endpoint(s) after their retry window`);
  }
}
