import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RouteScope } from '../../core/auth/scopes';
import { ROLES, type RoleName } from './roles';
import { AppUser, UserStatus } from './user.entity';

export interface Person {
  userId: string;
  email: string;
}

/** The people of an organization as other contexts need them: whom to tell (docs/users-and-roles.md). */
@Injectable()
export class OrganizationPeople {
  /** Active users with an email whose role holds `scope` (the roles decide, as for a request), of many organizations at once. */
  whoMay(em: EntityManager, organizationIds: readonly string[], scope: RouteScope): Promise<Map<string, Person[]>> {
    return this.withRole(em, organizationIds, ROLES.filter((role) => (role.scopes as readonly string[]).includes(scope)).map((role) => role.name));
  }

  /** Active users with an email whose role is one of `roles`, of many organizations at once, by organization (those with none absent). */
  async withRole(em: EntityManager, organizationIds: readonly string[], roles: RoleName | readonly RoleName[]): Promise<Map<string, Person[]>> {
    const role = typeof roles === 'string' ? roles : { $in: [...roles] };
    const users = await em.find(AppUser, { organizationId: { $in: [...organizationIds] }, status: UserStatus.Active, role, email: { $ne: null } }, { orderBy: { email: 'asc' }, filters: false });
    const byOrganization = new Map<string, Person[]>();
    for (const user of users) byOrganization.set(user.organizationId, [...(byOrganization.get(user.organizationId) ?? []), { userId: user.id, email: user.email! }]);
    return byOrganization;
  }
}
