import { ApiProperty } from '@nestjs/swagger';
import { WebhookEndpointStatus, type WebhookEndpoint } from '../webhook-endpoint.entity';
import { WEBHOOK_EVENT_TYPES } from '../webhook-events';

export class WebhookEndpointView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uri' }) url!: string;
  @ApiProperty({ type: [String], enum: WEBHOOK_EVENT_TYPES, nullable: true, description: 'null: every type.' }) eventTypes!: string[] | null;
  @ApiProperty({ type: String, nullable: true }) description!: string | null;
  @ApiProperty({ enum: WebhookEndpointStatus, enumName: 'WebhookEndpointStatus' }) status!: WebhookEndpointStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Why it was disabled: a delivery that kept failing for the whole retry window.' }) disabledReason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;

  static of(endpoint: WebhookEndpoint): WebhookEndpointView {
    return {
      id: endpoint.id,
      url: endpoint.url,
      eventTypes: endpoint.eventTypes ?? null,
      description: endpoint.description ?? null,
      status: endpoint.status,
      disabledReason: endpoint.disabledReason ?? null,
      createdOn: endpoint.createdOn.toISOString(),
    };
  }
}

/** The create answer: the only one, with `:rotate-secret`'s, that shows the secret. */
export class CreatedWebhookEndpointView extends WebhookEndpointView {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'Signs every delivery (Standard Webhooks); shown once.' }) secret!: string;
}

export class WebhookSecretView {
  @ApiProperty({ example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', description: 'The new secret; the previous one keeps signing beside it for 24 hours.' }) secret!: string;
}

export class ReplayAcceptedView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Events queued for delivery again.' }) count!: number;
}

export class WebhookEventView {
  @ApiProperty({ format: 'uuid', description: 'The `webhook-id` of its deliveries.' }) id!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES }) type!: string;
  @ApiProperty({ format: 'date-time' }) timestamp!: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'The resource as it was then.' }) data!: Record<string, unknown>;
}
