import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Subscribe, type DomainEvent } from '../../core/events';
import { JobQueue } from '../../core/queue/job-queue.service';
import { UserMessages } from '../notifications';
import { RoleName } from './roles';
import { OrganizationPeople } from './organization-people';

/**
 * A quarantined bank file, by email to the Administrators of each operator organization (docs/bank-files-in.md): one
 * event per operator organization, each keyed with its recipient, so handling it again queues nothing twice. Here, as
 * the balance alert's emails, because this module knows who the Administrators are.
 */
@Injectable()
export class BankFileQuarantinedEmails {
  constructor(
    private readonly em: EntityManager,
    private readonly messages: UserMessages,
    private readonly people: OrganizationPeople,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Subscribe('BankFileQuarantined')
  async tell(events: DomainEvent<'BankFileQuarantined'>[]): Promise<void> {
    const em = this.em.fork();
    const administrators = await this.people.withRole(em, [...new Set(events.map((e) => e.organizationId))], RoleName.Administrator);
    const messages = events
      .filter((event) => administrators.has(event.organizationId))
      .map((event) => ({
        eventId: event.id,
        organizationId: event.organizationId,
        fileName: event.data.name,
        error: event.data.error,
        operationsLink: `${this.config.publicBaseUrl}/console/operations`,
        recipients: administrators.get(event.organizationId)!.map((person) => person.email),
      }));
    if (messages.length === 0) return;
    const queued = await em.transactional((tx) => this.messages.queueBankFileQuarantined(tx, messages));
    if (queued > 0) await this.jobs.nudge('emails-dispatch', {}, { coalesce: true });
  }
}
