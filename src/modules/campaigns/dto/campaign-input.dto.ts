import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsBoolean,
  IsEnum,
  IsNotEmpty,
  IsObject,
  IsString,
  IsUUID,
  Max,
  MaxLength,
  MinLength,
  registerDecorator,
  ValidateNested,
} from 'class-validator';
import { IsAmount } from '../../../core/http/amount.decorator';
import { isUuid } from '../../../core/http/parse-uuid.pipe';
import { CAMPAIGN_EMAIL_TEMPLATE_TYPES, isCampaignEmailTemplateType } from '../../templates';
import { DISABLE_REASON_LIMIT, isCalendarDate, NAME_LIMIT, TEXT_LIMIT } from '../campaign-rules';
import { AutomaticReminders } from '../campaign-settings';
import { MAX_LOW_BALANCE_ALERT_CENTS } from '../balance-alert-rules';
import { Nullable, Omittable } from '../../../core/http/presence.decorators';

export function IsCalendarDate() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName,
      validator: { validate: isCalendarDate, defaultMessage: () => `${propertyName} must be a calendar date, YYYY-MM-DD.` },
    });
}

/** `{ "ReminderEmail": "<template uuid>" }`: known template types to uuids. */
export function IsTemplateAssignments() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isTemplateAssignments',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) =>
          value !== null && typeof value === 'object' && !Array.isArray(value) && Object.entries(value).every(([type, id]) => isCampaignEmailTemplateType(type) && isUuid(id)),
        defaultMessage: () => `${propertyName} must map template types (${CAMPAIGN_EMAIL_TEMPLATE_TYPES.join(', ')}) to template ids (UUIDs).`,
      },
    });
}

/** The largest low-balance alert, in dollars (balance-alert-rules.ts). */
const MAX_LOW_BALANCE_ALERT = MAX_LOW_BALANCE_ALERT_CENTS / 100;

/** A name needs more than spaces (campaign-rules.ts, missingForCampaign). */
const NOT_BLANK = '\\S';

/** `{ "ReminderEmail": "<template uuid>" }`, as IsTemplateAssignments checks it. */
export const TEMPLATE_ASSIGNMENTS_DOC = { type: 'object', propertyNames: { enum: CAMPAIGN_EMAIL_TEMPLATE_TYPES }, additionalProperties: { type: 'string', format: 'uuid' } } as const;

/** A reason only for a disabled method (campaign-rules.ts, inconsistencies): the method is disabled, or has no reason. */
const REASON_ONLY_WHEN_DISABLED = {
  description: 'A payout method offered, possibly disabled with a reason.',
  anyOf: [{ required: ['isDisabled'], properties: { isDisabled: { const: true } } }, { properties: { disableReason: { enum: [null, ''] } } }],
};

@ApiSchema(REASON_ONLY_WHEN_DISABLED)
export class PayoutMethodChoiceDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('all', { message: 'payoutMethodId must be a UUID.' })
  payoutMethodId!: string;

  @ApiPropertyOptional({ default: false })
  @Omittable() @IsBoolean()
  isDisabled?: boolean;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: DISABLE_REASON_LIMIT, description: 'Shown to beneficiaries when the method is disabled.' })
  @Nullable() @IsString() @MaxLength(DISABLE_REASON_LIMIT)
  disableReason?: string | null;
}

const optionalText = (description?: string) => ApiPropertyOptional({ type: String, nullable: true, maxLength: TEXT_LIMIT, description });

/** The fields a client may set on a campaign; create requires some, patch none (see the two subclasses). */
export class CampaignFieldsDto {
  @optionalText('Headline on the welcome screen of the claim application.')
  @Nullable() @IsString() @MaxLength(TEXT_LIMIT)
  welcomeHeadline?: string | null;

  @optionalText()
  @Nullable() @IsString() @MaxLength(TEXT_LIMIT)
  campaignDescription?: string | null;

  @optionalText()
  @Nullable() @IsString() @MaxLength(TEXT_LIMIT)
  campaignManager?: string | null;

  @optionalText()
  @Nullable() @IsString() @MaxLength(TEXT_LIMIT)
  welcomeText?: string | null;

  @ApiPropertyOptional({ type: [String], format: 'uuid', uniqueItems: true, description: 'Payout methods offered, all enabled. Use `payoutMethods` to disable some.' })
  @Omittable() @IsUUID('all', { each: true, message: 'payoutMethodIds must hold UUIDs.' }) @ArrayMinSize(1) @ArrayMaxSize(50)
  payoutMethodIds?: string[];

