import { Body, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { setCreatedLocation } from '../../core/http/location';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { PageQuery, pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankAccountsService } from './bank-accounts.service';
import { BankAccountView } from './dto/bank-account.view';
import { CreateBankAccountDto } from './dto/create-bank-account.dto';

@VersionedController('bank-accounts', 'Bank accounts')
@ApiExtraModels(BankAccountView)
export class BankAccountsController {
  constructor(private readonly bankAccounts: BankAccountsService) {}

  @Post()
  @HttpCode(202)
  @RequireScopes('bankAccounts:create')
  @ApiOperation({ summary: 'Open a bank account for a funds holder', description: 'Answers 202 at once; the account is opened at the bank by a background job and turns `Active`. The `Location` header points at the new account.' })
  @ApiAcceptedResponse({ description: 'Accepted; no body. `Location` names the account.', headers: { Location: { description: 'URL of the new bank account', schema: { type: 'string' } } } })
  @ApiBadRequestResponse({ description: 'Validation problem naming each invalid field.' })
  @ApiNotFoundResponse({ description: 'The funds holder does not exist in the organization.' })
  async create(@CurrentPrincipal() principal: Principal, @Body() dto: CreateBankAccountDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<void> {
    const account = await this.bankAccounts.request(principal.organizationId, dto);
    setCreatedLocation(request, response, account.id);
  }

  @Get()
  @RequireScopes('bankAccounts:view')
  @ApiOperation({ summary: 'List bank accounts' })
  @ApiOkResponse({ schema: pagedSchema(BankAccountView) })
  async list(@Query() query: PageQuery): Promise<Page<BankAccountView>> {
    const page = await this.bankAccounts.list(query);
    return { ...page, data: await this.bankAccounts.views(page.data) };
  }

  @Get(':id')
  @RequireScopes('bankAccounts:view')
  @ApiOperation({ summary: 'Read a bank account' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(BankAccountView) } })
  @ApiNotFoundResponse({ description: 'No such bank account in the organization.' })
  async get(@UuidParam('id') id: string): Promise<BankAccountView> {
    const [view] = await this.bankAccounts.views([await this.bankAccounts.get(id)]);
    return view;
  }
}
