import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsEmail, IsEnum, IsIn, IsInt, IsNotEmpty, IsObject, IsString, IsUUID, Max, MaxLength, Min } from 'class-validator';
import { IsAmount } from '../../../core/http/amount.decorator';
import { PageQuery } from '../../../core/http/paging';
import { PayoutInstructionStatus } from '../payout-instruction-state';
import { CALLER_CANCELLATION_REASONS, type CancellationReason, NotificationChannel } from '../payout-instruction.entity';
import { TAG_KEY_PATTERN, TAG_LIMITS, TAG_VALUE_PATTERN } from '../../../core/tags/tags';
import { Nullable, Omittable } from '../../../core/http/presence.decorators';

const TAG_VALUE = { type: 'string', maxLength: TAG_LIMITS.maxValueLength, pattern: TAG_VALUE_PATTERN } as const;
const TAGS_DOC = {
  type: 'object',
  propertyNames: { pattern: TAG_KEY_PATTERN },
  additionalProperties: TAG_VALUE,
  example: { Cohort: 'A', Site: 'Boston' },
  description: 'At most 20; keys ≤ 64 characters without , " < > { } &, unique ignoring case, not an upload column name; values ≤ 128 characters without < > { }.',
} as const;

/** Given both, the reminders would be ambiguous: the service refuses it, and the schema says so. */
const IDS_OR_STATUSES = { description: 'Reminds the instructions named by payoutInstructionIds, or those in statuses; not both.', dependentSchemas: { payoutInstructionIds: { properties: { statuses: false } } } };

export class CreatePayoutInstructionDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'campaignId must be a UUID.' })
  campaignId!: string;

  @ApiPropertyOptional({ maxLength: 100, description: 'Your own id for the beneficiary; unique within the campaign.' })
  @Omittable() @IsString() @IsNotEmpty() @MaxLength(100)
  externalId?: string;

  @ApiPropertyOptional({ maxLength: 100 }) @Omittable() @IsString() @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ maxLength: 100 }) @Omittable() @IsString() @MaxLength(100)
  lastName?: string;

  @ApiProperty({ maxLength: 254, example: 'ada@example.com' })
  @IsEmail({}, { message: 'email must be an email address.' }) @MaxLength(254)
  email!: string;

  @ApiPropertyOptional({ maxLength: 32 }) @Omittable() @IsString() @MaxLength(32)
  phoneNumber?: string;

  @ApiPropertyOptional({ type: Number, example: 25.5, description: 'Dollars; needed to initiate.' })
  @Omittable() @IsAmount()
  amount?: number;

  @ApiPropertyOptional({ ...TAGS_DOC, maxProperties: TAG_LIMITS.maxTags })
  @Omittable() @IsObject({ message: 'tags must be an object of text values.' })
  tags?: Record<string, unknown>;
}

/** JSON merge patch: members present replace; null clears an optional one; `tags` merges key by key. */
export class UpdatePayoutInstructionDto {
  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @Nullable() @IsString() @IsNotEmpty() @MaxLength(100)
  externalId?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @Nullable() @IsString() @MaxLength(100)
  firstName?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100 })
  @Nullable() @IsString() @MaxLength(100)
  lastName?: string | null;

  @ApiPropertyOptional({ maxLength: 254, description: 'A new email voids earlier claim links; an initiated instruction becomes Restored.' })
  @Omittable() @IsEmail({}, { message: 'email must be an email address.' }) @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 32 })
  @Nullable() @IsString() @MaxLength(32)
  phoneNumber?: string | null;

  @ApiPropertyOptional({ type: Number, nullable: true, description: 'Dollars. A change on an instruction holding funds moves the difference (409 when short); null only on a Draft.' })
  @Nullable() @IsAmount()
  amount?: number | null;

  @ApiPropertyOptional({
    ...TAGS_DOC,
    nullable: true,
    additionalProperties: { ...TAG_VALUE, type: ['string', 'null'] },
    description: `JSON merge: null clears all tags, a key set to null removes it. ${TAGS_DOC.description}`,
  })
  @Nullable() @IsObject({ message: 'tags must be an object.' })
  tags?: Record<string, unknown> | null;
}

