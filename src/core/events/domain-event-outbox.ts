import { Injectable } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { chunk } from '../collections';
import { jobId } from '../queue/job-registry';
import type { Outbox, OutboxJob } from '../queue/outbox-dispatcher';
import { DomainEventStore } from './domain-event-store';
import { EventSubscribers } from './event-subscribers';
import type { DomainEventType } from './event-types';

/** Events a subscriber gets per job. */
export const EVENTS_PER_JOB = 500;

/** A handling that fails is retried with backoff; a lasting failure shows in the failed jobs, kept a week. */
export const EVENT_HANDLE_JOB_OPTIONS: JobsOptions = {
  attempts: 10,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** The domain events as an outbox: each leased batch becomes, per subscriber of its types, `events-handle` jobs. */
@Injectable()
export class DomainEventOutbox implements Outbox<{ id: string; type: DomainEventType }> {
  readonly batch = 5_000;

  constructor(
    private readonly store: DomainEventStore,
    private readonly subscribers: EventSubscribers,
  ) {}

  lease(limit: number) {
    const subscribers = new Map<DomainEventType, number>();
    for (const subscriber of this.subscribers.all()) for (const type of subscriber.types) subscribers.set(type, (subscribers.get(type) ?? 0) + 1);
    return this.store.lease(limit, subscribers);
  }

  jobsFor(rows: readonly { id: string; type: DomainEventType }[]): OutboxJob[] {
    return this.subscribers.all().flatMap((subscriber) =>
      chunk(
        rows.filter((row) => subscriber.types.includes(row.type)).map((row) => row.id),
        EVENTS_PER_JOB,
      ).map((eventIds): OutboxJob => ({
        name: 'events-handle',
        data: { subscriber: subscriber.name, eventIds },
        // Each dispatch its own job: one dispatching again the events of a lost job (REDISPATCH_AFTER_SECONDS) must
        // not be taken for that job, still active in Redis under its dead worker's lock.
        options: { ...EVENT_HANDLE_JOB_OPTIONS, jobId: jobId('events-handle', subscriber.name, eventIds[0], String(Date.now())) },
      })),
    );
  }

  release(rows: readonly { id: string }[]): Promise<void> {
    return this.store.release(rows.map((row) => row.id));
  }
}
