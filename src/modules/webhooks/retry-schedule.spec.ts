import { nextAttemptOn } from './retry-schedule';

const DEFAULT = { retrySeconds: [5, 300, 1800, 7200, 18000, 36000], retryWindowSeconds: 259_200 };
const t0 = new Date('2026-11-27T00:00:00Z');
const at = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

describe('webhook retry schedule', () => {
  it('waits 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, then every 10 h', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8].map((attempts) => (nextAttemptOn(DEFAULT, attempts, t0, t0)!.getTime() - t0.getTime()) / 1000);
    expect(waits).toEqual([5, 300, 1800, 7200, 18000, 36000, 36000, 36000]);
  });

  it('gives up once the next attempt would fall after 3 days from the delivery’s creation', () => {
    expect(nextAttemptOn(DEFAULT, 9, t0, at(259_200 - 36_000))).toEqual(at(259_200));
    expect(nextAttemptOn(DEFAULT, 9, t0, at(259_200 - 35_999))).toBeUndefined();
  });

  it('follows a schedule given by configuration, short enough for tests', () => {
    const quick = { retrySeconds: [1, 2], retryWindowSeconds: 4 };
    expect(nextAttemptOn(quick, 1, t0, t0)).toEqual(at(1));
    expect(nextAttemptOn(quick, 2, t0, at(1))).toEqual(at(3));
    expect(nextAttemptOn(quick, 3, t0, at(3))).toBeUndefined();
  });
});
