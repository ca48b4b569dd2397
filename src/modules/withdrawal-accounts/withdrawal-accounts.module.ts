import { Module } from '@nestjs/common';

/** Withdrawal accounts (return external accounts) of bank accounts and campaigns: docs/money-movement.md. */
@Module({})
export class WithdrawalAccountsModule {}
