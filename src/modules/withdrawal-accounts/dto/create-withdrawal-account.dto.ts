import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AccountHolderNameField, AccountNumberField, AccountTypeField, RoutingNumberField, type AchAccountTypeName } from '../../../core/banking/bank-account-fields';

export const WITHDRAWAL_ACCOUNT_NAME_MAX_LENGTH = 100;

/** A withdrawal account to create: a name of the caller's choosing and the bank account, by the kernel's rules. */
export class CreateWithdrawalAccountDto {
  @ApiProperty({ minLength: 1, maxLength: WITHDRAWAL_ACCOUNT_NAME_MAX_LENGTH, example: 'Operating account', description: 'A name to tell the account apart in lists.' })
  @IsString() @IsNotEmpty({ message: 'name must not be empty.' }) @MaxLength(WITHDRAWAL_ACCOUNT_NAME_MAX_LENGTH)
  name!: string;

  @AccountHolderNameField()
  accountHolderName!: string;

  @RoutingNumberField()
  routingNumber!: string;

  @AccountNumberField()
  accountNumber!: string;

  @AccountTypeField()
  accountType!: AchAccountTypeName;
}
