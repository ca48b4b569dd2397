import type { Principal } from './principal';

/**
 * Creates an organization the first time a token names it. Provided by the organization module;
 * declared here so the kernel's guard can call it without depending on any context.
 */
export interface OrganizationProvisioner {
  ensureProvisioned(principal: Principal): Promise<void>;
}

export const ORGANIZATION_PROVISIONER = Symbol('ORGANIZATION_PROVISIONER');
