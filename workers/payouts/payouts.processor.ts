import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { BankFileDeliveries } from '../../src/modules/bank-files';
import { AchBatches, BankRails, CheckPrintRuns, DirectAchRequests, PayoutSubmission, payoutRetryDelay } from '../../src/modules/payouts';
import { ContextualWorker, type JobHandlers } from '../contextual-worker';

/**
 * Payouts to providers and onto the bank rails (docs/bank-rails.md), and the rails' files to the bank (docs/bank-files.md). A submit job is a batch: its provider calls run side by side (bounded inside the batch),
 * its outcomes land in one transaction; a few batches at once keep a worker process busy without flooding a provider.
 */
export const PAYOUTS_CONCURRENCY = 6;

// A submit job's retries wait as a provider's Retry-After asks (payoutRetryDelay).
@Processor('payouts', { concurrency: PAYOUTS_CONCURRENCY, settings: { backoffStrategy: payoutRetryDelay } })
export class PayoutsProcessor extends ContextualWorker {
  constructor(
    orm: MikroORM,
    private readonly submission: PayoutSubmission,
    private readonly achBatches: AchBatches,
    private readonly printRuns: CheckPrintRuns,
    private readonly rails: BankRails,
    private readonly directAch: DirectAchRequests,
    private readonly bankFiles: BankFileDeliveries,
  ) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'payouts-dispatch': () => this.submission.dispatch(),
      'payouts-submit': ({ payoutIds }) => this.submission.submit(payoutIds),
      'ach-batch': () => this.achBatches.run(),
      'check-print-run': () => this.printRuns.run(),
      'bank-rails-sandbox': () => this.rails.sandboxSweep(),
      'direct-ach-request': ({ requestId }) => this.directAch.process(requestId),
      'direct-ach-sweep': () => this.directAch.sweep(),
      'bank-files-deliver': () => this.bankFiles.deliverDue(),
      'ach-settlement': async () => ({ settled: await this.rails.settleOnEffectiveDate() }),
    };
  }
}
