import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AchAccountTypeName } from '../../core/banking/bank-account-fields';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { isUuid } from '../../core/http/parse-uuid.pipe';
import { FieldEncryption } from '../../core/security/field-encryption';
import { BankAccountsService } from '../bank-accounts';
import { CampaignsService } from '../campaigns';
import type { CreateWithdrawalAccountDto } from './dto/create-withdrawal-account.dto';
import { WithdrawalAccount, WithdrawalAccountOwnerType } from './withdrawal-account.entity';

/** The bank account or campaign a withdrawal account belongs to. */
export interface WithdrawalAccountOwner {
  type: WithdrawalAccountOwnerType;
  id: string;
}

/**
 * Where a withdrawal or refund sends money: what an outgoing ACH needs, the account number still encrypted (it is
 * decrypted only where the NACHA file is written).
 */
export interface WithdrawalDestination {
  id: string;
  name: string;
  accountHolderName: string;
  routingNumber: string;
  accountNumberEncrypted: string;
  accountNumberLast4: string;
  accountType: AchAccountTypeName;
}

/** Withdrawal accounts of bank accounts and campaigns (docs/withdrawal-accounts.md). Reads are tenant-filtered. */
@Injectable()
export class WithdrawalAccountsService {
  constructor(
    private readonly em: EntityManager,
    private readonly encryption: FieldEncryption,
    private readonly bankAccounts: BankAccountsService,
    private readonly campaigns: CampaignsService,
  ) {}

  /** Records a withdrawal account of the owner; 404 when the owner is not the organization's. */
  async create(organizationId: string, owner: WithdrawalAccountOwner, dto: CreateWithdrawalAccountDto): Promise<WithdrawalAccount> {
    await this.requireOwner(owner);
    const account = this.em.create(WithdrawalAccount, {
      organizationId,
      ownerType: owner.type,
      ownerId: owner.id,
      name: dto.name,
      accountHolderName: dto.accountHolderName,
      routingNumber: dto.routingNumber,
      accountNumberEncrypted: this.encryption.encrypt(dto.accountNumber),
      accountNumberLast4: dto.accountNumber.slice(-4),
      accountType: dto.accountType,
    });
    await this.em.flush();
    return account;
  }

  /** The owner's withdrawal accounts, newest first; 404 when the owner is not the organization's. */
  async list(owner: WithdrawalAccountOwner, query: PageQuery): Promise<Page<WithdrawalAccount>> {
    await this.requireOwner(owner);
    const [items, total] = await this.em.findAndCount(
      WithdrawalAccount,
      { ownerType: owner.type, ownerId: owner.id },
      { orderBy: { createdOn: 'desc', id: 'desc' }, ...pageOffset(query) },
    );
    return toPage(items, total, query);
  }

  /** One withdrawal account of the owner; 404 when the owner is not the organization's or the account not the owner's. */
  async get(owner: WithdrawalAccountOwner, id: string): Promise<WithdrawalAccount> {
    await this.requireOwner(owner);
    const account = await this.em.findOne(WithdrawalAccount, { id, ownerType: owner.type, ownerId: owner.id });
    if (!account) throw DomainError.notFound('Withdrawal account', id);
    return account;
  }

  /**
   * Removes one withdrawal account of the owner; 404 as `get`. Withdrawals and refunds already sent to it keep their
   * own copy of the destination, so they travel on unchanged.
   */
  async remove(owner: WithdrawalAccountOwner, id: string): Promise<void> {
    const account = await this.get(owner, id);
    this.em.remove(account);
    await this.em.flush();
  }

  /** NOCs from a bank file (docs/bank-files-in.md), in the caller's transaction: each recorded on its account (any organization's). */
  async noteChanges(em: EntityManager, changes: readonly { withdrawalAccountId: string; changeCode: string; correctedDataMasked: string }[]): Promise<void> {
    const now = new Date();
    for (const change of changes) {
      await em.nativeUpdate(
        WithdrawalAccount,
        { id: change.withdrawalAccountId },
        { nocChangeCode: change.changeCode, nocCorrectedDataMasked: change.correctedDataMasked, nocReceivedOn: now },
        { filters: { tenant: false } },
      );
    }
  }

  /**
   * The destination of a withdrawal or refund: the withdrawal account of the caller's organization named by
   * `withdrawalAccountId`, when it belongs to one of `ownerIds` (a bank account, a campaign); null otherwise.
   */
  async destination(withdrawalAccountId: string, ownerIds: readonly string[]): Promise<WithdrawalDestination | null> {
    const owners = ownerIds.filter(isUuid);
    if (!isUuid(withdrawalAccountId) || owners.length === 0) return null;
    const account = await this.em.findOne(WithdrawalAccount, { id: withdrawalAccountId, ownerId: { $in: owners } });
    if (!account) return null;
    const { id, name, accountHolderName, routingNumber, accountNumberEncrypted, accountNumberLast4, accountType } = account;
    return { id, name, accountHolderName, routingNumber, accountNumberEncrypted, accountNumberLast4, accountType };
  }

  private async requireOwner(owner: WithdrawalAccountOwner): Promise<void> {
    if (owner.type === WithdrawalAccountOwnerType.BankAccount) await this.bankAccounts.get(owner.id);
    else await this.campaigns.require(owner.id);
  }
}
