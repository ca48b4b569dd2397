/** The ledger's public surface (docs/money-model.md). */
export * from './ledger.domain';
export * from './ledger.errors';
export { LedgerService, type Balances, type LockedAccount, type PostResult, type PostTransactionInput } from './ledger.service';
export { LedgerInvariantChecker } from './ledger-invariant-checker';
export { campaignFundingOf, type CampaignFunding } from './campaign-funding';
export { LedgerModule } from './ledger.module';
export type { StatementLineInput } from './statement-lines';
export { LedgerStatements, type StatementQuery, type StatementRow, type StatementScope } from './ledger-statements';
