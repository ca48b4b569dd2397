import { toCents, toDollars } from '../../components/format';
import type { AutomaticReminders, PayoutMethodChoice, UpdateCampaign } from './campaign-types';
import { sameChoices } from './payout-method-choices';

/** The settings form's values: texts as typed ('' for none), money in cents. */
export interface CampaignSettingsValues {
  name: string;
  welcomeHeadline: string;
  campaignDescription: string;
  welcomeText: string;
  campaignManager: string;
  expiryDate: string;
  displayEndDate: string;
  automaticReminders: AutomaticReminders;
  otpThresholdCents: number | null;
  emailTemplates: Record<string, string>;
  payoutMethods: PayoutMethodChoice[];
}

export interface CampaignSettingsSource {
  name: string;
  welcomeHeadline: string | null;
  campaignDescription: string | null;
  welcomeText: string | null;
  campaignManager: string | null;
  expiryDate: string;
  displayEndDate: string | null;
  automaticReminders: AutomaticReminders;
  otpThresholdAmount: number | null;
  emailTemplates: Record<string, string>;
  payoutMethods: readonly { id: string; isDisabled: boolean; disableReason: string | null }[];
}

const OPTIONAL_TEXTS = ['welcomeHeadline', 'campaignDescription', 'welcomeText', 'campaignManager', 'displayEndDate'] as const;

/**
 * The JSON merge patch (`PATCH /campaigns/{id}`) that takes a campaign to the form's values: only what changed, an
 * emptied optional text as null, the threshold in dollars from cents. Templates are sent whole when any changed
 * (a merge patch replaces the map).
 */
export function campaignChanges(campaign: CampaignSettingsSource, values: CampaignSettingsValues): UpdateCampaign {
  const changes: UpdateCampaign = {};
  const name = values.name.trim();
  if (name !== campaign.name) changes.name = name;
  if (values.expiryDate && values.expiryDate !== campaign.expiryDate) changes.expiryDate = values.expiryDate;
  for (const key of OPTIONAL_TEXTS) {
    const next = (values[key] ?? '').trim() || null;
    if (next !== campaign[key]) changes[key] = next;
  }
  if (values.automaticReminders !== campaign.automaticReminders) changes.automaticReminders = values.automaticReminders;
  const threshold = campaign.otpThresholdAmount === null ? null : toCents(campaign.otpThresholdAmount);
  if (values.otpThresholdCents !== threshold) changes.otpThresholdAmount = values.otpThresholdCents === null ? null : toDollars(values.otpThresholdCents);
  const templates = Object.fromEntries(Object.entries(values.emailTemplates).filter(([, id]) => id));
  if (JSON.stringify(Object.entries(templates).sort()) !== JSON.stringify(Object.entries(campaign.emailTemplates).sort())) changes.emailTemplates = templates;
  const current: PayoutMethodChoice[] = campaign.payoutMethods.map((m) => (m.isDisabled ? { payoutMethodId: m.id, isDisabled: true, disableReason: m.disableReason } : { payoutMethodId: m.id }));
  if (!sameChoices(values.payoutMethods, current)) changes.payoutMethods = values.payoutMethods;
  return changes;
}
