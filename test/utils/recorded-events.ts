import { DomainEventOutbox, EventSubscribers } from '../../src/core/events';
import type { TestApp } from './test-app';

/**
 * For a test without a worker: hands every domain event recorded so far to its subscribers in this process, as a
 * worker's dispatch and `events-handle` jobs would (the same lease, subscriber code and count-down, batch by batch).
 * Returns how many events it handled. With a worker running, await the effect instead.
 */
export async function handleRecordedEvents(t: TestApp): Promise<number> {
  const outbox = t.app.get(DomainEventOutbox);
  const subscribers = t.app.get(EventSubscribers);
  let total = 0;
  for (;;) {
    const rows = await outbox.lease(outbox.batch);
    if (rows.length === 0) return total;
    for (const subscriber of subscribers.all()) {
      const ids = rows.filter((row) => subscriber.types.includes(row.type)).map((row) => row.id);
      if (ids.length > 0) await subscribers.handle(subscriber.name, ids);
    }
    total += rows.length;
  }
}
