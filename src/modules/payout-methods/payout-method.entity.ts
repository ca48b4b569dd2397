import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../core/database/base.entity';

export enum PayoutMethodCategory {
  GiftCard = 'GiftCard',
  PrepaidCard = 'PrepaidCard',
  AchBankTransfer = 'AchBankTransfer',
  DigitalWallet = 'DigitalWallet',
  PaperCheck = 'PaperCheck',
  CheckTransfer = 'CheckTransfer',
}

/** Categories that pay by check: a campaign may offer at most one of them, both counted together. */
export const CHECK_CATEGORIES: readonly PayoutMethodCategory[] = [PayoutMethodCategory.PaperCheck, PayoutMethodCategory.CheckTransfer];

/** Categories that issue a card (a code, a PIN, a redemption link) the beneficiary is told about when it is ready. */
export const CARD_CATEGORIES: readonly PayoutMethodCategory[] = [PayoutMethodCategory.GiftCard, PayoutMethodCategory.PrepaidCard];

/** How many of the given methods pay by check (`PaperCheck` and `CheckTransfer` together). */
export function countCheckMethods(methods: readonly { category: PayoutMethodCategory | string }[]): number {
  return methods.filter((method) => (CHECK_CATEGORIES as readonly string[]).includes(method.category)).length;
}

/** What a beneficiary may be asked to provide before a method pays out. */
export const PAYOUT_REQUIREMENT_FIELDS = [
  'email',
  'phoneNumber',
  'fullName',
  'dateOfBirth',
  'mailingAddress',
  'bankRoutingNumber',
  'bankAccountNumber',
] as const;
export type PayoutRequirementField = (typeof PAYOUT_REQUIREMENT_FIELDS)[number];

export interface PayoutRequirement {
  field: PayoutRequirementField;
  description: string;
}

/**
 * One entry of the global payout method catalog, shared by every organization (not tenant-scoped). The catalog is
 * seeded and maintained by migrations; the service never writes it (`readonly`: ignored by flush).
 */
@Entity({ tableName: 'payout_method', readonly: true })
export class PayoutMethod extends BaseEntity {
  @Property({ type: 'text' })
  name!: string;

  @Enum({ items: () => PayoutMethodCategory, type: 'text' })
  category!: PayoutMethodCategory;

  @Property({ type: 'text', nullable: true })
  brand?: string | null;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'json' })
  requirements: PayoutRequirement[] & Opt = [];

  @Property({ type: 'text' })
  currency: string & Opt = 'USD';

  /** Smallest amount one payout by this method may carry, in cents. */
  @Property({ type: 'bigint', runtimeType: 'number' })
  minAmountCents!: number;

  /** Largest amount one payout by this method may carry, in cents. */
  @Property({ type: 'bigint', runtimeType: 'number' })
  maxAmountCents!: number;

  /** A retired method is neither listed, readable nor attachable; campaigns that hold it keep their own snapshot of it. */
  @Property({ type: 'boolean' })
  isActive: boolean & Opt = true;

  @Property({ type: 'integer' })
  sortOrder: number & Opt = 0;
}
