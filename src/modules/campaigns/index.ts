export { CampaignsModule } from './campaigns.module';
export { CampaignsService, type CampaignFundingTarget } from './campaigns.service';
export { Campaign, type CampaignPayoutMethod } from './campaign.entity';
export { CampaignStatus, AutomaticReminders, EMAIL_TEMPLATE_TYPES, type EmailTemplateType, todayUtc } from './campaign-settings';
