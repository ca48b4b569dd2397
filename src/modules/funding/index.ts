export { FundingModule } from './funding.module';
export { FundingService, type ReceiveAchRequest, type StatementCreditInput, type StatementFundingOutcome } from './funding.service';
export { FundingTransferView } from './dto/funding-transfer.view';
export type { CampaignFunding } from '../../core/ledger';
export { FundingTransfer, FundingTransferDirection, FundingTransferStatus, FundingTransferType, CAMPAIGN_TAG } from './funding-transfer.entity';
export { FundingErrorCode } from './funding.errors';
