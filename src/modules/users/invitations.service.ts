import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { execute, literal, query } from '../../core/database/sql';
import { DomainError, type FieldErrors } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { JobQueue } from '../../core/queue/job-queue.service';
import { LinkTokens } from '../../core/security/link-token';
import { OrganizationSettings } from '../organization';
import { UserMessages } from '../notifications';
import { InvitationView } from './dto/user.views';
import type { BulkInvitationsDto } from './dto/user-input.dto';
import { Invitation, INVITATION_DAYS, InvitationStatus } from './invitation.entity';
import { roleWithId, type Role } from './roles';
import { UserStatus } from './user.entity';
import { UserErrors } from './users.errors';
import { lockOrganization } from './organization-lock';

export type InvitationPageState = 'open' | 'accepted' | 'expired' | 'cancelled' | 'unknown';

/** What the invitation page shows (docs/users-and-roles.md). */
export interface InvitationPage {
  state: InvitationPageState;
  organizationName?: string;
  roleName?: string;
  email?: string;
  expiresOn?: Date;
}

/**
 * Invitations to the organization (docs/users-and-roles.md): sent in bulk, each emailed with a link to its page;
 * signing in with the invited email accepts it (`UserDirectory`). The organization's row is locked while they are
 * written, so the checks that an email is neither a user nor invited already hold when two requests race.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly em: EntityManager,
    private readonly organizations: OrganizationSettings,
    private readonly links: LinkTokens,
    private readonly jobs: JobQueue,
    private readonly messages: UserMessages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Pending invitations not expired yet, newest first. */
  async listPending(q: PageQuery): Promise<Page<InvitationView>> {
    const [invitations, total] = await this.em.findAndCount(
      Invitation,
      { status: InvitationStatus.Pending, expiresOn: { $gt: new Date() } },
      { orderBy: { createdOn: 'desc', id: 'desc' }, ...pageOffset(q) },
    );
    return toPage(
      invitations.map((invitation) => InvitationView.of(invitation)),
      total,
      q,
    );
  }

  /** All or nothing: every invitation is written and emailed, or a 400 names each refused one by its index. */
  async create(actor: Principal, dto: BulkInvitationsDto): Promise<InvitationView[]> {
    const errors: FieldErrors = {};
    const roles: Role[] = [];
    const seen = new Map<string, number>();
    dto.invitations.forEach((input, index) => {
      // The DTO admits role ids only.
      roles[index] = roleWithId(input.roleId)!;
      const email = input.email.toLowerCase();
      if (seen.has(email)) errors[`invitations.${index}.email`] = [`${input.email} is invited twice in this request (also at index ${seen.get(email)}).`];
      else seen.set(email, index);
    });
    if (Object.keys(errors).length) throw DomainError.validation(errors);

    const organizationName = await this.organizations.nameOf(actor.organizationId);
    const invitedBy = actor.name ?? actor.email ?? (actor.subject || null);
    const created = await this.em.transactional(async (em) => {
      await lockOrganization(em, actor.organizationId);
      const emails = dto.invitations.map((input) => input.email.toLowerCase());
      const users = await query<{ email: string }>(em, `select lower(email) as email from app_user where organization_id = ? and status = ${literal(UserStatus.Active)} and lower(email) = any(?::text[])`, [
        actor.organizationId,
        emails,
      ]);
      const pending = await query<{ email: string }>(
        em,
        `select lower(email) as email from invitation where organization_id = ? and status = ${literal(InvitationStatus.Pending)} and expires_on > now() and lower(email) = any(?::text[])`,
        [actor.organizationId, emails],
      );
      const isUser = new Set(users.map((row) => row.email));
      const isInvited = new Set(pending.map((row) => row.email));
      emails.forEach((email, index) => {
        if (isUser.has(email)) errors[`invitations.${index}.email`] = [`${dto.invitations[index].email} is already a user of the organization.`];
        else if (isInvited.has(email)) errors[`invitations.${index}.email`] = [`${dto.invitations[index].email} has a pending invitation already: cancel it first to send another.`];
      });
      if (Object.keys(errors).length) throw DomainError.validation(errors);
      // An invitation that expired unanswered gives way to the new one.
      await execute(
        em,
        `update invitation set status = ${literal(InvitationStatus.Expired)}, updated_on = now()
         where organization_id = ? and status = ${literal(InvitationStatus.Pending)} and expires_on <= now() and lower(email) = any(?::text[])`,
        [actor.organizationId, emails],
      );
      const expiresOn = new Date(Date.now() + INVITATION_DAYS * 86_400_000);
      const invitations = dto.invitations.map((input, index) => em.create(Invitation, { organizationId: actor.organizationId, email: input.email, role: roles[index].name, invitedBy, expiresOn }));
      await em.flush();
      for (const invitation of invitations) {
        invitation.emailDeliveryId = await this.queueEmail(em, invitation, organizationName);
      }
      await em.flush();
      return invitations;
    });
    await this.jobs.nudge('emails-dispatch', {});
    return created.map((invitation) => InvitationView.of(invitation));
  }

  /** 409 `INVITATION_NOT_PENDING` for an accepted, cancelled or expired one. */
  async cancel(id: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const invitation = await em.findOne(Invitation, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!invitation) throw DomainError.notFound('Invitation', id);
      const status = invitation.statusAt(new Date());
      if (status !== InvitationStatus.Pending) throw UserErrors.invitationNotPending(status);
      invitation.status = InvitationStatus.Cancelled;
      invitation.cancelledOn = new Date();
    });
  }

  /** The full URL of an invitation's page: what its email links to. */
  linkFor(invitationId: string): string {
    return `${this.config.publicBaseUrl}/invitations/${this.links.signInvitation(invitationId)}`;
  }

  /** What the page of a link shows; `unknown` for a token that is not genuine or names nothing. Reads across organizations. */
  async pageFor(token: string): Promise<InvitationPage> {
    const id = this.links.verifyInvitation(token);
    if (!id) return { state: 'unknown' };
    const invitation = await this.em.fork().findOne(Invitation, { id }, { filters: false });
    if (!invitation) return { state: 'unknown' };
    const status = invitation.statusAt(new Date());
    const state: InvitationPageState = status === InvitationStatus.Pending ? 'open' : status === InvitationStatus.Accepted ? 'accepted' : status === InvitationStatus.Expired ? 'expired' : 'cancelled';
    return { state, organizationName: await this.organizations.nameOf(invitation.organizationId), roleName: invitation.role, email: invitation.email, expiresOn: invitation.expiresOn };
  }

  /** The invitation's email, queued by notifications in the invitation's transaction. */
  private queueEmail(em: EntityManager, invitation: Invitation, organizationName: string): Promise<string> {
    return this.messages.queueInvitation(em, {
      organizationId: invitation.organizationId,
      organizationName,
      recipient: invitation.email,
      roleName: invitation.role,
      invitationLink: this.linkFor(invitation.id),
      invitedBy: invitation.invitedBy ?? null,
      expiresOn: invitation.expiresOn,
    });
  }
}
