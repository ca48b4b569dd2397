import { Global, Module } from '@nestjs/common';
import { LedgerInvariantChecker } from './ledger-invariant-checker';
import { LedgerService } from './ledger.service';
import { LedgerStatements } from './ledger-statements';

/** Global: every context that moves money posts through the one LedgerService, in its own transaction. */
@Global()
@Module({
  providers: [LedgerService, LedgerInvariantChecker, LedgerStatements],
  exports: [LedgerService, LedgerInvariantChecker, LedgerStatements],
})
export class LedgerModule {}
