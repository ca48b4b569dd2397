import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsUUID, Max } from 'class-validator';
import { STATEMENT_TYPES, type StatementType } from '../../../core/ledger';
import { BooleanQuery } from '../../../core/http/boolean-query';
import { IsAmount } from '../../../core/http/amount.decorator';
import { PageQuery } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';

export class TransactionsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: STATEMENT_TYPES, enumName: 'TransactionType', description: 'Only transactions of this type.' })
  @Omittable()
  @IsIn(STATEMENT_TYPES, { message: `filterByTransactionType must be one of ${STATEMENT_TYPES.join(', ')}.` })
  filterByTransactionType?: StatementType;

  @ApiPropertyOptional({ type: Boolean, default: false, description: '`InternalTransfer` transactions summed per UTC day and status into one row each; other types stay individual.' })
  @Omittable() @BooleanQuery() @IsBoolean({ message: 'aggregate must be true or false.' })
  aggregate?: boolean;
}

/** The largest amount of one ACH entry, in dollars: its amount field holds ten digits of cents. */
const MAX_ACH_AMOUNT = 99_999_999.99;

/** `:withdraw` and `:refund`: how much leaves, and to which withdrawal account. */
export class MoveMoneyDto {
  @ApiProperty({ format: 'uuid', description: 'A withdrawal account of the bank account (for a refund: of the campaign or of the bank account holding its money).' })
  @IsUUID('all', { message: 'withdrawalAccountId must be a UUID.' })
  withdrawalAccountId!: string;

  @ApiProperty({ type: Number, example: 250, maximum: MAX_ACH_AMOUNT, description: 'Dollars; at most 99,999,999.99 (the largest amount of one ACH entry).' })
  @IsAmount()
  @Max(MAX_ACH_AMOUNT, { message: 'amount must be at most 99999999.99 (the largest amount of one ACH entry).' })
  amount!: number;
}
