import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import type { PayoutMethodEntry } from '../campaigns';
import type { EmailTemplateType } from '../templates';

/** A campaign saved in incomplete form: every field optional until it is promoted. */
@Entity({ tableName: 'campaign_draft' })
export class CampaignDraft extends TenantScopedEntity {
  @Property({ type: 'uuid', nullable: true })
  fundingSourceId?: string | null;

  @Property({ type: 'text', nullable: true })
  name?: string | null;

  @Property({ type: 'text', nullable: true })
  welcomeHeadline?: string | null;

  @Property({ type: 'text', nullable: true })
  campaignDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  campaignManager?: string | null;

  @Property({ type: 'text', nullable: true })
  welcomeText?: string | null;

  @Property({ type: 'text', nullable: true })
  iconKey?: string | null;

  @Property({ type: 'json' })
  payoutMethods: PayoutMethodEntry[] & Opt = [];

  @Property({ type: 'date', columnType: 'date', runtimeType: 'string', nullable: true })
  expiryDate?: string | null;

  @Property({ type: 'date', columnType: 'date', runtimeType: 'string', nullable: true })
  displayEndDate?: string | null;

  @Property({ type: 'json' })
  emailTemplates: Partial<Record<EmailTemplateType, string>> & Opt = {};

  @Property({ type: 'text', nullable: true })
  automaticReminders?: string | null;

  @Property({ type: 'bigint', runtimeType: 'number', nullable: true })
  otpThresholdAmountCents?: number | null;

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;
}
