import { Inject, Injectable, Module } from '@nestjs/common';
import { RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Subscribe, type DomainEvent } from '../../core/events';
import { JobQueue } from '../../core/queue/job-queue.service';
import { NotificationsModule, UserMessages } from '../notifications';
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
    // Its own context: the services it reads through use the request's entity manager.
    await RequestContext.create(this.em, () => this.tell(events));
  }

  private async tell(events: DomainEvent<'ApprovalRequested'>[]): Promise<void> {
    const em = this.em.fork();
    const requests = new Map((await this.approvals.findMany(em, events.map((event) => event.data.approvalRequestId))).map((request) => [request.id, request]));
    let queued = 0;
    for (const event of events) {
      const request = requests.get(event.data.approvalRequestId);
      if (!request) continue;
      const organizationName = await this.organizations.nameOf(request.organizationId);
      const approvers = (await this.people.whoMay(em, request.organizationId, 'approvals:approve')).filter((person) => person.userId !== request.requestedBy.userId);
      await em.transactional(async (tx) => {
        for (const approver of approvers) {
          const written = await this.messages.queueApprovalRequest(tx, {
            eventId: event.id,
            organizationId: request.organizationId,
            organizationName,
            recipient: approver.email,
            requestedBy: request.requestedBy.email,
            request: describeRequest(request),
            approvalLink: `${this.config.publicBaseUrl}/console/approvals/${request.id}`,
            expiresOn: request.expiresOn,
          });
          if (written) queued++;
        }
      });
    }
    if (queued > 0) await this.jobs.nudge('emails-dispatch', {}, { coalesce: true });
  }
}

/** The approvals' emails: a context apart from ApprovalsModule, which the contexts it gates import (they come before users and notifications). */
@Module({
  imports: [ApprovalsModule, UsersModule, NotificationsModule, OrganizationModule],
  providers: [ApprovalEmails],
})
export class ApprovalEmailsModule {}
