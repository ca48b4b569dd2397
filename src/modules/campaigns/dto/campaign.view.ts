import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { CampaignFunding } from '../../../core/ledger';
import { centsToAmount } from '../../../core/money/money';
import { AutomaticReminders, CampaignStatus, todayUtc } from '../campaign-settings';
import type { Campaign } from '../campaign.entity';

export class CampaignPayoutMethodView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'GiftCard' }) category!: string;
  @ApiProperty() isDisabled!: boolean;
  @ApiProperty({ type: String, nullable: true }) disableReason!: string | null;
}

export class CampaignBalancesView {
  @ApiProperty({ description: 'Received and not yet allocated, in dollars.' }) unallocated!: number;
  @ApiProperty({ description: 'Held for live payout instructions.' }) allocated!: number;
  @ApiProperty() paidOut!: number;
  @ApiProperty() returned!: number;
}

export class CampaignDetailsView {
  @ApiProperty({ description: 'Total funds received by the campaign, in dollars.' }) totalFundsReceived!: number;
  @ApiProperty({ type: CampaignBalancesView }) balances!: CampaignBalancesView;
  @ApiProperty({ description: 'Number of payout instructions.' }) totalPayoutInstructions!: number;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'integer' }, example: { Draft: 3, Initiated: 10 }, description: 'Payout instructions per status.' })
  payoutInstructionsByStatus!: Record<string, number>;
}

/** Funds, balances and instruction counts of one campaign, in cents: what `includeDetails` adds. */
export interface CampaignFigures extends CampaignFunding {
  instructionsByStatus: Record<string, number>;
}

export class CampaignView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ format: 'uuid' }) fundingSourceId!: string;
  @ApiProperty({ enum: CampaignStatus, enumName: 'CampaignStatus', description: '`Expired` after expiryDate (UTC); an expired campaign accepts no new initiations.' })
  status!: CampaignStatus;
  @ApiProperty({ type: String, nullable: true }) welcomeHeadline!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignManager!: string | null;
  @ApiProperty({ type: String, nullable: true }) welcomeText!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) iconUrl!: string | null;
  @ApiProperty({ type: [CampaignPayoutMethodView] }) payoutMethods!: CampaignPayoutMethodView[];
  @ApiProperty({ format: 'date' }) expiryDate!: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) displayEndDate!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string', format: 'uuid' }, description: 'Template type to template id; types not named use the default template.' })
  emailTemplates!: Record<string, string>;
  @ApiProperty({ enum: AutomaticReminders, enumName: 'AutomaticReminders' }) automaticReminders!: AutomaticReminders;
  @ApiProperty({ type: Number, nullable: true }) otpThresholdAmount!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dollars: the unallocated balance below which the Administrators are alerted; null when none.' })
  lowBalanceAlert!: number | null;
  @ApiProperty({
    example: 'CM-7K3Q9X2D',
    pattern: '^CM-[2-9A-HJKMNP-Z]{8}$',
    description: 'The code a payer writes in a bank transfer’s reference (remittance) to fund this campaign: a statement’s credit naming it is attributed here (docs/bank-files-in.md).',
  })
  fundingReference!: string;
  @ApiProperty({ description: 'Whether beneficiaries must enter the campaign password; the password itself is never returned.' }) isPasswordProtected!: boolean;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ format: 'date-time' }) updatedOn!: string;
  @ApiPropertyOptional({ type: CampaignDetailsView, description: 'Only with includeDetails=true.' }) details?: CampaignDetailsView;

  static of(campaign: Campaign, iconUrl: string | null, figures?: CampaignFigures): CampaignView {
    return {
      id: campaign.id,
      name: campaign.name,
      fundingSourceId: campaign.fundingSourceId,
      status: campaign.statusOn(todayUtc()),
      welcomeHeadline: campaign.welcomeHeadline ?? null,
      campaignDescription: campaign.campaignDescription ?? null,
      campaignManager: campaign.campaignManager ?? null,
      welcomeText: campaign.welcomeText ?? null,
      iconUrl,
      payoutMethods: campaign.payoutMethods.map((m) => ({ id: m.payoutMethodId, name: m.name, category: m.category, isDisabled: m.isDisabled, disableReason: m.disableReason })),
      expiryDate: campaign.expiryDate,
      displayEndDate: campaign.displayEndDate ?? null,
      emailTemplates: { ...campaign.emailTemplates },
      automaticReminders: campaign.automaticReminders,
      otpThresholdAmount: campaign.otpThresholdAmountCents == null ? null : centsToAmount(campaign.otpThresholdAmountCents),
      lowBalanceAlert: campaign.lowBalanceAlertCents == null ? null : centsToAmount(campaign.lowBalanceAlertCents),
      fundingReference: campaign.fundingReference,
      isPasswordProtected: campaign.hasPassword(),
      createdOn: campaign.createdOn.toISOString(),
      updatedOn: campaign.updatedOn.toISOString(),
      ...(figures ? { details: detailsOf(figures) } : {}),
    };
  }
}

function detailsOf(f: CampaignFigures): CampaignDetailsView {
  return {
    totalFundsReceived: centsToAmount(f.receivedCents),
    balances: {
      unallocated: centsToAmount(f.unallocatedCents),
      allocated: centsToAmount(f.allocatedCents),
      paidOut: centsToAmount(f.paidOutCents),
      returned: centsToAmount(f.returnedCents),
    },
    totalPayoutInstructions: Object.values(f.instructionsByStatus).reduce((sum, n) => sum + n, 0),
    payoutInstructionsByStatus: f.instructionsByStatus,
  };
}
