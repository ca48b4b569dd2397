import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import type { EmailTemplateType } from './template-types';

/** An organization's own template of one type: Handlebars subject and HTML body. */
@Entity({ tableName: 'email_template' })
export class EmailTemplate extends TenantScopedEntity {
  @Property({ type: 'text' })
  type!: EmailTemplateType;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text' })
  htmlBody!: string;

  /** URL of the logo the emails of this template show (the `CampaignLogo` field); null for none. */
  @Property({ type: 'text', nullable: true })
  campaignLogo?: string | null;

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;
}
