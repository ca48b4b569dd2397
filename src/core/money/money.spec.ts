import fc from 'fast-check';
import { amountToCents, centsToAmount, InvalidAmountError } from './money';

describe('money', () => {
  describe('amountToCents', () => {
    it.each([
      [0, 0],
      [1, 100],
      [12.5, 1250],
      [0.29, 29],
      [0.07, 7],
      [1.1, 110],
      [19.99, 1999],
      [1000, 100000],
      ['12.50', 1250],
      [' 3 ', 300],
      ['0.5', 50],
      ['007.10', 710],
      [-0, 0],
    ])('converts %j dollars to %j cents', (amount, cents) => {
      expect(Object.is(amountToCents(amount), cents)).toBe(true);
    });

    it('reads amounts whose float products are inexact without losing a cent', () => {
      // In floating point 0.29 * 100 is 28.999999999999996, 4.35 * 100 is 434.99999999999994, 1.15 * 100 is 114.99999999999999.
      expect(amountToCents(0.29)).toBe(29);
      expect(amountToCents(4.35)).toBe(435);
      expect(amountToCents(1.15)).toBe(115);
    });

    it.each([[0.001], [1.234], ['1.234'], [0.1 + 0.2], [1e-7]])('refuses %j: more than two decimal places', (amount) => {
      expect(() => amountToCents(amount)).toThrow(new InvalidAmountError(amount, 'have at most two decimal places'));
    });

    it.each([[Number.NaN], [Number.POSITIVE_INFINITY], [Number.NEGATIVE_INFINITY]])('refuses %p: not finite', (amount) => {
      expect(() => amountToCents(amount)).toThrow(InvalidAmountError);
      expect(() => amountToCents(amount)).toThrow('must be a finite number');
    });

    it.each([[''], ['abc'], ['1e3'], ['12.'], ['.5'], ['1,000.00'], ['$5'], ['+5'], ['0x10']])('refuses the string %j: not a plain decimal', (amount) => {
      expect(() => amountToCents(amount)).toThrow('must be a decimal number such as 12.50');
    });

    it('refuses values that are not numbers or strings', () => {
      expect(() => amountToCents(null as unknown as number)).toThrow('must be a number');
      expect(() => amountToCents(5n as unknown as number)).toThrow(InvalidAmountError);
    });

    it('refuses negative amounts unless allowed', () => {
      expect(() => amountToCents(-1)).toThrow('must not be negative');
      expect(() => amountToCents('-0.01')).toThrow('must not be negative');
      expect(amountToCents(-1, { allowNegative: true })).toBe(-100);
      expect(amountToCents('-0.01', { allowNegative: true })).toBe(-1);
      expect(amountToCents('-0', { allowNegative: false })).toBe(0);
    });

    it('accepts up to Number.MAX_SAFE_INTEGER cents and refuses anything above', () => {
      expect(amountToCents('90071992547409.91')).toBe(Number.MAX_SAFE_INTEGER);
      expect(amountToCents('-90071992547409.91', { allowNegative: true })).toBe(-Number.MAX_SAFE_INTEGER);
      expect(() => amountToCents('90071992547409.92')).toThrow('must be at most 90071992547409.91');
      expect(() => amountToCents('-90071992547409.92', { allowNegative: true })).toThrow('must be at most 90071992547409.91');
      expect(() => amountToCents(1e15)).toThrow('must be at most 90071992547409.91');
      expect(() => amountToCents(1e21)).toThrow('must be at most 90071992547409.91');
    });

    it('names the refused amount and the reason on the error', () => {
      const error = (() => {
        try {
          amountToCents(1.234);
        } catch (caught) {
          return caught;
        }
      })();
      expect(error).toBeInstanceOf(InvalidAmountError);
      expect(error).toBeInstanceOf(RangeError);
      expect(error).toMatchObject({ amount: 1.234, reason: 'have at most two decimal places', message: 'must have at most two decimal places' });
    });
  });

  describe('centsToAmount', () => {
    it.each([
      [0, 0],
      [1, 0.01],
      [29, 0.29],
      [100, 1],
      [1250, 12.5],
      [199999, 1999.99],
      [2500000, 25000],
      [-5, -0.05],
      [-1250, -12.5],
    ])('converts %j cents to %j dollars', (cents, amount) => {
      expect(Object.is(centsToAmount(cents), amount)).toBe(true);
    });

    it('prints at most two fraction digits in JSON', () => {
      expect(JSON.stringify([centsToAmount(1), centsToAmount(10), centsToAmount(123456789)])).toBe('[0.01,0.1,1234567.89]');
    });

    it.each([[0.5], [Number.NaN], [Number.POSITIVE_INFINITY], [Number.MAX_SAFE_INTEGER + 1]])('refuses %p cents', (cents) => {
      expect(() => centsToAmount(cents)).toThrow(RangeError);
    });
  });

  it('round-trips every amount of up to 15 significant digits, as a number and as text', () => {
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }), (cents) => {
        const amount = centsToAmount(cents);
        expect(amountToCents(amount, { allowNegative: true })).toBe(cents);
        expect(amountToCents(String(amount), { allowNegative: true })).toBe(cents);
        expect(String(amount)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });
});
