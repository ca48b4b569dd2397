export { OrganizationModule } from './organization.module';
export { OrganizationProvisioningService } from './organization-provisioning.service';
export { Organization } from './organization.entity';
export { OrganizationSettings } from './organization-settings';
export { givenName, placeholderName } from './organization-name';
