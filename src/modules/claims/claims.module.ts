import { Global, Module } from '@nestjs/common';
import { BENEFICIARY_AUTHENTICATOR } from '../../core/auth/beneficiary-session';
import { NotificationsModule } from '../notifications';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutMethodsModule } from '../payout-methods';
import { PayoutsModule } from '../payouts';
import { BeneficiaryController } from './beneficiary.controller';
import { ClaimRecords } from './claim-records';
import { ClaimsService } from './claims.service';

/** Global so the kernel's auth guard can reach the beneficiary authenticator by its token. */
@Global()
@Module({
  imports: [CampaignsModule, PayoutInstructionsModule, PayoutMethodsModule, PayoutsModule, NotificationsModule],
  controllers: [BeneficiaryController],
  providers: [ClaimsService, ClaimRecords, { provide: BENEFICIARY_AUTHENTICATOR, useExisting: ClaimsService }],
  exports: [ClaimsService, BENEFICIARY_AUTHENTICATOR],
})
export class ClaimsModule {}
