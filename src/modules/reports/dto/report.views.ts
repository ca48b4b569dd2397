import { ApiProperty } from '@nestjs/swagger';
import { PayoutInstructionStatus } from '../../payout-instructions';
import { PayoutStatus } from '../../payouts';

const DOLLARS = { type: Number, example: 1250.5 } as const;
const RATE = (description: string) => ({ type: Number, nullable: true, minimum: 0, maximum: 1, example: 0.42, description }) as const;
const COUNT = { type: 'integer', minimum: 0 } as const;

export class BudgetView {
  @ApiProperty({ ...DOLLARS, description: 'Money the campaign received: unallocated + allocated + paid out + returned.' }) received!: number;
  @ApiProperty(DOLLARS) unallocated!: number;
  @ApiProperty(DOLLARS) allocated!: number;
  @ApiProperty(DOLLARS) paidOut!: number;
  @ApiProperty(DOLLARS) returned!: number;
  @ApiProperty(RATE('(allocated + paid out) / received; null when nothing was received.')) utilization!: number | null;
}

export class TimelinePointView {
  @ApiProperty({ format: 'date', example: '2026-11-27', description: 'A UTC day.' }) date!: string;
  @ApiProperty({ ...COUNT, description: 'Instructions first initiated that day.' }) initiated!: number;
  @ApiProperty({ ...COUNT, description: 'Instructions whose beneficiary first chose a method that day.' }) claimed!: number;
  @ApiProperty({ ...COUNT, description: 'Instructions that became Fulfilled that day.' }) fulfilled!: number;
  @ApiProperty({ ...DOLLARS, description: 'Dollars of the payouts completed that day (and not returned since).' }) paidOut!: number;
}

export class CampaignStatisticsView {
  @ApiProperty({ type: BudgetView }) budget!: BudgetView;

  @ApiProperty({
    type: 'object',
    properties: Object.fromEntries(Object.values(PayoutInstructionStatus).map((status) => [status, COUNT])),
    required: Object.values(PayoutInstructionStatus),
    additionalProperties: false,
    description: 'Instructions now in each state.',
  })
  statuses!: Record<PayoutInstructionStatus, number>;

  @ApiProperty({ type: [TimelinePointView], description: 'One point per UTC day with activity, oldest first, narrowed by `from` and `to`.' })
  timeline!: TimelinePointView[];
}

export class ConversionView {
  @ApiProperty({ ...COUNT, description: 'Instructions of the campaign, in any state.' }) instructions!: number;
  @ApiProperty({ ...COUNT, description: 'Instructions ever initiated.' }) initiated!: number;
  @ApiProperty({ ...COUNT, description: 'Emails of the campaign sent.' }) emailsSent!: number;
  @ApiProperty({ ...COUNT, description: 'Emails of the campaign that failed.' }) emailsFailed!: number;
  @ApiProperty({ ...COUNT, description: 'Emails not sent because the recipient unsubscribed or the instruction moved on.' }) emailsSuppressed!: number;
  @ApiProperty({ ...COUNT, description: 'Instructions whose beneficiary ever chose a payout method.' }) claimed!: number;
  @ApiProperty({ ...COUNT, description: 'Instructions now Fulfilled.' }) fulfilled!: number;
  @ApiProperty({ ...COUNT, description: 'Instructions now Cancelled.' }) cancelled!: number;
  @ApiProperty(RATE('claimed / initiated; null when nothing was initiated.')) claimRate!: number | null;
  @ApiProperty(RATE('fulfilled / initiated; null when nothing was initiated.')) fulfilmentRate!: number | null;
  @ApiProperty({ type: 'integer', nullable: true, minimum: 0, description: 'Median seconds from first initiation to first choice of a method; null with no claims.' })
  medianSecondsToClaim!: number | null;
}

