import type { EntityManager } from '@mikro-orm/core';
import { unforkedContextOf } from './request-context';

export const TENANT_FILTER = 'tenant';

/**
 * A default filter: any ORM read, update or delete of an entity with an `organizationId` is scoped to the
 * organization set by `scopeToOrganization`. Without it MikroORM refuses the query ("no arguments provided"),
 * so forgetting the tenant fails loudly instead of leaking rows. Cross-tenant work (sweeps, provisioning)
 * must opt out explicitly with `filters: { tenant: false }`.
 */
export const tenantFilter = {
  name: TENANT_FILTER,
  default: true,
  args: true,
  cond: (args: Record<string, unknown>, _type: string, em: EntityManager, _options?: unknown, entityName?: string) => {
    const meta = entityName ? em.getMetadata().getByClassName(entityName, false) : undefined;
    return meta?.properties && 'organizationId' in meta.properties ? { organizationId: args.organizationId } : {};
  },
};

/** Scopes `em` to an organization; a request's entity manager not forked yet gets it when it is (request-context.ts). */
export function scopeToOrganization(em: EntityManager, organizationId: string): void {
  const unforked = unforkedContextOf(em);
  if (unforked) unforked.filterParams[TENANT_FILTER] = { organizationId };
  else em.setFilterParams(TENANT_FILTER, { organizationId });
}

/** The organization the EntityManager is scoped to, for raw SQL that the filter cannot reach. */
export function currentOrganizationId(em: EntityManager): string {
  const params = unforkedContextOf(em)?.filterParams[TENANT_FILTER] ?? em.getFilterParams<{ organizationId?: string }>(TENANT_FILTER);
  const organizationId = params?.organizationId;
  if (typeof organizationId !== 'string' || !organizationId) throw new Error('No tenant: scope the EntityManager to an organization first');
  return organizationId;
}
