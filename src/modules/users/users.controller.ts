import { Body, Delete, Get, HttpCode, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNoContentResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { DomainError } from '../../core/errors/domain-error';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { pagedSchema, PageQuery, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BulkInvitationsDto, ChangeRoleDto, UsersQuery } from './dto/user-input.dto';
import { InvitationsCreatedView, InvitationView, RolesView, RoleView, UserView } from './dto/user.views';
import { InvitationsService } from './invitations.service';
import { ROLES, roleWithId } from './roles';
import { UsersService } from './users.service';
import { AuditResource } from '../../core/audit/audit-decorators';

const LAST_ADMINISTRATOR = '`LAST_ADMINISTRATOR`: the user is the organization’s last Administrator; nothing changed.';

@VersionedController('users', 'Users')
@ApiExtraModels(UserView)
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get()
  @RequireScopes('users:view')
  @ApiOperation({ summary: 'List the users of the organization', description: 'Oldest first; removed users are not listed. A user is created on their first request (docs: users and roles).' })
  @ApiOkResponse({ schema: pagedSchema(UserView) })
  @ApiBadRequestResponse({ description: 'Validation problem: a bad page, or a page size over 100.' })
  list(@Query() query: UsersQuery): Promise<Page<UserView>> {
    return this.users.list(query);
  }

  @Get(':id')
  @RequireScopes('users:view')
  @ApiOperation({ summary: 'Read a user, with their role' })
  @ApiOkResponse({ type: UserView })
  @ApiNotFoundResponse({ description: 'No such user in the organization (or removed).' })
  get(@UuidParam('id') id: string): Promise<UserView> {
    return this.users.get(id);
  }

  @Put(':id/role')
  @RequireScopes('users:manage')
  @ApiOperation({ summary: 'Change a user’s role', description: 'A user has one role; it applies to their next request. Recorded with who changed it.' })
  @ApiOkResponse({ type: UserView })
  @ApiBadRequestResponse({ description: 'Validation problem: `roleId` is not a UUID or names no role.' })
  @ApiNotFoundResponse({ description: 'No such user in the organization (or removed).' })
  @ApiConflictResponse({ description: LAST_ADMINISTRATOR })
  changeRole(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: ChangeRoleDto): Promise<UserView> {
    return this.users.changeRole(principal, id, dto.roleId);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScopes('users:manage')
  @ApiOperation({ summary: 'Remove a user from the organization', description: 'Their later requests answer 403 `USER_REMOVED` until they are invited again (accepting reactivates the same user).' })
  @ApiNoContentResponse({ description: 'Removed.' })
  @ApiNotFoundResponse({ description: 'No such user in the organization (or removed already).' })
  @ApiConflictResponse({ description: LAST_ADMINISTRATOR })
  async remove(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<void> {
    await this.users.remove(principal, id);
  }
}

@VersionedController('roles', 'Users')
@ApiExtraModels(RoleView)
export class RolesController {
  @Get()
  @RequireScopes('roles:view')
  @ApiOperation({ summary: 'List the roles', description: 'Administrator, Manager and Viewer, with the scopes each holds. Not paged.' })
  @ApiOkResponse({ type: RolesView })
  list(): RolesView {
    return { data: ROLES.map(RoleView.of) };
  }

  @Get(':id')
  @RequireScopes('roles:view')
  @ApiOperation({ summary: 'Read a role' })
  @ApiOkResponse({ type: RoleView })
  @ApiNotFoundResponse({ description: 'No such role.' })
  get(@UuidParam('id') id: string): RoleView {
    const role = roleWithId(id);
    if (!role) throw DomainError.notFound('Role', id);
    return RoleView.of(role);
  }
}

@VersionedController('invitations', 'Users')
@ApiExtraModels(InvitationView)
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  @Get()
  @RequireScopes('invitations:view')
  @ApiOperation({ summary: 'List pending invitations', description: 'Invitations not accepted, cancelled or expired yet; newest first.' })
  @ApiOkResponse({ schema: pagedSchema(InvitationView) })
  @ApiBadRequestResponse({ description: 'Validation problem: a bad page.' })
  list(@Query() query: PageQuery): Promise<Page<InvitationView>> {
    return this.invitations.listPending(query);
  }

  @Post('bulk')
  @HttpCode(201)
  @RequireScopes('invitations:create')
  @ApiOperation({
    summary: 'Invite people to the organization',
    description:
      '1 to 5 invitations, all or nothing. Each is emailed with a link to a page that names the organization; signing in with the invited ' +
      'email address within 7 days accepts it with its role. An email that is already a user, or has a pending invitation, is refused by its index.',
  })
  @ApiCreatedResponse({ type: InvitationsCreatedView })
  @ApiBadRequestResponse({ description: 'Validation problem naming each refused invitation by index (`invitations.2.email`), or fewer than 1 or more than 5.' })
  @AuditResource('Invitation', null)
  async create(@CurrentPrincipal() principal: Principal, @Body() dto: BulkInvitationsDto): Promise<InvitationsCreatedView> {
    return { data: await this.invitations.create(principal, dto) };
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScopes('invitations:delete')
  @ApiOperation({ summary: 'Cancel a pending invitation', description: 'Its link then shows that it was cancelled.' })
  @ApiNoContentResponse({ description: 'Cancelled.' })
  @ApiNotFoundResponse({ description: 'No such invitation in the organization.' })
  @ApiConflictResponse({ description: '`INVITATION_NOT_PENDING`: it was accepted, cancelled or has expired.' })
  async cancel(@UuidParam('id') id: string): Promise<void> {
    await this.invitations.cancel(id);
  }
}
