import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { OPERATOR_SCOPES } from './scopes';

/** The authenticated caller, from the token's claims (docs/api-conventions.md, Authentication, tenancy and scopes). */
export interface Principal {
  /** `sub`: recorded as the actor in activity history. */
  readonly subject: string;
  /** `org_id`: the tenant every query is scoped to. */
  readonly organizationId: string;
  /**
   * What the caller may do: from the token, the union of the `scope` claim and the `permissions` claim, without the
   * operator scopes unless the organization is an operator; once the guard has admitted a user, only those of them
   * the user's role also holds (docs/users-and-roles.md).
   */
  readonly scopes: ReadonlySet<string>;
  /** Whether the organization is an operator of the deployment (OPERATOR_ORG_IDS, docs/administration.md). */
  readonly operator: boolean;
  /** A machine client (no `sub`, or a client-credentials grant): its token's scopes alone apply, and it is no user. */
  readonly machine: boolean;
  /** The `email`, `name` and `org_name` claims, when the token has them. */
  readonly email?: string;
  /** Whether the identity provider vouches for `email`: `email_verified`, or the configured answer when the claim is absent. */
  readonly emailVerified: boolean;
  readonly name?: string;
  readonly organizationName?: string;
  /** The OAuth client the token was issued to (`azp`, else `client_id`): names a machine client in the audit log. */
  readonly clientId?: string;
  /** The user the guard admitted; absent for a machine client. */
  readonly userId?: string;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** What the deployment decides about tokens beyond their claims (OPERATOR_ORG_IDS, AUTH_EMAIL_VERIFIED_WHEN_ABSENT). */
export interface TokenPolicy {
  readonly operatorOrganizationIds: ReadonlySet<string>;
  readonly emailVerifiedWhenAbsent: boolean;
}

/** `email_verified` as a boolean or, from some identity providers, a string; absent: as configured; anything else: not verified. */
function emailVerified(claim: unknown, whenAbsent: boolean): boolean {
  if (claim === undefined) return whenAbsent;
  return claim === true || claim === 'true';
}

/** The caller a verified token names. The operator scopes are dropped here, at the root, for any other organization. */
export function principalFromClaims(claims: Record<string, unknown>, policy: TokenPolicy): Omit<Principal, 'organizationId'> & { organizationId?: string } {
  const scope = typeof claims.scope === 'string' ? claims.scope.split(' ') : [];
  const permissions = Array.isArray(claims.permissions) ? claims.permissions.filter((p): p is string => typeof p === 'string') : [];
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  const organizationId = typeof claims.org_id === 'string' ? claims.org_id.toLowerCase() : undefined;
  const operator = organizationId !== undefined && policy.operatorOrganizationIds.has(organizationId);
  return {
    subject,
    organizationId,
    scopes: new Set([...scope, ...permissions].filter((name) => name !== '' && (operator || !OPERATOR_SCOPES.has(name)))),
    operator,
    machine: subject === '' || claims.gty === 'client-credentials',
    email: text(claims.email),
    emailVerified: emailVerified(claims.email_verified, policy.emailVerifiedWhenAbsent),
    name: text(claims.name),
    organizationName: text(claims.org_name),
    clientId: text(claims.azp) ?? text(claims.client_id),
  };
}

/** `@CurrentPrincipal() principal: Principal` */
export const CurrentPrincipal = createParamDecorator((_data: unknown, ctx: ExecutionContext): Principal => ctx.switchToHttp().getRequest().user);
