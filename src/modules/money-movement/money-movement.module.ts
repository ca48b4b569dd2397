import { Module } from '@nestjs/common';

/** Transactions of bank accounts and campaigns, withdrawals and refunds: docs/money-movement.md. */
@Module({})
export class MoneyMovementModule {}
