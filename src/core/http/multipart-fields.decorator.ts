import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';
import { toV2Fields, versionOfPath } from './api-version';
import { findUnsafeInput } from './input-safety';

/**
 * The text fields of a multipart form, in v2 names. Multer fills the body only inside the route's own
 * interceptor, after the version mapping and the input checks of the body parsers have run, so both happen here
 * instead. Validated by the global pipe like any @Body (validateCustomDecorators).
 */
export const MultipartFields = createParamDecorator((_data: unknown, context: ExecutionContext): unknown => {
  const request = context.switchToHttp().getRequest<Request>();
  const body: unknown = request.body ?? {};
  const unsafe = findUnsafeInput(body, 'body');
  if (unsafe) throw DomainError.validation(unsafe);
  return versionOfPath(request.path) === 'v3' ? toV2Fields(body) : body;
});
