import { campaignFundingOf } from './campaign-funding';

describe('campaignFundingOf', () => {
  it('reads a campaign without ledger accounts as zeros', () => {
    expect(campaignFundingOf({})).toEqual({ receivedCents: 0, unallocatedCents: 0, allocatedCents: 0, paidOutCents: 0, returnedCents: 0 });
  });

  it('derives received as unallocated + allocated + paid out + returned (docs/money-model.md)', () => {
    expect(
      campaignFundingOf({ CampaignUnallocated: 750_000, CampaignAllocated: 150_000, CampaignPaidOut: 90_000, CampaignReturned: 10_000 }),
    ).toEqual({ receivedCents: 1_000_000, unallocatedCents: 750_000, allocatedCents: 150_000, paidOutCents: 90_000, returnedCents: 10_000 });
  });

  it('ignores the balances of bank account kinds', () => {
    expect(campaignFundingOf({ CampaignUnallocated: 5, BankAccountUnattributed: 100, ExternalFunding: -105 }).receivedCents).toBe(5);
  });
});
