import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { DomainError } from '../../core/errors/domain-error';
import { toPage, type Page } from '../../core/http/paging';
import { query } from '../../core/database/sql';
import { UserView } from './dto/user.views';
import type { UsersQuery } from './dto/user-input.dto';
import { RoleName, roleWithId } from './roles';
import { actorOf, UserChanges } from './user-changes';
import { UserDirectory } from './user-directory';
import { AppUser, UserStatus } from './user.entity';
import { UserErrors } from './users.errors';
import { lockOrganization } from './organization-lock';

/**
 * The organization's users (docs/users-and-roles.md): list, read, change a role, remove. Changes lock the
 * organization's row first, so that two at once cannot both take away its last Administrator; each is recorded
 * with its actor and applies to the user's next request.
 */
@Injectable()
export class UsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly directory: UserDirectory,
    private readonly changes: UserChanges,
  ) {}

  async list(q: UsersQuery): Promise<Page<UserView>> {
    const [users, total] = await this.em.findAndCount(AppUser, { status: UserStatus.Active }, { orderBy: { createdOn: 'asc', id: 'asc' }, limit: q.pageSize, offset: (q.pageNumber - 1) * q.pageSize });
    return toPage(users.map(UserView.of), total, q);
  }

  async get(id: string): Promise<UserView> {
    return UserView.of(await this.active(this.em, id));
  }

  async changeRole(actor: Principal, id: string, roleId: string): Promise<UserView> {
    // The DTO admits role ids only.
    const role = roleWithId(roleId)!;
    const user = await this.em.transactional(async (em) => {
      await lockOrganization(em, actor.organizationId);
      const user = await this.active(em, id, true);
      if (user.role === role.name) return user;
      if (user.role === RoleName.Administrator) await this.keepAnAdministrator(em, actor.organizationId);
      const from = user.role;
      user.role = role.name;
      await em.flush();
      await this.changes.record(em, { organizationId: actor.organizationId, userId: user.id, kind: 'RoleChanged', details: { from, to: role.name }, actor: actorOf(actor) });
      return user;
    });
    this.directory.forget(actor.organizationId, user.subject);
    return UserView.of(user);
  }

  async remove(actor: Principal, id: string): Promise<void> {
    const user = await this.em.transactional(async (em) => {
      await lockOrganization(em, actor.organizationId);
      const user = await this.active(em, id, true);
      if (user.role === RoleName.Administrator) await this.keepAnAdministrator(em, actor.organizationId);
      user.status = UserStatus.Removed;
      user.removedOn = new Date();
      await em.flush();
      await this.changes.record(em, { organizationId: actor.organizationId, userId: user.id, kind: 'UserRemoved', details: { role: user.role }, actor: actorOf(actor) });
      return user;
    });
    this.directory.forget(actor.organizationId, user.subject);
  }

  private async active(em: EntityManager, id: string, lock = false): Promise<AppUser> {
    const user = await em.findOne(AppUser, { id, status: UserStatus.Active }, lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!user) throw DomainError.notFound('User', id);
    return user;
  }

  /** 409 when the user about to stop being an Administrator is the last one. */
  private async keepAnAdministrator(em: EntityManager, organizationId: string): Promise<void> {
    const [{ n }] = await query<{ n: number }>(em, 'select count(*)::int as n from app_user where organization_id = ? and role = ? and status = ?', [
      organizationId,
      RoleName.Administrator,
      UserStatus.Active,
    ]);
    if (n <= 1) throw UserErrors.lastAdministrator();
  }
}
