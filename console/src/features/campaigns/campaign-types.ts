import type { V2Components } from '../../../../clients/typescript';

type Schemas = V2Components['schemas'];
export type Campaign = Schemas['CampaignView'];
export type CampaignDraft = Schemas['CampaignDraftView'];
export type PayoutMethod = Schemas['PayoutMethodView'];
export type PayoutMethodChoice = Schemas['PayoutMethodChoiceDto'];
export type CampaignPayoutMethod = Schemas['CampaignPayoutMethodView'];
export type EmailTemplateType = Schemas['EmailTemplateType'];
export type AutomaticReminders = Schemas['AutomaticReminders'];
export type DraftOperation = Schemas['PatchDraftDto']['operations'][number];
export type UpdateCampaign = Schemas['UpdateCampaignDto'];
