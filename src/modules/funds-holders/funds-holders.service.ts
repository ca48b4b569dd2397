import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { FileStorage } from '../../core/storage/file-storage';
import { BankAccountsService } from '../bank-accounts';
import { FundsHolderDetailView, FundsHolderView } from './dto/funds-holder.view';
import { FundsHolder, FundsHolderAttachment, FundsHolderType } from './funds-holder.entity';

export const PRIMARY_ACCOUNT_NAME = 'Primary account';

@Injectable()
export class FundsHoldersService {
  constructor(
    private readonly em: EntityManager,
    private readonly bankAccounts: BankAccountsService,
    private readonly storage: FileStorage,
  ) {}

  /** The primary funds holder of a new organization, with its bank account opened in the same transaction. */
  async createPrimary(em: EntityManager, organizationId: string): Promise<FundsHolder> {
    const holder = em.create(FundsHolder, { organizationId, name: PRIMARY_ACCOUNT_NAME, type: FundsHolderType.OrganizationAccount });
    await em.flush();
    await this.bankAccounts.openNow(em, organizationId, holder.id, PRIMARY_ACCOUNT_NAME);
    return holder;
  }

  /**
   * A settlement fund (FBO account) with its supporting documents. The holder and attachment rows commit together;
   * the files move from the upload temp folder into storage before the commit and are removed again if it fails.
   * Its bank account is then requested like any other (pending until the worker opens it).
   */
  async createSettlementFund(organizationId: string, name: string, files: readonly Express.Multer.File[]): Promise<FundsHolderDetailView> {
    const stored: string[] = [];
    try {
      const { holder, attachments, account } = await this.em.transactional(async (em) => {
        const holder = em.create(FundsHolder, { organizationId, name, type: FundsHolderType.SettlementFund });
        await em.flush(); // the attachments' foreign key needs the holder row first
        const attachments = [];
        for (const file of files) {
          const fileName = FileStorage.safeName(file.originalname);
          const attachment = em.create(FundsHolderAttachment, {
            organizationId,
            fundsHolderId: holder.id,
            fileName,
            contentType: file.mimetype || 'application/octet-stream',
            sizeBytes: file.size,
            storageKey: `funds-holders/${holder.id}/${newId()}-${fileName}`,
          });
          stored.push(await this.storage.adopt(file.path, attachment.storageKey));
          attachments.push(attachment);
        }
        await em.flush();
        const account = await this.bankAccounts.createPending(em, organizationId, holder.id, name);
        return { holder, attachments, account };
      });
      await this.bankAccounts.startProvisioning(account);
      return FundsHolderDetailView.detail(holder, [account], await this.bankAccounts.views([account]), attachments);
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.remove(key)));
      throw error;
    }
  }

  async list(query: PageQuery): Promise<Page<FundsHolderView>> {
    const [holders, total] = await this.em.findAndCount(FundsHolder, {}, { orderBy: { type: 'asc', createdOn: 'asc', id: 'asc' }, ...pageOffset(query) });
    const accounts = await this.bankAccounts.forFundsHolders(holders.map((h) => h.id));
    return toPage(holders.map((h) => FundsHolderView.of(h, accounts.filter((a) => a.fundsHolderId === h.id))), total, query);
  }

  async get(id: string): Promise<FundsHolderDetailView> {
    const holder = await this.em.findOne(FundsHolder, { id });
    if (!holder) throw DomainError.notFound('Funds holder', id);
    const [accounts, attachments] = await Promise.all([
      this.bankAccounts.forFundsHolders([id]),
      this.em.find(FundsHolderAttachment, { fundsHolderId: id }, { orderBy: { createdOn: 'asc' } }),
    ]);
    return FundsHolderDetailView.detail(holder, accounts, await this.bankAccounts.views(accounts), attachments);
  }
}
