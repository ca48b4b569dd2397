export * from './event-types';
export { recordEvents, eventsOf, type EventColumns } from './record-events';
export { Subscribe } from './subscribe.decorator';
export { EventSubscribers } from './event-subscribers';
export { DomainEventOutbox } from './domain-event-outbox';
export { DomainEventStore } from './domain-event-store';
export { assertAllHandled } from './handler-check';
export { EventsModule } from './events.module';
