import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsIn, IsString, IsUrl, MaxLength } from 'class-validator';
import { IsDateTime } from '../../../core/http/date-time.decorator';
import { PageQuery } from '../../../core/http/paging';
import { Nullable, Omittable } from '../../../core/http/presence.decorators';
import { WebhookEndpointStatus } from '../webhook-endpoint.entity';
import { WEBHOOK_EVENT_TYPES, WebhookDeliveryStatus, type WebhookEventType } from '../webhook-events';

const URL_RULES = { protocols: ['http', 'https'], require_protocol: true, require_tld: false, require_host: true };

export class CreateWebhookEndpointDto {
  @ApiProperty({ format: 'uri', maxLength: 2000, example: 'https://hooks.example.com/campaign-manager', description: 'https, to a public address; in the sandbox, http or https to a loopback address. No user name or password.' })
  @IsUrl(URL_RULES, { message: 'url must be an http(s) URL.' }) @MaxLength(2000)
  url!: string;

  @ApiPropertyOptional({ type: [String], enum: WEBHOOK_EVENT_TYPES, uniqueItems: true, description: 'The types to send; every type when absent.' })
  @Omittable() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `eventTypes must hold ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  eventTypes?: WebhookEventType[];

  @ApiPropertyOptional({ maxLength: 500 })
  @Omittable() @IsString() @MaxLength(500)
  description?: string;
}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ format: 'uri', maxLength: 2000, description: 'As at create: https to a public address (the sandbox: loopback), no user name or password.' })
  @Omittable() @IsUrl(URL_RULES, { message: 'url must be an http(s) URL.' }) @MaxLength(2000)
  url?: string;

  @ApiPropertyOptional({ type: [String], enum: WEBHOOK_EVENT_TYPES, uniqueItems: true, nullable: true, description: 'null: every type.' })
  @Nullable() @IsArray() @ArrayMinSize(1) @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `eventTypes must hold ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  eventTypes?: WebhookEventType[] | null;

  @ApiPropertyOptional({ type: String, maxLength: 500, nullable: true })
  @Nullable() @IsString() @MaxLength(500)
  description?: string | null;

  @ApiPropertyOptional({ enum: [WebhookEndpointStatus.Enabled], description: '`Enabled` re-enables a disabled endpoint; its waiting deliveries go out again.' })
  @Omittable() @IsIn([WebhookEndpointStatus.Enabled], { message: 'status can only be set to Enabled.' })
  status?: WebhookEndpointStatus.Enabled;
}

export class ReplayDto {
  @ApiProperty({ format: 'date-time', description: 'Events since then (at most 30 days ago) are delivered again.' })
  @IsDateTime()
  since!: string;
}

export class EventsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES })
  @Omittable() @IsIn(WEBHOOK_EVENT_TYPES, { message: `type must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}.` })
  type?: WebhookEventType;

  @ApiPropertyOptional({ format: 'date-time' })
  @Omittable() @IsDateTime()
  since?: string;

  @ApiPropertyOptional({ format: 'date-time' })
  @Omittable() @IsDateTime()
  until?: string;
}

/** `GET /webhook-endpoints/{id}/deliveries`: newest first, optionally of one status. */
export class DeliveriesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: WebhookDeliveryStatus, enumName: 'WebhookDeliveryStatus' })
  @Omittable() @IsIn(Object.values(WebhookDeliveryStatus), { message: `status must be one of ${Object.values(WebhookDeliveryStatus).join(', ')}.` })
  status?: WebhookDeliveryStatus;
}
