import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../../core/database/base.entity';
import { AchTransferStatus } from '../payout-state';

export enum AchAccountType {
  Checking = 'Checking',
  Savings = 'Savings',
}

/**
 * One ACH credit to a beneficiary's bank account (docs/bank-rails.md): created `Pending` with its payout, taken into
 * a NACHA file by the next batch (`Submitted`), then `Settled`, or `Returned` by the receiving bank, or `Cancelled`.
 */
@Entity({ tableName: 'ach_transfer' })
export class AchTransfer extends TenantScopedEntity {
  @Property({ type: 'uuid' })
  payoutInstructionId!: string;

  @Property({ type: 'uuid' })
  payoutId!: string;

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
}
