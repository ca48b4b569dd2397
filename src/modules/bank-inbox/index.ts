export { BankInboxModule, BankInboxMetricsModule } from './bank-inbox.module';
export { BankInbox, type IngestOutcome } from './bank-inbox';
export { BankInboundFileStatus } from './bank-inbound-files';
