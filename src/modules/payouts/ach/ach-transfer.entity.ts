import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../../core/database/base.entity';
import { AchTransferStatus } from '../payout-state';

export enum AchAccountType {
  Checking = 'Checking',
  Savings = 'Savings',
}

/** What an ACH credit pays: a beneficiary's payout, or an organization's own money going back (docs/money-movement.md). */
export enum AchTransferPurpose {
  Payout = 'Payout',
  Withdrawal = 'Withdrawal',
  Refund = 'Refund',
}

/**
 * One ACH credit (docs/bank-rails.md): to a beneficiary's bank account, created `Pending` with its payout, or to a
 * withdrawal account, created with its withdrawal or refund. Taken into a NACHA file by the next batch
 * (`Submitted`), then `Settled`, or `Returned` by the receiving bank, or `Cancelled`.
 */
@Entity({ tableName: 'ach_transfer' })
export class AchTransfer extends TenantScopedEntity {
  @Enum({ items: () => AchTransferPurpose, type: 'text' })
  purpose: AchTransferPurpose & Opt = AchTransferPurpose.Payout;

  /** A payout's transfer: its instruction and payout (null for a withdrawal or refund). */
  @Property({ type: 'uuid', nullable: true })
  payoutInstructionId!: string | null;

  @Property({ type: 'uuid', nullable: true })
  payoutId!: string | null;

  /** A withdrawal's or refund's transfer: the ledger statement line it moves along (null for a payout). */
  @Property({ type: 'uuid', nullable: true })
  statementLineId?: string | null;

  @Property({ type: 'bigint', runtimeType: 'number' })
  amountCents!: number;

  @Property({ type: 'text' })
  direction: 'Credit' & Opt = 'Credit';

  @Enum({ items: () => AchTransferStatus, type: 'text' })
  status!: AchTransferStatus;

  @Property({ type: 'text', nullable: true })
  returnReasonCode?: string | null;

  @Property({ type: 'text' })
  accountHolderName!: string;

  @Property({ type: 'text' })
  routingNumber!: string;

  /** AES-256-GCM (docs/security.md); only `accountNumberLast4` is ever shown. */
  @Property({ type: 'text', hidden: true })
  accountNumberEncrypted!: string;

  @Property({ type: 'text' })
  accountNumberLast4!: string;

  @Enum({ items: () => AchAccountType, type: 'text' })
  accountType!: AchAccountType;

  @Property({ type: 'date', nullable: true })
  effectiveDate?: string | null;

  @Property({ type: 'uuid', nullable: true })
  achFileId?: string | null;

  @Property({ type: 'text', nullable: true })
  traceNumber?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  submittedOn?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  settledOn?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  returnedOn?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  cancelledOn?: Date | null;

  /** A withdrawal's or refund's transfer: the withdrawal account its destination was copied from. */
  @Property({ type: 'uuid', nullable: true })
  withdrawalAccountId?: string | null;

  /** The latest notification of change from the receiving bank (docs/bank-files-in.md): C01-C13. */
  @Property({ type: 'text', nullable: true })
  nocChangeCode?: string | null;

  /** Encrypted like the account number: corrected data may be one. */
  @Property({ type: 'text', nullable: true, hidden: true })
  nocCorrectedDataEncrypted?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  nocReceivedOn?: Date | null;
}

/** A payout's transfer: the only kind the ACH transfer reads show. */
export type PayoutAchTransfer = AchTransfer & { payoutInstructionId: string; payoutId: string };
