import { ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { centsToAmount } from '../../../core/money/money';
import { PayoutInstructionStatus } from '../payout-instruction-state';
import { CancellationReason, EmailSubscriptionStatus, type NotificationChannel, type PayoutInstruction } from '../payout-instruction.entity';

export class PayoutInstructionView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) campaignId!: string;
  @ApiProperty({ type: String, nullable: true }) externalId!: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) phoneNumber!: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Dollars; null while a re-uploaded row left it empty.' }) amount!: number | null;
  @ApiProperty({ enum: PayoutInstructionStatus, enumName: 'PayoutInstructionStatus' }) status!: PayoutInstructionStatus;
  @ApiProperty({ enum: CancellationReason, enumName: 'CancellationReason', nullable: true }) cancellationReason!: CancellationReason | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } }) tags!: Record<string, string>;
  @ApiProperty({ enum: EmailSubscriptionStatus, enumName: 'EmailSubscriptionStatus' }) emailSubscriptionStatus!: EmailSubscriptionStatus;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) payoutMethodId!: string | null;
  // A reference rather than `enumName`: that would give the shared `NotificationChannel` schema (the input's `channel`
  // too) this member's description.
  @ApiProperty({
    anyOf: [{ $ref: getSchemaPath('NotificationChannel') }, { type: 'null' }],
    description:
      'The channel of the last initiation or reinitiation (`None` after a direct ACH request); null while never initiated. Every later message to the beneficiary follows it: with `None` nothing is sent.',
  })
  notificationChannel!: NotificationChannel | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ format: 'date-time' }) updatedOn!: string;

  static of(i: PayoutInstruction): PayoutInstructionView {
    return {
      id: i.id,
      campaignId: i.campaignId,
      externalId: i.externalId ?? null,
      firstName: i.firstName ?? null,
      lastName: i.lastName ?? null,
      email: i.email,
      phoneNumber: i.phoneNumber ?? null,
      amount: i.amountCents == null ? null : centsToAmount(i.amountCents),
      status: i.status,
      cancellationReason: i.cancellationReason ?? null,
      tags: { ...i.tags },
      emailSubscriptionStatus: i.emailSubscriptionStatus,
      payoutMethodId: i.payoutMethodId ?? null,
      notificationChannel: i.notificationChannel ?? null,
      createdOn: i.createdOn.toISOString(),
      updatedOn: i.updatedOn.toISOString(),
    };
  }
}

export class ActivityActorView {
  @ApiProperty({ enum: ['Administrator', 'Beneficiary', 'System'] }) type!: string;
  @ApiProperty({ type: String, nullable: true, description: "The administrator's token subject." }) id!: string | null;
}

export class ActivityView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'PayoutInstructionInitiated' }) kind!: string;
  @ApiProperty() description!: string;
  @ApiProperty({
    oneOf: [{ type: 'object' }, { type: 'string' }],
    nullable: true,
    description: 'Kind-specific: changed fields, tags (`old → (removed)`, or the text `Tags cleared` once none remain), the new subscription status…',
  })
  details!: unknown;
  @ApiProperty({ type: ActivityActorView }) actor!: ActivityActorView;
  @ApiProperty({ format: 'date-time' }) occurredOn!: string;
}

export class BulkActionView {
  @ApiProperty({ description: 'Instructions acted on.' }) count!: number;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) windowStart!: string | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String }) windowEnd!: string | null;
}
