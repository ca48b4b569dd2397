export { WithdrawalAccountsModule } from './withdrawal-accounts.module';
