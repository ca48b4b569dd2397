import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { BankAccountsService } from '../../src/modules/bank-accounts';
import { ContextualWorker, type JobHandlers } from '../contextual-worker';

/** Bank and ACH work. Low concurrency: the bank's API is the bottleneck and must not be flooded. */
@Processor('money-movement', { concurrency: 4 })
export class MoneyMovementProcessor extends ContextualWorker {
  constructor(orm: MikroORM, private readonly bankAccounts: BankAccountsService) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'bank-account-provision': ({ organizationId, bankAccountId }) => this.bankAccounts.provision(organizationId, bankAccountId),
    };
  }
}
