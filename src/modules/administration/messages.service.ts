import { Injectable, Logger } from '@nestjs/common';
import type { Principal } from '../../core/auth/principal';
import { withTimeout } from '../../core/observability/metrics';
import { ENQUEUE_TIMEOUT_MS, JobQueue } from '../../core/queue/job-queue.service';
import { CampaignsService } from '../campaigns';
import { EmailDispatcher } from '../notifications';
import { EmailDeliveries, EmailDeliveryStatus } from '../notifications';
import { administrator } from '../payout-instructions';

export type PublishableStatus = EmailDeliveryStatus.Queued | EmailDeliveryStatus.Failed;

/**
 * `POST /admin/messages/:publish`: an operator's push on the organization's emails (docs/administration.md). The
 * rows change in one statement each (the owner's, `EmailDeliveries`); sending stays the workers' business, with its
 * once-only rules: the dispatcher is woken and hands each row to one send job.
 */
@Injectable()
export class MessagesService {
  private readonly logger = new Logger(MessagesService.name);

  constructor(
    private readonly campaigns: CampaignsService,
    private readonly deliveries: EmailDeliveries,
    private readonly dispatcher: EmailDispatcher,
    private readonly jobs: JobQueue,
  ) {}

  async publish(principal: Principal, deliveryStatus: PublishableStatus, campaignId?: string): Promise<number> {
    // Another organization's campaign is a 404, like an unknown one (the tenant filter).
    if (campaignId) await this.campaigns.require(campaignId);
    let count: number;
    if (deliveryStatus === EmailDeliveryStatus.Queued) {
      const published = await this.deliveries.publishNow(principal.organizationId, campaignId);
      count = published.count;
      // Rows handed to a send job within the last minute wait for their old time in Redis: their jobs run now instead.
      // Best effort, like a wake-up: without Redis they still go at their old time, within the minute.
      await withTimeout(this.dispatcher.promote(published.alreadyDispatched), ENQUEUE_TIMEOUT_MS, 'Redis did not answer').catch((error: unknown) =>
        this.logger.warn({ err: error }, 'Could not promote the send jobs of emails published now'),
      );
    } else {
      count = await this.deliveries.requeueFailed(principal.organizationId, administrator(principal), campaignId);
    }
    if (count > 0) await this.jobs.nudge('emails-dispatch', {});
    return count;
  }
}
