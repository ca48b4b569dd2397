import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';
import { IsEmail, IsIn, IsObject, IsString, IsUrl, IsUUID, Matches, MaxLength, MinLength } from 'class-validator';
import { PageQuery } from '../../../core/http/paging';
import { httpUrlMessage } from '../../../core/http/url-problem';
import { DYNAMIC_FIELDS_SCHEMA } from '../dynamic-fields';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../template-types';
import { Nullable, Omittable } from '../../../core/http/presence.decorators';

export const TEMPLATE_LIMITS = Object.freeze({ name: 200, subject: 998, htmlBody: 500_000, logoUrl: 2_048 } as const);

const TYPE_MESSAGE = `templateType must be one of ${EMAIL_TEMPLATE_TYPES.join(', ')}.`;
const LOGO_URL = { protocols: ['http', 'https'], require_protocol: true };

const TemplateType = () => IsIn(EMAIL_TEMPLATE_TYPES, { message: TYPE_MESSAGE });
const Subject = () => [IsString(), MinLength(1, { message: 'subject must not be empty.' }), MaxLength(TEMPLATE_LIMITS.subject)];
const HtmlBody = () => [IsString(), MinLength(1, { message: 'htmlBody must not be empty.' }), MaxLength(TEMPLATE_LIMITS.htmlBody)];
const apply = (decorators: PropertyDecorator[]): PropertyDecorator => (target, key) => decorators.forEach((decorate) => decorate(target, key));

const SUBJECT_DOC = 'Handlebars; rendered without HTML escaping (it is a header), line breaks become spaces.';
const BODY_DOC =
  'Handlebars HTML. May use the fields of its type (see template-type-schemas), `{{tag:Key}}`, and `#if`/`#unless`/`else` over fields; ' +
  'values are HTML-escaped. Partials, triple-stash output, other helpers and blocks, `@data` variables and `../` are refused.';

/** campaignLogo and its v3 name are one field: not both (said of campaignLogo, so the v3 copy, which has only the v3 name, keeps it). */
const ONE_LOGO = { description: 'An email template.', dependentSchemas: { campaignLogo: { properties: { distributionLogo: false } } } };

/** A template as created or replaced (PUT sends the whole template again). */
@ApiSchema(ONE_LOGO)
export class TemplateInputDto {
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType', description: 'Cannot change once created.' })
  @TemplateType()
  templateType!: EmailTemplateType;

  @ApiProperty({ minLength: 1, maxLength: TEMPLATE_LIMITS.name, example: 'Spring study invitation' })
  @IsString() @Matches(/\S/, { message: 'name must not be empty.' }) @MaxLength(TEMPLATE_LIMITS.name)
  name!: string;

  @ApiProperty({ minLength: 1, maxLength: TEMPLATE_LIMITS.subject, example: '{{FirstName}}, {{CampaignName}} sent you {{Amount}}', description: SUBJECT_DOC })
  @apply(Subject())
  subject!: string;

  @ApiProperty({ minLength: 1, maxLength: TEMPLATE_LIMITS.htmlBody, example: '<p>Hi {{FirstName}}, claim your {{Amount}} <a href="{{ClaimLink}}">here</a>.</p>', description: BODY_DOC })
  @apply(HtmlBody())
  htmlBody!: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: TEMPLATE_LIMITS.logoUrl, description: 'http(s) URL of the logo image the emails show (the `CampaignLogo` field). v3 name: `distributionLogo`.' })
  @Nullable() @IsUrl(LOGO_URL, { message: httpUrlMessage }) @MaxLength(TEMPLATE_LIMITS.logoUrl)
  campaignLogo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: TEMPLATE_LIMITS.logoUrl, description: 'Alias of `campaignLogo`; sending both answers 400.' })
  @Nullable() @IsUrl(LOGO_URL, { message: httpUrlMessage }) @MaxLength(TEMPLATE_LIMITS.logoUrl)
  distributionLogo?: string | null;
}

