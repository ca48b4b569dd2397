import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BankFilesModule } from '../bank-files';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutMethodsModule } from '../payout-methods';
import { AchBatches } from './ach/ach-batches';
import { AchFiles } from './ach/ach-files';
import { AchTransfer } from './ach/ach-transfer.entity';
import { AchTransfers } from './ach/ach-transfers';
import { AchTransfersController } from './ach-transfers.controller';
import { AdminTransfersController } from './admin-transfers.controller';
import { BankRails } from './bank-rails';
import { CheckPrintRuns } from './checks/check-print-runs';
import { DirectAchController } from './direct-ach/direct-ach.controller';
import { DirectAchRequests } from './direct-ach/direct-ach-requests';
import { PayoutOutcomes } from './payout-outcomes';
import { PayoutRecords } from './payout-records';
import { PayoutSubmission } from './payout-submission';
import { PayoutTallies } from './payout-tallies';
import { Payout } from './payout.entity';
import { InstructionPayoutsController, PayoutsController } from './payouts.controller';
import { PayoutsService } from './payouts.service';
import { RailFilesForTheBank } from './rail-files-for-the-bank';
import { PayoutProviderSettings } from './providers/payout-provider-settings';
import { PayoutProviders } from './providers/payout-providers';
import { PayoutProvidersAdminController, ProviderCallbacksController } from './providers/payout-providers.controllers';
import { ProviderCallbacks } from './providers/provider-callbacks';
import { ProviderCredentialsCheck } from './providers/provider-credentials-check';
import { ProviderLookups } from './providers/provider-lookups';
import { RemoteProviders } from './providers/remote-providers';
import { SandboxCardProvider } from './providers/sandbox-card-provider';
import { SandboxWalletProvider } from './providers/sandbox-wallet-provider';
import { SimulatePayoutsController } from './simulate-payouts.controller';

/** Payouts (docs/payouts.md, docs/bank-rails.md): the record, its providers and bank rails, their outcomes; the workers submit. */
@Module({
  imports: [MikroOrmModule.forFeature([Payout, AchTransfer]), CampaignsModule, PayoutInstructionsModule, PayoutMethodsModule, BankFilesModule],
  controllers: [
    InstructionPayoutsController,
    PayoutsController,
    SimulatePayoutsController,
    AchTransfersController,
    AdminTransfersController,
    DirectAchController,
    PayoutProvidersAdminController,
    ProviderCallbacksController,
  ],
  providers: [
    RailFilesForTheBank,
    PayoutsService,
    PayoutRecords,
    PayoutOutcomes,
    PayoutSubmission,
    PayoutProviders,
    SandboxCardProvider,
    SandboxWalletProvider,
    RemoteProviders,
    ProviderLookups,
    ProviderCallbacks,
    PayoutProviderSettings,
    ProviderCredentialsCheck,
    BankRails,
    AchTransfers,
    AchFiles,
    AchBatches,
    CheckPrintRuns,
    DirectAchRequests,
    PayoutTallies,
  ],
  exports: [
    PayoutsService,
    PayoutSubmission,
    BankRails,
    AchBatches,
    AchFiles,
    CheckPrintRuns,
    DirectAchRequests,
    PayoutTallies,
  ],
})
export class PayoutsModule {}
