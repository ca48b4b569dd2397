import { ApiProperty } from '@nestjs/swagger';
import { centsToAmount } from '../../../core/money/money';
import { FundingTransferDirection, FundingTransferStatus, FundingTransferType, type FundingTransfer } from '../funding-transfer.entity';

/**
 * A funding transfer as the v3 simulate endpoint answers it. Written with the v3 name `distributionId`, which is what
 * v3 clients receive (the version layer renames `campaignId` in v3 answers); the `tags` keep their keys as stored.
 */
export class FundingTransferView {
  @ApiProperty({ format: 'uuid', description: 'The transfer id, for `PATCH /bank-accounts/transfers/{id}/tags`.' }) id!: string;
  @ApiProperty({ format: 'uuid' }) bankAccountId!: string;
  @ApiProperty({ enum: FundingTransferDirection, enumName: 'FundingTransferDirection' }) direction!: FundingTransferDirection;
  @ApiProperty({ enum: FundingTransferType, enumName: 'FundingTransferType' }) type!: FundingTransferType;
  @ApiProperty({ enum: FundingTransferStatus, enumName: 'FundingTransferStatus', description: 'Sandbox credits settle at once.' }) status!: FundingTransferStatus;
  @ApiProperty({ type: Number, example: 10000, description: 'Dollars.' }) amount!: number;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The distribution the amount is attributed to; null while unattributed.' })
  distributionId!: string | null;
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
      distributionId: transfer.campaignId ?? null,
      tags: { ...transfer.tags },
      receivedOn: transfer.receivedOn.toISOString(),
    };
  }
}
