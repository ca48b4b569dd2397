import { applyDecorators, Patch, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiBody, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { versionedPaths } from '../../core/http/api-version';
import { MultipartBody } from '../../core/http/content-type.guard';
import { DiscardUploadsOnError, NoTextFields } from '../../core/http/uploads';

export const ICON_UPLOAD_BODY = {
  schema: { type: 'object', required: ['iconFile'], properties: { iconFile: { type: 'string', format: 'binary', description: 'PNG or JPEG, at most 2 MiB.' } }, additionalProperties: false },
};

/**
 * `PATCH <resource>/:id/campaign-icon` (v3: `distribution-icon`): multipart `iconFile`, PNG or JPEG checked by
 * content, answering the resource as `view` describes it. Shared by campaigns and campaign drafts.
 */
export const IconUploadRoute = (resource: string, summary: string, view: abstract new (...args: never[]) => unknown) =>
  applyDecorators(
    Patch(versionedPaths(`${resource}/:id/campaign-icon`)),
    RequireScopes('campaigns:edit'),
    MultipartBody(),
    UseInterceptors(FileInterceptor('iconFile'), DiscardUploadsOnError, NoTextFields),
    ApiOperation({ summary, description: 'PNG or JPEG only, checked by content.' }),
    ApiBody(ICON_UPLOAD_BODY),
    ApiOkResponse({ schema: { $ref: getSchemaPath(view as never) } }),
  );
