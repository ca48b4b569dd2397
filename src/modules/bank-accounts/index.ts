export { BankAccountsModule } from './bank-accounts.module';
export { BankAccountsService } from './bank-accounts.service';
export { BankAccount, BankAccountStatus } from './bank-account.entity';
export { BankAccountView, type BankAccountMoney } from './dto/bank-account.view';
export { FUNDS_HOLDER_DIRECTORY, type FundsHolderDirectory } from './funds-holder-directory';
export { maskNumber, isValidRoutingNumber } from './sandbox-bank';
