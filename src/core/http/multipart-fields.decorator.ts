import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { toV2Fields, versionOfPath } from './api-version';

/**
 * The text fields of a multipart form, in v2 names. Multer fills the body only inside the route's own
 * interceptor, after the version mapping has run, so the v3 renaming happens here instead. Validated by the global
 * pipe like any @Body (validateCustomDecorators).
 */
export const MultipartFields = createParamDecorator((_data: unknown, context: ExecutionContext): unknown => {
  const request = context.switchToHttp().getRequest<Request>();
  const body: unknown = request.body ?? {};
  return versionOfPath(request.path) === 'v3' ? toV2Fields(body) : body;
});
