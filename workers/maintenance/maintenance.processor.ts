import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { DomainEventStore } from '../../src/core/events';
import { IdempotencyStore } from '../../src/core/idempotency/idempotency-store';
import { BankAccountsService } from '../../src/modules/bank-accounts';
import { BankInboxPoll } from '../../src/modules/bank-inbox';
import { CampaignExpirySweep, InstructionTallies } from '../../src/modules/payout-instructions';
import { PayoutTallies } from '../../src/modules/payouts';
import { StaleUploadsSweep } from '../../src/modules/uploads';
import { ContextualWorker, type JobHandlers } from '../contextual-worker';

/** Periodic sweeps that rebuild lost queue state from PostgreSQL, the source of truth. */
@Processor('maintenance', { concurrency: 1 })
export class MaintenanceProcessor extends ContextualWorker {
  constructor(
    orm: MikroORM,
    private readonly bankAccounts: BankAccountsService,
    private readonly idempotency: IdempotencyStore,
    private readonly uploads: StaleUploadsSweep,
    private readonly expiry: CampaignExpirySweep,
    private readonly instructionTallies: InstructionTallies,
    private readonly payoutTallies: PayoutTallies,
    private readonly events: DomainEventStore,
    private readonly bankInbox: BankInboxPoll,
  ) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'bank-accounts-sweep': () => this.bankAccounts.requeueStalePending(),
      'idempotency-keys-purge': () => this.idempotency.purgeExpired(),
      'uploads-sweep': () => this.uploads.run(),
      'campaign-expiry': () => this.expiry.run(),
      'events-purge': () => this.events.purge(),
      'bank-inbox-poll': () => this.bankInbox.run(),
      'report-tallies-fold': async () => ({ folded: (await this.instructionTallies.fold()) + (await this.payoutTallies.fold()) }),
    };
  }
}
