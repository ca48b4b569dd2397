import type { Principal } from './principal';

/**
 * Creates an organization the first time a token names it. Provided by the organization module;
 * declared here so the kernel's guard can call it without depending on any context.
 */
export interface OrganizationProvisioner {
  ensureProvisioned(principal: Principal): Promise<void>;
}

export const ORGANIZATION_PROVISIONER = Symbol('ORGANIZATION_PROVISIONER');

/** Who the guard let in: a user of the organization with the scopes of their role, or a machine client. */
export interface Admission {
  /** The user; null for a machine client. */
  readonly userId: string | null;
  /** The user's role and the scopes it holds; null for a machine client, whose token's scopes alone apply. */
  readonly role: { readonly name: string; readonly scopes: ReadonlySet<string> } | null;
}

/**
 * Admits the caller as a user of the organization: known, or created just in time with a role; a removed user is
 * refused (403 `USER_REMOVED`). Provided by the users module, declared here for the guard.
 */
export interface UserAdmission {
  admit(principal: Principal): Promise<Admission>;
}

export const USER_ADMISSION = Symbol('USER_ADMISSION');
