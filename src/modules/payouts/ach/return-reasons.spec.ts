import { describeReturn, isReturnReasonCode } from './return-reasons';

describe('ACH return reason codes', () => {
  it('takes R01 to R85 exactly', () => {
    const all = Array.from({ length: 99 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`);
    expect(all.filter(isReturnReasonCode)).toEqual(all.slice(0, 85));
    for (const bad of ['R00', 'R86', 'R1', 'r01', 'R001', 'X01', ' R01', 'R01 ']) expect(isReturnReasonCode(bad)).toBe(false);
  });

  it('names the common ones and falls back to the code', () => {
    expect(describeReturn('R01')).toBe('R01 Insufficient funds');
    expect(describeReturn('R03')).toBe('R03 No account or unable to locate account');
    expect(describeReturn('R42')).toBe('R42');
  });
});
