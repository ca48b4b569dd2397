import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { AccountHolderNameField, AccountNumberField, AccountTypeField, ACH_ACCOUNT_TYPES, RoutingNumberField, type AchAccountTypeName } from '../../../core/banking/bank-account-fields';
import { IsAmount } from '../../../core/http/amount.decorator';
import { CreatePayoutInstructionDto, PayoutInstructionStatus } from '../../payout-instructions';

// The bank account rules are the kernel's (shared with withdrawal accounts): docs/withdrawal-accounts.md.
export { ACH_ACCOUNT_TYPES };
export type DirectAchAccountType = AchAccountTypeName;

/** The beneficiary's US bank account a direct ACH payout is credited to. */
export class DirectAchBankAccountDto {
  @AccountHolderNameField()
  accountHolderName!: string;

  @RoutingNumberField()
  routingNumber!: string;

  @AccountNumberField()
  accountNumber!: string;

  @AccountTypeField()
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
