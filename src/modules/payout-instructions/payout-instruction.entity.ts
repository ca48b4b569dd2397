import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import { PayoutInstructionStatus } from './payout-instruction-state';
import type { Tags } from '../../core/tags/tags';

export enum EmailSubscriptionStatus {
  Subscribed = 'Subscribed',
  Unsubscribed = 'Unsubscribed',
}

/** How the beneficiary of an instruction is told: the channel it was last initiated or reinitiated with (docs/emails.md, Channel). */
export enum NotificationChannel {
  Email = 'Email',
  /** No email at all (v3): the organization tells the beneficiary itself. A direct ACH request sets it too. */
  None = 'None',
}

export enum CancellationReason {
  RequestedByAdministrator = 'RequestedByAdministrator',
  DuplicatePayment = 'DuplicatePayment',
  IncorrectRecipient = 'IncorrectRecipient',
  IncorrectAmount = 'IncorrectAmount',
  SuspectedFraud = 'SuspectedFraud',
  Other = 'Other',
  UnsubscribedFromEmails = 'UnsubscribedFromEmails',
  DirectAchRequestRejected = 'DirectAchRequestRejected',
  /** Set by the expiry sweep only (docs/campaign-expiry.md); a caller's `:cancel` cannot give it. */
  CampaignExpired = 'CampaignExpired',
}

/** The reasons a caller may give to `:cancel`: every one but those only the system sets. */
export const CALLER_CANCELLATION_REASONS: readonly CancellationReason[] = Object.freeze(
  Object.values(CancellationReason).filter((reason) => reason !== CancellationReason.CampaignExpired),
);

/** The intention to pay one beneficiary an amount from one campaign. Its status changes only through the state machine. */
@Entity({ tableName: 'payout_instruction' })
export class PayoutInstruction extends TenantScopedEntity {
  @Property({ type: 'uuid' })
  campaignId!: string;

  /** The organization's own id for the beneficiary (the upload's `Id` column); unique within the campaign. */
  @Property({ type: 'text', nullable: true })
  externalId?: string | null;

  @Property({ type: 'text', nullable: true })
  firstName?: string | null;

  @Property({ type: 'text', nullable: true })
  lastName?: string | null;

  @Property({ type: 'text' })
  email!: string;

  @Property({ type: 'text', nullable: true })
  phoneNumber?: string | null;

  /** Null while a re-uploaded row left it empty; required to initiate. */
  @Property({ type: 'bigint', runtimeType: 'number', nullable: true })
  amountCents?: number | null;

  @Enum({ items: () => PayoutInstructionStatus, type: 'text' })
  status: PayoutInstructionStatus & Opt = PayoutInstructionStatus.Draft;

  @Enum({ items: () => CancellationReason, type: 'text', nullable: true })
  cancellationReason?: CancellationReason | null;

  @Property({ type: 'json' })
  tags: Tags & Opt = {};

  @Enum({ items: () => EmailSubscriptionStatus, type: 'text' })
  emailSubscriptionStatus: EmailSubscriptionStatus & Opt = EmailSubscriptionStatus.Subscribed;

  @Property({ type: 'uuid', nullable: true })
  payoutMethodId?: string | null;

  /** Raised whenever earlier claim links must stop working (email change, reinitiation). */
  @Property({ type: 'integer' })
  linkVersion: number & Opt = 0;

  @Property({ type: 'timestamptz', nullable: true })
  initiatedOn?: Date | null;

  /**
   * The channel of the last initiation or reinitiation (`None` after a direct ACH request); null while never
   * initiated. Every later message to the beneficiary follows it: with `None` nothing is queued.
   */
  @Enum({ items: () => NotificationChannel, type: 'text', nullable: true })
  notificationChannel?: NotificationChannel | null;

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;

  isUnsubscribed(): boolean {
    return this.emailSubscriptionStatus === EmailSubscriptionStatus.Unsubscribed;
  }

  /** Initiated or reinitiated with `None` (or requested by direct ACH): nothing is to be sent to the beneficiary. */
  isSilent(): boolean {
    return this.notificationChannel === NotificationChannel.None;
  }
}
