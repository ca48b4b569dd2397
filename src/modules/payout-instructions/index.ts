export { PayoutInstructionsModule } from './payout-instructions.module';
export { PayoutInstructionsService } from './payout-instructions.service';
export { PayoutInstruction, EmailSubscriptionStatus, CancellationReason } from './payout-instruction.entity';
export { PayoutInstructionStatus, holdsFunds } from './payout-instruction-state';
export { ActivityLog, type Actor, SYSTEM } from './activity-log';
export { EmailSubscriptions, type EmailSubscription } from './email-subscriptions';
export { UPLOAD_COLUMNS, TAG_LIMITS, validateTags, knownColumn, type Tags } from './tags';
export { amountLimits } from './amount-limits';
