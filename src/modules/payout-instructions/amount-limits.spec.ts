import type { PayoutMethodEntry } from '../campaigns';
import { amountProblem } from './amount-limits';

const method = (min: number, max: number, isDisabled = false): PayoutMethodEntry => ({
  payoutMethodId: 'm',
  name: 'Method',
  category: 'GiftCard',
  minAmountCents: min,
  maxAmountCents: max,
  isDisabled,
  disableReason: null,
});

describe('amount limits', () => {
  it('accepts an amount some enabled method can pay', () => {
    expect(amountProblem(100, [method(100, 200_000)])).toBeUndefined();
    expect(amountProblem(2_500_000, [method(100, 200_000), method(100, 2_500_000)])).toBeUndefined();
  });

  it('refuses an amount no enabled method can pay, naming the span', () => {
    expect(amountProblem(99, [method(100, 200_000)])).toMatch(/0.99 cannot be paid .* 1 to 2000/);
    expect(amountProblem(300_000, [method(100, 200_000), method(100, 500_000, true)])).toBeDefined();
  });

  it('does not judge without known limits', () => {
    expect(amountProblem(1, [])).toBeUndefined();
    expect(amountProblem(1, [{ ...method(100, 200), minAmountCents: undefined, maxAmountCents: undefined }])).toBeUndefined();
  });
});
