import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { newId } from '../../core/database/base.entity';
import { execute } from '../../core/database/sql';

export type UserChangeKind = 'UserCreated' | 'UserUpdated' | 'RoleChanged' | 'UserRemoved' | 'UserReactivated';

/** Who made a change: a user by id, a machine client by its subject, or the service itself (null). */
export const actorOf = (principal: Principal): string => principal.userId ?? `client:${principal.subject || 'unknown'}`;

/** Every change of a user, with its actor, appended in the transaction of the change (docs/users-and-roles.md). */
@Injectable()
export class UserChanges {
  async record(em: EntityManager, change: { organizationId: string; userId: string; kind: UserChangeKind; details: Record<string, unknown>; actor: string | null }): Promise<void> {
    await execute(
      em,
      'insert into app_user_change (id, organization_id, user_id, kind, details, actor_id) values (?, ?, ?, ?, ?::jsonb, ?)',
      [newId(), change.organizationId, change.userId, change.kind, JSON.stringify(change.details), change.actor],
    );
  }
}
