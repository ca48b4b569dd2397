import { ApiProperty } from '@nestjs/swagger';
import { BankAccountStatus, type BankAccount } from '../bank-account.entity';
import { maskNumber } from '../sandbox-bank';
import { centsToAmount } from '../../../core/money/money';

/** The money on a bank account, in cents, from the ledger. */
export interface BankAccountMoney {
  readonly balanceCents: number;
  readonly unattributedCents: number;
}

/** A bank account as clients see it: numbers masked to their last four digits. */
export class BankAccountView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) fundsHolderId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: BankAccountStatus, enumName: 'BankAccountStatus', description: '`Pending` until the bank has opened the account.' })
  status!: BankAccountStatus;
  @ApiProperty({ nullable: true, type: String }) bankName!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '*****0004', description: 'Masked; null while pending.' }) routingNumber!: string | null;
  @ApiProperty({ nullable: true, type: String, example: '********1234', description: 'Masked; null while pending.' }) accountNumber!: string | null;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: Number, example: 1250.5, description: 'Dollars on the account: its money attributed to no campaign plus the unallocated and allocated money of the campaigns it holds (docs: money movement). Its transactions sum to it.' })
  balance!: number;
  @ApiProperty({ type: Number, example: 200, description: 'Dollars on the account attributed to no campaign: what `:withdraw` can take.' })
  unattributedBalance!: number;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) openedOn!: string | null;
  @ApiProperty({ nullable: true, type: String }) failureReason!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ format: 'date-time' }) updatedOn!: string;

  static of(account: BankAccount, money: BankAccountMoney): BankAccountView {
    return {
      id: account.id,
      fundsHolderId: account.fundsHolderId,
      name: account.name,
      status: account.status,
      bankName: account.bankName ?? null,
      routingNumber: maskNumber(account.routingNumber),
      accountNumber: maskNumber(account.accountNumber),
      currency: account.currency,
      balance: centsToAmount(money.balanceCents),
      unattributedBalance: centsToAmount(money.unattributedCents),
      openedOn: account.openedOn?.toISOString() ?? null,
      failureReason: account.failureReason ?? null,
      createdOn: account.createdOn.toISOString(),
      updatedOn: account.updatedOn.toISOString(),
    };
  }
}
