import { ALL_SCOPES, OPERATOR_SCOPES } from '../../core/auth/scopes';
import { admittedScopesOf, RoleName, ROLES, roleNamed, roleWithId, scopesOf } from './roles';

/** The scopes of the contract's table of operations (its section on authentication), every one of them. */
const CONTRACT_SCOPES = [
  'campaigns:view', 'campaigns:create', 'campaigns:edit', 'campaigns:sendReminders', 'campaigns:setPassword',
  'linkedAccounts:create', 'admin:triggerTransfer',
  'payoutInstructions:view', 'payoutInstructions:create', 'payoutInstructions:update', 'payoutInstructions:initiate',
  'payoutInstructions:reinitiate', 'payoutInstructions:cancel', 'payoutInstructions:tryRestore', 'payoutInstructions:sendReminder',
  'payoutMethods:view', 'reports:view', 'fundsHolders:view', 'fundsHolders:manage', 'bankAccounts:view', 'bankAccounts:create',
  'transfers:tagCampaign', 'templates:view', 'templates:create', 'templates:edit', 'templates:sendPreview',
  'users:view', 'users:manage', 'roles:view', 'invitations:view', 'invitations:create', 'invitations:delete',
  'admin:manage', 'admin:publishMessages', 'admin:failPermanently', 'scheduledJobs:manage', 'webhooks:view', 'webhooks:manage',
  'approvals:view', 'approvals:approve', 'approvals:manage', 'auditLog:view',
];

const v3 = (scopes: string[]) => [...scopes, ...scopes.filter((s) => s.startsWith('campaigns:')).map((s) => s.replace('campaigns:', 'distributions:'))];

describe('roles', () => {
  it('know every scope of the contract but the operator scopes, and the service knows them too', () => {
    for (const scope of CONTRACT_SCOPES) expect(ALL_SCOPES).toContain(scope);
    const assigned = new Set(ROLES.flatMap((role) => role.scopes));
    expect(ALL_SCOPES.filter((scope) => !assigned.has(scope)).sort()).toEqual(['admin:manage', 'scheduledJobs:manage']);
  });

  it('Administrator holds every scope but the operator scopes, the deployment’s', () => {
    expect([...roleNamed(RoleName.Administrator).scopes].sort()).toEqual(ALL_SCOPES.filter((scope) => scope !== 'admin:manage' && scope !== 'scheduledJobs:manage').sort());
  });

  it('lets the operator scopes through for an operator organization’s Administrators only', () => {
    for (const name of Object.values(RoleName)) {
      expect(admittedScopesOf(name, false)).toBe(scopesOf(name));
      for (const scope of OPERATOR_SCOPES) expect(admittedScopesOf(name, true).has(scope)).toBe(name === RoleName.Administrator);
    }
    expect([...admittedScopesOf(RoleName.Administrator, true)].sort()).toEqual([...ALL_SCOPES].sort());
  });

  it('Manager holds everything but people, money movement, operations and funds holders (an explicit list: a new scope is a decision)', () => {
    const expected = v3(['campaigns:view', 'campaigns:create', 'campaigns:edit', 'campaigns:sendReminders', 'campaigns:setPassword'])
      .concat(['users:view', 'payoutInstructions:view', 'payoutInstructions:sendReminder', 'payoutInstructions:cancel', 'payoutInstructions:tryRestore'])
      .concat(['payoutInstructions:create', 'payoutInstructions:update', 'payoutInstructions:initiate', 'payoutInstructions:reinitiate', 'payoutMethods:view'])
      .concat(['reports:view', 'fundsHolders:view', 'linkedAccounts:create', 'templates:view', 'templates:create', 'templates:edit', 'templates:sendPreview'])
      .concat(['roles:view', 'invitations:view', 'bankAccounts:view', 'bankAccounts:create', 'cardissuer:view', 'transfers:tagCampaign'])
      .concat(['webhooks:view', 'webhooks:manage', 'approvals:view', 'approvals:approve']);
    expect([...roleNamed(RoleName.Manager).scopes].sort()).toEqual(expected.sort());
  });

  it('Viewer holds every view scope and reports, nothing that changes anything', () => {
    const expected = v3(['campaigns:view']).concat(['users:view', 'payoutInstructions:view', 'payoutMethods:view', 'reports:view', 'fundsHolders:view'])
      .concat(['templates:view', 'roles:view', 'invitations:view', 'bankAccounts:view', 'cardissuer:view', 'webhooks:view', 'approvals:view']);
    expect([...roleNamed(RoleName.Viewer).scopes].sort()).toEqual(expected.sort());
  });

  it('each role has a fixed id, found again whatever its case', () => {
    expect(new Set(ROLES.map((role) => role.id)).size).toBe(3);
    for (const role of ROLES) expect(roleWithId(role.id.toUpperCase())).toBe(role);
    expect(roleWithId('0195a3f0-0000-7000-8000-0000000affff')).toBeUndefined();
  });
});