export class ListTemplatesQuery extends PageQuery {
  @ApiPropertyOptional({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType', description: 'Only templates of this type.' })
  @Omittable() @TemplateType()
  templateType?: EmailTemplateType;
}

/** What a preview checks between its members (TemplatesService.sendPreview), as a schema says it. */
const PREVIEW_CHOICE = {
  description: 'A saved template (templateId), inline content (subject and htmlBody, both) or the default of templateType; a type is needed unless templateId gives it.',
  anyOf: [{ required: ['templateType'] }, { required: ['templateId'] }],
  dependentRequired: { subject: ['htmlBody'], htmlBody: ['subject'] },
  dependentSchemas: { templateId: { properties: { subject: false, htmlBody: false } } },
};

@ApiSchema(PREVIEW_CHOICE)
export class SendPreviewDto {
  @ApiPropertyOptional({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType', description: "Required without `templateId`; with it, implied by the template (if given, it must be the template's type)." })
  @Omittable() @TemplateType()
  templateType?: EmailTemplateType;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'reviewer@example.com' })
  @IsEmail({}, { message: 'recipient must be an email address.' }) @MaxLength(254)
  recipient!: string;

  @ApiPropertyOptional({ format: 'uuid', description: "A saved template of the organization. Without it and without inline content, the default of `templateType` is sent." })
  @Omittable() @IsUUID('all', { message: 'templateId must be a UUID.' })
  templateId?: string;

  @ApiPropertyOptional({ maxLength: TEMPLATE_LIMITS.subject, description: `Inline content, with htmlBody (both or neither); checked as on save. ${SUBJECT_DOC}` })
  @Omittable() @apply(Subject())
  subject?: string;

  @ApiPropertyOptional({ maxLength: TEMPLATE_LIMITS.htmlBody, description: 'Inline content, with subject (both or neither); checked as on save.' })
  @Omittable() @apply(HtmlBody())
  htmlBody?: string;

  @ApiPropertyOptional({
    ...DYNAMIC_FIELDS_SCHEMA,
    example: { FirstName: 'Ada', DistributionName: 'Spring study', 'tag:Cohort': 'B' },
    description:
      "Values for the type's fields (or their aliases; not both names of one field) and `tag:Key` entries (tag rules: key 1–64 characters " +
      'without , " < > { } &, value at most 128 characters without < > { }; at most 20). Values at most 2,000 characters. ' +
      "Fields not given show the schema's example values.",
  })
  @Omittable() @IsObject({ message: 'dynamicFields must be an object mapping field names to string values.' })
  dynamicFields?: Record<string, unknown>;
}

const RENDER_INPUT = { description: 'A template as on create or PUT, rendered without being saved; `name` may be left out.', dependentSchemas: ONE_LOGO.dependentSchemas };

/** The content of a template as on create or PUT (its name optional), to be rendered without saving or sending. */
@ApiSchema(RENDER_INPUT)
export class RenderPreviewDto {
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType' })
  @TemplateType()
  templateType!: EmailTemplateType;

  @ApiPropertyOptional({ maxLength: TEMPLATE_LIMITS.name, description: 'Ignored: accepted so that a template being edited can be sent as it is.' })
  @Omittable() @IsString() @MaxLength(TEMPLATE_LIMITS.name)
  name?: string;

  @ApiProperty({ minLength: 1, maxLength: TEMPLATE_LIMITS.subject, description: SUBJECT_DOC })
  @apply(Subject())
  subject!: string;

  @ApiProperty({ minLength: 1, maxLength: TEMPLATE_LIMITS.htmlBody, description: BODY_DOC })
  @apply(HtmlBody())
  htmlBody!: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: TEMPLATE_LIMITS.logoUrl, description: 'As on create: the `CampaignLogo` field. v3 name: `distributionLogo`.' })
  @Nullable() @IsUrl(LOGO_URL, { message: httpUrlMessage }) @MaxLength(TEMPLATE_LIMITS.logoUrl)
  campaignLogo?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'uri', maxLength: TEMPLATE_LIMITS.logoUrl, description: 'Alias of `campaignLogo`; sending both answers 400.' })
  @Nullable() @IsUrl(LOGO_URL, { message: httpUrlMessage }) @MaxLength(TEMPLATE_LIMITS.logoUrl)
  distributionLogo?: string | null;

  @ApiPropertyOptional({
    ...DYNAMIC_FIELDS_SCHEMA,
    example: { FirstName: 'Ada', 'tag:Cohort': 'B' },
    description: "Sample values, as on send-preview: the type's fields (or their aliases) and `tag:Key` entries. Fields not given show the schema's example values; a tag not given renders `tag:Key`, as in a real email of an instruction without it.",
  })
  @Omittable() @IsObject({ message: 'dynamicFields must be an object mapping field names to string values.' })
  dynamicFields?: Record<string, unknown>;
}
