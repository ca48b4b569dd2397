import { createHash } from 'node:crypto';
import { ALL_SCOPES } from '../scopes';

/** The namespaces of the sandbox's name-based ids: fixed, so a name gives the same id on every machine and every run. */
const ORGANIZATION_NAMESPACE = '95609747-4ebd-4967-9922-bb56b1286954';
const SUBJECT_NAMESPACE = 'e0610d0c-4a50-4b43-9db3-492bcb250373';

/** People and organizations this process remembers at most; the oldest are forgotten first (sign in again). */
const REMEMBERED = 10_000;

/** A name-based UUID (RFC 9562, version 5): the SHA-1 of the namespace's bytes and the name, version and variant set. */
export function nameBasedUuid(namespace: string, name: string): string {
  const hash = createHash('sha1').update(Buffer.from(namespace.replace(/-/g, ''), 'hex')).update(name, 'utf8').digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An organization's name as typed, tidied: trimmed, each run of white space one space. */
export const tidyOrganizationName = (typed: string): string => typed.trim().replace(/\s+/g, ' ');

/** `org_id`: the same name, in any case and spacing, is always the same organization. */
export const organizationIdOf = (name: string): string => nameBasedUuid(ORGANIZATION_NAMESPACE, tidyOrganizationName(name).toLowerCase());

/** `sub`: the same email address, in any case, is always the same person. */
export const subjectOf = (email: string): string => nameBasedUuid(SUBJECT_NAMESPACE, email.trim().toLowerCase());

/** `name`: the part of the address before the @. */
export const displayNameOf = (email: string): string => email.trim().slice(0, Math.max(email.trim().lastIndexOf('@'), 0)) || email.trim();

export interface SandboxPerson {
  sub: string;
  email: string;
  name: string;
}

export interface SandboxOrganization {
  id: string;
  name: string;
}

/** Adds a key to a map as its newest entry, forgetting the oldest past the limit. */
function rememberIn<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > REMEMBERED) map.delete(map.keys().next().value as string);
}

/**
 * Who signed in at the sandbox's embedded provider (docs/console.md, Sign-in): each person by `sub`, and the
 * organization each sign-in chose, by the grant it made, since one person may sign in to several organizations and
 * a refresh must stay in the one it began in. Kept in this process's memory, as the provider's own state is.
 */
export class SandboxAccounts {
  private readonly people = new Map<string, SandboxPerson>();
  private readonly organizations = new Map<string, SandboxOrganization>();

  /** The person of an email address, remembered: their `sub`. */
  signIn(email: string): SandboxPerson {
    const person = { sub: subjectOf(email), email: email.trim(), name: displayNameOf(email) };
    rememberIn(this.people, person.sub, person);
    return person;
  }

  /** The organization a sign-in's grant is for. */
  choose(grantId: string, organizationName: string): SandboxOrganization {
    const organization = { id: organizationIdOf(organizationName), name: tidyOrganizationName(organizationName) };
    rememberIn(this.organizations, grantId, organization);
    return organization;
  }

  person(sub: string): SandboxPerson | undefined {
    return this.people.get(sub);
  }

  /**
   * The claims an access token adds for the API (docs/api-conventions.md, Authentication): the organization, the
   * person and every scope the service knows in `permissions`, so that the user's role decides (docs/users-and-roles.md).
   * Undefined when this process no longer knows the person or the grant's organization.
   */
  tokenClaims(sub: string | undefined, grantId: string | undefined): Record<string, unknown> | undefined {
    const person = sub ? this.people.get(sub) : undefined;
    const organization = grantId ? this.organizations.get(grantId) : undefined;
    if (!person || !organization) return undefined;
    return {
      org_id: organization.id,
      org_name: organization.name,
      email: person.email,
      email_verified: true,
      name: person.name,
      permissions: [...ALL_SCOPES],
    };
  }
}
