import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import type { AchAccountTypeName } from '../../core/banking/bank-account-fields';
import { TenantScopedEntity } from '../../core/database/base.entity';

/** What a withdrawal account is the return account of. */
export enum WithdrawalAccountOwnerType {
  BankAccount = 'BankAccount',
  Campaign = 'Campaign',
}

/**
 * An external bank account of the organization that a withdrawal (from a bank account) or a refund (from a campaign)
 * sends money to (docs/withdrawal-accounts.md). The account number is kept only encrypted, beside its last four digits.
 */
@Entity({ tableName: 'withdrawal_account' })
export class WithdrawalAccount extends TenantScopedEntity {
  @Enum({ items: () => WithdrawalAccountOwnerType, type: 'text' })
  ownerType!: WithdrawalAccountOwnerType;

  @Property({ type: 'uuid' })
  ownerId!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  accountHolderName!: string;

  @Property({ type: 'text' })
  routingNumber!: string;

  /** AES-256-GCM (docs/security.md); only `accountNumberLast4` is ever shown. */
  @Property({ type: 'text', hidden: true })
  accountNumberEncrypted!: string;

  @Property({ type: 'text' })
  accountNumberLast4!: string;

  @Property({ type: 'text' })
  accountType!: AchAccountTypeName;

  /** The receiving bank's latest notification of change on a transfer to this account (docs/bank-files-in.md). */
  @Property({ type: 'text', nullable: true })
  nocChangeCode?: string | null;

  /** Masked as shown (an account number but for its last 4 digits): the full data stays on the ACH transfer, encrypted. */
  @Property({ type: 'text', nullable: true })
  nocCorrectedDataMasked?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  nocReceivedOn?: Date | null;
}
