import { Body, Controller, Get, HttpCode, Patch, Post, Query, Req, Res, UploadedFile } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { setCreatedLocation } from '../../core/http/location';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController, versionedPaths } from '../../core/http/api-version';
import { pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankAccountView } from '../bank-accounts';
import { CampaignsService } from './campaigns.service';
import { IconUploadRoute } from './icon-route';
import { CreateCampaignDto, SetPasswordDto, UpdateCampaignDto } from './dto/campaign-input.dto';
import { CampaignView } from './dto/campaign.view';
import { CampaignDetailsQuery, ListCampaignsQuery } from './dto/list-campaigns.query';
import { AuditName } from '../../core/audit/audit-decorators';


@VersionedController('campaigns', 'Campaigns')
@ApiExtraModels(CampaignView, BankAccountView)
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Post()
  @RequireScopes('campaigns:create')
  @ApiOperation({ summary: 'Create a campaign' })
  @ApiCreatedResponse({ schema: { $ref: getSchemaPath(CampaignView) }, headers: { Location: { schema: { type: 'string' }, description: 'URL of the campaign' } } })
  @ApiBadRequestResponse({ description: 'Validation problem naming every missing or invalid field.' })
  async create(@CurrentPrincipal() principal: Principal, @Body() dto: CreateCampaignDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CampaignView> {
    const campaign = await this.campaigns.create(principal.organizationId, dto);
    setCreatedLocation(request, response, campaign.id);
    return campaign;
  }

  @Get()
  @RequireScopes('campaigns:view')
  @ApiOperation({ summary: 'List campaigns', description: 'Newest first. Filters by payout instruction or bank account; `includeDetails` adds funds received, balances and instruction counts.' })
  @ApiOkResponse({ schema: pagedSchema(CampaignView) })
  list(@Query() query: ListCampaignsQuery): Promise<Page<CampaignView>> {
    return this.campaigns.list(query, query);
  }

  @Get(':id')
  @RequireScopes('campaigns:view')
  @ApiOperation({ summary: 'Read a campaign' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(CampaignView) } })
  @ApiNotFoundResponse({ description: 'No such campaign in the organization.' })
  get(@UuidParam('id') id: string, @Query() query: CampaignDetailsQuery): Promise<CampaignView> {
    return this.campaigns.get(id, query.includeDetails ?? false);
  }

  @Patch(':id')
  @RequireScopes('campaigns:edit')
  @ApiOperation({ summary: 'Update a campaign (JSON merge patch)', description: 'Members present replace, null clears an optional one. The icon has its own operation; the funding source cannot change.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(CampaignView) } })
  update(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: UpdateCampaignDto): Promise<CampaignView> {
    return this.campaigns.update(principal.organizationId, id, dto);
  }

  @Get(':id/account-details')
  @RequireScopes('campaigns:view')
  @ApiOperation({ summary: 'The bank account that funds the campaign', description: "Its funds holder's bank account, numbers masked." })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(BankAccountView) } })
  async accountDetails(@UuidParam('id') id: string): Promise<BankAccountView> {
    return this.campaigns.accountDetails(id);
  }
}

/**
 * Routes whose own path segments are renamed in v3 too (`/distributions/{distributionId}/:set-password`,
 * `/distributions/{id}/distribution-icon`), so they carry their full versioned paths instead of hanging under the
 * controller's prefix.
 */
@Controller()
@ApiTags('Campaigns')
@ApiExtraModels(CampaignView)
@AuditName('campaigns')
export class CampaignSubresourcesController {
  constructor(private readonly campaigns: CampaignsService) {}

  @IconUploadRoute('campaigns', "Replace the campaign's icon", CampaignView)
  setIcon(@UuidParam('id') id: string, @UploadedFile() file: Express.Multer.File | undefined): Promise<CampaignView> {
    return this.campaigns.setIcon(id, file);
  }

  @Post(versionedPaths('campaigns/:campaignId/\\:set-password'))
  @HttpCode(204)
  @RequireScopes('campaigns:setPassword')
  @ApiOperation({ summary: 'Set or change the campaign password', description: 'Beneficiaries must then enter it to redeem. It is stored as a salted scrypt hash and can be changed, never removed.' })
  @ApiNoContentResponse({ description: 'Password set.' })
  async setPassword(@UuidParam('campaignId') id: string, @Body() dto: SetPasswordDto): Promise<void> {
    await this.campaigns.setPassword(id, dto.password);
  }
}
