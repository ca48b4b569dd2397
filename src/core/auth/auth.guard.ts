import { ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { scopeToOrganization } from '../database/tenant-filter';
import { DomainError } from '../errors/domain-error';
import { scopeForVersion, versionOfPath, type ApiVersion } from '../http/api-version';
import { isUuid } from '../http/parse-uuid.pipe';
import { BEARER_COOKIE_KEY, cookieValue } from './bearer-cookie';
import { BODILESS_AUTH_ERRORS_KEY, markBodilessAuthErrors } from './bodiless-auth-errors';
import { BENEFICIARY_AUTHENTICATOR, BENEFICIARY_SESSION_KEY, bearerToken, type BeneficiaryAuthenticator, type BeneficiaryPrincipal } from './beneficiary-session';
import { ORGANIZATION_PROVISIONER, USER_ADMISSION, type OrganizationProvisioner, type UserAdmission } from './organization-provisioner';
import type { Principal } from './principal';
import { PUBLIC_KEY, SCOPES_KEY } from './require-scopes.decorator';
import { OPERATOR_SCOPES } from './scopes';
import { SANDBOX_ONLY_KEY, unknownRoute } from './sandbox-only';
import { publicReasonOf } from './token-rejection';
import { VerifiedTokens } from './verified-tokens';

interface RoutePolicy {
  sandboxOnly: boolean;
  isPublic: boolean;
  beneficiarySession: boolean;
  bodilessAuthErrors: boolean;
  /** The cookie that may carry the bearer token instead of the Authorization header (bearer-cookie.ts). */
  bearerCookie?: string;
  /** The scopes the route requires, named as each version names them. */
  scopes: Record<ApiVersion, string[]>;
}

/**
 * Secure by default: every route needs a valid token unless marked `@Public()`; a `@BeneficiarySession()` route
 * takes a claim session's token instead of an organization's. A `@SandboxOnly()` route outside
 * the sandbox answers 404 first, as an unknown route, whoever asks. After the token checks out it
 * requires an `org_id`, provisions the organization on first sight, admits the user (created just in time, or a
 * machine client), narrows the token's scopes to the user's role, requires the route's scopes (renamed for v3) and
 * scopes the request's EntityManager to the organization.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  private readonly verified = new VerifiedTokens();
  /** Each route's policy, by controller and handler (a handler inherited by two controllers reads each one's). */
  private readonly policies = new WeakMap<object, WeakMap<object, RoutePolicy>>();
  /** A verified token's principal narrowed to its user's role, kept while the token is: a client's requests all ask the same. */
  private readonly narrowed = new WeakMap<Principal, { role: string; principal: Principal }>();

  constructor(
    private readonly reflector: Reflector,
    private readonly em: EntityManager,
    @Inject(ORGANIZATION_PROVISIONER) private readonly provisioner: OrganizationProvisioner,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'isSandbox'>,
    @Inject(BENEFICIARY_AUTHENTICATOR) private readonly beneficiaries: BeneficiaryAuthenticator,
    @Inject(USER_ADMISSION) private readonly users: UserAdmission,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.policyOf(context);
    if (!this.config.isSandbox && policy.sandboxOnly) throw unknownRoute(context.switchToHttp().getRequest<Request>());
    if (policy.isPublic) return true;
    if (policy.beneficiarySession) return this.authenticateBeneficiary(context);
    if (policy.bodilessAuthErrors) markBodilessAuthErrors(context.switchToHttp().getResponse<Response>());
    const request = context.switchToHttp().getRequest<Request & { user: Principal }>();
    const cookieToken = policy.bearerCookie && !request.headers.authorization ? cookieValue(request.headers.cookie, policy.bearerCookie) : undefined;
    if (cookieToken) request.headers.authorization = `Bearer ${cookieToken}`;
    // A token verified before is not verified again until its exp (VerifiedTokens); a new one goes through passport.
    const bearer = bearerToken(request.headers.authorization);
    const known = bearer ? this.verified.get(bearer) : undefined;
    if (known) request.user = known as Principal;
    else {
      await super.canActivate(context);
      if (bearer) this.verified.remember(bearer, request.user);
    }

    const token = request.user;
    if (!isUuid(token.organizationId)) {
      throw new DomainError('ORGANIZATION_MISSING', 'forbidden', 'The token carries no organization: the org_id claim must be a UUID.');
    }
    await this.provisioner.ensureProvisioned(token);
    // What the caller may do: the token's scopes that the user's role also holds (a machine client: the token's).
    const { userId, role } = await this.users.admit(token);
    const principal = role ? this.narrowTo(token, userId, role) : token;
    request.user = principal;
    const required = policy.scopes[versionOfPath(request.path) ?? 'v2'];
    const missing = required.filter((scope) => !principal.scopes.has(scope));
    if (missing.length > 0) throw insufficientScope(token, role, missing, required);
    scopeToOrganization(this.em, principal.organizationId);
    return true;
  }

  /** What the route's decorators ask of a request, read once per route (every request of a route asks the same). */
  private policyOf(context: ExecutionContext): RoutePolicy {
    const [handler, controller] = [context.getHandler(), context.getClass()];
    let routes = this.policies.get(controller);
    if (!routes) this.policies.set(controller, (routes = new WeakMap()));
    let policy = routes.get(handler);
    if (!policy) {
      const targets = [handler, controller];
      const marked = (key: string) => this.reflector.getAllAndOverride<boolean>(key, targets) === true;
      const scopes = this.reflector.getAllAndOverride<string[]>(SCOPES_KEY, targets) ?? [];
      policy = {
        sandboxOnly: marked(SANDBOX_ONLY_KEY),
        isPublic: marked(PUBLIC_KEY),
        beneficiarySession: marked(BENEFICIARY_SESSION_KEY),
        bodilessAuthErrors: marked(BODILESS_AUTH_ERRORS_KEY),
        bearerCookie: this.reflector.getAllAndOverride<string | undefined>(BEARER_COOKIE_KEY, targets),
        scopes: { v2: scopes.map((scope) => scopeForVersion(scope, 'v2')), v3: scopes.map((scope) => scopeForVersion(scope, 'v3')) },
      };
      routes.set(handler, policy);
    }
    return policy;
  }

  /** The token's scopes that the user's role also holds. */
  private narrowTo(token: Principal, userId: string | null, role: { name: string; scopes: ReadonlySet<string> }): Principal {
    const known = this.narrowed.get(token);
    if (known && known.role === role.name && known.principal.userId === (userId ?? undefined)) return known.principal;
    const principal: Principal = { ...token, userId: userId ?? undefined, scopes: new Set([...token.scopes].filter((scope) => role.scopes.has(scope))) };
    this.narrowed.set(token, { role: role.name, principal });
    return principal;
  }

  /** A claim session's token: its beneficiary, and the request scoped to the instruction's organization. */
  private async authenticateBeneficiary(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { beneficiary?: BeneficiaryPrincipal }>();
    const token = bearerToken(request.headers.authorization);
    if (!token) throw new DomainError('CLAIM_SESSION_INVALID', 'unauthenticated', 'No claim session: send "Authorization: Bearer <sessionToken>" from POST /beneficiary/sessions.');
    request.beneficiary = await this.beneficiaries.authenticate(token);
    scopeToOrganization(this.em, request.beneficiary.organizationId);
    // A beneficiary's answers are theirs alone: no cache keeps them.
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return true;
  }

  /** Passport's reasons ("jwt expired", "No auth token") become a 401 problem document, in words that reveal nothing. */
  override handleRequest<TUser>(error: unknown, user: TUser | false, info: unknown): TUser {
    if (error || !user) {
      const reason = publicReasonOf(info instanceof Error ? info : error);
      throw new DomainError('UNAUTHENTICATED', 'unauthenticated', `Authentication failed: ${reason}. Send "Authorization: Bearer <token>".`);
    }
    return user;
  }
}

/** 403 `INSUFFICIENT_SCOPE`, saying why: an operator scope outside an operator organization, the user's role, or the token. */
function insufficientScope(token: Principal, role: { name: string } | null, missing: readonly string[], required: readonly string[]): DomainError {
  const operatorOnly = !token.operator && missing.some((scope) => OPERATOR_SCOPES.has(scope));
  const why = operatorOnly
    ? `This operation acts on the whole deployment: ${missing.join(', ')} take effect only for an operator organization (OPERATOR_ORG_IDS, docs/administration.md).`
    : `${role && missing.every((scope) => token.scopes.has(scope)) ? `The role ${role.name} does not hold` : 'The token lacks'} the scope this operation requires: ${missing.join(', ')}.`;
  return new DomainError('INSUFFICIENT_SCOPE', 'forbidden', why, { requiredScopes: required });
}
