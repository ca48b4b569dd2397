export { WithdrawalAccountsModule } from './withdrawal-accounts.module';
export { WithdrawalAccountsService, type WithdrawalDestination } from './withdrawal-accounts.service';
