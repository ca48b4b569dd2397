/** Every scope a token may carry, by exact name; some are for features not built yet (docs/api-conventions.md). */
export const ALL_SCOPES = [
  'campaigns:view', 'campaigns:create', 'campaigns:edit', 'campaigns:sendReminders', 'campaigns:setPassword',
  'distributions:view', 'distributions:create', 'distributions:edit', 'distributions:sendReminders', 'distributions:setPassword',
  'users:manage', 'users:view',
  'payoutInstructions:view', 'payoutInstructions:sendReminder', 'payoutInstructions:cancel', 'payoutInstructions:tryRestore',
  'payoutInstructions:create', 'payoutInstructions:update', 'payoutInstructions:initiate', 'payoutInstructions:reinitiate',
  'payoutMethods:view',
  'reports:view',
  'fundsHolders:view', 'fundsHolders:manage',
  'linkedAccounts:create',
  'templates:view', 'templates:create', 'templates:edit', 'templates:sendPreview',
  'roles:view',
  'invitations:view', 'invitations:create', 'invitations:delete',
  'bankAccounts:view', 'bankAccounts:create',
  'admin:manage', 'admin:failPermanently', 'admin:triggerTransfer', 'admin:publishMessages',
  'cardissuer:view',
  'scheduledJobs:manage', 'transfers:tagCampaign',
  'webhooks:view', 'webhooks:manage',
  'approvals:view', 'approvals:approve', 'approvals:manage', 'auditLog:view',
] as const;

export type Scope = (typeof ALL_SCOPES)[number];

/** Scopes as written on routes: v2 names; the v3 `distributions:*` names are derived (api-version.ts). */
export type RouteScope = Exclude<Scope, `distributions:${string}`>;

/**
 * The deployment's scopes (queues, scheduled jobs, Bull Board): they take effect only for a token of an operator
 * organization (OPERATOR_ORG_IDS), whatever another organization's token carries, and no role lists them
 * (docs/administration.md).
 */
export const OPERATOR_SCOPES: ReadonlySet<string> = new Set<RouteScope>(['admin:manage', 'scheduledJobs:manage']);
