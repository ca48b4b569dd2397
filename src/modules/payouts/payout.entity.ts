import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import { PayoutMethodCategory } from '../payout-methods';
import { PayoutStatus } from './payout-state';

/**
 * What a beneficiary asked to be paid, by one method, and how far it got (docs/payouts.md). Created when the
 * beneficiary requests the payout; changed by the workers from the provider's outcomes. An instruction may have
 * several over time (a failed one, then a new claim), at most one of them open.
 */
@Entity({ tableName: 'payout' })
export class Payout extends TenantScopedEntity {
  @Property({ type: 'uuid' })
  payoutInstructionId!: string;

  @Property({ type: 'uuid' })
  campaignId!: string;

  @Property({ type: 'uuid' })
  payoutMethodId!: string;

  @Enum({ items: () => PayoutMethodCategory, type: 'text' })
  category!: PayoutMethodCategory;

  @Property({ type: 'bigint', runtimeType: 'number' })
  amountCents!: number;

  @Enum({ items: () => PayoutStatus, type: 'text' })
  status!: PayoutStatus;

  /** The beneficiary's details for the method, encrypted (docs/security.md); shown masked. */
  @Property({ type: 'text', hidden: true })
  detailsEncrypted!: string;

  /** A card's code, PIN and redemption link once issued, encrypted. */
  @Property({ type: 'text', nullable: true, hidden: true })
  credentialsEncrypted?: string | null;

  @Property({ type: 'text', nullable: true })
  providerReference?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  dispatchedOn?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  submittedOn?: Date | null;

  @Property({ type: 'timestamptz' })
  requestedOn: Date & Opt = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  completedOn?: Date | null;

  @Property({ type: 'text', nullable: true })
  failureReason?: string | null;

  @Property({ type: 'uuid', nullable: true })
  achTransferId?: string | null;

  @Property({ type: 'text', nullable: true })
  checkNumber?: string | null;

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;
}
