import { changePercent, daysBefore, rate } from './rates';

describe('report arithmetic', () => {
  it('rate: a share rounded to four places, null over nothing', () => {
    expect(rate(1, 3)).toBe(0.3333);
    expect(rate(2, 3)).toBe(0.6667);
    expect(rate(5, 5)).toBe(1);
    expect(rate(0, 7)).toBe(0);
    expect(rate(0, 0)).toBeNull();
    expect(rate(3, 0)).toBeNull();
  });

  it('changePercent: the change against the period before, one decimal, null when that was 0', () => {
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(1, 3)).toBe(-66.7);
    expect(changePercent(10, 10)).toBe(0);
    expect(changePercent(4, 0)).toBeNull();
  });

  it('daysBefore: UTC calendar days back, across months, years and leap days', () => {
    expect(daysBefore('2026-11-27', 0)).toBe('2026-11-27');
    expect(daysBefore('2026-11-27', 29)).toBe('2026-10-29');
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2027-01-15', 59)).toBe('2026-11-17');
  });
});
