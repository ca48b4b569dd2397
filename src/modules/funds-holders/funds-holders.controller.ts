import { Get, Post, Query, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, getSchemaPath } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { MultipartBody } from '../../core/http/content-type.interceptor';
import { MultipartFields } from '../../core/http/multipart-fields.decorator';
import { PageQuery, pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { DiscardUploadsOnError } from '../../core/http/uploads';
import { CreateSettlementFundDto } from './dto/create-settlement-fund.dto';
import { FundsHolderDetailView, FundsHolderView } from './dto/funds-holder.view';
import { FundsHoldersService } from './funds-holders.service';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './attachment-limits';

@VersionedController('funds-holders', 'Funds holders')
@ApiExtraModels(FundsHolderView, FundsHolderDetailView)
export class FundsHoldersController {
  constructor(private readonly fundsHolders: FundsHoldersService) {}

  @Get()
  @RequireScopes('fundsHolders:view')
  @ApiOperation({ summary: 'List funds holders', description: 'The primary organization account first, then settlement funds.' })
  @ApiOkResponse({ schema: pagedSchema(FundsHolderView) })
  list(@Query() query: PageQuery): Promise<Page<FundsHolderView>> {
    return this.fundsHolders.list(query);
  }

  @Post()
  @RequireScopes('fundsHolders:manage')
  @MultipartBody()
  @UseInterceptors(FilesInterceptor('attachments', MAX_ATTACHMENTS), DiscardUploadsOnError)
  @ApiOperation({ summary: 'Create a settlement fund', description: 'Creates an FBO funds holder with optional supporting documents; its bank account is opened in the background.' })
  // The text fields are the DTO's (with its validation rules); the files travel beside them.
  @ApiExtraModels(CreateSettlementFundDto)
  @ApiBody({
    schema: {
      allOf: [
        { $ref: getSchemaPath(CreateSettlementFundDto) },
        {
          type: 'object',
          properties: {
            attachments: { type: 'array', items: { type: 'string', format: 'binary' }, description: `Supporting documents: up to ${MAX_ATTACHMENTS} files of ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MiB each.` },
          },
        },
      ],
    },
  })
  @ApiCreatedResponse({ schema: { $ref: getSchemaPath(FundsHolderDetailView) } })
  @ApiBadRequestResponse({ description: 'Validation problem naming each invalid field.' })
  @ApiPayloadTooLargeResponse({ description: 'An attachment is larger than 10 MiB.' })
  create(
    @CurrentPrincipal() principal: Principal,
    @MultipartFields() dto: CreateSettlementFundDto,
    @UploadedFiles() files: Express.Multer.File[] | undefined,
  ): Promise<FundsHolderDetailView> {
    return this.fundsHolders.createSettlementFund(principal.organizationId, dto.settlementFundName, files ?? []);
  }

  @Get(':id')
  @RequireScopes('fundsHolders:view')
  @ApiOperation({ summary: 'Read a funds holder with its banking details and status' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(FundsHolderDetailView) } })
  @ApiNotFoundResponse({ description: 'No such funds holder in the organization.' })
  get(@UuidParam('id') id: string): Promise<FundsHolderDetailView> {
    return this.fundsHolders.get(id);
  }
}
