import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The authenticated caller, from the token's claims (docs/api-conventions.md, Authentication, tenancy and scopes). */
export interface Principal {
  /** `sub`: recorded as the actor in activity history. */
  readonly subject: string;
  /** `org_id`: the tenant every query is scoped to. */
  readonly organizationId: string;
  /** The union of the `scope` claim and the `permissions` claim. */
  readonly scopes: ReadonlySet<string>;
}

export function principalFromClaims(claims: Record<string, unknown>): Omit<Principal, 'organizationId'> & { organizationId?: string } {
  const scope = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  const permissions = Array.isArray(claims.permissions) ? claims.permissions.filter((p): p is string => typeof p === 'string') : [];
  return {
    subject: typeof claims.sub === 'string' ? claims.sub : '',
    organizationId: typeof claims.org_id === 'string' ? claims.org_id.toLowerCase() : undefined,
    scopes: new Set([...scope, ...permissions].filter(Boolean)),
  };
}

/** `@CurrentPrincipal() principal: Principal` */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => ctx.switchToHttp().getRequest().user);
