import { isDateTime } from './date-time.decorator';

describe('isDateTime', () => {
  it.each(['2026-11-27T09:30:00Z', '2026-11-27T09:30:00.123+01:00', '0099-12-31T23:59:59.999Z', '2028-02-29T00:00:00z', '2026-11-27t09:30:00-05:30'])('takes %s', (value) => {
    expect(isDateTime(value)).toBe(true);
  });

  it.each(['2026-11-27', '2026-11-27T09:30:00', '2023-02-29T00:00:00Z', '2026-13-01T00:00:00Z', '2026-11-27T24:00:00Z', 'yesterday', '', 20261127])('refuses %j', (value) => {
    expect(isDateTime(value)).toBe(false);
  });
});