  @ApiPropertyOptional({ type: [PayoutMethodChoiceDto], description: 'Payout methods offered, each possibly disabled with a reason.' })
  @Omittable() @ValidateNested({ each: true }) @Type(() => PayoutMethodChoiceDto) @ArrayMinSize(1) @ArrayMaxSize(50)
  payoutMethods?: PayoutMethodChoiceDto[];

  @ApiPropertyOptional({ type: String, format: 'date', nullable: true, description: 'Last day beneficiaries see the campaign; not after expiryDate.' })
  @Nullable() @IsCalendarDate()
  displayEndDate?: string | null;

  @ApiPropertyOptional({ ...TEMPLATE_ASSIGNMENTS_DOC, example: { ReminderEmail: '0195a3f0-0000-7000-8000-0000000000aa' } })
  @Omittable() @IsObject() @IsTemplateAssignments()
  emailTemplates?: Record<string, string>;

  @ApiPropertyOptional({ enum: AutomaticReminders, enumName: 'AutomaticReminders', default: AutomaticReminders.None })
  @Omittable() @IsEnum(AutomaticReminders, { message: `automaticReminders must be one of ${Object.values(AutomaticReminders).join(', ')}.` })
  automaticReminders?: AutomaticReminders;

  @ApiPropertyOptional({ type: Number, nullable: true, example: 600, description: 'Claims of this amount or more need a one-time code, in dollars.' })
  @Nullable() @IsAmount({ allowZero: true })
  otpThresholdAmount?: number | null;

  @ApiPropertyOptional({
    type: Number,
    nullable: true,
    example: 5000,
    maximum: MAX_LOW_BALANCE_ALERT,
    description: 'Dollars: when the unallocated balance falls below this, one `campaign.balance_low` webhook event and one email to the Administrators; no second one until the balance has been back at it or above. null: no alerts.',
  })
  @Nullable() @IsAmount({ allowZero: true }) @Max(MAX_LOW_BALANCE_ALERT, { message: 'lowBalanceAlert must be at most 99999999.99.' })
  lowBalanceAlert?: number | null;
}

/** The payout methods come as payoutMethodIds or as payoutMethods, not both (CampaignSettingsValidator); a new campaign needs some. */
const ONE_LIST_OF_METHODS = { description: 'Payout methods come as payoutMethodIds or as payoutMethods, not both.', dependentSchemas: { payoutMethodIds: { properties: { payoutMethods: false } } } };
const SOME_METHODS = {
  ...ONE_LIST_OF_METHODS,
  description: 'A campaign offers payout methods, given as payoutMethodIds or as payoutMethods (not both).',
  anyOf: [{ required: ['payoutMethodIds'] }, { required: ['payoutMethods'] }],
};

@ApiSchema(SOME_METHODS)
export class CreateCampaignDto extends CampaignFieldsDto {
  @ApiProperty({ maxLength: NAME_LIMIT, pattern: NOT_BLANK, example: 'Spring 2027 research study' })
  @IsString() @IsNotEmpty({ message: 'name must not be empty.' }) @MaxLength(NAME_LIMIT)
  name!: string;

  @ApiProperty({ format: 'uuid', description: 'The funds holder whose bank account funds the campaign.' })
  @IsUUID('all', { message: 'fundingSourceId must be a UUID.' })
  fundingSourceId!: string;

  @ApiProperty({ format: 'date', example: '2027-06-30', description: 'Last day the campaign accepts claims (UTC).' })
  @IsCalendarDate()
  expiryDate!: string;
}

/** JSON merge patch: members present replace, `null` clears an optional one; the funding source cannot change. */
@ApiSchema(ONE_LIST_OF_METHODS)
export class UpdateCampaignDto extends CampaignFieldsDto {
  @ApiPropertyOptional({ maxLength: NAME_LIMIT, pattern: NOT_BLANK })
  @Omittable() @IsString() @IsNotEmpty({ message: 'name must not be empty.' }) @MaxLength(NAME_LIMIT)
  name?: string;

  @ApiPropertyOptional({ format: 'date' })
  @Omittable() @IsCalendarDate()
  expiryDate?: string;
}

export class SetPasswordDto {
  @ApiProperty({ minLength: 8, maxLength: 128, description: 'Every beneficiary must enter it to redeem. It can be changed, never removed.' })
  @IsString() @MinLength(8, { message: 'password must be at least 8 characters.' }) @MaxLength(128)
  password!: string;
}
