import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { OutboxDispatcher } from '../../src/core/queue/outbox-dispatcher';
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
    private readonly dispatcher: OutboxDispatcher,
  ) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'webhooks-dispatch': () => this.dispatcher.drain(this.deliveries.due),
      'webhooks-deliver': ({ deliveryIds }) => this.deliveries.deliver(deliveryIds),
    };
  }
}
