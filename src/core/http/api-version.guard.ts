import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toV2Fields, toV3Fields, versionOfPath } from './api-version';

/**
 * The v3 mapping layer: before the handler, v3 names in params, query and body become v2 names; the v2 names of the
 * answer the handler returns become v3 names as it is written (Nest writes a handler's result with `response.json`;
 * problem documents are written by the filter, in v3 words of their own). A guard, the last global one, rather than
 * an interceptor: it runs after routing, before pipes and interceptors, so validation and idempotency fingerprints see
 * v2 names only, and a v2 request costs one comparison (an interceptor on every route would cost every read Nest's
 * observable chain: docs/architecture.md, the request pipeline).
 */
@Injectable()
export class ApiVersionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    if (versionOfPath(request.path) !== 'v3') return true;
    request.params = toV2Fields(request.params) as Request['params'];
    Object.defineProperty(request, 'query', { value: toV2Fields(request.query), writable: true, configurable: true, enumerable: true });
    if (request.body && typeof request.body === 'object') request.body = toV2Fields(request.body);
    const response = http.getResponse<Response>();
    const json = response.json.bind(response);
    response.json = (body?: unknown) => json(toV3Fields(body));
    return true;
  }
}
