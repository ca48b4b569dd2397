import { DomainEventStore, EventSubscribers } from '../../src/core/events';
import type { TestApp } from './test-app';

/**
 * For a test without a worker: hands every domain event recorded so far to its subscribers in this process, as a
 * worker's `events-handle` jobs would (the same subscriber code, batch by batch), and marks them handed. Returns how
 * many events it handled. With a worker running, await the effect instead.
 */
export async function handleRecordedEvents(t: TestApp): Promise<number> {
  const store = t.app.get(DomainEventStore);
  const subscribers = t.app.get(EventSubscribers);
  let total = 0;
  for (;;) {
    const rows = await store.lease(5_000);
    if (rows.length === 0) return total;
    for (const subscriber of subscribers.all()) {
      const ids = rows.filter((row) => subscriber.types.includes(row.type)).map((row) => row.id);
      if (ids.length > 0) await subscriber.handle(await store.load(ids, subscriber.types));
    }
    await store.handed(rows.map((row) => row.id));
    total += rows.length;
  }
}
