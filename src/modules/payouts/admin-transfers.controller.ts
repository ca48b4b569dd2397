import { Readable } from 'node:stream';
import { Body, Get, Header, HttpCode, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, getSchemaPath } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { PageQuery, pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankRails } from './bank-rails';
import { AchFileView, CheckPrintRunView, TriggeredTransfersView, TriggerTransfersDto } from './dto/bank-rails.dto';
import { FailPayoutDto } from './dto/fail-payout.dto';
import { PayoutView } from './dto/payout.view';
import { PayoutsService } from './payouts.service';

/** Operators' levers on the bank rails and stuck payouts (docs/bank-rails.md), for the caller's organization. */
@VersionedController('admin', 'Administration')
@ApiExtraModels(TriggeredTransfersView, PayoutView, AchFileView, CheckPrintRunView)
export class AdminTransfersController {
  constructor(
    private readonly rails: BankRails,
    private readonly payouts: PayoutsService,
  ) {}

  @Post('transfers/\\:trigger')
  @HttpCode(202)
  @RequireScopes('admin:triggerTransfer')
  @ApiOperation({
    summary: 'Run the next ACH batch or check print run now',
    description:
      '`AchBatch` writes the organization’s pending ACH transfers into one NACHA file and marks them `Submitted`; `CheckPrintRun` gives the ' +
      'organization’s waiting checks their numbers, prints them into one PDF and marks them `SentForPrinting`. Answers how many it took (0 when none waited).',
  })
  @ApiAcceptedResponse({ schema: { $ref: getSchemaPath(TriggeredTransfersView) } })
  async trigger(@CurrentPrincipal() principal: Principal, @Body() dto: TriggerTransfersDto): Promise<TriggeredTransfersView> {
    return { count: await this.rails.trigger(principal, dto.kind) };
  }

  @Get('ach-files')
  @RequireScopes('admin:triggerTransfer')
  @ApiOperation({
    summary: 'List the organization’s NACHA files',
    description:
      'The files of the organization’s ACH batches (`POST /admin/transfers/:trigger` with `AchBatch`), newest first (the id breaks ties), each with ' +
      'its file control’s counts and totals. The scheduled batch, which takes every organization’s transfers into one file, belongs to no organization and is not listed.',
  })
  @ApiOkResponse({ schema: pagedSchema(AchFileView) })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a bad page.' })
  async achFiles(@CurrentPrincipal() principal: Principal, @Query() query: PageQuery): Promise<Page<AchFileView>> {
    const page = await this.rails.achFiles(principal, query);
    return { ...page, data: page.data.map((file) => AchFileView.of(file)) };
  }

  @Get('ach-files/:id/content')
  @RequireScopes('admin:triggerTransfer')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Download a NACHA file',
    description: 'The file as the bank receives it: 94-character records, each ending CRLF, a multiple of ten lines; account numbers in full.',
  })
  @ApiProduces('text/plain')
  @ApiOkResponse({
    description: 'The NACHA file, as an attachment named `nacha-{id}.txt`.',
    content: { 'text/plain': { schema: { type: 'string', example: '101 021000021 0210000212611281200A094101...' } } },
    headers: { 'Content-Disposition': { schema: { type: 'string', example: 'attachment; filename="nacha-0193a0f0-0000-7000-8000-000000000001.txt"' } } },
  })
  @ApiNotFoundResponse({ description: 'No such file of the organization.' })
  async achFileContent(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<StreamableFile> {
    const { file, text } = await this.rails.achFileContent(principal, id);
    return new StreamableFile(Readable.from(text), { type: 'text/plain; charset=utf-8', disposition: `attachment; filename="nacha-${file.id}.txt"` });
  }

  @Get('check-print-runs')
  @RequireScopes('admin:triggerTransfer')
  @ApiOperation({
    summary: 'List the organization’s check print runs',
    description:
      'The runs of the organization’s triggers (`POST /admin/transfers/:trigger` with `CheckPrintRun`), newest first (the id breaks ties), each with its ' +
      'check count, numbers and total. The scheduled run, which prints every organization’s checks together, belongs to no organization and is not listed.',
  })
  @ApiOkResponse({ schema: pagedSchema(CheckPrintRunView) })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a bad page.' })
  async printRuns(@CurrentPrincipal() principal: Principal, @Query() query: PageQuery): Promise<Page<CheckPrintRunView>> {
    const page = await this.rails.printRunsOf(principal, query);
    return { ...page, data: page.data.map((run) => CheckPrintRunView.of(run)) };
  }

  @Get('check-print-runs/:id/content')
  @RequireScopes('admin:triggerTransfer')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Download a print run’s PDF', description: 'The PDF sent to the printer: a cover page with the totals, then a page per check.' })
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    description: 'The PDF, as an attachment named `check-print-run-{id}.pdf`.',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    headers: { 'Content-Disposition': { schema: { type: 'string', example: 'attachment; filename="check-print-run-0193a0f0-0000-7000-8000-000000000001.pdf"' } } },
  })
  @ApiNotFoundResponse({ description: 'No such print run of the organization.' })
  async printRunContent(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<StreamableFile> {
    const pdf = await this.rails.printRunPdf(principal, id);
    return new StreamableFile(pdf, { type: 'application/pdf', disposition: `attachment; filename="check-print-run-${id}.pdf"`, length: pdf.length });
  }

  @Get('check-print-runs/:id/positive-pay')
  @RequireScopes('admin:triggerTransfer')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Download a print run’s positive pay file',
    description:
      'The issue file the bank’s positive pay matches presented checks against: a header, then a line per check of the run with the account the ' +
      'checks draw on, check number, issue date (MM/DD/YYYY), amount and payee name. With a bank connection it is delivered with the run; ' +
      'otherwise upload it to the bank’s portal before the checks reach their payees.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The CSV, as an attachment named `positive-pay-{id}.csv`.',
    content: { 'text/csv': { schema: { type: 'string', example: 'Account Number,Check Number,Issue Date,Amount,Payee Name\r\n000123456789,100001,11/28/2026,25.00,Ada Lovelace\r\n' } } },
    headers: { 'Content-Disposition': { schema: { type: 'string', example: 'attachment; filename="positive-pay-0193a0f0-0000-7000-8000-000000000001.csv"' } } },
  })
  @ApiNotFoundResponse({ description: 'No such print run of the organization.' })
  async printRunPositivePay(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<StreamableFile> {
    const file = await this.rails.printRunPositivePay(principal, id);
    return new StreamableFile(file, { type: 'text/csv; charset=utf-8', disposition: `attachment; filename="positive-pay-${id}.csv"`, length: file.length });
  }

  @Post('payouts/:id/\\:fail-permanently')
  @HttpCode(200)
  @RequireScopes('admin:failPermanently')
  @ApiOperation({
    summary: 'Fail a payout stuck on its way',
    description:
      'The payout becomes `Failed` with `reason` (its ACH transfer `Cancelled` unless the bank settled it); the instruction becomes `Restored` ' +
      'with a new claim link, sent by `FailureReinitiateEmail` unless the beneficiary unsubscribed; its funds stay allocated.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(PayoutView) } })
  @ApiNotFoundResponse({ description: 'No such payout in the organization.' })
  @ApiConflictResponse({ description: '`PAYOUT_NOT_OPEN`: the payout is final already (completed, failed, cancelled or returned).' })
  async failPermanently(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: FailPayoutDto): Promise<PayoutView> {
    const payout = await this.rails.failPermanently(principal, id, dto.reason);
    return PayoutView.of(await this.payouts.recordOf(payout), 'organization');
  }
}
