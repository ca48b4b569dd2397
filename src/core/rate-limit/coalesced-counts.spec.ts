import { CoalescedCounts, type Counted } from './coalesced-counts';

/** A store whose answers the test releases one at a time, recording what each call asked. */
function controlledStore() {
  const calls: { subject: string; points: number; answer: (counted: Counted | undefined) => void; fail: (error: Error) => void }[] = [];
  let total = 0;
  const count = (subject: string, points: number) =>
    new Promise<Counted | undefined>((resolve, reject) => calls.push({ subject, points, answer: resolve, fail: reject }));
  const answerNext = () => {
    const call = calls.find((c) => c.points > 0)!;
    total += call.points;
    call.answer({ consumed: total, msBeforeNext: 1_000 });
    call.points = 0;
  };
  return { calls, count, answerNext };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesced counts', () => {
  it('sends the first request at once and the ones that arrive meanwhile together, each told its own place', async () => {
    const store = controlledStore();
    const counts = new CoalescedCounts(store.count);
    const first = counts.take('org:a');
    expect(store.calls.map((c) => c.points)).toEqual([1]);
    const later = [counts.take('org:a'), counts.take('org:a'), counts.take('org:a')];
    expect(store.calls).toHaveLength(1);
    store.answerNext();
    await settle();
    expect(store.calls.map((c) => c.subject)).toEqual(['org:a', 'org:a']);
    expect(store.calls[1].points).toBe(3);
    store.answerNext();
    const places = [await first, ...(await Promise.all(later))].map((c) => c!.consumed);
    expect(places).toEqual([1, 2, 3, 4]);
  });

  it('counts subjects apart, one call in flight each', async () => {
    const store = controlledStore();
    const counts = new CoalescedCounts(store.count);
    const a = counts.take('org:a');
    const b = counts.take('org:b');
    expect(store.calls.map((c) => [c.subject, c.points])).toEqual([
      ['org:a', 1],
      ['org:b', 1],
    ]);
    store.answerNext();
    store.answerNext();
    expect((await a)!.consumed).toBe(1);
    expect((await b)!.consumed).toBe(2); // the fake store keeps one total; what matters is that both were sent
  });

  it('answers every request of a failed call with undefined, and the next request calls again', async () => {
    const store = controlledStore();
    const counts = new CoalescedCounts(store.count);
    const first = counts.take('org:a');
    const second = counts.take('org:a');
    store.calls[0].fail(new Error('down'));
    expect(await first).toBeUndefined();
    await settle();
    store.calls[1].fail(new Error('down'));
    expect(await second).toBeUndefined();
    const third = counts.take('org:a');
    expect(store.calls).toHaveLength(3);
    store.calls[2].answer({ consumed: 7, msBeforeNext: 1_000 });
    expect(await third).toEqual({ consumed: 7, msBeforeNext: 1_000 });
  });
});
