import { formatCents, parseAmount, toCents, toDollars } from './format';

describe('console money', () => {
  it('turns the API’s dollars into exact cents, where multiplying by 100 would not', () => {
    expect(0.29 * 100).not.toBe(29); // why the console never multiplies
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.1)).toBe(110);
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(1000)).toBe(100000);
    expect(toCents(9007199254740.99)).toBe(900719925474099);
  });

  it('turns cents back into the number the API expects', () => {
    expect(toDollars(29)).toBe(0.29);
    expect(toDollars(110)).toBe(1.1);
    expect(toDollars(5)).toBe(0.05);
    expect(toDollars(100000)).toBe(1000);
  });

  it('formats cents in a locale from the exact decimal, without rounding', () => {
    expect(formatCents(123456, 'en-US')).toBe('$1,234.56');
    expect(formatCents(5, 'en-US')).toBe('$0.05');
    expect(formatCents(900719925474099, 'en-US')).toBe('$9,007,199,254,740.99');
    expect(formatCents(123456, 'de-DE')).toBe('1.234,56\u00a0$');
  });

  it('reads amounts as people type them, and refuses what is not money', () => {
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount(' $1,200.05 ')).toBe(120005);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('12.')).toBe(1200);
    for (const bad of ['', 'abc', '1.234', '-5', '1e3', '1/2']) expect(parseAmount(bad)).toBeNull();
  });
});
