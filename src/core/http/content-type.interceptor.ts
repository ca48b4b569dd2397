import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiConsumes } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { DomainError } from '../errors/domain-error';

const MULTIPART_KEY = 'http:multipart';
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Marks an operation that takes `multipart/form-data` instead of JSON. */
export const MultipartBody = () => applyDecorators(SetMetadata(MULTIPART_KEY, true), ApiConsumes('multipart/form-data'));

/** A body in a media type the operation does not take answers 415, instead of being silently ignored. */
@Injectable()
export class ContentTypeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!BODY_METHODS.has(request.method) || !hasBody) return next.handle();
    const multipart = this.reflector.getAllAndOverride<boolean>(MULTIPART_KEY, [context.getHandler(), context.getClass()]);
    const accepted = multipart ? request.is('multipart/form-data') : request.is(['application/json', 'application/*+json', 'application/merge-patch+json']);
    if (!accepted) {
      const expected = multipart ? 'multipart/form-data' : 'application/json';
      throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'unsupported-media-type', `This operation takes ${expected}; got ${request.headers['content-type'] ?? 'no Content-Type'}.`);
    }
    return next.handle();
  }
}
