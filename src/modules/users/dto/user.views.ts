import { ApiProperty } from '@nestjs/swagger';
import type { Invitation } from '../invitation.entity';
import { InvitationStatus } from '../invitation.entity';
import { RoleName, roleNamed, type Role } from '../roles';
import type { AppUser } from '../user.entity';

export class RoleView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: RoleName, enumName: 'RoleName' }) name!: RoleName;
  @ApiProperty() description!: string;
  @ApiProperty({ type: [String], description: 'What a user of this role may do; a request may do what both its token and its user’s role allow.' }) scopes!: string[];

  static of(role: Role): RoleView {
    return { id: role.id, name: role.name, description: role.description, scopes: [...role.scopes] };
  }
}

export class RolesView {
  @ApiProperty({ type: [RoleView] }) data!: RoleView[];
}

export class RoleRefView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: RoleName, enumName: 'RoleName' }) name!: RoleName;

  static of(name: RoleName): RoleRefView {
    return { id: roleNamed(name).id, name };
  }
}

export class UserView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'The `sub` of the user’s tokens.' }) subject!: string;
  @ApiProperty({ type: String, nullable: true, description: 'From the token’s `email` claim.' }) email!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'From the token’s `name` claim.' }) name!: string | null;
  @ApiProperty({ type: RoleRefView }) role!: RoleRefView;
  @ApiProperty({ enum: ['Active'] }) status!: 'Active';
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'The last request, to the minute.' }) lastSeenOn!: string | null;

  static of(user: AppUser): UserView {
    return {
      id: user.id,
      subject: user.subject,
      email: user.email ?? null,
      name: user.name ?? null,
      role: RoleRefView.of(user.role),
      status: 'Active',
      createdOn: user.createdOn.toISOString(),
      lastSeenOn: user.lastSeenOn?.toISOString() ?? null,
    };
  }
}

export class InvitationView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'email' }) email!: string;
  @ApiProperty({ type: RoleRefView }) role!: RoleRefView;
  @ApiProperty({ enum: InvitationStatus, enumName: 'InvitationStatus', description: 'A pending invitation past `expiresOn` reads `Expired`.' }) status!: InvitationStatus;
  @ApiProperty({ type: String, nullable: true, description: 'Who sent it: their name or email, else their subject.' }) invitedBy!: string | null;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ format: 'date-time', description: 'Seven days after it was sent.' }) expiresOn!: string;

  static of(invitation: Invitation, now = new Date()): InvitationView {
    return {
      id: invitation.id,
      email: invitation.email,
      role: RoleRefView.of(invitation.role),
      status: invitation.statusAt(now),
      invitedBy: invitation.invitedBy ?? null,
      createdOn: invitation.createdOn.toISOString(),
      expiresOn: invitation.expiresOn.toISOString(),
    };
  }
}

export class InvitationsCreatedView {
  @ApiProperty({ type: [InvitationView] }) data!: InvitationView[];
}
