import { isoDate, nextBusinessDay } from './effective-date';

describe('nextBusinessDay', () => {
  it.each([
    ['2026-11-23T10:00:00Z', '2026-11-24'], // Monday → Tuesday
    ['2026-11-26T23:59:59Z', '2026-11-27'], // Thursday late → Friday
    ['2026-11-27T09:00:00Z', '2026-11-30'], // Friday → Monday
    ['2026-11-28T09:00:00Z', '2026-11-30'], // Saturday → Monday
    ['2026-11-29T09:00:00Z', '2026-11-30'], // Sunday → Monday
    ['2026-12-31T12:00:00Z', '2027-01-01'], // across a year
  ])('%s → %s', (from, expected) => {
    expect(isoDate(nextBusinessDay(new Date(from)))).toBe(expected);
  });
});
