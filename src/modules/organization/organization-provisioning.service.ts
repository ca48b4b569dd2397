import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OrganizationProvisioner } from '../../core/auth/organization-provisioner';
import type { Principal } from '../../core/auth/principal';
import { newId } from '../../core/database/base.entity';
import { FundsHoldersService } from '../funds-holders';

/**
 * Just-in-time tenants (docs/api-conventions.md): the first request naming an unknown `org_id` creates the organization with
 * its primary funds holder and that holder's bank account, and records the caller as a user. Concurrent first
 * requests create it once: the insert's ON CONFLICT waits for the winner's commit.
 */
@Injectable()
export class OrganizationProvisioningService implements OrganizationProvisioner {
  private readonly logger = new Logger(OrganizationProvisioningService.name);
  /** Organization:subject pairs already known to this process; saves a round trip per request. */
  private readonly known = new Set<string>();

  constructor(
    private readonly em: EntityManager,
    private readonly fundsHolders: FundsHoldersService,
  ) {}

  async ensureProvisioned(principal: Principal): Promise<void> {
    const key = `${principal.organizationId}:${principal.subject}`;
    if (this.known.has(key)) return;
    await this.provision(principal.organizationId, principal.subject || 'unknown');
    this.known.add(key);
  }

  /** Idempotent; also used to seed the sandbox organization at start-up. */
  async provision(organizationId: string, subject: string, name = `Organization ${organizationId.slice(0, 8)}`): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const inserted = await em.getConnection().execute<{ id: string }[]>(
        'insert into organization (id, name) values (?, ?) on conflict (id) do nothing returning id',
        [organizationId, name],
        'all',
        em.getTransactionContext(),
      );
      if (inserted.length > 0) {
        await this.fundsHolders.createPrimary(em, organizationId);
        this.logger.log(`Provisioned organization ${organizationId}`);
      }
      await em.getConnection().execute(
        'insert into app_user (id, organization_id, subject) values (?, ?, ?) on conflict (organization_id, subject) do nothing',
        [newId(), organizationId, subject],
        'run',
        em.getTransactionContext(),
      );
      return inserted.length > 0;
    });
  }
}
