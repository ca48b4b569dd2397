import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, IsUUID, Length } from 'class-validator';
import { IsAmount } from '../../../core/http/amount.decorator';
import { MAX_ACH_AMOUNT_CENTS } from '../funding-transfer.entity';
import { Omittable } from '../../../core/http/presence.decorators';

export class ReceiveAchDto {
  @ApiProperty({
    type: Number,
    example: 10000,
    minimum: 0.01,
    maximum: MAX_ACH_AMOUNT_CENTS / 100,
    description: 'Dollars received: a positive JSON number with at most two decimals (`12.5`, `10000`), at most 99999999.99 (one ACH entry).',
  })
  @IsAmount()
  amount!: number;

  @ApiPropertyOptional({
    minLength: 1,
    maxLength: 255,
    example: 'wire-2026-11-21-0001',
    description:
      'The sender’s reference, unique per organization. A repeat with the same key, bank account and amount answers 202 with the ' +
      'first transfer and moves no money again; the same key with another bank account or amount answers 422 `IDEMPOTENCY_KEY_REUSED`.',
  })
  @Omittable()
  @IsString({ message: 'idempotencyKey must be a string.' })
  @Length(1, 255, { message: 'idempotencyKey must be 1 to 255 characters long.' })
  idempotencyKey?: string;

  // Documented with its v3 name (the endpoint is v3 only; the version layer hands it over as campaignId).
  @ApiPropertyOptional({
    name: 'distributionId',
    format: 'uuid',
    description:
      'Attributes the transfer to this distribution at once, as `PATCH /bank-accounts/transfers/{id}/tags` would. It must be funded by ' +
      'the bank account’s funds holder. `campaignId` is accepted under the same meaning.',
  })
  @Omittable()
  @IsUUID('all', { message: 'campaignId must be a UUID.' })
  campaignId?: string;
}
