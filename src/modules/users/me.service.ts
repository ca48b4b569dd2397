import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { OrganizationSettings } from '../organization';
import type { MeView } from './dto/me.view';
import { RoleRefView } from './dto/user.views';
import { AppUser } from './user.entity';

/**
 * `GET /me` (docs/users-and-roles.md): the organization, the user and their role as stored, and the scopes the guard
 * left the request (the token's that the role holds), which is what the console shows and hides by.
 */
@Injectable()
export class MeService {
  constructor(
    private readonly em: EntityManager,
    private readonly organizations: OrganizationSettings,
  ) {}

  async of(principal: Principal): Promise<MeView> {
    const [name, user] = await Promise.all([
      this.organizations.nameOf(principal.organizationId),
      principal.userId ? this.em.findOne(AppUser, { id: principal.userId }) : null,
    ]);
    return {
      organization: { id: principal.organizationId, name },
      user: user ? { id: user.id, email: user.email ?? null, name: user.name ?? null } : null,
      role: user ? RoleRefView.of(user.role) : null,
      scopes: [...principal.scopes].sort(),
    };
  }
}
