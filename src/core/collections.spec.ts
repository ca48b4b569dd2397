import { chunk, mapLimited } from './collections';

describe('collections', () => {
  it('chunks a list, the last chunk shorter, and refuses a size that is not a positive integer', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunk([], 3)).toEqual([]);
    expect(() => chunk([1], 0)).toThrow(RangeError);
  });

  it('maps with at most `limit` calls in flight, keeping the order of the items', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimited([30, 10, 20, 5, 15], 2, async (delay, index) => {
      most = Math.max(most, ++running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running--;
      return `${index}:${delay}`;
    });
    expect(results).toEqual(['0:30', '1:10', '2:20', '3:5', '4:15']);
    expect(most).toBe(2);
  });

  it('rejects with the first failure', async () => {
    await expect(mapLimited([1, 2, 3], 3, async (n) => (n === 2 ? Promise.reject(new Error('two')) : n))).rejects.toThrow('two');
  });
});
