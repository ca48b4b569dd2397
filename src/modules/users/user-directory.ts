import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Admission, UserAdmission } from '../../core/auth/organization-provisioner';
import type { Principal } from '../../core/auth/principal';
import { newId } from '../../core/database/base.entity';
import { execute, literal, query } from '../../core/database/sql';
import { InvitationStatus } from './invitation.entity';
import { admittedScopesOf, RoleName } from './roles';
import { UserChanges } from './user-changes';
import { UserStatus } from './user.entity';
import { UserErrors } from './users.errors';
import { lockOrganization } from './organization-lock';

/**
 * How long a process trusts what it read of a user. A role change or removal made by this process applies to the
 * next request at once (it forgets the user); one made by another API process, within this long.
 */
export const ADMISSION_CACHE_MS = 2_000;
/** `lastSeenOn` is written at most this often per user, not on every request. */
export const LAST_SEEN_EVERY_MS = 60_000;
/** Users a process keeps in memory at most (the least recently read go first). */
const CACHE_SIZE = 10_000;

interface KnownUser {
  id: string;
  role: RoleName;
  readAt: number;
  seenWrittenAt: number;
}

interface UserRow {
  id: string;
  role: RoleName;
  status: UserStatus;
  email: string | null;
  name: string | null;
  last_seen_on: Date | string | null;
}

const MACHINE: Admission = { userId: null, role: null };

/**
 * Who a request's token is (docs/users-and-roles.md): a machine client, or a user of the organization, read from a
 * short cache or the database, created just in time on the first request: the organization's first user an
 * Administrator, someone with a pending invitation for the token's verified email its role (the invitation accepted), anyone
 * else a Viewer. A removed user is refused until invited again; accepting reactivates the same user.
 */
@Injectable()
export class UserDirectory implements UserAdmission {
  private readonly known = new Map<string, KnownUser>();

  constructor(
    private readonly em: EntityManager,
    private readonly changes: UserChanges,
  ) {}

  async admit(principal: Principal): Promise<Admission> {
    if (principal.machine) return MACHINE;
    const key = `${principal.organizationId}:${principal.subject}`;
    const now = Date.now();
    let user = this.known.get(key);
    if (!user || now - user.readAt > ADMISSION_CACHE_MS) {
      const row = await this.read(principal);
      user = { id: row.id, role: row.role, readAt: now, seenWrittenAt: row.last_seen_on ? new Date(row.last_seen_on).getTime() : 0 };
      this.known.delete(key);
      this.known.set(key, user);
      if (this.known.size > CACHE_SIZE) this.known.delete(this.known.keys().next().value as string);
    }
    if (now - user.seenWrittenAt > LAST_SEEN_EVERY_MS) {
      user.seenWrittenAt = now;
      // Across processes the condition keeps it to one write a minute too.
      await execute(this.em.fork(), `update app_user set last_seen_on = now() where id = ? and (last_seen_on is null or last_seen_on < now() - interval '1 minute')`, [user.id]);
    }
    return { userId: user.id, role: { name: user.role, scopes: admittedScopesOf(user.role, principal.operator) } };
  }

  /** Drops what this process knows of a user, so that a change applies to their next request. */
  forget(organizationId: string, subject: string): void {
    this.known.delete(`${organizationId}:${subject}`);
  }

  /** The user as stored (their email and name kept current from the token), created or reactivated when it must be. */
  private async read(principal: Principal): Promise<UserRow> {
    const em = this.em.fork();
    const [user] = await query<UserRow>(em, 'select id, role, status, email, name, last_seen_on from app_user where organization_id = ? and subject = ?', [
      principal.organizationId,
      principal.subject,
    ]);
    if (!user) return this.create(principal);
    if (user.status === UserStatus.Removed) return this.reactivate(principal, user);
    const email = principal.email ?? user.email;
    const name = principal.name ?? user.name;
    if (email !== user.email || name !== user.name) {
      await em.transactional(async (tx) => {
        await execute(tx, 'update app_user set email = ?, name = ?, updated_on = now() where id = ?', [email, name, user.id]);
        await this.changes.record(tx, { organizationId: principal.organizationId, userId: user.id, kind: 'UserUpdated', details: { email, name }, actor: null });
      });
    }
    return user;
  }

