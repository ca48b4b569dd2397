import { ApiProperty } from '@nestjs/swagger';
import { ACH_ACCOUNT_TYPES, type AchAccountTypeName } from '../../../core/banking/bank-account-fields';
import { describeChange } from '../../../core/banking/change-codes';
import { maskNumber } from '../../bank-accounts';
import type { WithdrawalAccount } from '../withdrawal-account.entity';

/** The receiving bank's latest notification of change on a withdrawal or refund to the account (docs/bank-files-in.md). */
export class WithdrawalAccountChangeView {
  @ApiProperty({ example: 'C01', pattern: '^C(0[1-9]|1[0-3])$', description: 'NACHA change code C01-C13.' }) changeCode!: string;
  @ApiProperty({ example: 'Incorrect account number' }) description!: string;
  @ApiProperty({ example: '****4321', description: 'What the bank says to use instead; an account number in it is masked but for its last 4 digits.' }) correctedData!: string;
  @ApiProperty({ format: 'date-time' }) receivedOn!: string;
}

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
  @ApiProperty({
    type: WithdrawalAccountChangeView,
    nullable: true,
    description: 'The bank’s latest notification of change on money sent to this account: correct the account (delete it and add the corrected one) before the next withdrawal; null when none.',
  })
  notificationOfChange!: WithdrawalAccountChangeView | null;

  static of(account: WithdrawalAccount): WithdrawalAccountView {
    return {
      id: account.id,
      name: account.name,
      accountHolderName: account.accountHolderName,
      routingNumber: maskNumber(account.routingNumber) ?? '',
      accountNumber: maskedAccountNumber(account.accountNumberLast4),
      accountType: account.accountType,
      createdOn: account.createdOn.toISOString(),
      notificationOfChange:
        account.nocChangeCode && account.nocReceivedOn
          ? { changeCode: account.nocChangeCode, description: describeChange(account.nocChangeCode), correctedData: account.nocCorrectedDataMasked ?? '', receivedOn: account.nocReceivedOn.toISOString() }
          : null,
    };
  }
}

/** `****6789`: what is shown of an account number kept only as its last four digits. */
export const maskedAccountNumber = (last4: string): string => `****${last4}`;
