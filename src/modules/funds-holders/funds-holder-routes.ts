import { applyDecorators, Get, Post, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiBadRequestResponse, ApiBody, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiPayloadTooLargeResponse, getSchemaPath } from '@nestjs/swagger';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { MultipartBody } from '../../core/http/content-type.guard';
import { pagedSchema } from '../../core/http/paging';
import { DiscardUploadsOnError } from '../../core/http/uploads';
import { MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS } from './attachment-limits';
import { CreateSettlementFundDto } from './dto/create-settlement-fund.dto';
import { FundsHolderDetailView, FundsHolderView } from './dto/funds-holder.view';

/**
 * The three funds holder routes, each served at `/funds-holders` and at `/funding-sources`, the earlier name, which
 * the OpenAPI document marks deprecated (docs/api-conventions.md, Aliases). One definition each: the two paths cannot
 * drift apart in scopes, bodies or answers.
 */
export const CANONICAL = 'funds-holders';
export const ALIAS = 'funding-sources';
/** For `setCreatedLocation`: a create through the alias answers the canonical URL. */
export const LOCATION_ALIASES = { [ALIAS]: CANONICAL };

const operation = (summary: string, description: string, alias: boolean, method: 'GET' | 'POST', path = '') =>
  ApiOperation(
    alias
      ? { summary, deprecated: true, description: `Deprecated alias of \`${method} /${CANONICAL}${path}\`, the earlier name (funding sources); it behaves the same. ${description}` }
      : { summary, description },
  );

export const ListFundsHoldersRoute = (alias = false) =>
  applyDecorators(
    Get(),
    RequireScopes('fundsHolders:view'),
    ApiExtraModels(FundsHolderView),
    operation('List funds holders', 'The primary organization account first, then settlement funds. `page` is taken as the earlier name of `pageNumber`.', alias, 'GET'),
    ApiOkResponse({ schema: pagedSchema(FundsHolderView) }),
  );

export const CreateSettlementFundRoute = (alias = false) =>
  applyDecorators(
    Post(),
    RequireScopes('fundsHolders:manage'),
    MultipartBody(),
    UseInterceptors(FilesInterceptor('attachments', MAX_ATTACHMENTS), DiscardUploadsOnError),
    operation('Create a settlement fund', 'Creates an FBO funds holder with optional supporting documents; its bank account is opened in the background.', alias, 'POST'),
    // The text fields are the DTO's (with its validation rules); the files travel beside them.
    ApiExtraModels(CreateSettlementFundDto, FundsHolderDetailView),
    ApiBody({
      schema: {
        allOf: [
          { $ref: getSchemaPath(CreateSettlementFundDto) },
          {
            type: 'object',
            properties: {
              attachments: { type: 'array', maxItems: MAX_ATTACHMENTS, items: { type: 'string', format: 'binary' }, description: `Supporting documents: up to ${MAX_ATTACHMENTS} files of ${MAX_ATTACHMENT_BYTES / 1024 / 1024} MiB each.` },
            },
          },
        ],
      },
    }),
    ApiCreatedResponse({
      schema: { $ref: getSchemaPath(FundsHolderDetailView) },
      headers: { Location: { schema: { type: 'string' }, description: `URL of the new funds holder, always under \`/${CANONICAL}\` (also when the request used \`/${ALIAS}\`), in the version of the request.` } },
    }),
    ApiBadRequestResponse({ description: 'Validation problem naming each invalid field.' }),
    ApiPayloadTooLargeResponse({ description: 'An attachment is larger than 10 MiB.' }),
  );

export const ReadFundsHolderRoute = (alias = false) =>
  applyDecorators(
    Get(':id'),
    RequireScopes('fundsHolders:view'),
    ApiExtraModels(FundsHolderDetailView),
    operation('Read a funds holder with its banking details and status', '', alias, 'GET', '/{id}'),
    ApiOkResponse({ schema: { $ref: getSchemaPath(FundsHolderDetailView) } }),
    ApiNotFoundResponse({ description: 'No such funds holder in the organization.' }),
  );
