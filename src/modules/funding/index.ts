export { FundingModule } from './funding.module';
export { FundingService, campaignFundingOf, type CampaignFunding, type ReceiveAchRequest } from './funding.service';
export { FundingTransfer, FundingTransferDirection, FundingTransferStatus, FundingTransferType, CAMPAIGN_TAG } from './funding-transfer.entity';
export { FundingErrorCode } from './funding.errors';
export { SandboxOnly, SandboxOnlyGuard } from './sandbox-only.guard';
