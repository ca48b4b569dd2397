export { ClaimsModule } from './claims.module';
export { ClaimsService, CLAIM_LIMITS, type ClaimContext, type OpenedSession } from './claims.service';
export { ClaimErrors } from './claims.errors';
export { StepRequirement, type ClaimView, type OfferedPayoutMethodView } from './dto/claim.view';
export { checkPayoutDetails } from './payout-details';
