import { todayUtc, yesterdayUtc } from './campaign-settings';

describe('campaign calendar dates (UTC)', () => {
  it('reads today and yesterday in UTC, whatever the local zone', () => {
    const lateEvening = new Date('2026-03-01T23:30:00-05:00'); // already 2 March in UTC
    expect(todayUtc(lateEvening)).toBe('2026-03-02');
    expect(yesterdayUtc(lateEvening)).toBe('2026-03-01');
  });

  it('steps back over month, leap day and year ends', () => {
    expect(yesterdayUtc(new Date('2028-03-01T00:00:00Z'))).toBe('2028-02-29');
    expect(yesterdayUtc(new Date('2027-01-01T00:00:05Z'))).toBe('2026-12-31');
  });
});
