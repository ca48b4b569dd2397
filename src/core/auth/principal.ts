import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/** The authenticated caller, from the token's claims (docs/api-conventions.md, Authentication, tenancy and scopes). */
export interface Principal {
  /** `sub`: recorded as the actor in activity history. */
  readonly subject: string;
  /** `org_id`: the tenant every query is scoped to. */
  readonly organizationId: string;
  /**
   * What the caller may do: from the token, the union of the `scope` claim and the `permissions` claim; once the
   * guard has admitted a user, only those of them the user's role also holds (docs/users-and-roles.md).
   */
  readonly scopes: ReadonlySet<string>;
  /** A machine client (no `sub`, or a client-credentials grant): its token's scopes alone apply, and it is no user. */
  readonly machine: boolean;
  /** The `email`, `name` and `org_name` claims, when the token has them. */
  readonly email?: string;
  readonly name?: string;
  readonly organizationName?: string;
  /** The user the guard admitted; absent for a machine client. */
  readonly userId?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export function principalFromClaims(claims: Record<string, unknown>): Omit<Principal, 'organizationId'> & { organizationId?: string } {
  const scope = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  const permissions = Array.isArray(claims.permissions) ? claims.permissions.filter((p): p is string => typeof p === 'string') : [];
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  return {
    subject,
    organizationId: typeof claims.org_id === 'string' ? claims.org_id.toLowerCase() : undefined,
    scopes: new Set([...scope, ...permissions].filter(Boolean)),
    machine: subject === '' || claims.gty === 'client-credentials',
    email: text(claims.email),
    name: text(claims.name),
    organizationName: text(claims.org_name),
  };
}

/** `@CurrentPrincipal() principal: Principal` */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => ctx.switchToHttp().getRequest().user);
