import { SetMetadata } from '@nestjs/common';
import type { DomainEvent, DomainEventType } from './event-types';

export const SUBSCRIBES_TO = 'campaign-manager:subscribes-to';

/** A handler of events, batched: it gets the events of its types in the order they happened. */
export type EventHandler<T extends DomainEventType> = (events: DomainEvent<T>[]) => Promise<void>;

/**
 * Declares a provider's method a subscriber of these event types (docs/events.md). It is called at least once for each
 * event, possibly again (a worker killed mid-batch), so it must be idempotent; it runs in a worker, after the cause
 * committed, with the events of a batch together. Its name, `Class.method`, is how jobs refer to it: renaming one
 * with events in flight leaves them to the retention.
 */
export function Subscribe<T extends DomainEventType>(...types: [T, ...T[]]) {
  return (target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<EventHandler<T>>): void => {
    SetMetadata(SUBSCRIBES_TO, types)(target, key, descriptor);
  };
}
