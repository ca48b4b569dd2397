import { ApiProperty } from '@nestjs/swagger';
import { STATEMENT_STATUSES, STATEMENT_TYPES, type StatementDirection, type StatementRow, type StatementStatus, type StatementType } from '../../../core/ledger';
import { centsToAmount } from '../../../core/money/money';

/**
 * One movement of money on a bank account's (or campaign's) statement, or, aggregated, a UTC day's InternalTransfers
 * of one status (docs/money-movement.md). Credits less debits is the balance, at every moment.
 */
export class TransactionView {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Null for an aggregated row. An `IncomingAch` transaction’s id is its funding transfer’s.' })
  id!: string | null;

  @ApiProperty({ enum: STATEMENT_TYPES, enumName: 'TransactionType' })
  type!: StatementType;

  @ApiProperty({ enum: ['Credit', 'Debit'], enumName: 'TransactionDirection', description: 'Credit adds to the balance, Debit takes from it.' })
  direction!: StatementDirection;

  @ApiProperty({ type: Number, example: 25.5, description: 'Dollars; an aggregated row’s is the sum of its transactions.' })
  amount!: number;

  @ApiProperty({
    enum: STATEMENT_STATUSES,
    enumName: 'TransactionStatus',
    description: '`Pending` until the bank has a withdrawal’s or refund’s ACH entry, `Submitted` once it has, `Completed` once settled; `Returned` when the money came back (a credit of its own).',
  })
  status!: StatementStatus;

  @ApiProperty()
  description!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The campaign the money belongs to; null for money attributed to none.' })
  campaignId!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { campaignId: '0193a0f0-0000-7000-8000-000000000001' } })
  tags!: Record<string, string>;

  @ApiProperty({ format: 'date-time', description: 'When the money moved; an aggregated row’s is its UTC day’s start.' })
  createdOn!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it settled; null while on its way, and for an aggregated row.' })
  completedOn!: string | null;

  @ApiProperty({ type: 'integer', minimum: 1, description: 'How many transactions the row stands for: 1, or an aggregated row’s count.' })
  count!: number;

  static of(row: StatementRow): TransactionView {
    return {
      id: row.id,
      type: row.type,
      direction: row.direction,
      amount: centsToAmount(row.amountCents),
      status: row.status,
      description: row.description ?? `${row.count} internal transfer${row.count === 1 ? '' : 's'}`,
      campaignId: row.campaignId,
      tags: row.campaignId ? { campaignId: row.campaignId } : {},
      createdOn: row.createdOn.toISOString(),
      completedOn: row.completedOn?.toISOString() ?? null,
      count: row.count,
    };
  }
}

/** `202` of `:withdraw` and `:refund`: the statement line of the money leaving. */
export class TransactionAcceptedView {
  @ApiProperty({ format: 'uuid', description: 'The transaction’s id on the statement (`GET .../transactions`).' })
  transactionId!: string;
}
