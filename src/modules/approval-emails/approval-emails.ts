import { Inject, Injectable, Module } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Subscribe, type DomainEvent } from '../../core/events';
import { JobQueue } from '../../core/queue/job-queue.service';
import { NotificationsModule, UserMessages, type ApprovalRequestMessage } from '../notifications';
import { OrganizationModule, OrganizationSettings } from '../organization';
import { OrganizationPeople, UsersModule } from '../users';
import { ApprovalsModule, ApprovalsService, describeRequest } from '../approvals';

/**
 * Tells the people who may approve that a request waits (docs/approvals.md): an email to each active user whose role
 * holds `approvals:approve`, but the requester. Once per person and event, however often the event is handled.
 */
@Injectable()
export class ApprovalEmails {
  constructor(
    private readonly em: EntityManager,
    private readonly approvals: ApprovalsService,
    private readonly people: OrganizationPeople,
    private readonly organizations: OrganizationSettings,
    private readonly messages: UserMessages,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Subscribe('ApprovalRequested')
  async tellApprovers(events: DomainEvent<'ApprovalRequested'>[]): Promise<void> {
    const em = this.em.fork();
    const organizationIds = [...new Set(events.map((event) => event.organizationId))];
    const approvers = await this.people.whoMay(em, organizationIds, 'approvals:approve');
    const wanted = events.filter((event) => approvers.has(event.organizationId));
    if (wanted.length === 0) return;
    const requests = await this.approvals.findMany(em, wanted.map((event) => event.data.approvalRequestId));
    const organizationNames = new Map(await Promise.all(organizationIds.map(async (id) => [id, await this.organizations.nameOf(id, em)] as const)));
    const eventOf = new Map(wanted.map((event) => [event.data.approvalRequestId, event.id]));
    const messages = requests.map(
      (request): ApprovalRequestMessage => ({
        eventId: eventOf.get(request.id)!,
        organizationId: request.organizationId,
        organizationName: organizationNames.get(request.organizationId) ?? '',
        recipients: approvers.get(request.organizationId)!.filter((person) => person.userId !== request.requestedBy.userId).map((person) => person.email),
        requestedBy: request.requestedBy.email,
        request: describeRequest(request),
        approvalLink: `${this.config.publicBaseUrl}/console/approvals/${request.id}`,
        expiresOn: request.expiresOn,
      }),
    );
    const queued = await em.transactional((tx) => this.messages.queueApprovalRequests(tx, messages));
    if (queued > 0) await this.jobs.nudge('emails-dispatch', {}, { coalesce: true });
  }
}

/** The approvals' emails: a context apart from ApprovalsModule, which the contexts it gates import (they come before users and notifications). */
@Module({
  imports: [ApprovalsModule, UsersModule, NotificationsModule, OrganizationModule],
  providers: [ApprovalEmails],
})
export class ApprovalEmailsModule {}
