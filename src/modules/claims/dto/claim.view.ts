import { ApiProperty } from '@nestjs/swagger';
import { PayoutMethodCategory } from '../../payout-methods';
import { PayoutInstructionStatus } from '../../payout-instructions';
import { PayoutView } from '../../payouts';

export enum StepRequirement {
  NotRequired = 'NotRequired',
  Required = 'Required',
  Satisfied = 'Satisfied',
}

export class ClaimCampaignView {
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) welcomeHeadline!: string | null;
  @ApiProperty({ type: String, nullable: true }) welcomeText!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignManager!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) iconUrl!: string | null;
  @ApiProperty({ format: 'date', description: 'The last day the payout can be claimed.' }) expiryDate!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) displayEndDate!: string | null;
}

export class ClaimRequirementsView {
  @ApiProperty({ enum: StepRequirement, enumName: 'ClaimStepRequirement', description: 'The campaign password: `Required` until verified in this session.' }) password!: StepRequirement;
  @ApiProperty({ enum: StepRequirement, enumName: 'ClaimStepRequirement', description: 'The emailed one-time code, for amounts at or above the campaign’s threshold.' }) otp!: StepRequirement;
}

/** A beneficiary's claim: what they are owed, by whom, and what is left to do (docs/claims.md). */
export class ClaimView {
  @ApiProperty({ format: 'uuid' }) payoutInstructionId!: string;
  @ApiProperty({ enum: PayoutInstructionStatus, enumName: 'PayoutInstructionStatus' }) status!: PayoutInstructionStatus;
  @ApiProperty({ type: 'number', example: 25, description: 'Dollars.' }) amount!: number;
  @ApiProperty({ example: 'USD' }) currency!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: ClaimCampaignView }) campaign!: ClaimCampaignView;
  @ApiProperty({ type: ClaimRequirementsView }) requirements!: ClaimRequirementsView;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The selected method.' }) payoutMethodId!: string | null;
  @ApiProperty({ type: PayoutView, nullable: true, description: 'The latest payout once requested (its card in full); null before, and while a step is still required.' })
  payout!: PayoutView | null;
}

export class ClaimSessionView {
  @ApiProperty({ description: 'Opaque; send it as `Authorization: Bearer <sessionToken>` on every other beneficiary route.' }) sessionToken!: string;
  @ApiProperty({ format: 'date-time', description: '60 minutes after opening.' }) expiresOn!: string;
  @ApiProperty({ type: ClaimView }) claim!: ClaimView;
}

export class OfferedRequirementView {
  @ApiProperty({ enum: ['email', 'phoneNumber', 'fullName', 'dateOfBirth', 'mailingAddress', 'bankRoutingNumber', 'bankAccountNumber', 'bankAccountType'] }) field!: string;
  @ApiProperty() description!: string;
}

/** A method the beneficiary may choose: offered by the campaign, not disabled, with limits that cover the amount. */
export class OfferedPayoutMethodView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: PayoutMethodCategory, enumName: 'PayoutMethodCategory' }) category!: PayoutMethodCategory;
  @ApiProperty({ type: String, nullable: true }) brand!: string | null;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [OfferedRequirementView], description: 'The `details` the payout request must carry.' }) requirements!: OfferedRequirementView[];
  @ApiProperty({ type: 'number', description: 'Dollars.' }) minAmount!: number;
  @ApiProperty({ type: 'number', description: 'Dollars.' }) maxAmount!: number;
}

export class OfferedPayoutMethodsView {
  @ApiProperty({ type: [OfferedPayoutMethodView] }) data!: OfferedPayoutMethodView[];
}
