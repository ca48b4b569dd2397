import { summaryOf } from './bank-inbox-summary';

describe('an incoming bank file in one line', () => {
  it('says what a returns file applied', () => {
    expect(summaryOf({ kind: 'NachaReturns', summary: { returns: 3, returned: 2, notificationsOfChangeRecorded: 1 } })).toBe('2 of 3 returns applied, 1 NOCs recorded');
  });

  it('says what a statement funded, and its paid checks only when it had some, naming those paid for another amount', () => {
    const funded = { funded: 2, attributed: 1, unattributed: 1, alreadyReceived: 0 };
    expect(summaryOf({ kind: 'Camt053', summary: funded })).toBe('2 credits funded (1 to a campaign, 1 to tag), 0 seen before');
    expect(summaryOf({ kind: 'Bai2', summary: { ...funded, paidChecks: 3, checksPaid: 1, checksAmountDiffers: [{ checkNumber: '100002', issuedCents: 2500, paidCents: 25000 }] } })).toBe(
      '2 credits funded (1 to a campaign, 1 to tag), 0 seen before; 1 of 3 paid checks completed, 1 paid for another amount (to check)',
    );
  });

  it('says nothing for a file of no kind we read', () => {
    expect(summaryOf({ kind: null, summary: {} })).toBe('');
  });
});
