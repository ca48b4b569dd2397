import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { execute, literal, query } from '../../core/database/sql';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { FieldEncryption } from '../../core/security/field-encryption';
import type { CreateWebhookEndpointDto, DeliveriesQuery, EventsQuery, UpdateWebhookEndpointDto } from './dto/webhook.dto';
import { type CreatedWebhookEndpointView, type WebhookDeliveryView, WebhookEndpointView, type WebhookEventView } from './dto/webhook.views';
import { WebhookDeliveries } from './webhook-deliveries';
import { destinationProblem, destinationRule } from './webhook-addresses';
import { WebhookEndpoint, WebhookEndpointStatus } from './webhook-endpoint.entity';
import { EVENT_RETENTION_DAYS, WebhookDeliveryStatus } from './webhook-events';
import { newWebhookSecret } from './webhook-signing';

/** How long a rotated secret keeps signing beside its successor. */
export const PREVIOUS_SECRET_HOURS = 24;
const DAY_MS = 86_400_000;

/**
 * An organization's webhook endpoints and events (docs/webhooks.md): create (the secret shown once), read, change,
 * delete, rotate the secret, replay; the events of the last 30 days.
 */
@Injectable()
export class WebhookEndpointsService {
  constructor(
    private readonly em: EntityManager,
    private readonly encryption: FieldEncryption,
    private readonly deliveries: WebhookDeliveries,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(principal: Principal, dto: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointView> {
    await this.checkUrl(dto.url);
    const secret = newWebhookSecret();
    const endpoint = this.em.create(WebhookEndpoint, {
      organizationId: principal.organizationId,
      url: dto.url,
      eventTypes: dto.eventTypes ? [...new Set(dto.eventTypes)] : null,
      description: dto.description ?? null,
      secretEncrypted: this.encryption.encrypt(secret),
    });
    await this.em.flush();
    return { ...WebhookEndpointView.of(endpoint), secret };
  }

  async list(q: PageQuery): Promise<Page<WebhookEndpointView>> {
    const [endpoints, total] = await this.em.findAndCount(WebhookEndpoint, { deletedOn: null }, { orderBy: { createdOn: 'asc', id: 'asc' }, ...pageOffset(q) });
    return toPage(endpoints.map(WebhookEndpointView.of), total, q);
  }

  /** Needs attention (docs/attention.md): the organization's disabled endpoints, most recently changed first, at most `limit`, and how many. */
  async disabledOf(organizationId: string, limit: number): Promise<{ count: number; endpoints: WebhookEndpoint[] }> {
    const where = { organizationId, status: WebhookEndpointStatus.Disabled, deletedOn: null };
    const [endpoints, count] = await this.em.findAndCount(WebhookEndpoint, where, { orderBy: { updatedOn: 'desc', id: 'desc' }, limit });
    return { count, endpoints };
  }

  async get(id: string): Promise<WebhookEndpointView> {
    return WebhookEndpointView.of(await this.require(id));
  }

  async update(id: string, dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointView> {
    const endpoint = await this.require(id);
    if (dto.url !== undefined) {
      await this.checkUrl(dto.url);
      endpoint.url = dto.url;
    }
    if (dto.eventTypes !== undefined) endpoint.eventTypes = dto.eventTypes ? [...new Set(dto.eventTypes)] : null;
    if (dto.description !== undefined) endpoint.description = dto.description;
    if (dto.status === WebhookEndpointStatus.Enabled && endpoint.status !== WebhookEndpointStatus.Enabled) {
      endpoint.status = WebhookEndpointStatus.Enabled;
      endpoint.disabledReason = null;
      // What waited while it was disabled goes out again now, with a fresh retry window.
      await execute(
        this.em,
        `update webhook_delivery set next_attempt_on = now(), attempts = 0, created_on = now(), leased_until = null where endpoint_id = ? and status = ${literal(WebhookDeliveryStatus.Pending)}`,
        [endpoint.id],
      );
    }
    await this.em.flush();
    return WebhookEndpointView.of(endpoint);
  }

  /** Its waiting deliveries are dropped with it. */
  async remove(id: string): Promise<void> {
    const endpoint = await this.require(id);
    endpoint.deletedOn = new Date();
    await this.em.flush();
    await execute(this.em, `update webhook_delivery set status = ${literal(WebhookDeliveryStatus.Failed)}, last_error = 'Endpoint deleted' where endpoint_id = ? and status = ${literal(WebhookDeliveryStatus.Pending)}`, [endpoint.id]);
  }

  async rotateSecret(id: string): Promise<string> {
    const endpoint = await this.require(id);
    await this.em.populate(endpoint, ['secretEncrypted']);
    const secret = newWebhookSecret();
    endpoint.previousSecretEncrypted = endpoint.secretEncrypted;
    endpoint.previousSecretExpiresOn = new Date(Date.now() + PREVIOUS_SECRET_HOURS * 3_600_000);
    endpoint.secretEncrypted = this.encryption.encrypt(secret);
    await this.em.flush();
    return secret;
  }

  /** A new delivery to this endpoint of each of its types' events since `since` (30 days at most); how many. */
  async replay(id: string, since: string): Promise<number> {
    const endpoint = await this.require(id);
    const from = new Date(Math.max(Date.parse(since), Date.now() - EVENT_RETENTION_DAYS * DAY_MS));
    const [row] = await query<{ n: number }>(
      this.em,
      `with queued as (
         insert into webhook_delivery (id, organization_id, event_id, endpoint_id)
         select uuid_generate_v7(), e.organization_id, e.id, ? from webhook_event e
         where e.organization_id = ? and e.occurred_on >= ? and (?::text[] is null or e.type = any(?::text[]))
         returning 1)
       select count(*)::int as n from queued`,
      [endpoint.id, endpoint.organizationId, from, endpoint.eventTypes ? `{${endpoint.eventTypes.join(',')}}` : null, endpoint.eventTypes ? `{${endpoint.eventTypes.join(',')}}` : null],
    );
    return row.n;
  }

  /** An endpoint's deliveries with their attempts, newest first. */
  async deliveriesOf(id: string, q: DeliveriesQuery): Promise<Page<WebhookDeliveryView>> {
    const endpoint = await this.require(id);
    return this.deliveries.history(endpoint.id, q);
  }

  /** The organization's events of the last 30 days, newest first. */
  async events(principal: Principal, q: EventsQuery): Promise<Page<WebhookEventView>> {
    const oldest = new Date(Date.now() - EVENT_RETENTION_DAYS * DAY_MS);
    const since = q.since && Date.parse(q.since) > oldest.getTime() ? new Date(q.since) : oldest;
    const where = `organization_id = ? and occurred_on >= ? and (?::timestamptz is null or occurred_on <= ?::timestamptz) and (?::text is null or type = ?::text)`;
    const params = [principal.organizationId, since, q.until ?? null, q.until ?? null, q.type ?? null, q.type ?? null];
    const { limit, offset } = pageOffset(q);
    const [rows, [count]] = await Promise.all([
      query<{ id: string; type: string; occurred_on: Date; data: Record<string, unknown> }>(this.em, `select id, type, occurred_on, data from webhook_event where ${where} order by occurred_on desc, id desc limit ? offset ?`, [
        ...params,
        limit,
        offset,
      ]),
      query<{ n: number }>(this.em, `select count(*)::int as n from webhook_event where ${where}`, params),
    ]);
    return toPage(
      rows.map((r) => ({ id: r.id, type: r.type, timestamp: new Date(r.occurred_on).toISOString(), data: r.data })),
      count.n,
      q,
    );
  }

  private async require(id: string): Promise<WebhookEndpoint> {
    const endpoint = await this.em.findOne(WebhookEndpoint, { id, deletedOn: null });
    if (!endpoint) throw DomainError.notFound('Webhook endpoint', id);
    return endpoint;
  }

  /** Where the URL may go (docs/webhooks.md): checked here and again at each delivery. */
  private async checkUrl(url: string): Promise<void> {
    const problem = await destinationProblem(url, destinationRule(this.config.isSandbox));
    if (problem) throw DomainError.invalidField('url', problem);
  }
}
