import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { RETURN_REASON_CODE_PATTERN } from '../ach/return-reasons';
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
