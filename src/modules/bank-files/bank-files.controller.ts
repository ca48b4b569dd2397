import { Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiExtraModels, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { pagedSchema, PageQuery, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankConnectionCheck } from './bank-connection-check';
import { BankFileDeliveries } from './bank-file-deliveries';
import { BankConnectionTestView, BankConnectionView, BankFileDeliveryView } from './dto/bank-files.views';

const OPERATORS_ONLY = ApiForbiddenResponse({ description: 'The bank connection is the deployment’s: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).' });

/** The deployment's bank connection and the files delivered over it (docs/bank-files.md), for operators. */
@VersionedController('admin', 'Administration')
@ApiExtraModels(BankConnectionView, BankConnectionTestView, BankFileDeliveryView)
export class BankFilesController {
  constructor(
    private readonly connection: BankConnectionCheck,
    private readonly deliveries: BankFileDeliveries,
  ) {}

  @Get('bank-connection')
  @RequireScopes('admin:manage')
  @OPERATORS_ONLY
  @ApiOperation({ summary: 'Show the bank connection', description: 'The bank’s SFTP server as configured (BANK_SFTP_*): host, user, pinned host key, folders, PGP. Never a password, key or passphrase.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(BankConnectionView) } })
  show(): BankConnectionView {
    return BankConnectionView.of(this.connection.summary());
  }

  @Post('bank-connection/\\:test')
  @HttpCode(200)
  @RequireScopes('admin:manage')
  @OPERATORS_ONLY
  @ApiOperation({
    summary: 'Test the bank connection',
    description: 'Connects to the bank’s SFTP server now (the host key checked against the pinned one) and lists the outbox and inbox folders: `Ok` with their file counts, or `Failed` with why. Sends nothing.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(BankConnectionTestView) } })
  @ApiConflictResponse({ description: '`BANK_CONNECTION_NOT_CONFIGURED`: BANK_SFTP_HOST is not set.' })
  async test(): Promise<BankConnectionTestView> {
    return BankConnectionTestView.of(await this.connection.test());
  }

  @Get('bank-file-deliveries')
  @RequireScopes('admin:manage')
  @OPERATORS_ONLY
  @ApiOperation({
    summary: 'List the files delivered to the bank',
    description: 'Each NACHA file, print run and positive pay file sent to the bank’s SFTP server, newest first: its name there, status, attempts and last error.',
  })
  @ApiOkResponse({ schema: pagedSchema(BankFileDeliveryView) })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a bad page.' })
  async list(@Query() query: PageQuery): Promise<Page<BankFileDeliveryView>> {
    const page = await this.deliveries.page(query);
    return { ...page, data: page.data.map((delivery) => BankFileDeliveryView.of(delivery)) };
  }

  @Post('bank-file-deliveries/:id/\\:retry')
  @HttpCode(200)
  @RequireScopes('admin:manage')
  @OPERATORS_ONLY
  @ApiOperation({ summary: 'Send a failed file to the bank again', description: 'A `Failed` delivery becomes `Pending` with a new set of attempts, tried now. Never sends a file the server already has.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(BankFileDeliveryView) } })
  @ApiNotFoundResponse({ description: 'No such delivery.' })
  @ApiConflictResponse({ description: '`BANK_FILE_DELIVERY_NOT_FAILED`: the delivery is `Pending` or `Delivered`.' })
  async retry(@UuidParam('id') id: string): Promise<BankFileDeliveryView> {
    return BankFileDeliveryView.of(await this.deliveries.retry(id));
  }
}
