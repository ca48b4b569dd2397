export { TemplatesModule } from './templates.module';
export { TemplatesService, type TemplateSource } from './templates.service';
export { PREVIEW_OUTBOX, type PreviewOutbox, type EmailPreview } from './preview-outbox';
export { EmailTemplate } from './email-template.entity';
export { EMAIL_TEMPLATE_TYPES, CAMPAIGN_EMAIL_TEMPLATE_TYPES, type EmailTemplateType, isEmailTemplateType, isCampaignEmailTemplateType } from './template-types';
export {
  TEMPLATE_FIELDS,
  FIELD_ALIASES,
  TAG_PLACEHOLDER_NOTE,
  templateFields,
  allowedFieldNames,
  canonicalFieldName,
  exampleFields,
  withAliases,
  type TemplateField,
} from './template-fields';
export { defaultTemplateKey } from './default-templates';
export type { RenderedEmail } from '../../core/mail/template-engine';
