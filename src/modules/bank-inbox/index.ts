export { BankInboxModule, BankInboxMetricsModule } from './bank-inbox.module';
export { BankInbox, type IngestOutcome, type InboxFolder, type PollOutcome } from './bank-inbox';
export { BankInboundFileStatus } from './bank-inbound-files';
export { BankInboxPoll } from './bank-inbox-poll';
