import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors/domain-error';
import { Organization } from './organization.entity';

/** An organization's settings that operators turn on (in the sandbox, the organization itself by a simulation). */
@Injectable()
export class OrganizationSettings {
  constructor(private readonly em: EntityManager) {}

  /** The organization's name (what invitations show); its id when it has none. `em`: a subscriber's own, outside any request. */
  async nameOf(organizationId: string, em: EntityManager = this.em): Promise<string> {
    const organization = await em.findOne(Organization, { id: organizationId }, { filters: false });
    return organization?.name ?? organizationId;
  }

  /** Makes the `CheckTransfer` payout method available to the organization: listed, attachable to campaigns. */
  async enableCheckTransfer(organizationId: string): Promise<void> {
    const organization = await this.em.findOne(Organization, { id: organizationId });
    if (!organization) throw DomainError.notFound('Organization', organizationId);
    organization.checkTransferEnabled = true;
    await this.em.flush();
  }
}
