import { summarizeRedemptions } from './redemption-summary';

describe('summarizeRedemptions', () => {
  it('sums counts and amounts exactly, in cents', () => {
    const summary = summarizeRedemptions([
      { date: '2026-11-01', count: 2, amount: 0.1 },
      { date: '2026-11-02', count: 1, amount: 0.2 },
      { date: '2026-11-03', count: 4, amount: 1250.5 },
    ]);
    expect(summary).toEqual({ days: 3, count: 7, amountCents: 125080, busiest: { date: '2026-11-03', amountCents: 125050 } });
  });

  it('has no busiest day without activity', () => {
    expect(summarizeRedemptions([])).toEqual({ days: 0, count: 0, amountCents: 0, busiest: null });
  });
});