export class PayoutMethodShareView {
  @ApiProperty({ format: 'uuid' }) payoutMethodId!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ example: 'GiftCard' }) category!: string;
  @ApiProperty(COUNT) count!: number;
  @ApiProperty(DOLLARS) amount!: number;
  @ApiProperty({ type: Number, minimum: 0, maximum: 1, description: 'This method’s share of the count.' }) share!: number;
}

export class PayoutMethodsReportView {
  @ApiProperty({ ...COUNT, description: 'Payouts Pending, Processing, SentForPrinting, Mailed or Completed.' }) totalPayouts!: number;
  @ApiProperty(DOLLARS) totalAmount!: number;
  @ApiProperty({ type: [PayoutMethodShareView], description: 'Most used first.' }) data!: PayoutMethodShareView[];
}

export class StatusChangeView {
  @ApiProperty({ enum: PayoutStatus, enumName: 'PayoutStatus' }) status!: PayoutStatus;
  @ApiProperty({ format: 'date-time' }) on!: string;
}

export class PayoutHistoryView {
  @ApiProperty({ format: 'uuid' }) payoutId!: string;
  @ApiProperty({ format: 'uuid' }) payoutInstructionId!: string;
  @ApiProperty({ type: String, nullable: true }) externalId!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty(DOLLARS) amount!: number;
  @ApiProperty({ description: 'The payout method’s name.' }) method!: string;
  @ApiProperty({ example: 'GiftCard' }) category!: string;
  @ApiProperty({ enum: PayoutStatus, enumName: 'PayoutStatus' }) status!: PayoutStatus;
  @ApiProperty({ format: 'date-time' }) requestedOn!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedOn!: string | null;
  @ApiProperty({ type: [StatusChangeView], description: 'Every status the payout took, oldest first.' }) statusChanges!: StatusChangeView[];
}

export class TrendView {
  @ApiProperty({ ...COUNT, description: 'All of them.' }) value!: number;
  @ApiProperty({ ...COUNT, description: 'New in the 30 days before the last 30.' }) previous30Days!: number;
  @ApiProperty({ type: Number, nullable: true, example: 12.5, description: 'Percent change of the last 30 days against the 30 before; null when those were 0.' })
  changePercent!: number | null;
}

export class PayoutTrendView {
  @ApiProperty({ ...COUNT, description: 'Payouts completed (and not returned).' }) count!: number;
  @ApiProperty(DOLLARS) amount!: number;
  @ApiProperty({ ...COUNT, description: 'Payouts completed in the 30 days before the last 30.' }) previous30Days!: number;
  @ApiProperty({ type: Number, nullable: true, example: -4.2, description: 'Percent change of the count of the last 30 days against the 30 before; null when those were 0.' })
  changePercent!: number | null;
}

export class OrganizationStatisticsView {
  @ApiProperty({ ...DOLLARS, description: 'Money on the organization’s bank accounts.' }) totalBalance!: number;
  @ApiProperty({ type: TrendView, description: 'Distinct emails of initiated instructions.' }) totalBeneficiaries!: TrendView;
  @ApiProperty({ type: PayoutTrendView }) totalPayouts!: PayoutTrendView;
}

export class RedemptionPointView {
  @ApiProperty({ format: 'date', example: '2026-11-27' }) date!: string;
  @ApiProperty(COUNT) count!: number;
  @ApiProperty(DOLLARS) amount!: number;
}

export class RedemptionActivityView {
  @ApiProperty({ enum: ['30', '90', 'all'] }) range!: string;
  @ApiProperty({ type: [RedemptionPointView], description: 'One point per UTC day with payouts completed, oldest first.' }) data!: RedemptionPointView[];
}

export class DashboardCampaignView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: ['Active', 'Expired'] }) status!: string;
  @ApiProperty({ format: 'date' }) expiryDate!: string;
  @ApiProperty(DOLLARS) received!: number;
  @ApiProperty(DOLLARS) paidOut!: number;
  @ApiProperty(COUNT) instructions!: number;
  @ApiProperty(COUNT) claimed!: number;
  @ApiProperty(RATE('claimed / initiated; null when nothing was initiated.')) claimRate!: number | null;
}
