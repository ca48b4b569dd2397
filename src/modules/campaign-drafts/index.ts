export { CampaignDraftsModule } from './campaign-drafts.module';
