import { ApiProperty } from '@nestjs/swagger';
import { centsToAmount } from '../../../core/money/money';
import { FundingTransferDirection, FundingTransferStatus, FundingTransferType, type FundingTransfer } from '../funding-transfer.entity';

/**
 * A funding transfer, in v2's words like every view: the version layer renames `campaignId` to `distributionId` in v3
 * answers (the simulate endpoint's); the `tags` keep their keys as stored.
 */
export class FundingTransferView {
  @ApiProperty({ format: 'uuid', description: 'The transfer id, for `PATCH /bank-accounts/transfers/{id}/tags`.' }) id!: string;
  @ApiProperty({ format: 'uuid' }) bankAccountId!: string;
  @ApiProperty({ enum: FundingTransferDirection, enumName: 'FundingTransferDirection' }) direction!: FundingTransferDirection;
  @ApiProperty({ enum: FundingTransferType, enumName: 'FundingTransferType' }) type!: FundingTransferType;
  @ApiProperty({ enum: FundingTransferStatus, enumName: 'FundingTransferStatus', description: 'Sandbox credits settle at once.' }) status!: FundingTransferStatus;
  @ApiProperty({ type: Number, example: 10000, description: 'Dollars.' }) amount!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The campaign the amount is attributed to; null while unattributed.' })
  campaignId!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { campaignId: '0195f0a4-8c1e-7d3a-9b2f-4c5d6e7f8a9b' },
    description: 'The transfer’s tags; `campaignId` holds the attribution.',
  })
  tags!: Record<string, string>;
  @ApiProperty({ format: 'date-time' }) receivedOn!: string;

  static of(transfer: FundingTransfer): FundingTransferView {
    return {
      id: transfer.id,
      bankAccountId: transfer.bankAccountId,
      direction: transfer.direction,
      type: transfer.type,
      status: transfer.status,
      amount: centsToAmount(transfer.amountCents),
      campaignId: transfer.campaignId ?? null,
      tags: { ...transfer.tags },
      receivedOn: transfer.receivedOn.toISOString(),
    };
  }
}
