import { Inject, Injectable, Logger } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { scopeToOrganization } from '../../core/database/tenant-filter';
import { DomainError } from '../../core/errors/domain-error';
import { LedgerService } from '../../core/ledger';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { jobId } from '../../core/queue/job-registry';
import { JobQueue } from '../../core/queue/job-queue.service';
import { BankAccount, BankAccountStatus } from './bank-account.entity';
import { BankAccountView } from './dto/bank-account.view';
import type { CreateBankAccountDto } from './dto/create-bank-account.dto';
import { FUNDS_HOLDER_DIRECTORY, type FundsHolderDirectory } from './funds-holder-directory';
import { SandboxBank } from './sandbox-bank';

/** Pending accounts older than this are handed to the provisioning job again by the sweep. */
const STALE_PENDING_MS = 60_000;

@Injectable()
export class BankAccountsService {
  private readonly logger = new Logger(BankAccountsService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: JobQueue,
    private readonly bank: SandboxBank,
    private readonly ledger: LedgerService,
    @Inject(FUNDS_HOLDER_DIRECTORY) private readonly fundsHolders: FundsHolderDirectory,
  ) {}

  /** Records a pending account and asks the worker to open it at the bank (the API answers 202). */
  async request(organizationId: string, dto: CreateBankAccountDto): Promise<BankAccount> {
    if (!(await this.fundsHolders.exists(dto.fundsHolderId))) throw DomainError.notFound('Funds holder', dto.fundsHolderId);
    const account = await this.em.transactional((em) => this.createPending(em, organizationId, dto.fundsHolderId, dto.name));
    await this.startProvisioning(account);
    return account;
  }

  /** A pending account inside the caller's transaction; call `startProvisioning` once that has committed. */
  async createPending(em: EntityManager, organizationId: string, fundsHolderId: string, name: string): Promise<BankAccount> {
    const account = em.create(BankAccount, { organizationId, fundsHolderId, name });
    await em.flush();
    return account;
  }

  /** Opens an account synchronously inside the caller's transaction (the primary account of a new organization). */
  async openNow(em: EntityManager, organizationId: string, fundsHolderId: string, name: string): Promise<BankAccount> {
    const account = em.create(BankAccount, { organizationId, fundsHolderId, name });
    account.open(await this.bank.openAccount(account.id), new Date());
    em.persist(account);
    await em.flush();
    return account;
  }

  /** The job: opens a pending account at the bank. A repeat finds it no longer pending and does nothing. */
  async provision(organizationId: string, bankAccountId: string): Promise<void> {
    const em = this.em.fork();
    scopeToOrganization(em, organizationId);
    await em.transactional(async (tx) => {
      const account = await tx.findOne(BankAccount, { id: bankAccountId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!account || account.status !== BankAccountStatus.Pending) return;
      // The sandbox bank answers at once; a real bank would be called with the account id as idempotency key.
      account.open(await this.bank.openAccount(account.id), new Date());
    });
  }

  /** Re-enqueues accounts whose provisioning job was lost (Redis restarted, enqueue failed after commit). */
  async requeueStalePending(): Promise<number> {
    const stale = await this.em.fork().find(
      BankAccount,
      { status: BankAccountStatus.Pending, createdOn: { $lt: new Date(Date.now() - STALE_PENDING_MS) } },
      { filters: { tenant: false }, limit: 1000 },
    );
    for (const account of stale) await this.startProvisioning(account);
    return stale.length;
  }

  async list(query: PageQuery, fundsHolderId?: string): Promise<Page<BankAccount>> {
    const [items, total] = await this.em.findAndCount(
      BankAccount,
      fundsHolderId ? { fundsHolderId } : {},
      { orderBy: { createdOn: 'asc', id: 'asc' }, ...pageOffset(query) },
    );
    return toPage(items, total, query);
  }

  /**
   * Active accounts by the account number a bank statement names (docs/bank-files-in.md), of any organization; a
   * number two accounts share is left out (a statement cannot say which of them it means).
   */
  async activeByAccountNumbers(em: EntityManager, accountNumbers: readonly string[]): Promise<Map<string, BankAccount>> {
    if (accountNumbers.length === 0) return new Map();
    const found = await em.find(BankAccount, { accountNumber: { $in: [...new Set(accountNumbers)] }, status: BankAccountStatus.Active }, { filters: { tenant: false } });
    const counts = new Map<string, number>();
    for (const account of found) counts.set(account.accountNumber!, (counts.get(account.accountNumber!) ?? 0) + 1);
    return new Map(found.filter((account) => counts.get(account.accountNumber!) === 1).map((account) => [account.accountNumber!, account]));
  }

  async get(id: string): Promise<BankAccount> {
    const account = await this.em.findOne(BankAccount, { id });
    if (!account) throw DomainError.notFound('Bank account', id);
    return account;
  }

  /** The accounts as clients see them, with their balances from the ledger (one read for all). */
  async views(accounts: readonly BankAccount[]): Promise<BankAccountView[]> {
    if (accounts.length === 0) return [];
    const money = await this.ledger.bankAccountBalances(this.em, accounts[0].organizationId, accounts.map((account) => account.id));
    return accounts.map((account) => BankAccountView.of(account, money.get(account.id)!));
  }

  async forFundsHolders(fundsHolderIds: string[]): Promise<BankAccount[]> {
    if (fundsHolderIds.length === 0) return [];
    return this.em.find(BankAccount, { fundsHolderId: { $in: fundsHolderIds } }, { orderBy: { createdOn: 'asc', id: 'asc' } });
  }

  /** Hands a committed pending account to the worker; a lost job is picked up again by the sweep. */
  async startProvisioning(account: BankAccount): Promise<void> {
    const payload = { organizationId: account.organizationId, bankAccountId: account.id };
    try {
      await this.jobs.enqueue('bank-account-provision', payload, { jobId: jobId('bank-account-provision', account.id) });
    } catch (error) {
      // The row is committed; the maintenance sweep hands it to the worker once Redis is back.
      this.logger.warn({ err: error, bankAccountId: account.id }, 'Could not enqueue bank account provisioning; the sweep will retry');
    }
  }
}
