import { principalFromClaims, type TokenPolicy } from './principal';
import { ALL_SCOPES } from './scopes';

const OPERATOR = '0195a3f0-0000-7000-8000-00000000aaaa';
const TENANT = '0195a3f0-0000-7000-8000-00000000bbbb';
const policy: TokenPolicy = { operatorOrganizationIds: new Set([OPERATOR]), emailVerifiedWhenAbsent: false };
const every = { scope: ALL_SCOPES.join(' ') };

describe('principalFromClaims', () => {
  it('drops the operator scopes from any token of an organization that is not an operator, user or machine client, scope or permissions claim', () => {
    for (const claims of [
      { sub: 'ada', org_id: TENANT, ...every },
      { sub: 'ci-bot', gty: 'client-credentials', org_id: TENANT, ...every },
      { org_id: TENANT, permissions: ['admin:manage', 'scheduledJobs:manage', 'reports:view'] },
      { sub: 'ada', org_id: TENANT.toUpperCase(), ...every },
    ]) {
      const principal = principalFromClaims(claims, policy);
      expect(principal.operator).toBe(false);
      expect(principal.scopes.has('admin:manage')).toBe(false);
      expect(principal.scopes.has('scheduledJobs:manage')).toBe(false);
      expect(principal.scopes.has('reports:view')).toBe(true);
    }
    expect(principalFromClaims({ sub: 'ada', ...every }, policy).scopes.has('admin:manage')).toBe(false);
  });

  it('keeps them for an operator organization’s token, whatever the case of its org_id', () => {
    for (const orgId of [OPERATOR, OPERATOR.toUpperCase()]) {
      const principal = principalFromClaims({ sub: 'ada', org_id: orgId, ...every }, policy);
      expect(principal.operator).toBe(true);
      expect([...principal.scopes].sort()).toEqual([...ALL_SCOPES].sort());
    }
  });

  it('vouches for the email only on email_verified true (or "true"); an absent claim as configured', () => {
    const verified = (claims: Record<string, unknown>, whenAbsent = false) =>
      principalFromClaims({ sub: 'ada', org_id: TENANT, email: 'ada@example.com', ...claims }, { ...policy, emailVerifiedWhenAbsent: whenAbsent }).emailVerified;
    expect(verified({ email_verified: true })).toBe(true);
    expect(verified({ email_verified: 'true' })).toBe(true);
    for (const claim of [false, 'false', null, 1, 'yes']) {
      expect(verified({ email_verified: claim })).toBe(false);
      expect(verified({ email_verified: claim }, true)).toBe(false);
    }
    expect(verified({})).toBe(false);
    expect(verified({}, true)).toBe(true);
  });
});
