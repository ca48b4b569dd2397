import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsString, Matches, MaxLength, registerDecorator, ValidateNested } from 'class-validator';
import { isValidRoutingNumber } from '../../../core/banking/aba-routing';
import { IsAmount } from '../../../core/http/amount.decorator';
import { CreatePayoutInstructionDto, PayoutInstructionStatus } from '../../payout-instructions';

export const ACH_ACCOUNT_TYPES = ['Checking', 'Savings'] as const;
export type DirectAchAccountType = (typeof ACH_ACCOUNT_TYPES)[number];

/** A routing number whose ABA check digit matches (nine digits are checked by `Matches` beside it). */
function IsAbaRoutingNumber() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isAbaRoutingNumber',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !/^[0-9]{9}$/.test(value) || isValidRoutingNumber(value),
        defaultMessage: () => `${propertyName} is not a valid ABA routing number: its check digit does not match.`,
      },
    });
}

/** The beneficiary's US bank account a direct ACH payout is credited to. */
export class DirectAchBankAccountDto {
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Ada Lovelace', description: 'The name on the account, as the bank knows it.' })
  @IsString() @IsNotEmpty({ message: 'accountHolderName must not be empty.' }) @MaxLength(200)
  accountHolderName!: string;

  @ApiProperty({ example: '021000021', description: '9 digits with a valid ABA check digit.' })
  @IsString()
  @Matches(/^[0-9]{9}$/, { message: 'routingNumber must be 9 digits.' })
  @IsAbaRoutingNumber()
  routingNumber!: string;

  @ApiProperty({ example: '000123456789', description: '4 to 17 digits.' })
  @IsString()
  @Matches(/^[0-9]{4,17}$/, { message: 'accountNumber must be 4 to 17 digits.' })
  accountNumber!: string;

  @ApiProperty({ enum: ACH_ACCOUNT_TYPES, enumName: 'AchAccountType' })
  @IsIn(ACH_ACCOUNT_TYPES, { message: `accountType must be one of ${ACH_ACCOUNT_TYPES.join(', ')}.` })
  accountType!: DirectAchAccountType;
}

/** `POST /payout-instructions/:request-direct-ach`: the create body, with `externalId` and `amount` required, and the bank account. */
export class DirectAchRequestDto extends OmitType(CreatePayoutInstructionDto, ['externalId', 'amount'] as const) {
  @ApiProperty({ maxLength: 100, description: 'Your own id for the beneficiary; unique within the campaign. A request naming an instruction’s externalId continues on that instruction.' })
  @IsString() @IsNotEmpty({ message: 'externalId must not be empty.' }) @MaxLength(100)
  externalId!: string;

  @ApiProperty({ type: Number, example: 25.5, description: 'Dollars: what the ACH transfer pays.' })
  @IsAmount()
  amount!: number;

  @ApiProperty({ type: DirectAchBankAccountDto })
  @IsObject({ message: 'bankAccount must be an object.' })
  @ValidateNested()
  @Type(() => DirectAchBankAccountDto)
  bankAccount!: DirectAchBankAccountDto;
}

/** What `:request-direct-ach` answers at once; the payout follows from a worker. */
export class DirectAchRequestAcceptedView {
  @ApiProperty({ format: 'uuid' })
  payoutInstructionId!: string;

  @ApiProperty({ enum: PayoutInstructionStatus, enumName: 'PayoutInstructionStatus', description: 'The instruction’s status when the request was accepted (Draft for a new one).' })
  status!: PayoutInstructionStatus;
}
