import { Body, Controller, Delete, Get, HttpCode, Patch, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiBody,
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
import { VersionedController, VERSION_PREFIX, versionOfPath, toV3Name } from '../../core/http/api-version';
import { MultipartBody } from '../../core/http/content-type.guard';
import { MultipartFields } from '../../core/http/multipart-fields.decorator';
import { pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { DiscardUploadsOnError } from '../../core/http/uploads';
import { CampaignView, IconUploadRoute, ICON_UPLOAD_BODY } from '../campaigns';
import { CampaignDraftsService } from './campaign-drafts.service';
import { CampaignDraftView } from './dto/campaign-draft.view';
import { CreateDraftDto } from './dto/create-draft.dto';
import { ListDraftsQuery } from './dto/list-drafts.query';
import { PatchDraftDto } from './dto/patch-draft.dto';
import { AuditName } from '../../core/audit/audit-decorators';

@VersionedController('campaign-drafts', 'Campaign drafts')
@ApiExtraModels(CampaignDraftView, CampaignView)
export class CampaignDraftsController {
  constructor(private readonly drafts: CampaignDraftsService) {}

  @Post()
  @RequireScopes('campaigns:create')
  @MultipartBody()
  @UseInterceptors(FileInterceptor('iconFile'), DiscardUploadsOnError)
  @ApiOperation({
    summary: 'Create a campaign draft',
    description: 'Every field is optional. Repeat `payoutMethodIds` for several methods; name templates as `emailTemplates[<type>]=<uuid>`; `iconFile` is a PNG or JPEG.',
  })
  @ApiBody({ schema: { allOf: [{ $ref: getSchemaPath(CreateDraftDto) }, { type: 'object', properties: ICON_UPLOAD_BODY.schema.properties }] } })
  @ApiExtraModels(CreateDraftDto)
  @ApiCreatedResponse({ schema: { $ref: getSchemaPath(CampaignDraftView) } })
  @ApiBadRequestResponse({ description: 'A given field is invalid (each one named).' })
  async create(
    @CurrentPrincipal() principal: Principal,
    @MultipartFields() dto: CreateDraftDto,
    @UploadedFile() icon: Express.Multer.File | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CampaignDraftView> {
    const draft = await this.drafts.create(principal.organizationId, dto, icon);
    setCreatedLocation(request, response, draft.id);
    return draft;
  }

  @Get()
  @RequireScopes('campaigns:view')
  @ApiOperation({ summary: 'List campaign drafts', description: 'Newest first, optionally only those of one funds holder.' })
  @ApiOkResponse({ schema: pagedSchema(CampaignDraftView) })
  list(@Query() query: ListDraftsQuery): Promise<Page<CampaignDraftView>> {
    return this.drafts.list(query, query.fundingSourceId);
  }

  @Get(':id')
  @RequireScopes('campaigns:view')
  @ApiOperation({ summary: 'Read a campaign draft' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(CampaignDraftView) } })
  @ApiNotFoundResponse({ description: 'No such draft in the organization.' })
  get(@UuidParam('id') id: string): Promise<CampaignDraftView> {
    return this.drafts.get(id);
  }

  @Patch(':id')
  @RequireScopes('campaigns:edit')
  @ApiOperation({
    summary: 'Patch a campaign draft',
    description: 'Operations apply in order, all or nothing: `op` is add, replace or remove; `path` a field such as `/name` or one template type such as `/emailTemplates/ReminderEmail`.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(CampaignDraftView) } })
  patch(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: PatchDraftDto): Promise<CampaignDraftView> {
    return this.drafts.patch(principal.organizationId, id, dto.operations);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScopes('campaigns:edit')
  @ApiOperation({ summary: 'Delete a campaign draft' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  async remove(@UuidParam('id') id: string): Promise<void> {
    await this.drafts.remove(id);
  }

  @Post(':id/\\:promote')
  @RequireScopes('campaigns:create')
  @ApiOperation({
    summary: 'Promote a draft to a campaign',
    description: 'Answers 400 naming every missing or invalid field; otherwise creates the campaign (payout methods keep isDisabled and disableReason) and removes the draft.',
  })
  @ApiCreatedResponse({ schema: { $ref: getSchemaPath(CampaignView) }, headers: { Location: { schema: { type: 'string' }, description: 'URL of the new campaign' } } })
  @ApiBadRequestResponse({ description: 'The draft is incomplete or invalid; every field is named.' })
  async promote(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<CampaignView> {
    const campaign = await this.drafts.promote(principal.organizationId, id);
    const campaigns = versionOfPath(request.path) === 'v3' ? `/${VERSION_PREFIX.v3}/${toV3Name('campaigns')}` : `/${VERSION_PREFIX.v2}/campaigns`;
    response.location(`${campaigns}/${campaign.id}`);
    return campaign;
  }
}

/** The icon's sub-resource is renamed in v3 too (`/distribution-drafts/{id}/distribution-icon`). */
@Controller()
@ApiTags('Campaign drafts')
@ApiExtraModels(CampaignDraftView)
@AuditName('campaignDrafts')
export class CampaignDraftIconController {
  constructor(private readonly drafts: CampaignDraftsService) {}

  @IconUploadRoute('campaign-drafts', "Replace the draft's icon", CampaignDraftView)
  setIcon(@UuidParam('id') id: string, @UploadedFile() file: Express.Multer.File | undefined): Promise<CampaignDraftView> {
    return this.drafts.setIcon(id, file);
  }
}
