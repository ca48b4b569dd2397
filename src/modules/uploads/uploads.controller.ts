import { CallHandler, Controller, Get, Header, HttpCode, Injectable, NestInterceptor, Post, Query, Req, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiBody,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { catchError, throwError, type Observable } from 'rxjs';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { versionedPaths } from '../../core/http/api-version';
import { MultipartBody } from '../../core/http/content-type.guard';
import { MultipartFields } from '../../core/http/multipart-fields.decorator';
import { PageQuery, pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { CollectReadBuffers, DiscardUploadsOnError } from '../../core/http/uploads';
import { UPLOAD_FORM_MODES, UploadFormDto, uploadModeOf } from './dto/upload-form.dto';
import { UploadRowErrorView, UploadView } from './dto/upload.view';
import { MAX_FIRST_RECORD_BYTES } from './first-record';
import { SAMPLE_FILE, SAMPLE_FILE_CONTENT_TYPE, SAMPLE_FILE_NAME } from './sample-file';
import { MAX_UPLOAD_BYTES, UPLOAD_FILE_FIELD, uploadProblemOf } from './upload-limits';
import { UploadsService } from './uploads.service';
import { AuditResource } from '../../core/audit/audit-decorators';

/** Bound before the FileInterceptor: multer's refusals become this API's problems (see `uploadProblemOf`). */
@Injectable()
export class UploadFormProblems implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => uploadProblemOf(error))));
  }
}

const UPLOAD_VIEW = { $ref: getSchemaPath(UploadView) };

const UPLOAD_BODY = {
  schema: {
    type: 'object',
    required: [UPLOAD_FILE_FIELD],
    properties: {
      [UPLOAD_FILE_FIELD]: {
        type: 'string',
        format: 'binary',
        description:
          `CSV (UTF-8, a byte order mark is allowed), at most ${MAX_UPLOAD_BYTES} bytes. The first line names the columns: ` +
          '`Id`, `Amount`, `FirstName`, `LastName`, `Email`, `PhoneNumber` (matched ignoring case and padding); every other column is a tag. ' +
          'See the sample file.',
      },
      mode: { type: 'string', enum: [...UPLOAD_FORM_MODES], default: 'all-or-nothing', description: 'Case is ignored.' },
    },
    // UploadFormDto refuses any other field, naming it.
    additionalProperties: false,
  },
};

/**
 * Uploads of payout instruction files. The routes carry their full versioned paths (`/distributions/{distributionId}/…`
 * in v3) because their `campaigns` segment is renamed too.
 */
@Controller()
@ApiTags('Payout instructions')
@ApiExtraModels(UploadView, UploadRowErrorView)
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Get(versionedPaths('campaigns/payout-instructions/\\:get-sample-file'))
  @RequireScopes('payoutInstructions:view')
  @Header('Content-Type', SAMPLE_FILE_CONTENT_TYPE)
  @Header('Content-Disposition', `attachment; filename="${SAMPLE_FILE_NAME}"`)
  @ApiOperation({ summary: 'Download a sample payout instructions file', description: 'A CSV in the expected format: the six known columns, two tag columns and a few rows.' })
  @ApiOkResponse({
    description: `The file, as an attachment named ${SAMPLE_FILE_NAME}.`,
    content: { 'text/csv': { schema: { type: 'string', example: SAMPLE_FILE } } },
    headers: { 'Content-Disposition': { schema: { type: 'string', example: `attachment; filename="${SAMPLE_FILE_NAME}"` } } },
  })
  sampleFile(): string {
    return SAMPLE_FILE;
  }

  @Post(versionedPaths('campaigns/:campaignId/payout-instructions/\\:upload'))
  @HttpCode(202)
  @RequireScopes('payoutInstructions:create')
  @MultipartBody()
  @UseInterceptors(CollectReadBuffers, UploadFormProblems, FileInterceptor(UPLOAD_FILE_FIELD), DiscardUploadsOnError)
  @ApiOperation({
    summary: 'Upload a file of payout instructions',
    description:
      'Streams the CSV to storage and checks its header row before answering: a missing header row, a known column named twice, ' +
      `tag columns that differ only by case or break a tag rule, or a first line longer than ${MAX_FIRST_RECORD_BYTES} bytes answer 400 ` +
      'under `errors.file`, and nothing is kept. Otherwise the upload is recorded `Queued` and a worker imports it: a row whose `Id` ' +
      'exists in the campaign updates that instruction, any other creates a Draft. `all-or-nothing` (the default): every row lands, ' +
      'or none does and the upload is `Failed` with its row errors; `partial`: valid rows land and invalid ones are reported ' +
      '(`CompletedWithErrors`). Follow the `Location` for progress. An expired campaign still takes uploads (its instructions cannot be initiated).',
  })
  @ApiBody(UPLOAD_BODY)
  @ApiAcceptedResponse({
    description: 'Accepted: the upload record, `Queued`.',
    schema: UPLOAD_VIEW,
    headers: { Location: { schema: { type: 'string' }, description: 'URL of the upload record' } },
  })
  @ApiBadRequestResponse({ description: '`errors.file`: no file, or a header row that cannot be imported; `errors.mode`: an unknown mode; an unknown form field is named too.' })
  @ApiNotFoundResponse({ description: 'No such campaign in the organization.' })
  @ApiPayloadTooLargeResponse({ description: `The file is larger than ${MAX_UPLOAD_BYTES} bytes.` })
  @AuditResource('Upload', { answer: 'id' })
  async upload(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('campaignId') campaignId: string,
    @MultipartFields() form: UploadFormDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<UploadView> {
    const upload = UploadView.of(await this.uploads.accept(principal.organizationId, campaignId, uploadModeOf(form.mode), file));
    // The record lives beside the operation: `…/payout-instructions/:upload` → `…/payout-instructions/uploads/{id}`.
    response.location(`${request.baseUrl}${request.path.replace(/\/:upload\/*$/, '')}/uploads/${upload.id}`);
    return upload;
  }

  @Get(versionedPaths('campaigns/:campaignId/payout-instructions/uploads/:uploadId'))
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({ summary: 'Read an upload', description: 'Its status and counts; `processedRows` and the counts move while the import runs.' })
  @ApiOkResponse({ schema: UPLOAD_VIEW })
  @ApiNotFoundResponse({ description: 'No such upload of that campaign in the organization.' })
  async get(@UuidParam('campaignId') campaignId: string, @UuidParam('uploadId') uploadId: string): Promise<UploadView> {
    return UploadView.of(await this.uploads.get(campaignId, uploadId));
  }

  @Get(versionedPaths('campaigns/:campaignId/payout-instructions/uploads/:uploadId/errors'))
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({ summary: "An upload's row errors", description: 'By row number, then in the order found; a row may have several.' })
  @ApiOkResponse({ schema: pagedSchema(UploadRowErrorView) })
  @ApiNotFoundResponse({ description: 'No such upload of that campaign in the organization.' })
  rowErrors(@UuidParam('campaignId') campaignId: string, @UuidParam('uploadId') uploadId: string, @Query() query: PageQuery): Promise<Page<UploadRowErrorView>> {
    return this.uploads.rowErrors(campaignId, uploadId, query);
  }
}
