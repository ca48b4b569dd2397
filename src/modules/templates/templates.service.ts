import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FieldErrors } from '../../core/errors/domain-error';
import { EmailTemplate } from './email-template.entity';
import { isEmailTemplateType } from './template-types';

@Injectable()
export class TemplatesService {
  constructor(private readonly em: EntityManager) {}

  /**
   * Checks a campaign's `emailTemplates` map: every key a known type, every id a template of the caller's
   * organization of that very type. Returns the problems by field (`emailTemplates.ReminderEmail`), none when valid.
   */
  async checkAssignments(assignments: Record<string, string>): Promise<FieldErrors> {
    const errors: FieldErrors = {};
    const ids = Object.values(assignments);
    const found = ids.length ? await this.em.find(EmailTemplate, { id: { $in: ids } }, { fields: ['id', 'type'] }) : [];
    const typeOf = new Map(found.map((template) => [template.id, template.type]));
    for (const [type, id] of Object.entries(assignments)) {
      const field = `emailTemplates.${type}`;
      if (!isEmailTemplateType(type)) errors[field] = [`${type} is not a template type.`];
      else if (!typeOf.has(id)) errors[field] = [`Template ${id} does not exist in your organization.`];
      else if (typeOf.get(id) !== type) errors[field] = [`Template ${id} is a ${typeOf.get(id)} template, not a ${type} one.`];
    }
    return errors;
  }
}
