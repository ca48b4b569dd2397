import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';

export enum FundsHolderType {
  /** The organization's primary account, created with the organization. */
  OrganizationAccount = 'OrganizationAccount',
  /** An FBO account inheriting business details from the organization's primary account. */
  SettlementFund = 'SettlementFund',
}

export enum FundsHolderStatus {
  Pending = 'Pending',
  Active = 'Active',
  Failed = 'Failed',
}

/** An account tied to a business entity; it funds campaigns from its own bank account. */
@Entity({ tableName: 'funds_holder' })
export class FundsHolder extends TenantScopedEntity {
  @Property({ type: 'text' })
  name!: string;

  @Enum({ items: () => FundsHolderType, type: 'text' })
  type!: FundsHolderType;

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;
}

/** A supporting document given when a settlement fund was requested; the file lives under STORAGE_DIR. */
@Entity({ tableName: 'funds_holder_attachment' })
export class FundsHolderAttachment extends TenantScopedEntity {
  @Property({ type: 'uuid', index: true })
  fundsHolderId!: string;

  @Property({ type: 'text' })
  fileName!: string;

  @Property({ type: 'text' })
  contentType!: string;

  @Property({ type: 'bigint', runtimeType: 'number' })
  sizeBytes!: number;

  @Property({ type: 'text' })
  storageKey!: string;
}

/** A holder is as available as its bank accounts: active once one is open, pending while the bank works. */
export function fundsHolderStatus(bankAccountStatuses: readonly string[]): FundsHolderStatus {
  if (bankAccountStatuses.includes('Active')) return FundsHolderStatus.Active;
  if (bankAccountStatuses.length === 0 || bankAccountStatuses.includes('Pending')) return FundsHolderStatus.Pending;
  return FundsHolderStatus.Failed;
}