export class InitiateDto {
  @ApiPropertyOptional({ enum: NotificationChannel, enumName: 'NotificationChannel', default: NotificationChannel.Email })
  @Omittable() @IsEnum(NotificationChannel, { message: 'channel must be Email or None.' })
  channel?: NotificationChannel;
}

export class CancelDto {
  // Its own enum: `CampaignExpired` is the expiry sweep's (docs/campaign-expiry.md), never a caller's.
  @ApiProperty({ enum: [...CALLER_CANCELLATION_REASONS], enumName: 'CallerCancellationReason' })
  @IsIn(CALLER_CANCELLATION_REASONS, { message: `cancellationReason must be one of ${CALLER_CANCELLATION_REASONS.join(', ')}.` })
  cancellationReason!: CancellationReason;
}

export const MAX_WINDOW_SECONDS = 30 * 24 * 3600;

export class BulkInitiateDto extends InitiateDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'All or nothing: 409 PAYOUT_INSTRUCTIONS_NOT_INITIABLE lists unknown, not ready and unsubscribed ids. Without ids, every ready Draft instruction is initiated, unsubscribed beneficiaries skipped.' })
  @Omittable() @IsUUID('all', { each: true, message: 'payoutInstructionIds must hold UUIDs.' }) @ArrayMinSize(1) @ArrayMaxSize(100_000)
  payoutInstructionIds?: string[];

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_WINDOW_SECONDS, description: 'Spread the first emails evenly over this many seconds.' })
  @Omittable() @IsInt() @Min(0) @Max(MAX_WINDOW_SECONDS)
  distributionPeriodInSeconds?: number;
}

@ApiSchema(IDS_OR_STATUSES)
export class BulkRemindDto {
  @ApiPropertyOptional({ type: [String], format: 'uuid', description: 'Remind these instructions (those that can get a reminder); not with statuses.' })
  @Omittable() @IsUUID('all', { each: true, message: 'payoutInstructionIds must hold UUIDs.' }) @ArrayMinSize(1) @ArrayMaxSize(100_000)
  payoutInstructionIds?: string[];

  @ApiPropertyOptional({ enum: PayoutInstructionStatus, enumName: 'PayoutInstructionStatus', isArray: true, description: 'Remind the instructions in these statuses; not with payoutInstructionIds.' })
  @Omittable()
  @IsEnum(PayoutInstructionStatus, { each: true, message: `statuses must hold values among ${Object.values(PayoutInstructionStatus).join(', ')}.` })
  @ArrayMinSize(1, { message: 'statuses must hold at least one status.' })
  statuses?: PayoutInstructionStatus[];

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: MAX_WINDOW_SECONDS, description: 'Spread the reminders evenly over this many seconds, from now.' })
  @Omittable() @IsInt() @Min(0) @Max(MAX_WINDOW_SECONDS)
  distributionPeriodInSeconds?: number;
}

export class ListPayoutInstructionsQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid' }) @Omittable() @IsUUID('all', { message: 'campaignId must be a UUID.' })
  campaignId?: string;

  @ApiPropertyOptional({ enum: PayoutInstructionStatus, enumName: 'PayoutInstructionStatus' })
  @Omittable() @IsEnum(PayoutInstructionStatus, { message: `status must be one of ${Object.values(PayoutInstructionStatus).join(', ')}.` })
  status?: PayoutInstructionStatus;

  @ApiPropertyOptional({ maxLength: 100 }) @Omittable() @IsString() @MaxLength(100)
  externalId?: string;

  @ApiPropertyOptional({ description: 'Exact match, ignoring case.' }) @Omittable() @IsString() @MaxLength(254)
  email?: string;
}
