import { decisionHeldBack, describeRequest, describeResult, isApprovalRequest, needsApproval, OWN_REQUEST, policyRules, policyValues, requesterName } from './approval-model';

const policy = { rules: [{ action: 'Withdraw' as const, threshold: 1000 }, { action: 'InitiatePayouts' as const, threshold: 50_000.5 }] };

describe('dual control as the console explains it', () => {
  it('needs approval only above a rule’s threshold, and never without a rule', () => {
    expect(needsApproval(policy, 'Withdraw', 100_001)).toBe(true);
    expect(needsApproval(policy, 'Withdraw', 100_000)).toBe(false);
    expect(needsApproval(policy, 'InitiatePayouts', 5_000_051)).toBe(true);
    expect(needsApproval(policy, 'InitiatePayouts', 5_000_050)).toBe(false);
    expect(needsApproval(policy, 'Refund', 999_999_999)).toBe(false);
    expect(needsApproval(undefined, 'Withdraw', 999_999_999)).toBe(false);
    expect(needsApproval(policy, 'Withdraw', null)).toBe(false);
  });

  it('says what a request would do, with the names it knows, else the id’s start', () => {
    const names = { campaign: (id: string) => (id === 'c1' ? 'Spring gifts' : undefined), bankAccount: (id: string) => (id === 'b1' ? 'Main account' : undefined) };
    expect(describeRequest({ action: 'Withdraw', amount: 1250, summary: { bankAccountId: 'b1', count: 1 } }, names)).toBe('Withdraw $1,250.00 from Main account');
    expect(describeRequest({ action: 'InitiatePayouts', amount: 52_000, summary: { campaignId: 'c1', count: 10_000 } }, names)).toBe('Initiate 10,000 payouts ($52,000.00) in Spring gifts');
    expect(describeRequest({ action: 'InitiatePayouts', amount: 5.2, summary: { campaignId: 'c1', count: 1 } }, names)).toBe('Initiate 1 payout ($5.20) in Spring gifts');
    expect(describeRequest({ action: 'Refund', amount: 10, summary: { campaignId: '0123456789ab', count: 1 } })).toBe('Refund $10.00 from campaign 01234567');
  });

  it('holds the decision back from the requester, from those who may not approve, and once decided', () => {
    const pending = { status: 'Pending' as const, requestedBy: { userId: 'u1', email: 'a@example.com' } };
    expect(decisionHeldBack(pending, { userId: 'u1', canApprove: true })).toBe(OWN_REQUEST);
    expect(decisionHeldBack(pending, { userId: 'u2', canApprove: true })).toBeNull();
    expect(decisionHeldBack(pending, { userId: 'u2', canApprove: false })).toMatch(/does not include approving/);
    expect(decisionHeldBack({ ...pending, status: 'Approved' }, { userId: 'u2', canApprove: true })).toMatch(/approved/);
    // A machine client's request: any person who may approve decides it.
    expect(decisionHeldBack({ status: 'Pending', requestedBy: null }, { userId: 'u1', canApprove: true })).toBeNull();
    expect(requesterName({ requestedBy: null })).toBe('A machine client');
  });

  it('tells an approval request from an ordinary answer by its shape', () => {
    expect(isApprovalRequest({ id: 'a', action: 'Withdraw', status: 'Pending', expiresOn: '2027-01-01T00:00:00Z' })).toBe(true);
    expect(isApprovalRequest({ transactionId: 't' })).toBe(false);
    expect(isApprovalRequest({ id: 'i', status: 'Initiated' })).toBe(false);
    expect(isApprovalRequest(null)).toBe(false);
  });

  it('says what carrying it out answered, the problem’s detail when it failed', () => {
    expect(describeResult({ status: 'Failed', result: { status: 409, body: { title: 'Conflict', detail: 'Only $10.00 is available.' } } })).toBe('It could not be carried out: Only $10.00 is available.');
    expect(describeResult({ status: 'Approved', result: { status: 202, body: { transactionId: 't' } } })).toMatch(/answered 202/);
    expect(describeResult({ status: 'Pending', result: null })).toBeNull();
  });

  it('edits the policy as cents per action, an empty one meaning no rule', () => {
    const values = policyValues(policy);
    expect(values).toEqual({ InitiatePayouts: 5_000_050, Withdraw: 100_000, Refund: null });
    expect(policyRules({ ...values, Withdraw: null, Refund: 0 })).toEqual([
      { action: 'InitiatePayouts', threshold: 50_000.5 },
      { action: 'Refund', threshold: 0 },
    ]);
  });
});
