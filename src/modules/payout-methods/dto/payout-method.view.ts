import { ApiProperty } from '@nestjs/swagger';
import { centsToAmount } from '../../../core/money/money';
import { PAYOUT_REQUIREMENT_FIELDS, PayoutMethodCategory, type PayoutMethod, type PayoutRequirementField } from '../payout-method.entity';

export class PayoutRequirementView {
  @ApiProperty({ enum: PAYOUT_REQUIREMENT_FIELDS, enumName: 'PayoutRequirementField', description: 'What the beneficiary must provide.' })
  field!: PayoutRequirementField;
  @ApiProperty({ example: 'Email address the eGift card code is delivered to.' }) description!: string;
}

export class TransactionLimitsView {
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: 'number', example: 1, description: 'Smallest amount of one payout by this method, in dollars (at most two fraction digits).' })
  minimumAmount!: number;
  @ApiProperty({ type: 'number', example: 2000, description: 'Largest amount of one payout by this method, in dollars (at most two fraction digits).' })
  maximumAmount!: number;
}

/** A payout method of the catalog as clients see it. */
export class PayoutMethodView {
  @ApiProperty({ format: 'uuid', description: 'Stable across installations.' }) id!: string;
  @ApiProperty({ example: 'Amazon.com eGift Card' }) name!: string;
  @ApiProperty({
    enum: PayoutMethodCategory,
    enumName: 'PayoutMethodCategory',
    description: '`CheckTransfer` is listed only for organizations allowed to use it. A campaign offers at most one of `PaperCheck` and `CheckTransfer`.',
  })
  category!: PayoutMethodCategory;
  @ApiProperty({ nullable: true, type: String, example: 'Amazon', description: 'The brand of a gift card, card or wallet; null for bank transfers and checks.' })
  brand!: string | null;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [PayoutRequirementView], description: 'What the beneficiary must provide to be paid by this method.' })
  requirements!: PayoutRequirementView[];
  @ApiProperty({ type: TransactionLimitsView }) transactionLimits!: TransactionLimitsView;

  static of(method: PayoutMethod): PayoutMethodView {
    return {
      id: method.id,
      name: method.name,
      category: method.category,
      brand: method.brand ?? null,
      description: method.description,
      requirements: method.requirements.map((r) => ({ field: r.field, description: r.description })),
      transactionLimits: {
        currency: method.currency,
        minimumAmount: centsToAmount(method.minAmountCents),
        maximumAmount: centsToAmount(method.maxAmountCents),
      },
    };
  }
}
