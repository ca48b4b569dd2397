import { ApiProperty } from '@nestjs/swagger';
import { ACH_ACCOUNT_TYPES, type AchAccountTypeName } from '../../../core/banking/bank-account-fields';
import { maskNumber } from '../../bank-accounts';
import type { WithdrawalAccount } from '../withdrawal-account.entity';

/**
 * A withdrawal account as clients see it: both numbers masked. The account number's length is not kept, so its mask
 * is always four asterisks and the last four digits (docs/withdrawal-accounts.md).
 */
export class WithdrawalAccountView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Operating account' }) name!: string;
  @ApiProperty({ example: 'Ada Lovelace' }) accountHolderName!: string;
  @ApiProperty({ example: '*****0021', pattern: '^\\*{5}[0-9]{4}$', description: 'Masked: the last four digits only.' }) routingNumber!: string;
  @ApiProperty({ example: '****6789', pattern: '^\\*{4}[0-9]{4}$', description: 'Masked: the last four digits only.' }) accountNumber!: string;
  @ApiProperty({ enum: ACH_ACCOUNT_TYPES, enumName: 'AchAccountType' }) accountType!: AchAccountTypeName;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;

  static of(account: WithdrawalAccount): WithdrawalAccountView {
    return {
      id: account.id,
      name: account.name,
      accountHolderName: account.accountHolderName,
      routingNumber: maskNumber(account.routingNumber) ?? '',
      accountNumber: maskedAccountNumber(account.accountNumberLast4),
      accountType: account.accountType,
      createdOn: account.createdOn.toISOString(),
    };
  }
}

/** `****6789`: what is shown of an account number kept only as its last four digits. */
export const maskedAccountNumber = (last4: string): string => `****${last4}`;
