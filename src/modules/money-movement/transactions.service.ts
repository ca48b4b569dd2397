import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { LedgerStatements, type StatementScope } from '../../core/ledger';
import { pageOffset, toPage, type Page } from '../../core/http/paging';
import { BankAccountsService } from '../bank-accounts';
import { CampaignsService } from '../campaigns';
import type { TransactionsQuery } from './dto/money-movement.dto';
import { TransactionView } from './dto/transaction.view';

/** The transactions of a bank account or a campaign: its ledger statement, newest first (docs/money-movement.md). */
@Injectable()
export class TransactionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly statements: LedgerStatements,
    private readonly bankAccounts: BankAccountsService,
    private readonly campaigns: CampaignsService,
  ) {}

  /** Every movement of the account's money, whatever its campaign; 404 for another organization's account. */
  async ofBankAccount(principal: Principal, bankAccountId: string, query: TransactionsQuery): Promise<Page<TransactionView>> {
    await this.bankAccounts.get(bankAccountId);
    return this.page(principal, { bankAccountId }, query);
  }

  /** The movements tagged with the campaign; 404 for another organization's campaign. */
  async ofCampaign(principal: Principal, campaignId: string, query: TransactionsQuery): Promise<Page<TransactionView>> {
    await this.campaigns.require(campaignId);
    return this.page(principal, { campaignId }, query);
  }

  private async page(principal: Principal, scope: StatementScope, query: TransactionsQuery): Promise<Page<TransactionView>> {
    const { rows, total } = await this.statements.page(this.em, {
      organizationId: principal.organizationId,
      scope,
      type: query.filterByTransactionType,
      aggregate: query.aggregate === true,
      ...pageOffset(query),
    });
    return toPage(rows.map(TransactionView.of), total, query);
  }
}
