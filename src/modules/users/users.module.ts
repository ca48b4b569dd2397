import { OrganizationPeople } from './organization-people';
import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { USER_ADMISSION } from '../../core/auth/organization-provisioner';
import { NotificationsModule } from '../notifications';
import { CampaignsModule } from '../campaigns';
import { BalanceLowEmails } from './balance-low-emails';
import { BankFileQuarantinedEmails } from './bank-file-quarantined-emails';
import { Invitation } from './invitation.entity';
import { InvitationPageController } from './invitation-page.controller';
import { InvitationPageRenderer } from './invitation-page.renderer';
import { InvitationsService } from './invitations.service';
import { UserChanges } from './user-changes';
import { UserDirectory } from './user-directory';
import { AppUser } from './user.entity';
import { InvitationsController, RolesController, UsersController } from './users.controller';
import { MeController } from './me.controller';
import { MeService } from './me.service';
import { UsersService } from './users.service';

/** Users, roles and invitations (docs/users-and-roles.md). Global so the kernel's guard can reach the admission by its token. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([AppUser, Invitation]), NotificationsModule, CampaignsModule],
  controllers: [UsersController, RolesController, InvitationsController, InvitationPageController, MeController],
  providers: [OrganizationPeople, BalanceLowEmails, BankFileQuarantinedEmails, InvitationPageRenderer, UserDirectory, UserChanges, UsersService, InvitationsService, MeService, { provide: USER_ADMISSION, useExisting: UserDirectory }],
  exports: [USER_ADMISSION, InvitationsService, OrganizationPeople],
})
export class UsersModule {}
