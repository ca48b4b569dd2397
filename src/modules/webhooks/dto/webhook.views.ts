import { ApiProperty } from '@nestjs/swagger';
import { WebhookEndpointStatus, type WebhookEndpoint } from '../webhook-endpoint.entity';
import { WebhookAttemptOutcome } from '../webhook-deliveries';
import { WEBHOOK_EVENT_TYPES, WebhookDeliveryStatus } from '../webhook-events';

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

export class WebhookAttemptView {
  @ApiProperty({ format: 'date-time' }) attemptedOn!: string;
  @ApiProperty({ enum: WebhookAttemptOutcome, enumName: 'WebhookAttemptOutcome', description: '`Succeeded`: a 2xx answer; `Failed`: another status, a refused address or a connection error; `TimedOut`: no answer in time.' })
  outcome!: WebhookAttemptOutcome;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The endpoint’s HTTP status, when it answered.' }) statusCode!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'What went wrong, when it did.' }) error!: string | null;
}

/** A delivery of an event to an endpoint, with every attempt at it, oldest first. */
export class WebhookDeliveryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The event delivered: its `webhook-id`.' }) eventId!: string;
  @ApiProperty({ type: String, enum: WEBHOOK_EVENT_TYPES, nullable: true, description: 'Null once the event is past its 30 days.' }) eventType!: string | null;
  @ApiProperty({ enum: WebhookDeliveryStatus, enumName: 'WebhookDeliveryStatus', description: '`Pending` while it is tried again on the retry schedule; `Failed` once the retry window ended.' })
  status!: WebhookDeliveryStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it is tried next, while `Pending`.' }) nextAttemptOn!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredOn!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ type: [WebhookAttemptView] }) attempts!: WebhookAttemptView[];
}
