export { NotificationsModule } from './notifications.module';
export { EmailSender, EmailFailedError, EmailInFlightError, SEND_LEASE_SECONDS } from './email-sender';
export { EmailDispatcher, EMAIL_SEND_JOB_OPTIONS, DISPATCH_HORIZON_SECONDS } from './email-dispatcher';
export { AutomaticReminders, REMINDERS_SCHEDULE_EVERY_SECONDS, REMINDER_PERIOD_SECONDS } from './automatic-reminders';
export { maskEmail } from './unsubscribe-page';
export { EmailDeliveries, type ClaimedEmail, type DeliveryOutcome, type FailedEmail } from './email-deliveries';
export { EmailDeliveryStatus } from '../../core/mail/email-delivery-status';
export { BeneficiaryMessages } from './beneficiary-messages';
export { UserMessages, type InvitationMessage, type ApprovalRequestMessage, type BalanceLowMessage, type BankFileQuarantinedMessage } from './user-messages';
