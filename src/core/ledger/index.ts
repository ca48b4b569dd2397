/** The ledger's public surface (contract §5). */
export * from './ledger.domain';
export * from './ledger.errors';
export { LedgerService, type Balances, type PostResult, type PostTransactionInput } from './ledger.service';
export { LedgerInvariantChecker } from './ledger-invariant-checker';
export { LedgerModule } from './ledger.module';
