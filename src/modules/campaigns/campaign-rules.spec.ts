import { DISABLE_REASON_LIMIT, inconsistencies, isCalendarDate, missingForCampaign, overLength, type PayoutMethodEntry } from './campaign-rules';

const method = (category: string, overrides: Partial<PayoutMethodEntry> = {}): PayoutMethodEntry => ({
  payoutMethodId: `id-${category}`,
  name: category,
  category,
  isDisabled: false,
  disableReason: null,
  ...overrides,
});

describe('campaign rules', () => {
  it('names every field a campaign cannot do without', () => {
    expect(Object.keys(missingForCampaign({})).sort()).toEqual(['expiryDate', 'fundingSourceId', 'name', 'payoutMethodIds']);
    expect(missingForCampaign({ name: '  ', fundingSourceId: 'f', expiryDate: '2030-01-01', payoutMethods: [method('GiftCard')] })).toEqual({
      name: ['name is required.'],
    });
    expect(missingForCampaign({ name: 'n', fundingSourceId: 'f', expiryDate: '2030-01-01', payoutMethods: [method('GiftCard')] })).toEqual({});
  });

  it('allows one check method, counting PaperCheck and CheckTransfer together', () => {
    expect(inconsistencies({ payoutMethods: [method('PaperCheck'), method('GiftCard')] }, '2026-01-01')).toEqual({});
    expect(Object.keys(inconsistencies({ payoutMethods: [method('PaperCheck'), method('CheckTransfer')] }, '2026-01-01'))).toEqual(['payoutMethodIds']);
  });

  it('keeps dates in order and in the future', () => {
    expect(inconsistencies({ expiryDate: '2026-03-01', displayEndDate: '2026-03-01' }, '2026-01-01')).toEqual({});
    expect(Object.keys(inconsistencies({ expiryDate: '2026-03-01', displayEndDate: '2026-03-02' }, '2026-01-01'))).toEqual(['displayEndDate']);
    expect(Object.keys(inconsistencies({ expiryDate: '2025-12-31' }, '2026-01-01'))).toEqual(['expiryDate']);
    expect(inconsistencies({ expiryDate: '2026-01-01' }, '2026-01-01')).toEqual({});
  });

  it('gives a disable reason only to a disabled method', () => {
    expect(inconsistencies({ payoutMethods: [method('GiftCard', { isDisabled: true, disableReason: 'Out of stock' })] }, '2026-01-01')).toEqual({});
    expect(Object.keys(inconsistencies({ payoutMethods: [method('GiftCard', { disableReason: 'Why?' })] }, '2026-01-01'))).toEqual(['payoutMethods.0.disableReason']);
  });

  it('limits every text, a disabled method\'s reason included', () => {
    const reason = (length: number) => method('GiftCard', { isDisabled: true, disableReason: 'r'.repeat(length) });
    expect(overLength({ name: 'n'.repeat(200), welcomeText: 'w'.repeat(2000), payoutMethods: [reason(DISABLE_REASON_LIMIT)] })).toEqual({});
    expect(Object.keys(overLength({ name: 'n'.repeat(201), welcomeText: 'w'.repeat(2001), payoutMethods: [reason(1), reason(DISABLE_REASON_LIMIT + 1)] }))).toEqual([
      'name',
      'welcomeText',
      'payoutMethods.1.disableReason',
    ]);
  });

  it('reads calendar dates strictly', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
    expect(isCalendarDate('2026-02-28T00:00:00Z')).toBe(false);
    expect(isCalendarDate(20260228)).toBe(false);
  });
});
