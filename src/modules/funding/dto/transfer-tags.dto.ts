import { ApiProperty } from '@nestjs/swagger';
import { IsUUID, ValidateIf } from 'class-validator';

/** The tag request of a funding transfer: `campaignId` is the tag with a meaning (docs/money-model.md). */
export class TransferTagsDto {
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description:
      'The campaign (v3: distribution) the transfer’s whole amount is attributed to; `null` removes the attribution. Required. ' +
      'v3 also accepts the member as `distributionId`.',
  })
  @ValidateIf((_dto, value) => value !== null)
  @IsUUID('all', { message: 'campaignId must be a UUID or null.' })
  campaignId!: string | null;
}
