/**
 * The rules the team screen explains before the API would refuse (docs/users-and-roles.md): an organization always
 * keeps an Administrator, so its last one can be neither moved to another role nor removed (409 `LAST_ADMINISTRATOR`).
 */
export const ADMINISTRATOR = 'Administrator';

export interface TeamMember {
  id: string;
  role: { name: string };
}

/** Why this member's role cannot change and they cannot be removed, or null when they can. */
export function lastAdministratorReason(member: TeamMember, members: readonly TeamMember[]): string | null {
  if (member.role.name !== ADMINISTRATOR) return null;
  const administrators = members.filter((m) => m.role.name === ADMINISTRATOR).length;
  return administrators <= 1 ? 'The organization’s only Administrator: make someone else an Administrator first, then this person’s role can change or they can be removed.' : null;
}

/** What a role may do, read from its scopes: each resource with its actions ("campaigns: view, create, edit"). */
export function scopesByResource(scopes: readonly string[]): { resource: string; actions: string[] }[] {
  const grouped = new Map<string, string[]>();
  for (const scope of scopes) {
    const [resource = scope, action = ''] = scope.split(':');
    // v3 names campaigns "distributions": the same permission twice would only repeat itself.
    if (resource === 'distributions') continue;
    grouped.set(resource, [...(grouped.get(resource) ?? []), action]);
  }
  return [...grouped].map(([resource, actions]) => ({ resource: words(resource), actions: actions.map(words) }));
}

/** `payoutInstructions` → "payout instructions", `sendPreview` → "send preview". */
function words(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

export const MAX_INVITATIONS = 5;

export interface InvitationRow {
  key: string;
  email: string;
  roleId: string;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Each row's problem before sending, by `invitations.<index>.email` as the API names them: an address is needed, must
 * look like one, and may be invited once per submission.
 */
export function invitationRowErrors(rows: readonly InvitationRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const email = row.email.trim().toLowerCase();
    const field = `invitations.${index}.email`;
    if (email === '') errors[field] = 'Enter an email address.';
    else if (!EMAIL.test(email)) errors[field] = 'Enter an email address such as grace@example.com.';
    else if (seen.has(email)) errors[field] = 'This address is already in the list.';
    seen.add(email);
  });
  return errors;
}
