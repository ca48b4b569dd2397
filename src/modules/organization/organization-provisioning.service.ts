import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OrganizationProvisioner } from '../../core/auth/organization-provisioner';
import type { Principal } from '../../core/auth/principal';
import { FundsHoldersService } from '../funds-holders';
import { placeholderName } from './organization-name';

/**
 * Just-in-time tenants (docs/api-conventions.md): the first request naming an unknown `org_id` creates the organization with
 * its primary funds holder and that holder's bank account. Concurrent first requests create it once: the insert's
 * ON CONFLICT waits for the winner's commit. The token's `org_name` claim, when present, names it and keeps its name
 * current. Its users are the users module's (docs/users-and-roles.md).
 */
@Injectable()
export class OrganizationProvisioningService implements OrganizationProvisioner {
  private readonly logger = new Logger(OrganizationProvisioningService.name);
  /** Organizations (with the name their tokens give) already known to this process; saves a round trip per request. */
  private readonly known = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    private readonly fundsHolders: FundsHoldersService,
  ) {}

  async ensureProvisioned(principal: Principal): Promise<void> {
    const key = `${principal.organizationId}:${principal.organizationName ?? ''}`;
    if (this.known.has(key)) return;
    await this.provision(principal.organizationId, principal.organizationName);
    this.known.add(key);
  }

  /** Idempotent; also used to seed the sandbox organization at start-up. A given name replaces the stored one. */
  async provision(organizationId: string, name?: string): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const inserted = await em.getConnection().execute<{ id: string }[]>(
        'insert into organization (id, name) values (?, ?) on conflict (id) do nothing returning id',
        [organizationId, name ?? placeholderName(organizationId)],
        'all',
        em.getTransactionContext(),
      );
      if (inserted.length > 0) {
        await this.fundsHolders.createPrimary(em, organizationId);
        this.logger.log(`Provisioned organization ${organizationId}`);
      } else if (name) {
        await em.getConnection().execute('update organization set name = ?, updated_on = now() where id = ? and name <> ?', [name, organizationId, name], 'run', em.getTransactionContext());
      }
      return inserted.length > 0;
    });
  }
}
