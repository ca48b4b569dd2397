export { OrganizationModule } from './organization.module';
export { OrganizationProvisioningService } from './organization-provisioning.service';
export { Organization, AppUser } from './organization.entity';
