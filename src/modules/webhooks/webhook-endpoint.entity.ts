import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';

export enum WebhookEndpointStatus {
  Enabled = 'Enabled',
  Disabled = 'Disabled',
}

/** Where an organization wants its events, signed with its secret (docs/webhooks.md). */
@Entity({ tableName: 'webhook_endpoint' })
export class WebhookEndpoint extends TenantScopedEntity {
  @Property({ type: 'text' })
  url!: string;

  /** Null: every type. */
  @Property({ type: 'text[]', nullable: true })
  eventTypes?: string[] | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Enum({ items: () => WebhookEndpointStatus, type: 'text' })
  status: WebhookEndpointStatus & Opt = WebhookEndpointStatus.Enabled;

  @Property({ type: 'text', nullable: true })
  disabledReason?: string | null;

  @Property({ type: 'text', lazy: true })
  secretEncrypted!: string;

  @Property({ type: 'text', nullable: true, lazy: true })
  previousSecretEncrypted?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  previousSecretExpiresOn?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  deletedOn?: Date | null;
}
