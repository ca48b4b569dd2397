import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor } from '@nestjs/common';
import { PATH_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { defer, lastValueFrom, type Observable } from 'rxjs';
import { BENEFICIARY_SESSION_KEY } from '../../core/auth/beneficiary-session';
import type { Principal } from '../../core/auth/principal';
import { PUBLIC_KEY } from '../../core/auth/require-scopes.decorator';
import { withAfterCommit } from '../../core/database/after-commit';
import { toV3Name } from '../../core/http/api-version';
import { AuditLogEntries, type AuditEntry } from './audit-log-entries';
import { AUDIT_NAME_KEY, AUDIT_RESOURCE_KEY, auditTargetOf, NOT_AUDITED_KEY, type AuditTarget } from './audit-target';

const first = (path: unknown): string => (Array.isArray(path) ? String(path[0] ?? '') : typeof path === 'string' ? path : '');

/**
 * The audit log's writer (docs/audit-log.md): every POST, PUT, PATCH and DELETE of an organization's principal runs
 * inside one outer transaction, the services' own transactions nesting in it as savepoints; when the handler
 * succeeds, its entry is inserted in that transaction before the commit, so a change and its entry commit together
 * or not at all. A handler that throws leaves neither. Work that must see the commit from elsewhere (jobs) waits for
 * it (`afterCommit`). Installed innermost on the routes that change something (`interceptEveryChange`), inside the
 * idempotency interceptor: a replayed answer is no new change.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  /** Each route's target, by controller and handler (a handler inherited by two controllers is named by each). */
  private readonly targets = new WeakMap<object, Map<object, AuditTarget>>();

  constructor(
    private readonly em: EntityManager,
    private readonly entries: AuditLogEntries,
    private readonly reflector: Reflector,
  ) {}

  /** Whether a route is audited at all: not a public one, not a beneficiary's, not one marked `@NotAudited()`. */
  wants(controller: object, handler: object): boolean {
    const targets = [handler as () => unknown, controller as () => unknown];
    return ![PUBLIC_KEY, BENEFICIARY_SESSION_KEY, NOT_AUDITED_KEY].some((key) => this.reflector.getAllAndOverride<boolean>(key, targets) === true);
  }

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<Request & { user?: Principal; id?: unknown }>();
    const principal = request.user;
    if (!principal?.organizationId) return next.handle();
    const target = this.targetOf(context, request.method);
    const response = http.getResponse<Response>();
    return defer(() =>
      withAfterCommit(() =>
        this.em.transactional(async (em) => {
          // Subscribed here, inside the transaction's context: the handler's queries join it.
          const result = await lastValueFrom(next.handle(), { defaultValue: undefined });
          await this.entries.record(em, entryOf(principal, target, request, response.statusCode, result));
          return result;
        }),
      ),
    );
  }

  private targetOf(context: ExecutionContext, method: string): AuditTarget {
    const [controller, handler] = [context.getClass(), context.getHandler()];
    let routes = this.targets.get(controller);
    if (!routes) this.targets.set(controller, (routes = new Map()));
    let target = routes.get(handler);
    if (!target) {
      const targets = [handler, controller];
      target = auditTargetOf({
        controllerName: controller.name,
        methodName: handler.name,
        httpMethod: method,
        path: `${first(Reflect.getMetadata(PATH_METADATA, controller))}/${first(Reflect.getMetadata(PATH_METADATA, handler))}`,
        name: this.reflector.getAllAndOverride<string | undefined>(AUDIT_NAME_KEY, targets),
        resource: this.reflector.getAllAndOverride<Pick<AuditTarget, 'resourceType' | 'resourceId'> | undefined>(AUDIT_RESOURCE_KEY, targets),
      });
      routes.set(handler, target);
    }
    return target;
  }
}

function entryOf(principal: Principal, target: AuditTarget, request: Request & { id?: unknown }, status: number, result: unknown): AuditEntry {
  return {
    organizationId: principal.organizationId,
    actor: principal.machine
      ? { type: 'Machine', id: principal.subject || principal.clientId || 'unknown', email: null }
      : { type: 'User', id: principal.userId ?? principal.subject, email: principal.email ?? null },
    action: target.action,
    resourceType: target.resourceType,
    resourceId: resourceIdOf(target, principal, request, result),
    status,
    requestId: String(request.id ?? ''),
    ip: request.ip ?? null,
  };
}

function resourceIdOf(target: AuditTarget, principal: Principal, request: Request, result: unknown): string | null {
  const source = target.resourceId;
  if (source === null) return null;
  if (source === 'user') return principal.userId ?? null;
  if ('param' in source) {
    const value: unknown = request.params[source.param] ?? request.params[toV3Name(source.param)];
    return typeof value === 'string' ? value : null;
  }
  const value = result !== null && typeof result === 'object' ? (result as Record<string, unknown>)[source.answer] : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}
