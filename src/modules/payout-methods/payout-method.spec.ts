import { PayoutMethodView } from './dto/payout-method.view';
import { CHECK_CATEGORIES, countCheckMethods, PayoutMethod, PayoutMethodCategory } from './payout-method.entity';

describe('payout methods', () => {
  describe('countCheckMethods', () => {
    const of = (...categories: string[]) => categories.map((category) => ({ category }));

    it('counts PaperCheck and CheckTransfer together', () => {
      expect(countCheckMethods(of('PaperCheck', 'CheckTransfer'))).toBe(2);
      expect(countCheckMethods(of('GiftCard', 'PaperCheck', 'DigitalWallet'))).toBe(1);
      expect(countCheckMethods(of('CheckTransfer'))).toBe(1);
      expect(countCheckMethods(of('PaperCheck', 'PaperCheck'))).toBe(2);
    });

    it('counts no other category', () => {
      expect(countCheckMethods([])).toBe(0);
      expect(countCheckMethods(of('GiftCard', 'PrepaidCard', 'AchBankTransfer', 'DigitalWallet'))).toBe(0);
    });

    it('names exactly the two check categories', () => {
      expect([...CHECK_CATEGORIES].sort()).toEqual(['CheckTransfer', 'PaperCheck']);
      const others = Object.values(PayoutMethodCategory).filter((c) => !CHECK_CATEGORIES.includes(c));
      expect(countCheckMethods(others.map((category) => ({ category })))).toBe(0);
    });
  });

  describe('view', () => {
    const method = Object.assign(new PayoutMethod(), {
      id: '0193a0f0-5c00-7000-8000-000000000008',
      name: 'ACH bank transfer',
      category: PayoutMethodCategory.AchBankTransfer,
      brand: null,
      description: 'Direct deposit.',
      requirements: [{ field: 'bankRoutingNumber' as const, description: 'Routing number.' }],
      currency: 'USD',
      minAmountCents: 129,
      maxAmountCents: 2500000,
      isActive: true,
      sortOrder: 80,
    });

    it('shows limits in dollars and nothing internal', () => {
      expect(PayoutMethodView.of(method)).toEqual({
        id: '0193a0f0-5c00-7000-8000-000000000008',
        name: 'ACH bank transfer',
        category: 'AchBankTransfer',
        brand: null,
        description: 'Direct deposit.',
        requirements: [{ field: 'bankRoutingNumber', description: 'Routing number.' }],
        transactionLimits: { currency: 'USD', minimumAmount: 1.29, maximumAmount: 25000 },
      });
    });

    it('keeps the brand when there is one', () => {
      expect(PayoutMethodView.of(Object.assign(new PayoutMethod(), method, { brand: 'Amazon' })).brand).toBe('Amazon');
    });
  });
});
