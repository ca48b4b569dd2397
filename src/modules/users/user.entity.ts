import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import { RoleName } from './roles';

export enum UserStatus {
  Active = 'Active',
  Removed = 'Removed',
}

/** A person of the organization, known by the token's `sub`, with one role (docs/users-and-roles.md). */
@Entity({ tableName: 'app_user' })
export class AppUser extends TenantScopedEntity {
  @Property({ type: 'text' })
  subject!: string;

  @Property({ type: 'text', nullable: true })
  email?: string | null;

  @Property({ type: 'text', nullable: true })
  name?: string | null;

  @Enum({ items: () => RoleName, type: 'text' })
  role!: RoleName;

  @Enum({ items: () => UserStatus, type: 'text' })
  status: UserStatus & Opt = UserStatus.Active;

  @Property({ type: 'timestamptz', nullable: true })
  lastSeenOn?: Date | null;

  @Property({ type: 'timestamptz', nullable: true })
  removedOn?: Date | null;
}
