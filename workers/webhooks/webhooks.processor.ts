import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { WebhookDeliveries } from '../../src/modules/webhooks';
import { ContextualWorker, type JobHandlers } from '../contextual-worker';

/** Deliver jobs at once per worker process: each posts up to 64 deliveries side by side (docs/webhooks.md). */
export const WEBHOOKS_CONCURRENCY = 4;

/** Webhook deliveries: the dispatcher leases due ones into deliver jobs; a deliver job posts a batch and records it. */
@Processor('webhooks', { concurrency: WEBHOOKS_CONCURRENCY })
export class WebhooksProcessor extends ContextualWorker {
  constructor(
    orm: MikroORM,
    private readonly deliveries: WebhookDeliveries,
    private readonly jobs: JobQueue,
  ) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'webhooks-dispatch': async () => {
        const batches = await this.deliveries.dispatch();
        await this.jobs.enqueueBulk('webhooks-deliver', batches.map((deliveryIds) => ({ data: { deliveryIds }, options: { removeOnComplete: true, removeOnFail: 1000 } })));
        // A full dispatch leaves more due: run again at once rather than at the next tick.
        if (batches.flat().length > 0) await this.jobs.nudge('webhooks-dispatch', {}, { coalesce: true });
        return { dispatched: batches.flat().length };
      },
      'webhooks-deliver': ({ deliveryIds }) => this.deliveries.deliver(deliveryIds),
    };
  }
}
