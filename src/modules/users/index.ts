export { UsersModule } from './users.module';
export { RoleName, ROLES, roleNamed } from './roles';
export { InvitationsService, type InvitationPage, type InvitationPageState } from './invitations.service';
export { OrganizationPeople, type Person } from './organization-people';
