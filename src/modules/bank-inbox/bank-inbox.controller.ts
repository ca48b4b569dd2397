import { Get, Query } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ApiBadRequestResponse, ApiExtraModels, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { DomainError } from '../../core/errors/domain-error';
import { VersionedController } from '../../core/http/api-version';
import { PageQuery, pageOffset, pagedSchema, toPage, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankInboundFiles } from './bank-inbound-files';
import { BankInboundFileView } from './dto/bank-inbound-file.view';

const OPERATORS_ONLY = ApiForbiddenResponse({
  description: 'The deployment’s bank files are the operators’: `admin:manage` takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).',
});

/** The files read from the bank (docs/bank-files-in.md): the deployment's, so an operator's routes. */
@VersionedController('admin', 'Administration')
@ApiExtraModels(BankInboundFileView)
export class BankInboxController {
  constructor(
    private readonly em: EntityManager,
    private readonly files: BankInboundFiles,
  ) {}

  @Get('bank-inbound-files')
  @RequireScopes('admin:manage')
  @OPERATORS_ONLY
  @ApiOperation({
    summary: 'List the files read from the bank',
    description:
      'Returns and NOC files and statements picked up from the bank’s SFTP inbox, newest first: each `Applied` (with a summary of what it did) or ' +
      '`Quarantined` (with where it is malformed; nothing of it was applied). See docs/bank-files-in.md for what to do with a quarantined file.',
  })
  @ApiOkResponse({ schema: pagedSchema(BankInboundFileView) })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a bad page.' })
  async list(@Query() query: PageQuery): Promise<Page<BankInboundFileView>> {
    const { limit, offset } = pageOffset(query);
    const { rows, total } = await this.files.page(this.em.fork(), limit, offset);
    return toPage(rows.map((row) => BankInboundFileView.of(row)), total, query);
  }

  @Get('bank-inbound-files/:id')
  @RequireScopes('admin:manage')
  @OPERATORS_ONLY
  @ApiOperation({ summary: 'Read a file read from the bank', description: 'One file as listed: status, error, summary.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(BankInboundFileView) } })
  @ApiNotFoundResponse({ description: 'No such file.' })
  async get(@UuidParam('id') id: string): Promise<BankInboundFileView> {
    const row = await this.files.find(this.em.fork(), id);
    if (!row) throw DomainError.notFound('Bank inbound file', id);
    return BankInboundFileView.of(row);
  }
}
