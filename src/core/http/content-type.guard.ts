import { applyDecorators, type CanActivate, type ExecutionContext, Injectable, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';

const MULTIPART_KEY = 'http:multipart';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Marks an operation that takes `multipart/form-data` instead of JSON. */
export const MultipartBody = () => applyDecorators(SetMetadata(MULTIPART_KEY, true), ApiConsumes('multipart/form-data'));

const FORM_KEY = 'http:form';
/** What an HTML form (or an RFC 8058 one-click unsubscribe) posts: urlencoded, or multipart without files. */
const FORM_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * Marks an operation that takes an HTML form post instead of JSON, urlencoded (parsed by the app's urlencoded
 * parser, registered for the form paths only) or multipart (text fields only, parsed here).
 */
export const FormBody = () =>
  applyDecorators(
    SetMetadata(FORM_KEY, true),
    ApiConsumes(...FORM_CONTENT_TYPES),
    UseInterceptors(NoFilesInterceptor({ limits: { parts: 20, fields: 20, fieldSize: 8 * 1024 } })),
  );

/**
 * A body in a media type the operation does not take answers 415, instead of being silently ignored. A guard, the
 * last global one but for the version mapping: it only looks at the request, and an interceptor on every route would
 * cost every read Nest's observable chain (docs/architecture.md, the request pipeline).
 */
@Injectable()
export class ContentTypeGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<Request>();
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!BODY_METHODS.has(request.method) || !hasBody) return true;
    const targets = [context.getHandler(), context.getClass()];
    const multipart = this.reflector.getAllAndOverride<boolean>(MULTIPART_KEY, targets);
    const form = this.reflector.getAllAndOverride<boolean>(FORM_KEY, targets);
    const other = multipart ? ['multipart/form-data'] : form ? FORM_CONTENT_TYPES : undefined;
    const accepted = request.is(other ?? ['application/json', 'application/*+json', 'application/merge-patch+json']);
    if (!accepted) {
      const expected = other?.join(' or ') ?? 'application/json';
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'unsupported-media-type', `This operation takes ${expected}; got ${request.headers['content-type'] ?? 'no Content-Type'}.`);
    }
    return true;
  }
}
