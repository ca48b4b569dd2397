import { afterCommit, withAfterCommit } from './after-commit';

describe('afterCommit', () => {
  it('runs the work at once outside a transaction that collects it', async () => {
    const ran: string[] = [];
    await afterCommit(() => ran.push('now'));
    expect(ran).toEqual(['now']);
  });

  it('keeps the work until the transaction has committed, then runs it in order before answering', async () => {
    const ran: string[] = [];
    const answer = await withAfterCommit(async () => {
      await afterCommit(() => ran.push('first'));
      await new Promise((resolve) => setImmediate(resolve));
      await afterCommit(() => ran.push('second'));
      ran.push('committed');
      return 'answer';
    });
    expect(answer).toBe('answer');
    expect(ran).toEqual(['committed', 'first', 'second']);
  });

  it('drops the work of a transaction that rolled back', async () => {
    const ran: string[] = [];
    await expect(
      withAfterCommit(async () => {
        await afterCommit(() => ran.push('never'));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(ran).toEqual([]);
  });

  it('does not fail the committed request when deferred work fails: the next work still runs', async () => {
    const ran: string[] = [];
    await expect(
      withAfterCommit(async () => {
        await afterCommit(() => Promise.reject(new Error('Redis is away')));
        await afterCommit(() => ran.push('next'));
        return 'committed';
      }),
    ).resolves.toBe('committed');
    expect(ran).toEqual(['next']);
  });
});
