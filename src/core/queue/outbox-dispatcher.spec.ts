import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JobQueue } from './job-queue.service';
import { OutboxDispatcher, type Outbox } from './outbox-dispatcher';

/** An outbox held in memory: what the dispatcher leased and released, in order. */
function memoryOutbox(ids: string[], batch: number): Outbox<string> & { log: string[] } {
  const due = [...ids];
  const log: string[] = [];
  return {
    batch,
    log,
    lease: async (limit) => {
      const rows = due.splice(0, limit);
      log.push(`lease ${rows.join(',')}`);
      return rows;
    },
    jobsFor: (rows) => rows.map((id) => ({ name: 'email-send', data: { deliveryId: id } })),
    release: async (rows) => {
      due.unshift(...rows);
      log.push(`release ${rows.join(',')}`);
    },
  };
}

/** A queue that records what it was given, and fails the calls it is told to. */
function recordingQueue(failOn: number[] = []): JobQueue & { created: string[] } {
  const created: string[] = [];
  let calls = 0;
  return {
    created,
    enqueueBulk: async (_name: string, jobs: { data: { deliveryId: string } }[]) => {
      calls += 1;
      if (failOn.includes(calls)) throw new Error('Redis did not answer');
      created.push(...jobs.map((job) => job.data.deliveryId));
    },
  } as unknown as JobQueue & { created: string[] };
}

describe('OutboxDispatcher', () => {
  it('hands every due row to a job, a batch per round, until a round finds less than a batch', async () => {
    const outbox = memoryOutbox(['a', 'b', 'c', 'd', 'e'], 2);
    const queue = recordingQueue();
    expect(await new OutboxDispatcher(queue).drain(outbox)).toBe(5);
    expect(queue.created).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(outbox.log).toEqual(['lease a,b', 'lease c,d', 'lease e']);
  });

  it('hands a batch back and fails when its jobs cannot be created; the next run takes it again', async () => {
    const outbox = memoryOutbox(['a', 'b', 'c'], 2);
    const queue = recordingQueue([2]);
    const dispatcher = new OutboxDispatcher(queue);
    await expect(dispatcher.drain(outbox)).rejects.toThrow('Redis did not answer');
    expect(outbox.log).toEqual(['lease a,b', 'lease c', 'release c']);
    expect(await dispatcher.drain(outbox)).toBe(1);
    expect(queue.created).toEqual(['a', 'b', 'c']);
  });
});

/** One dispatcher implementation: only the kernel's loop creates jobs in bulk from leased rows (docs/events.md). */
describe('the dispatcher rule', () => {
  const ROOT = join(__dirname, '..', '..', '..');
  const files = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(`${dir}/${entry.name}`) : entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [`${dir}/${entry.name}`] : [],
    );

  it('calls enqueueBulk nowhere but in the OutboxDispatcher', () => {
    const callers = [...files('src'), ...files('workers')].filter((path) => /\.enqueueBulk\(/.test(readFileSync(join(ROOT, path), 'utf8')));
    expect(callers).toEqual(['src/core/queue/outbox-dispatcher.ts']);
  });
});
