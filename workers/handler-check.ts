import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { assertAllHandled, DOMAIN_EVENT_TYPES, EventSubscribers } from '../src/core/events';
import { QUEUE_OF_JOB } from '../src/core/queue/job-registry';
import { ContextualWorker } from './contextual-worker';

/**
 * Refuses to start a worker that would leave an event type without a subscriber or a job name without a handler
 * (docs/events.md): the process fails at boot with a message naming them, as immich checks its jobs.
 */
@Injectable()
export class HandlerCheck implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly subscribers: EventSubscribers,
  ) {}

  onModuleInit(): void {
    const processors = this.discovery.getProviders().flatMap((wrapper) => (wrapper.instance instanceof ContextualWorker ? [wrapper.instance] : []));
    assertAllHandled(
      { eventTypes: Object.keys(DOMAIN_EVENT_TYPES), jobNames: Object.keys(QUEUE_OF_JOB) },
      { subscribedTypes: this.subscribers.all().flatMap((s) => s.types), handledJobs: processors.flatMap((p) => p.jobNames()) },
    );
  }
}
