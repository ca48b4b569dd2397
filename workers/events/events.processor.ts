import { Processor } from '@nestjs/bullmq';
import { MikroORM } from '@mikro-orm/postgresql';
import { DomainEventOutbox, EventSubscribers } from '../../src/core/events';
import { OutboxDispatcher } from '../../src/core/queue/outbox-dispatcher';
import { ContextualWorker, type JobHandlers } from '../contextual-worker';

/** Handle jobs at once per worker process: each runs one subscriber on up to 500 events. */
export const EVENTS_CONCURRENCY = 8;

/** Domain events (docs/events.md): the dispatcher hands each batch to its subscribers' jobs; a job runs one subscriber. */
@Processor('events', { concurrency: EVENTS_CONCURRENCY })
export class EventsProcessor extends ContextualWorker {
  constructor(
    orm: MikroORM,
    private readonly dispatcher: OutboxDispatcher,
    private readonly outbox: DomainEventOutbox,
    private readonly subscribers: EventSubscribers,
  ) {
    super(orm);
  }

  protected handlers(): JobHandlers {
    return {
      'events-dispatch': () => this.dispatcher.drain(this.outbox),
      'events-handle': ({ subscriber, eventIds }) => this.subscribers.handle(subscriber, eventIds),
    };
  }
}
