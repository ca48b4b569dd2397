import { oneOf, page, text, type Raw } from '../../app/search';

export const CAMPAIGN_STATUSES = ['Active', 'Expired'] as const;

export interface CampaignListSearch {
  q?: string;
  status?: (typeof CAMPAIGN_STATUSES)[number];
  page: number;
}

export function campaignListSearch(search: Raw): CampaignListSearch {
  return { q: text(search.q), status: oneOf(CAMPAIGN_STATUSES, search.status), page: page(search.page) };
}

export const WIZARD_STEPS = ['basics', 'methods', 'messages', 'dates', 'security', 'review'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export function wizardSearch(search: Raw): { step: WizardStep } {
  return { step: oneOf(WIZARD_STEPS, search.step) ?? 'basics' };
}
