import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsUUID, Max, Min } from 'class-validator';
import { EmailDeliveryStatus } from '../../../core/mail/email-delivery-status';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../../templates';
import { Omittable } from '../../../core/http/presence.decorators';

export const SIMULATED_EMAILS_LIMIT = { default: 10, max: 50 } as const;
export const DELIVERY_STATUSES = Object.values(EmailDeliveryStatus);
export type DeliveryStatus = EmailDeliveryStatus;

const LIMIT_MESSAGE = `limit must be an integer from 1 to ${SIMULATED_EMAILS_LIMIT.max}.`;

/** `GET /simulate/emails`: at most 50, default 10, no paging. */
export class ListSimulatedEmailsQuery {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: SIMULATED_EMAILS_LIMIT.max, default: SIMULATED_EMAILS_LIMIT.default, description: 'How many of the newest emails.' })
  @Omittable() @Type(() => Number) @IsInt({ message: LIMIT_MESSAGE }) @Min(1, { message: LIMIT_MESSAGE }) @Max(SIMULATED_EMAILS_LIMIT.max, { message: LIMIT_MESSAGE })
  limit: number = SIMULATED_EMAILS_LIMIT.default;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the emails of this payout instruction.' })
  @Omittable() @IsUUID('all', { message: 'payoutInstructionId must be a UUID.' })
  payoutInstructionId?: string;
}

/** One email of the organization's outbox, as the sandbox shows it. */
export class SimulatedEmailView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'ada@example.com' }) recipient!: string;
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType' }) templateType!: EmailTemplateType;
  @ApiProperty({ enum: DELIVERY_STATUSES, enumName: 'EmailDeliveryStatus', description: '`Queued` until a worker sends it; `Suppressed` when the beneficiary had unsubscribed by then.' })
  deliveryStatus!: DeliveryStatus;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null for a template preview.' }) payoutInstructionId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null until the content is rendered.' }) subject!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'Null until the content is rendered.' }) htmlBody!: string | null;
  @ApiProperty({ format: 'date-time', description: 'When it is (or was) due to be sent; bulk actions spread it over their window.' }) scheduledFor!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the mail server accepted it.' }) sentOn!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
}
