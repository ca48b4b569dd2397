import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, IsEnum, IsObject, IsString, IsUUID, MaxLength } from 'class-validator';
import { IsAmount } from '../../../core/http/amount.decorator';
import { AutomaticReminders, IsCalendarDate, IsTemplateAssignments, NAME_LIMIT, TEMPLATE_ASSIGNMENTS_DOC, TEXT_LIMIT } from '../../campaigns';
import { Omittable } from '../../../core/http/presence.decorators';

/** Multipart sends strings: an empty one means "not given". */
const emptyAsAbsent = ({ value }: { value: unknown }) => (value === '' ? undefined : value);
const AsText = () => Transform(emptyAsAbsent);
/** `otpThresholdAmount=12.50` arrives as text; a plain decimal becomes a number for @IsAmount to judge. */
const AsNumber = () => Transform(({ value }) => (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : emptyAsAbsent({ value })));
/** A repeated `payoutMethodIds` field arrives as an array, a single one as a string. */
const AsList = () => Transform(({ value }) => (value === undefined || value === '' ? undefined : Array.isArray(value) ? value : [value]));

/** The multipart form of a new draft: every field optional (nothing is required until promote). */
export class CreateDraftDto {
  @ApiPropertyOptional({ maxLength: NAME_LIMIT }) @AsText() @Omittable() @IsString() @MaxLength(NAME_LIMIT)
  name?: string;

  @ApiPropertyOptional({ format: 'uuid' }) @AsText() @Omittable() @IsUUID('all', { message: 'fundingSourceId must be a UUID.' })
  fundingSourceId?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMIT }) @AsText() @Omittable() @IsString() @MaxLength(TEXT_LIMIT)
  welcomeHeadline?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMIT }) @AsText() @Omittable() @IsString() @MaxLength(TEXT_LIMIT)
  campaignDescription?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMIT }) @AsText() @Omittable() @IsString() @MaxLength(TEXT_LIMIT)
  campaignManager?: string;

  @ApiPropertyOptional({ maxLength: TEXT_LIMIT }) @AsText() @Omittable() @IsString() @MaxLength(TEXT_LIMIT)
  welcomeText?: string;

  @ApiPropertyOptional({ type: [String], format: 'uuid', uniqueItems: true, description: 'Repeat the field for several methods.' })
  @AsList() @Omittable() @IsUUID('all', { each: true, message: 'payoutMethodIds must hold UUIDs.' }) @ArrayMaxSize(50)
  payoutMethodIds?: string[];

  @ApiPropertyOptional({ format: 'date' }) @AsText() @Omittable() @IsCalendarDate()
  expiryDate?: string;

  @ApiPropertyOptional({ format: 'date' }) @AsText() @Omittable() @IsCalendarDate()
  displayEndDate?: string;

  @ApiPropertyOptional({ type: Number, description: 'Dollars.' }) @AsNumber() @Omittable() @IsAmount({ allowZero: true })
  otpThresholdAmount?: number;

  @ApiPropertyOptional({ ...TEMPLATE_ASSIGNMENTS_DOC, description: 'Sent as `emailTemplates[<type>]=<uuid>` fields.' })
  @Omittable() @IsObject() @IsTemplateAssignments()
  emailTemplates?: Record<string, string>;

  @ApiPropertyOptional({ enum: AutomaticReminders, enumName: 'AutomaticReminders' })
  @AsText() @Omittable() @IsEnum(AutomaticReminders, { message: `automaticReminders must be one of ${Object.values(AutomaticReminders).join(', ')}.` })
  automaticReminders?: AutomaticReminders;
}
