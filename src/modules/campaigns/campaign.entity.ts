import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import type { EmailTemplateType } from '../templates';
import type { PayoutMethodEntry } from './campaign-rules';
import { AutomaticReminders, CampaignStatus } from './campaign-settings';
import { newFundingReference } from './campaign-funding-reference';

/** A payout method offered by a campaign, possibly switched off for it (carried over from the draft on promote). */
export type CampaignPayoutMethod = PayoutMethodEntry;

/** A distribution of funds to many beneficiaries, funded from one funds holder. */
@Entity({ tableName: 'campaign' })
export class Campaign extends TenantScopedEntity {
  @Property({ type: 'uuid' })
  fundingSourceId!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text', nullable: true })
  welcomeHeadline?: string | null;

  @Property({ type: 'text', nullable: true })
  campaignDescription?: string | null;

  @Property({ type: 'text', nullable: true })
  campaignManager?: string | null;

  @Property({ type: 'text', nullable: true })
  welcomeText?: string | null;

  /** Key of the icon under STORAGE_DIR; served publicly (emails show it). */
  @Property({ type: 'text', nullable: true })
  iconKey?: string | null;

  @Property({ type: 'json' })
  payoutMethods: CampaignPayoutMethod[] & Opt = [];

  /** Calendar date (YYYY-MM-DD); the campaign is Expired from the day after. */
  @Property({ type: 'date', columnType: 'date', runtimeType: 'string' })
  expiryDate!: string;

  @Property({ type: 'date', columnType: 'date', runtimeType: 'string', nullable: true })
  displayEndDate?: string | null;

  @Property({ type: 'json' })
  emailTemplates: Partial<Record<EmailTemplateType, string>> & Opt = {};

  @Enum({ items: () => AutomaticReminders, type: 'text' })
  automaticReminders: AutomaticReminders & Opt = AutomaticReminders.None;

  @Property({ type: 'bigint', runtimeType: 'number', nullable: true })
  otpThresholdAmountCents?: number | null;

  /** Alert when the unallocated balance falls below this (docs/balance-alerts.md); null: no alerts. */
  @Property({ type: 'bigint', runtimeType: 'number', nullable: true })
  lowBalanceAlertCents?: number | null;

  /** scrypt hash; never returned. A campaign's password can be changed, never removed. */
  @Property({ type: 'text', nullable: true, hidden: true })
  passwordHash?: string | null;

  /** The code a payer writes in a bank transfer's reference to fund this campaign (docs/bank-files-in.md). */
  @Property({ type: 'text' })
  fundingReference: string & Opt = newFundingReference();

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;

  hasPassword(): boolean {
    return this.passwordHash != null;
  }

  /** Derived, not stored: a campaign expires by the calendar, with no job to run. */
  statusOn(today: string): CampaignStatus {
    return this.expiryDate < today ? CampaignStatus.Expired : CampaignStatus.Active;
  }
}