  /**
   * The organization's row is locked first, so that its first users are decided one at a time: two first requests
   * of one subject make one user, and of two subjects one Administrator.
   */
  private create(principal: Principal): Promise<UserRow> {
    return this.em.fork().transactional(async (em) => {
      await lockOrganization(em, principal.organizationId);
      const [existing] = await query<UserRow>(em, 'select id, role, status, email, name, last_seen_on from app_user where organization_id = ? and subject = ?', [
        principal.organizationId,
        principal.subject,
      ]);
      if (existing) {
        if (existing.status === UserStatus.Removed) throw UserErrors.removed();
        return existing;
      }
      const [{ first }] = await query<{ first: boolean }>(em, 'select not exists (select 1 from app_user where organization_id = ?) as first', [principal.organizationId]);
      const invitation = first ? undefined : await this.acceptInvitation(em, principal);
      const role = first ? RoleName.Administrator : (invitation?.role ?? RoleName.Viewer);
      const id = newId();
      await execute(em, 'insert into app_user (id, organization_id, subject, email, name, role, last_seen_on) values (?, ?, ?, ?, ?, ?, now())', [
        id,
        principal.organizationId,
        principal.subject,
        principal.email ?? null,
        principal.name ?? null,
        role,
      ]);
      if (invitation) await execute(em, 'update invitation set accepted_by_user_id = ? where id = ?', [id, invitation.id]);
      const via = first ? 'FirstUser' : invitation ? 'Invitation' : 'Default';
      await this.changes.record(em, {
        organizationId: principal.organizationId,
        userId: id,
        kind: 'UserCreated',
        details: { subject: principal.subject, email: principal.email ?? null, role, via, ...(invitation ? { invitationId: invitation.id } : {}) },
        actor: null,
      });
      return { id, role, status: UserStatus.Active, email: principal.email ?? null, name: principal.name ?? null, last_seen_on: new Date() };
    });
  }

  /** A removed user comes back only by a pending invitation for their email, with its role. */
  private reactivate(principal: Principal, user: UserRow): Promise<UserRow> {
    return this.em.fork().transactional(async (em) => {
      await lockOrganization(em, principal.organizationId);
      const invitation = await this.acceptInvitation(em, principal);
      if (!invitation) throw UserErrors.removed();
      await execute(em, `update app_user set status = ${literal(UserStatus.Active)}, role = ?, removed_on = null, email = coalesce(?, email), updated_on = now() where id = ?`, [
        invitation.role,
        principal.email ?? null,
        user.id,
      ]);
      await execute(em, 'update invitation set accepted_by_user_id = ? where id = ?', [user.id, invitation.id]);
      await this.changes.record(em, {
        organizationId: principal.organizationId,
        userId: user.id,
        kind: 'UserReactivated',
        details: { role: invitation.role, invitationId: invitation.id },
        actor: null,
      });
      return { ...user, role: invitation.role, status: UserStatus.Active };
    });
  }

  /**
   * Accepts the pending, unexpired invitation for the token's email (ignoring case), if there is one and the identity
   * provider vouches for the email: anyone can put any address in an unverified claim (docs/users-and-roles.md).
   */
  private async acceptInvitation(em: EntityManager, principal: Principal): Promise<{ id: string; role: RoleName } | undefined> {
    if (!principal.email || !principal.emailVerified) return undefined;
    const [invitation] = await query<{ id: string; role: RoleName }>(
      em,
      `update invitation set status = ${literal(InvitationStatus.Accepted)}, accepted_on = now(), updated_on = now()
       where organization_id = ? and lower(email) = lower(?) and status = ${literal(InvitationStatus.Pending)} and expires_on > now()
       returning id, role`,
      [principal.organizationId, principal.email],
    );
    return invitation;
  }
}
