import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ORGANIZATION_PROVISIONER } from '../../core/auth/organization-provisioner';
import { FundsHoldersModule } from '../funds-holders';
import { Organization } from './organization.entity';
import { OrganizationProvisioningService } from './organization-provisioning.service';
import { OrganizationSettings } from './organization-settings';
import { SimulateOrganizationController } from './simulate-organization.controller';

/** Global so the kernel's auth guard can reach the provisioner by its token. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([Organization]), FundsHoldersModule],
  controllers: [SimulateOrganizationController],
  providers: [OrganizationProvisioningService, OrganizationSettings, { provide: ORGANIZATION_PROVISIONER, useExisting: OrganizationProvisioningService }],
  exports: [OrganizationProvisioningService, OrganizationSettings, ORGANIZATION_PROVISIONER],
})
export class OrganizationModule {}
