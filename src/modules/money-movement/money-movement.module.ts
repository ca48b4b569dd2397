import { Module } from '@nestjs/common';
import { ApprovalsModule } from '../approvals';
import { BankAccountsModule } from '../bank-accounts';
import { CampaignsModule } from '../campaigns';
import { PayoutsModule } from '../payouts';
import { WithdrawalAccountsModule } from '../withdrawal-accounts';
import { BankAccountMoneyController, CampaignMoneyController } from './money-movement.controllers';
import { OutgoingMoney } from './outgoing-money';
import { SimulateTransactionsController } from './simulate-transactions.controller';
import { TransactionsService } from './transactions.service';

/** Transactions of bank accounts and campaigns, withdrawals and refunds: docs/money-movement.md. */
@Module({
  imports: [ApprovalsModule, BankAccountsModule, CampaignsModule, PayoutsModule, WithdrawalAccountsModule],
  controllers: [BankAccountMoneyController, CampaignMoneyController, SimulateTransactionsController],
  providers: [TransactionsService, OutgoingMoney],
})
export class MoneyMovementModule {}
