import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BankAccountsModule } from '../bank-accounts';
import { CampaignsModule } from '../campaigns';
import { FundingTransfer } from './funding-transfer.entity';
import { FundingTransfersController } from './funding-transfers.controller';
import { FundingService } from './funding.service';
import { SimulateFundingController } from './simulate-funding.controller';

@Module({
  imports: [MikroOrmModule.forFeature([FundingTransfer]), BankAccountsModule, CampaignsModule],
  controllers: [FundingTransfersController, SimulateFundingController],
  providers: [FundingService],
  exports: [FundingService],
})
export class FundingModule {}
