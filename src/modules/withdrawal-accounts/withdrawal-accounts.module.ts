import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BankAccountsModule } from '../bank-accounts';
import { CampaignsModule } from '../campaigns';
import { WithdrawalAccount } from './withdrawal-account.entity';
import { BankAccountWithdrawalAccountsController, CampaignWithdrawalAccountsController } from './withdrawal-accounts.controller';
import { WithdrawalAccountsService } from './withdrawal-accounts.service';

/** Withdrawal accounts (return external accounts) of bank accounts and campaigns: docs/withdrawal-accounts.md. */
@Module({
  imports: [MikroOrmModule.forFeature([WithdrawalAccount]), BankAccountsModule, CampaignsModule],
  controllers: [BankAccountWithdrawalAccountsController, CampaignWithdrawalAccountsController],
  providers: [WithdrawalAccountsService],
  exports: [WithdrawalAccountsService],
})
export class WithdrawalAccountsModule {}
