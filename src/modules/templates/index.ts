export { TemplatesModule } from './templates.module';
export { TemplatesService } from './templates.service';
export { EmailTemplate } from './email-template.entity';
export { EMAIL_TEMPLATE_TYPES, type EmailTemplateType, isEmailTemplateType } from './template-types';
