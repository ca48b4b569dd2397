import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Request } from 'express';
import { map, type Observable } from 'rxjs';
import { toV2Fields, toV3Fields, versionOfPath } from './api-version';

/**
 * The v3 mapping layer: before the handler, v3 names in params, query and body become v2 names; after it, the
 * result's v2 names become v3 names. Interceptors run before pipes, so validation sees v2 names only.
 */
@Injectable()
export class ApiVersionInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<Request>();
    if (versionOfPath(request.path) !== 'v3') return next.handle();
    request.params = toV2Fields(request.params) as Request['params'];
    Object.defineProperty(request, 'query', { value: toV2Fields(request.query), writable: true, configurable: true, enumerable: true });
    if (request.body && typeof request.body === 'object') request.body = toV2Fields(request.body);
    return next.handle().pipe(map((result) => toV3Fields(result)));
  }
}
