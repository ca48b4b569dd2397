import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata, UseInterceptors } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { NoFilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
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

/** A body in a media type the operation does not take answers 415, instead of being silently ignored. */
@Injectable()
export class ContentTypeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!BODY_METHODS.has(request.method) || !hasBody) return next.handle();
    const targets = [context.getHandler(), context.getClass()];
    const multipart = this.reflector.getAllAndOverride<boolean>(MULTIPART_KEY, targets);
    const form = this.reflector.getAllAndOverride<boolean>(FORM_KEY, targets);
    const other = multipart ? ['multipart/form-data'] : form ? FORM_CONTENT_TYPES : undefined;
    const accepted = request.is(other ?? ['application/json', 'application/*+json', 'application/merge-patch+json']);
    if (!accepted) {
      const expected = other?.join(' or ') ?? 'application/json';
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'unsupported-media-type', `This operation takes ${expected}; got ${request.headers['content-type'] ?? 'no Content-Type'}.`);
    }
    return next.handle();
  }
}
