import { ALL_SCOPES, OPERATOR_SCOPES, type Scope } from '../../core/auth/scopes';

/** The roles a user of an organization may have: one each (docs/users-and-roles.md). */
export enum RoleName {
  Administrator = 'Administrator',
  Manager = 'Manager',
  Viewer = 'Viewer',
}

export interface Role {
  readonly id: string;
  readonly name: RoleName;
  readonly description: string;
  readonly scopes: readonly Scope[];
}

/**
 * What a Manager may not do: manage people, move money, steer the jobs, open funds holders, set the approval policy,
 * read the audit log (docs/users-and-roles.md: a Manager approves, an Administrator decides the rules and reads who did what).
 */
const MANAGER_EXCLUDES = (scope: Scope): boolean =>
  scope === 'users:manage' || scope === 'invitations:create' || scope === 'invitations:delete' || scope.startsWith('admin:') || scope === 'scheduledJobs:manage' || scope === 'fundsHolders:manage' ||
  scope === 'approvals:manage' || scope === 'auditLog:view';

/** What a Viewer may do: read everything, reports included, but the audit log (an Administrator’s, docs/users-and-roles.md). */
const VIEWER_HOLDS = (scope: Scope): boolean => (scope.endsWith(':view') && scope !== 'auditLog:view') || scope === 'reports:view';

/**
 * The one place each role's scopes are decided, as rules over every scope the service knows (src/core/auth/scopes.ts):
 * a new scope lands with Administrators at once, and `roles.spec.ts` lists each role's scopes so that where else it
 * lands is a decision, not an accident. v3's `distributions:*` scopes follow their `campaigns:*` twins. No role lists
 * the operator scopes: they are the deployment's, not an organization's (docs/administration.md).
 */
export const ROLES: readonly Role[] = Object.freeze([
  { id: '0195a3f0-0000-7000-8000-0000000a0001', name: RoleName.Administrator, description: 'Everything: people and their roles, money movement, operations, and all that a Manager does.', scopes: ALL_SCOPES.filter((scope) => !OPERATOR_SCOPES.has(scope)) },
  {
    id: '0195a3f0-0000-7000-8000-0000000a0002',
    name: RoleName.Manager,
    description: 'Runs campaigns: campaigns, instructions, templates, bank accounts, reports; not people, money movement or operations.',
    scopes: ALL_SCOPES.filter((scope) => !MANAGER_EXCLUDES(scope)),
  },
  { id: '0195a3f0-0000-7000-8000-0000000a0003', name: RoleName.Viewer, description: 'Reads everything, reports included; changes nothing.', scopes: ALL_SCOPES.filter(VIEWER_HOLDS) },
].map((role) => Object.freeze({ ...role, scopes: Object.freeze(role.scopes) })));

const BY_NAME = new Map(ROLES.map((role) => [role.name, role]));
const SCOPE_SETS = new Map(ROLES.map((role) => [role.name, new Set<string>(role.scopes)]));

export const roleNamed = (name: RoleName): Role => BY_NAME.get(name)!;
export const roleWithId = (id: string): Role | undefined => ROLES.find((role) => role.id === id.toLowerCase());
export const scopesOf = (name: RoleName): ReadonlySet<string> => SCOPE_SETS.get(name)!;

const OPERATOR_ADMINISTRATOR_SCOPES: ReadonlySet<string> = new Set([...scopesOf(RoleName.Administrator), ...OPERATOR_SCOPES]);

/**
 * The scopes a user's role lets through from their token: its own, and for an operator organization's Administrators
 * the operator scopes too (the token carries them only there); an operator's Managers and Viewers never have them.
 */
export const admittedScopesOf = (name: RoleName, operator: boolean): ReadonlySet<string> =>
  operator && name === RoleName.Administrator ? OPERATOR_ADMINISTRATOR_SCOPES : scopesOf(name);
