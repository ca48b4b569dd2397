import { ApiProperty } from '@nestjs/swagger';

/** The kinds of problem `GET /attention` reports (docs/attention.md), in the order it lists them. */
export enum AttentionKind {
  /** Payouts `Failed` or `Returned` whose instruction is still `Restored`, not reinitiated or claimed again since. */
  FailedPayouts = 'FailedPayouts',
  /** `DigitalWallet` payouts still `Processing` (the recipient has not accepted the transfer) 7 days after their request. */
  UnclaimedWalletPayouts = 'UnclaimedWalletPayouts',
  /** Checks `Mailed` more than 30 days ago and not deposited. */
  UndepositedChecks = 'UndepositedChecks',
  /** Uploads that ended `Failed` in the last 7 days. */
  FailedUploads = 'FailedUploads',
  /** Emails that gave up (`Failed`) in the last 7 days and were not queued again. */
  FailedEmails = 'FailedEmails',
  /** Webhook endpoints `Disabled` (needs `webhooks:view`). */
  DisabledWebhookEndpoints = 'DisabledWebhookEndpoints',
  /** Running campaigns expiring within 14 days with money still unallocated. */
  ExpiringCampaigns = 'ExpiringCampaigns',
  /** Running campaigns whose unallocated balance cannot cover their Draft instructions. */
  UnderfundedDrafts = 'UnderfundedDrafts',
}

export const ATTENTION_KINDS: readonly AttentionKind[] = Object.freeze(Object.values(AttentionKind));

/** One thing to look at; which members are set depends on the kind (docs/attention.md, Items). */
export class AttentionItemView {
  @ApiProperty({ format: 'uuid', description: 'What needs attention: the payout, upload, email, webhook endpoint or campaign.' }) id!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'Its campaign; null for a webhook endpoint.' }) campaignId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The campaign’s name; null for a webhook endpoint.' }) campaignName!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The payout instruction of a payout or an email; null otherwise.' })
  payoutInstructionId!: string | null;
  @ApiProperty({
    example: 'ada@example.com',
    description: 'What to recognise it by: the beneficiary’s email (payouts, emails), the file name (uploads), the URL (webhook endpoints), the campaign’s name (campaigns).',
  })
  label!: string;
  @ApiProperty({
    type: 'number',
    nullable: true,
    example: 25,
    description: 'Dollars: the payout’s amount; a campaign’s unallocated money (`ExpiringCampaigns`) or its Draft instructions’ total (`UnderfundedDrafts`); null otherwise.',
  })
  amount!: number | null;
  @ApiProperty({ type: 'number', nullable: true, example: 10, description: 'Dollars: the campaign’s unallocated money for `UnderfundedDrafts`; null otherwise.' })
  unallocatedAmount!: number | null;
  @ApiProperty({ type: String, nullable: true, example: 'Returned', description: 'The payout’s status (`Failed`, `Returned`, `Processing`, `Mailed`), the email’s template; null otherwise.' })
  status!: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'Returned by the receiving bank: R01 Insufficient funds',
    description: 'Why: the payout’s `failureReason`, the upload’s or email’s error, the endpoint’s `disabledReason`; null when none was recorded.',
  })
  reason!: string | null;
  @ApiProperty({
    format: 'date-time',
    description: 'When: the payout failed or came back, was requested (wallets) or mailed (checks); the upload or email failed; the endpoint changed last; the campaign expires (its expiry date, midnight UTC).',
  })
  on!: string;
}

/** One kind: how many there are, and the first few. */
export class AttentionGroupView {
  @ApiProperty({ enum: AttentionKind, enumName: 'AttentionKind' }) kind!: AttentionKind;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many there are (`FailedPayouts`: among the 1,000 most recent failures).' }) count!: number;
  @ApiProperty({ type: [AttentionItemView], description: 'The first 10, most urgent first.' }) items!: AttentionItemView[];
}

/** `GET /attention`: what went wrong and what to act on. */
export class AttentionView {
  @ApiProperty({ format: 'date-time' }) generatedOn!: string;
  @ApiProperty({
    type: [AttentionGroupView],
    description: 'Every kind the token may see, in the order of `AttentionKind`, with a `count` of 0 when there is nothing; `DisabledWebhookEndpoints` only with `webhooks:view`.',
  })
  items!: AttentionGroupView[];
}
