import type { CampaignDraft } from '../campaign-types';

/** What every step of the wizard gets: the draft as saved, and what to do once its changes are saved. */
export interface StepProps {
  draft: CampaignDraft;
  onSaved: () => void;
}
