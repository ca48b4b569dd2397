import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { centsToAmount } from '../../../core/money/money';
import { AchAccountType, type PayoutAchTransfer } from '../ach/ach-transfer.entity';
import { describeChange, maskCorrectedData } from '../../../core/banking/change-codes';
import { AchTransferStatus } from '../payout-state';
import { lastFour } from './payout.view';

/** The receiving bank's latest notification of change on the transfer (docs/bank-files-in.md). */
export class AchNotificationOfChangeView {
  @ApiProperty({ example: 'C01', pattern: '^C(0[1-9]|1[0-3])$', description: 'NACHA change code C01-C13.' }) changeCode!: string;
  @ApiProperty({ example: 'Incorrect account number' }) description!: string;
  @ApiProperty({ example: '****4321', description: 'What the bank says to use instead; an account number in it is masked but for its last 4 digits.' })
  correctedData!: string;
  @ApiProperty({ format: 'date-time' }) receivedOn!: string;
}

/** An ACH transfer as the organization reads it: bank numbers masked but for their last 4 digits. */
export class AchTransferView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) payoutInstructionId!: string;
  @ApiProperty({ format: 'uuid' }) payoutId!: string;
  @ApiProperty({ type: 'number', example: 25, description: 'Dollars.' }) amount!: number;
  @ApiProperty({ enum: ['Credit'], description: 'Money to the beneficiary’s account.' }) direction!: 'Credit';
  @ApiProperty({
    enum: AchTransferStatus,
    enumName: 'AchTransferStatus',
    description: '`Pending` until the next ACH batch, `Submitted` in a NACHA file, then `Settled`; `Returned` by the receiving bank (see `returnReasonCode`), or `Cancelled`.',
  })
  status!: AchTransferStatus;
  @ApiProperty({ type: String, nullable: true, example: 'R01', pattern: '^R[0-9]{2}$', description: 'The receiving bank’s return reason (R01-R85) once returned.' })
  returnReasonCode!: string | null;
  @ApiProperty({ example: 'Ada Lovelace' }) accountHolderName!: string;
  @ApiProperty({ example: '*****0021', description: 'Masked: the last 4 digits.' }) routingNumber!: string;
  @ApiProperty({ example: '********6789', description: 'Masked: the last 4 digits.' }) accountNumber!: string;
  @ApiProperty({ enum: AchAccountType, enumName: 'AchAccountType' }) accountType!: AchAccountType;
  @ApiProperty({ type: String, format: 'date', nullable: true, description: 'The day the bank settles the entry, set when a batch takes the transfer.' })
  effectiveDate!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '021000020000001', description: 'The entry’s trace number in its NACHA file, once submitted.' })
  traceNumber!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) submittedOn!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) settledOn!: string | null;
  @ApiProperty({ type: AchNotificationOfChangeView, nullable: true, description: 'The receiving bank’s latest notification of change (a NOC entry of a returns file); null when none.' })
  notificationOfChange!: AchNotificationOfChangeView | null;

  /** `correctedData`: the NOC's corrected data, decrypted by the caller (it is masked here). */
  static of(transfer: PayoutAchTransfer, correctedData: string | null = null): AchTransferView {
    return {
      id: transfer.id,
      payoutInstructionId: transfer.payoutInstructionId,
      payoutId: transfer.payoutId,
      amount: centsToAmount(transfer.amountCents),
      direction: 'Credit',
      status: transfer.status,
      returnReasonCode: transfer.returnReasonCode ?? null,
      accountHolderName: transfer.accountHolderName,
      routingNumber: lastFour(transfer.routingNumber),
      accountNumber: '*'.repeat(4) + transfer.accountNumberLast4,
      accountType: transfer.accountType,
      effectiveDate: transfer.effectiveDate ?? null,
      traceNumber: transfer.traceNumber ?? null,
      createdOn: transfer.createdOn.toISOString(),
      submittedOn: transfer.submittedOn?.toISOString() ?? null,
      settledOn: transfer.settledOn?.toISOString() ?? null,
      notificationOfChange:
        transfer.nocChangeCode && transfer.nocReceivedOn
          ? {
              changeCode: transfer.nocChangeCode,
              description: describeChange(transfer.nocChangeCode),
              correctedData: maskCorrectedData(transfer.nocChangeCode, correctedData ?? ''),
              receivedOn: transfer.nocReceivedOn.toISOString(),
            }
          : null,
    };
  }
}

export class AchTransferQuery {
  @ApiProperty({ format: 'uuid', description: 'The payout instruction whose latest ACH transfer to read.' })
  @IsUUID('all', { message: 'payoutInstructionId must be a UUID.' })
  payoutInstructionId!: string;
}
