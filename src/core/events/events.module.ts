import { Global, Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { DomainEventOutbox } from './domain-event-outbox';
import { DomainEventStore } from './domain-event-store';
import { EventSubscribers } from './event-subscribers';

/** Domain events (docs/events.md): recorded with `recordEvents`, dispatched to the `@Subscribe` handlers. */
@Global()
@Module({
  imports: [DiscoveryModule],
  providers: [DomainEventStore, EventSubscribers, DomainEventOutbox],
  exports: [DomainEventStore, EventSubscribers, DomainEventOutbox],
})
export class EventsModule {}
