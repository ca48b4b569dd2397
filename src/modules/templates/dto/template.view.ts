import { ApiProperty } from '@nestjs/swagger';
import type { EmailTemplate } from '../email-template.entity';
import type { TemplateField } from '../template-fields';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from '../template-types';

export class TemplateView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType' }) templateType!: EmailTemplateType;
  @ApiProperty() name!: string;
  @ApiProperty() subject!: string;
  @ApiProperty() htmlBody!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uri', description: 'v3 name: `distributionLogo`.' }) campaignLogo!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ format: 'date-time' }) updatedOn!: string;

  static of(template: EmailTemplate): TemplateView {
    return {
      id: template.id,
      templateType: template.type,
      name: template.name,
      subject: template.subject,
      htmlBody: template.htmlBody,
      campaignLogo: template.campaignLogo ?? null,
      createdOn: template.createdOn.toISOString(),
      updatedOn: template.updatedOn.toISOString(),
    };
  }
}

export class TemplateFieldView {
  @ApiProperty({ example: 'CampaignName' }) name!: string;
  @ApiProperty() description!: string;
  @ApiProperty({ example: 'Spring 2027 research study' }) example!: string;
  @ApiProperty({ type: [String], example: ['DistributionName'], description: 'Other names of the same field, accepted in content and on send-preview.' }) aliases!: string[];

  static of(field: TemplateField): TemplateFieldView {
    return { name: field.name, description: field.description, example: field.example, aliases: [...field.aliases] };
  }
}

export class TemplateTypeSchemaView {
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType' }) templateType!: EmailTemplateType;
  @ApiProperty({ type: [TemplateFieldView] }) fields!: TemplateFieldView[];
  @ApiProperty({ description: 'Besides the fields: `{{tag:Key}}` placeholders.' }) tagPlaceholders!: string;
}

export class TemplatePreviewView {
  @ApiProperty({ format: 'uuid', description: 'The queued email.' }) id!: string;
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType' }) templateType!: EmailTemplateType;
  @ApiProperty() recipient!: string;
  @ApiProperty({ description: 'As rendered.' }) subject!: string;
  @ApiProperty({ description: 'As rendered.' }) htmlBody!: string;
  @ApiProperty({ enum: ['Queued'] }) deliveryStatus!: 'Queued';
}

export class TemplateRenderView {
  @ApiProperty({ enum: EMAIL_TEMPLATE_TYPES, enumName: 'EmailTemplateType' }) templateType!: EmailTemplateType;
  @ApiProperty({ description: 'The subject as an email would carry it.' }) subject!: string;
  @ApiProperty({ description: 'The HTML body as an email would carry it (before the unsubscribe footer a real email gets when its content leaves the link out).' }) htmlBody!: string;
}
