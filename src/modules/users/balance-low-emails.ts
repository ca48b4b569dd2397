import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { Subscribe, type DomainEvent } from '../../core/events';
import { JobQueue } from '../../core/queue/job-queue.service';
import { CampaignsService } from '../campaigns';
import { UserMessages, type BalanceLowMessage } from '../notifications';
import { OrganizationSettings } from '../organization';
import { RoleName } from './roles';
import { OrganizationPeople } from './organization-people';

/**
 * A campaign's low-balance alert, by email to its organization's Administrators (docs/balance-alerts.md): the
 * active users whose role is Administrator, with an address, when the event is handled (`OrganizationPeople`). Here
 * because this module knows who they are; the message itself is the notifications module's
 * (`UserMessages.queueBalanceLow`). Each email is keyed by the event and its recipient, so handling an event again
 * queues nothing twice.
 */
@Injectable()
export class BalanceLowEmails {
  constructor(
    private readonly em: EntityManager,
    private readonly messages: UserMessages,
    private readonly campaigns: CampaignsService,
    private readonly organizations: OrganizationSettings,
    private readonly people: OrganizationPeople,
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Subscribe('CampaignBalanceLow')
  async tell(events: DomainEvent<'CampaignBalanceLow'>[]): Promise<void> {
    const em = this.em.fork();
    const organizationIds = [...new Set(events.map((e) => e.organizationId))];
    const administrators = await this.people.withRole(em, organizationIds, RoleName.Administrator);
    const wanted = events.filter((e) => administrators.has(e.organizationId));
    if (wanted.length === 0) return;
    const campaigns = await this.campaigns.viewsOf(em, wanted.map((e) => e.data.campaignId));
    const organizationNames = new Map(await Promise.all(organizationIds.map(async (id) => [id, await this.organizations.nameOf(id, em)] as const)));
    const messages = wanted.flatMap((event): BalanceLowMessage[] => {
      const campaignName = campaigns.get(event.data.campaignId)?.name;
      // A campaign gone since (none is deleted today) has nothing to tell.
      if (campaignName === undefined) return [];
      return [
        {
          eventId: event.id,
          organizationId: event.organizationId,
          organizationName: organizationNames.get(event.organizationId) ?? '',
          campaignName,
          campaignLink: `${this.config.publicBaseUrl}/console/campaigns/${event.data.campaignId}`,
          balanceCents: event.data.balanceCents,
          thresholdCents: event.data.thresholdCents,
          reason: event.data.reason,
          shortByCents: event.data.shortByCents,
          recipients: administrators.get(event.organizationId)!.map((person) => person.email),
        },
      ];
    });
    const queued = await em.transactional((tx) => this.messages.queueBalanceLow(tx, messages));
    if (queued > 0) await this.jobs.nudge('emails-dispatch', {}, { coalesce: true });
  }
}
