import { describeRequest } from './approval-words';

describe('describeRequest', () => {
  it('says what each action would do, with the amount in dollars and the count of a bulk initiation', () => {
    expect(describeRequest({ action: 'Withdraw', amountCents: 1_250_000, summary: { bankAccountId: 'b', count: 1 } })).toBe('withdraw $12,500.00 from a bank account');
    expect(describeRequest({ action: 'Refund', amountCents: 5, summary: { campaignId: 'c', count: 1 } })).toBe('refund $0.05 of a campaign’s unallocated money');
    expect(describeRequest({ action: 'InitiatePayouts', amountCents: 2_500, summary: { campaignId: 'c', count: 1 } })).toBe('initiate a payout of $25.00');
    expect(describeRequest({ action: 'InitiatePayouts', amountCents: 25_000_000, summary: { campaignId: 'c', count: 10_000 } })).toBe('initiate 10,000 payouts totalling $250,000.00');
  });
});
