export { PayoutsModule } from './payouts.module';
export { PayoutsService, type PayoutRecord, type RequestedMethod } from './payouts.service';
export { PayoutSubmission, DISPATCH_LIMIT, SUBMIT_BATCH } from './payout-submission';
export { PayoutStatus, isOpen as isOpenPayout } from './payout-state';
export { PayoutView, PayoutDetailsView, PayoutCardView, MailingAddressView, maskDetails } from './dto/payout.view';
export type { PayoutDetails, CardCredentials } from './providers/payout-provider';
