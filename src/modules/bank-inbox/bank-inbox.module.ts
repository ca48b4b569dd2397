import { Module } from '@nestjs/common';
import { OperationsModule } from '../../core/observability/operations.module';
import { FundingModule } from '../funding';
import { PayoutsModule } from '../payouts';
import { WithdrawalAccountsModule } from '../withdrawal-accounts';
import { BankInboundFiles } from './bank-inbound-files';
import { BankInbox } from './bank-inbox';
import { BankInboxPoll } from './bank-inbox-poll';
import { BankInboxController } from './bank-inbox.controller';
import { BankInboxMetrics } from './bank-inbox-metrics';

/** Bank files in (docs/bank-files-in.md): returns, NOCs and statements read, applied once or quarantined. */
@Module({
  imports: [PayoutsModule, FundingModule, WithdrawalAccountsModule],
  controllers: [BankInboxController],
  providers: [BankInboundFiles, BankInbox, BankInboxPoll],
  exports: [BankInbox, BankInboundFiles, BankInboxPoll],
})
export class BankInboxModule {}

/** The API's side only: the files' counts in `/metrics` (the worker has no metrics registry). */
@Module({ imports: [OperationsModule, BankInboxModule], providers: [BankInboxMetrics] })
export class BankInboxMetricsModule {}
