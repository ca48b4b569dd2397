import { BatchedCalls } from './batched-calls';

describe('BatchedCalls', () => {
  it('runs the calls of one turn together and answers each its own output', async () => {
    const batches: number[][] = [];
    const doubled = new BatchedCalls<number, number>(async (inputs) => {
      batches.push(inputs);
      return inputs.map((n) => n * 2);
    }, { maxBatch: 10, maxInFlight: 1 });
    await expect(Promise.all([1, 2, 3].map((n) => doubled.call(n)))).resolves.toEqual([2, 4, 6]);
    expect(batches).toEqual([[1, 2, 3]]);
  });

  it('gathers the calls made while a batch runs into the next one, and keeps batches within their size', async () => {
    const batches: number[][] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const echo = new BatchedCalls<number, number>(async (inputs) => {
      batches.push(inputs);
      if (batches.length === 1) await gate;
      return inputs;
    }, { maxBatch: 2, maxInFlight: 1 });
    const first = echo.call(0);
    await new Promise((resolve) => setImmediate(resolve));
    const later = [1, 2, 3].map((n) => echo.call(n));
    release();
    await expect(Promise.all([first, ...later])).resolves.toEqual([0, 1, 2, 3]);
    expect(batches).toEqual([[0], [1, 2], [3]]);
  });

  it('fails every call of a failed batch, and goes on with the next', async () => {
    let fail = true;
    const flaky = new BatchedCalls<number, number>(async (inputs) => {
      if (fail) throw new Error('connection lost');
      return inputs;
    }, { maxBatch: 10, maxInFlight: 2 });
    const failed = [1, 2].map((n) => flaky.call(n));
    await expect(Promise.allSettled(failed)).resolves.toEqual([
      { status: 'rejected', reason: new Error('connection lost') },
      { status: 'rejected', reason: new Error('connection lost') },
    ]);
    fail = false;
    await expect(flaky.call(3)).resolves.toBe(3);
  });
});
