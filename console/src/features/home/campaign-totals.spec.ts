import { campaignTotals } from './campaign-totals';

describe('campaignTotals', () => {
  it('adds money in cents, without floating point drift', () => {
    expect(
      campaignTotals([
        { received: 0.1, paidOut: 0.05, instructions: 3, claimed: 1 },
        { received: 0.2, paidOut: 0.01, instructions: 2, claimed: 2 },
      ]),
    ).toEqual({ receivedCents: 30, paidOutCents: 6, instructions: 5, claimed: 3 });
  });

  it('is zero for no campaigns', () => {
    expect(campaignTotals([])).toEqual({ receivedCents: 0, paidOutCents: 0, instructions: 0, claimed: 0 });
  });
});
