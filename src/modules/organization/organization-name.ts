/** The name an organization holds until a token names it with `org_name` (docs/users-and-roles.md): from its id. */
export const placeholderName = (organizationId: string): string => `Organization ${organizationId.slice(0, 8)}`;

/**
 * The organization's name as a beneficiary may read it ("Acme Research is sending you $25.00", docs/claims.md): null
 * while it has none but its placeholder or its id, which would tell a person nothing.
 */
export function givenName(organizationId: string, name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed && trimmed !== organizationId && trimmed !== placeholderName(organizationId) ? trimmed : null;
}
