import { Body, Delete, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { setCreatedLocation } from '../../core/http/location';
import { VersionedController } from '../../core/http/api-version';
import { PageQuery, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { CreateWithdrawalAccountDto } from './dto/create-withdrawal-account.dto';
import { WithdrawalAccountView } from './dto/withdrawal-account.view';
import { ALIAS, CANONICAL, CreateRouteDocs, ListRouteDocs, LOCATION_ALIASES, ReadRouteDocs, RemoveRouteDocs, type OwnerWords } from './withdrawal-account-routes';
import { WithdrawalAccountOwnerType } from './withdrawal-account.entity';
import { WithdrawalAccountsService, type WithdrawalAccountOwner } from './withdrawal-accounts.service';
import { AuditResource } from '../../core/audit/audit-decorators';

const TAG = 'Withdrawal accounts';
const CREATE_SCOPE = 'linkedAccounts:create';

const BANK_ACCOUNT: OwnerWords = { noun: 'bank account', collection: 'bank-accounts' };
const bankAccount = (id: string): WithdrawalAccountOwner => ({ type: WithdrawalAccountOwnerType.BankAccount, id });

/** `/bank-accounts/{id}/withdrawal-accounts`, and `/linked-accounts`, its earlier name. */
@VersionedController(BANK_ACCOUNT.collection, TAG)
export class BankAccountWithdrawalAccountsController {
  constructor(private readonly accounts: WithdrawalAccountsService) {}

  @Post(`:id/${CANONICAL}`)
  @RequireScopes(CREATE_SCOPE)
  @CreateRouteDocs(BANK_ACCOUNT)
  async create(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: CreateWithdrawalAccountDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<WithdrawalAccountView> {
    const account = await this.accounts.create(principal.organizationId, bankAccount(id), dto);
    setCreatedLocation(request, response, account.id, LOCATION_ALIASES);
    return WithdrawalAccountView.of(account);
  }

  @Post(`:id/${ALIAS}`)
  @RequireScopes(CREATE_SCOPE)
  @CreateRouteDocs(BANK_ACCOUNT, true)
  @AuditResource('WithdrawalAccount', { answer: 'id' })
  createLinked(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: CreateWithdrawalAccountDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<WithdrawalAccountView> {
    return this.create(principal, id, dto, request, response);
  }

  @Get(`:id/${CANONICAL}`)
  @RequireScopes('bankAccounts:view')
  @ListRouteDocs(BANK_ACCOUNT)
  async list(@UuidParam('id') id: string, @Query() query: PageQuery): Promise<Page<WithdrawalAccountView>> {
    const page = await this.accounts.list(bankAccount(id), query);
    return { ...page, data: page.data.map(WithdrawalAccountView.of) };
  }

  @Get(`:id/${ALIAS}`)
  @RequireScopes('bankAccounts:view')
  @ListRouteDocs(BANK_ACCOUNT, true)
  listLinked(@UuidParam('id') id: string, @Query() query: PageQuery): Promise<Page<WithdrawalAccountView>> {
    return this.list(id, query);
  }

  @Get(`:id/${CANONICAL}/:withdrawalAccountId`)
  @RequireScopes('bankAccounts:view')
  @ReadRouteDocs(BANK_ACCOUNT)
  async get(@UuidParam('id') id: string, @UuidParam('withdrawalAccountId') withdrawalAccountId: string): Promise<WithdrawalAccountView> {
    return WithdrawalAccountView.of(await this.accounts.get(bankAccount(id), withdrawalAccountId));
  }

  @Delete(`:id/${CANONICAL}/:withdrawalAccountId`)
  @HttpCode(204)
  @RequireScopes(CREATE_SCOPE)
  @RemoveRouteDocs(BANK_ACCOUNT)
  async remove(@UuidParam('id') id: string, @UuidParam('withdrawalAccountId') withdrawalAccountId: string): Promise<void> {
    await this.accounts.remove(bankAccount(id), withdrawalAccountId);
  }
}

const CAMPAIGN: OwnerWords = { noun: 'campaign', collection: 'campaigns' };
const campaign = (id: string): WithdrawalAccountOwner => ({ type: WithdrawalAccountOwnerType.Campaign, id });

/** `/campaigns/{id}/withdrawal-accounts` (v3: `/distributions/...`), and `/linked-accounts`, its earlier name. */
@VersionedController(CAMPAIGN.collection, TAG)
export class CampaignWithdrawalAccountsController {
  constructor(private readonly accounts: WithdrawalAccountsService) {}

  @Post(`:id/${CANONICAL}`)
  @RequireScopes(CREATE_SCOPE)
  @CreateRouteDocs(CAMPAIGN)
  async create(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: CreateWithdrawalAccountDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<WithdrawalAccountView> {
    const account = await this.accounts.create(principal.organizationId, campaign(id), dto);
    setCreatedLocation(request, response, account.id, LOCATION_ALIASES);
    return WithdrawalAccountView.of(account);
  }

  @Post(`:id/${ALIAS}`)
  @RequireScopes(CREATE_SCOPE)
  @CreateRouteDocs(CAMPAIGN, true)
  @AuditResource('WithdrawalAccount', { answer: 'id' })
  createLinked(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: CreateWithdrawalAccountDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<WithdrawalAccountView> {
    return this.create(principal, id, dto, request, response);
  }

  @Get(`:id/${CANONICAL}`)
  @RequireScopes('campaigns:view')
  @ListRouteDocs(CAMPAIGN)
  async list(@UuidParam('id') id: string, @Query() query: PageQuery): Promise<Page<WithdrawalAccountView>> {
    const page = await this.accounts.list(campaign(id), query);
    return { ...page, data: page.data.map(WithdrawalAccountView.of) };
  }

  @Get(`:id/${ALIAS}`)
  @RequireScopes('campaigns:view')
  @ListRouteDocs(CAMPAIGN, true)
  listLinked(@UuidParam('id') id: string, @Query() query: PageQuery): Promise<Page<WithdrawalAccountView>> {
    return this.list(id, query);
  }

  @Get(`:id/${CANONICAL}/:withdrawalAccountId`)
  @RequireScopes('campaigns:view')
  @ReadRouteDocs(CAMPAIGN)
  async get(@UuidParam('id') id: string, @UuidParam('withdrawalAccountId') withdrawalAccountId: string): Promise<WithdrawalAccountView> {
    return WithdrawalAccountView.of(await this.accounts.get(campaign(id), withdrawalAccountId));
  }

  @Delete(`:id/${CANONICAL}/:withdrawalAccountId`)
  @HttpCode(204)
  @RequireScopes(CREATE_SCOPE)
  @RemoveRouteDocs(CAMPAIGN)
  async remove(@UuidParam('id') id: string, @UuidParam('withdrawalAccountId') withdrawalAccountId: string): Promise<void> {
    await this.accounts.remove(campaign(id), withdrawalAccountId);
  }
}
