import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { lastValueFrom, of, Subject } from 'rxjs';
import { CollectReadBuffers, UPLOAD_COLLECTION_INTERVAL_MS } from './uploads';

describe('CollectReadBuffers', () => {
  const context = {} as ExecutionContext;
  const original = globalThis.gc;

  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    globalThis.gc = original;
  });

  it('prompts young-generation collections while the request runs, and stops when it ends', async () => {
    const gc = jest.fn();
    globalThis.gc = gc as unknown as NodeJS.GCFunction;
    const answer = new Subject<string>();
    const result = lastValueFrom(new CollectReadBuffers().intercept(context, { handle: () => answer } as CallHandler));

    jest.advanceTimersByTime(UPLOAD_COLLECTION_INTERVAL_MS * 3);
    expect(gc).toHaveBeenCalledTimes(3);
    expect(gc).toHaveBeenCalledWith({ type: 'minor' });

    answer.next('done');
    answer.complete();
    await expect(result).resolves.toBe('done');
    jest.advanceTimersByTime(UPLOAD_COLLECTION_INTERVAL_MS * 3);
    expect(gc).toHaveBeenCalledTimes(3);
  });

  it('passes the answer through untouched without --expose-gc', async () => {
    globalThis.gc = undefined;
    const handler: CallHandler = { handle: () => of('answer') };
    await expect(lastValueFrom(new CollectReadBuffers().intercept(context, handler))).resolves.toBe('answer');
    expect(jest.getTimerCount()).toBe(0);
  });
});
