import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutMethodsModule } from '../payout-methods';
import { PayoutOutcomes } from './payout-outcomes';
import { PayoutRecords } from './payout-records';
import { PayoutSubmission } from './payout-submission';
import { Payout } from './payout.entity';
import { InstructionPayoutsController } from './payouts.controller';
import { PayoutsService } from './payouts.service';
import { PayoutProviders } from './providers/payout-providers';
import { SandboxCardProvider } from './providers/sandbox-card-provider';
import { SandboxWalletProvider } from './providers/sandbox-wallet-provider';
import { SimulatePayoutsController } from './simulate-payouts.controller';

/** Payouts (docs/payouts.md): the record, its providers, their outcomes; the workers submit. */
@Module({
  imports: [MikroOrmModule.forFeature([Payout]), PayoutInstructionsModule, PayoutMethodsModule],
  controllers: [InstructionPayoutsController, SimulatePayoutsController],
  providers: [PayoutsService, PayoutRecords, PayoutOutcomes, PayoutSubmission, PayoutProviders, SandboxCardProvider, SandboxWalletProvider],
  exports: [PayoutsService, PayoutSubmission],
})
export class PayoutsModule {}
