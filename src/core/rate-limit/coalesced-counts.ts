/** A subject's count after some requests were added, and how long until its window ends. */
export interface Counted {
  consumed: number;
  msBeforeNext: number;
}

/** Adds `points` requests to a subject's shared count; undefined when the store cannot say. */
export type CountRequests = (subject: string, points: number) => Promise<Counted | undefined>;

type Waiter = (counted: Counted | undefined) => void;

/**
 * Counts requests in a shared store with at most one call in flight per subject: the requests of a subject that
 * arrive while its call is out are added together by the next one, and each learns its own place in the count.
 * Under load an organization's requests then cost a store round trip per batch, not per request, and the count
 * stays exact: the n requests of a batch that brought the count to C were requests C - n + 1 to C.
 */
export class CoalescedCounts {
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(private readonly count: CountRequests) {}

  take(subject: string): Promise<Counted | undefined> {
    return new Promise((resolve) => {
      const queue = this.waiting.get(subject);
      if (queue) return void queue.push(resolve);
      const started: Waiter[] = [resolve];
      this.waiting.set(subject, started);
      void this.drain(subject, started);
    });
  }

  private async drain(subject: string, queue: Waiter[]): Promise<void> {
    while (queue.length > 0) {
      const batch = queue.splice(0);
      const counted = await this.count(subject, batch.length).catch(() => undefined);
      batch.forEach((resolve, index) => resolve(counted && { consumed: counted.consumed - batch.length + index + 1, msBeforeNext: counted.msBeforeNext }));
    }
    this.waiting.delete(subject);
  }
}
