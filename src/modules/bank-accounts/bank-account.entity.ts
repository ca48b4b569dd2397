import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';

export enum BankAccountStatus {
  Pending = 'Pending',
  Active = 'Active',
  Failed = 'Failed',
}

/** An account at the (sandbox) bank holding a funds holder's money. Numbers exist once the bank opened it. */
@Entity({ tableName: 'bank_account' })
export class BankAccount extends TenantScopedEntity {
  @Property({ type: 'uuid', index: true })
  fundsHolderId!: string;

  @Property({ type: 'text' })
  name!: string;

  @Enum({ items: () => BankAccountStatus, type: 'text' })
  status: BankAccountStatus & Opt = BankAccountStatus.Pending;

  @Property({ type: 'text', nullable: true })
  bankName?: string;

  @Property({ type: 'text', nullable: true })
  routingNumber?: string;

  @Property({ type: 'text', nullable: true })
  accountNumber?: string;

  @Property({ type: 'text' })
  currency: string & Opt = 'USD';

  @Property({ type: 'timestamptz', nullable: true })
  openedOn?: Date;

  @Property({ type: 'text', nullable: true })
  failureReason?: string;

  @Property({ type: 'integer', version: true })
  version: number & Opt = 1;

  /** The bank's answer: the account is open and its numbers are known. */
  open(details: { bankName: string; routingNumber: string; accountNumber: string }, now: Date): void {
    if (this.status !== BankAccountStatus.Pending) return;
    Object.assign(this, details);
    this.status = BankAccountStatus.Active;
    this.openedOn = now;
  }

  fail(reason: string): void {
    if (this.status !== BankAccountStatus.Pending) return;
    this.status = BankAccountStatus.Failed;
    this.failureReason = reason;
  }
}
