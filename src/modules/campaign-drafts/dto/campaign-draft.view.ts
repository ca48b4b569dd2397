import { ApiProperty } from '@nestjs/swagger';
import { centsToAmount } from '../../../core/money/money';
import { CampaignPayoutMethodView } from '../../campaigns';
import type { CampaignDraft } from '../campaign-draft.entity';

export class CampaignDraftView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) fundingSourceId!: string | null;
  @ApiProperty({ type: String, nullable: true }) welcomeHeadline!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignDescription!: string | null;
  @ApiProperty({ type: String, nullable: true }) campaignManager!: string | null;
  @ApiProperty({ type: String, nullable: true }) welcomeText!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri' }) iconUrl!: string | null;
  @ApiProperty({ type: [CampaignPayoutMethodView] })
  payoutMethods!: CampaignPayoutMethodView[];
  @ApiProperty({ type: String, format: 'date', nullable: true }) expiryDate!: string | null;
  @ApiProperty({ type: String, format: 'date', nullable: true }) displayEndDate!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string', format: 'uuid' } }) emailTemplates!: Record<string, string>;
  @ApiProperty({ type: String, nullable: true }) automaticReminders!: string | null;
  @ApiProperty({ type: Number, nullable: true }) otpThresholdAmount!: number | null;
  @ApiProperty({ format: 'date', description: 'Calendar date the draft was created.' }) createdOn!: string;
  @ApiProperty({ format: 'date', description: 'Calendar date of the last change.' }) updatedOn!: string;

  static of(draft: CampaignDraft, iconUrl: string | null): CampaignDraftView {
    return {
      id: draft.id,
      name: draft.name ?? null,
      fundingSourceId: draft.fundingSourceId ?? null,
      welcomeHeadline: draft.welcomeHeadline ?? null,
      campaignDescription: draft.campaignDescription ?? null,
      campaignManager: draft.campaignManager ?? null,
      welcomeText: draft.welcomeText ?? null,
      iconUrl,
      payoutMethods: draft.payoutMethods.map((m) => ({ id: m.payoutMethodId, name: m.name, category: m.category, isDisabled: m.isDisabled, disableReason: m.disableReason })),
      expiryDate: draft.expiryDate ?? null,
      displayEndDate: draft.displayEndDate ?? null,
      emailTemplates: { ...draft.emailTemplates },
      automaticReminders: draft.automaticReminders ?? null,
      otpThresholdAmount: draft.otpThresholdAmountCents == null ? null : centsToAmount(draft.otpThresholdAmountCents),
      // A draft's createdOn and updatedOn are calendar dates (`date` format), unlike other resources' timestamps.
      createdOn: draft.createdOn.toISOString().slice(0, 10),
      updatedOn: draft.updatedOn.toISOString().slice(0, 10),
    };
  }
}
