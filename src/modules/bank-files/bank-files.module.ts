import { Module } from '@nestjs/common';
import { OperationsModule } from '../../core/observability/operations.module';
import { BankConnectionCheck } from './bank-connection-check';
import { BankFileDeliveries } from './bank-file-deliveries';
import { BankFileSources } from './bank-file-sources';
import { BankFilesController } from './bank-files.controller';
import { BankFilesMetrics } from './bank-files-metrics';

/**
 * Bank files out (docs/bank-files.md): owns `bank_file_delivery`. The contexts that make files enqueue them in their
 * own transactions and register how to read them; this context delivers them over the kernel's bank connection.
 */
@Module({
  controllers: [BankFilesController],
  providers: [BankFileDeliveries, BankFileSources, BankConnectionCheck],
  exports: [BankFileDeliveries, BankFileSources],
})
export class BankFilesModule {}

/** The API's side only: the deliveries' counts in `/metrics` (the worker has no metrics registry). */
@Module({ imports: [OperationsModule, BankFilesModule], providers: [BankFilesMetrics] })
export class BankFilesMetricsModule {}
