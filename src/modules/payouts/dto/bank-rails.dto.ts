import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { centsToAmount } from '../../../core/money/money';
import type { AchFileSummary } from '../ach/ach-files';
import { RETURN_REASON_CODE_PATTERN } from '../ach/return-reasons';
import type { PrintRunSummary } from '../checks/check-print-runs';
import type { TransferKind } from '../bank-rails';

const TRANSFER_KINDS: readonly TransferKind[] = ['AchBatch', 'CheckPrintRun'];

export class TriggerTransfersDto {
  @ApiProperty({ enum: TRANSFER_KINDS, description: '`AchBatch`: the pending ACH transfers into a NACHA file; `CheckPrintRun`: the waiting checks printed.' })
  @IsIn(TRANSFER_KINDS, { message: `kind must be one of ${TRANSFER_KINDS.join(', ')}.` })
  kind!: TransferKind;
}

export class TriggeredTransfersView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many transfers or checks the batch or run took.' }) count!: number;
}

export class ReturnAchDto {
  @ApiProperty({ example: 'R01', pattern: RETURN_REASON_CODE_PATTERN.source, description: 'The ACH return reason code, R01 to R85.' })
  @IsString()
  @Matches(RETURN_REASON_CODE_PATTERN, { message: 'returnReasonCode must be an ACH return reason code, R01 to R85.' })
  returnReasonCode!: string;
}

/** A NACHA file of the organization's batch, or to an operator the deployment's (docs/bank-rails.md): its control totals; the text is `GET .../{id}/content`. */
export class AchFileView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'date', description: 'The effective entry date of its entries: the next weekday after the batch.' }) effectiveDate!: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'PPD batches in the file (one per 1,000 entries).' }) batchCount!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Entry detail records (credits).' }) entryCount!: number;
  @ApiProperty({ type: 'number', minimum: 0, example: 25, description: 'Dollars: the file control’s total credit.' }) totalCredit!: number;
  @ApiProperty({ type: String, nullable: true, example: '0001100001', description: 'The file control’s entry hash: the receiving banks’ routing numbers summed, its last 10 digits.' })
  entryHash!: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, description: '94-character lines, the filler of nines included (a multiple of ten).' }) lineCount!: number;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ description: 'The deployment’s scheduled batch, every organization’s entries together: listed to operators only.' }) scheduled!: boolean;

  static of(file: AchFileSummary): AchFileView {
    return {
      id: file.id,
      effectiveDate: file.effectiveDate,
      batchCount: file.batchCount,
      entryCount: file.entryCount,
      totalCredit: centsToAmount(file.totalCreditCents),
      entryHash: file.entryHash,
      lineCount: file.lineCount,
      createdOn: file.createdOn.toISOString(),
      scheduled: file.organizationId === null,
    };
  }
}

/** A check print run of the organization (docs/bank-rails.md): its checks' count, numbers and total; the PDF is `GET .../{id}/content`. */
export class CheckPrintRunView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: 'integer', minimum: 1, description: 'Checks printed in the run.' }) checkCount!: number;
  @ApiProperty({ type: 'number', minimum: 0, example: 25, description: 'Dollars: the checks’ amounts summed.' }) totalAmount!: number;
  @ApiProperty({ example: '100001', description: 'The run’s first check number.' }) firstCheckNumber!: string;
  @ApiProperty({ example: '100002', description: 'The run’s last check number.' }) lastCheckNumber!: string;
  @ApiProperty({ format: 'date-time' }) printedOn!: string;
  @ApiProperty({ description: 'The deployment’s scheduled run, every organization’s checks together: listed to operators only.' }) scheduled!: boolean;

  static of(run: PrintRunSummary): CheckPrintRunView {
    return {
      id: run.id,
      checkCount: run.checkCount,
      totalAmount: centsToAmount(run.totalCents),
      firstCheckNumber: run.firstCheckNumber,
      lastCheckNumber: run.lastCheckNumber,
      printedOn: run.printedOn.toISOString(),
      scheduled: run.organizationId === null,
    };
  }
}
