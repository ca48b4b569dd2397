/**
 * Money (docs/api-conventions.md, Representation): US dollars on the wire, a JSON number with at most two fraction digits (`12.5`, `1000`);
 * integer cents everywhere else. The conversions work on the decimal digits as text, never by multiplying or
 * dividing floats, so `0.29` is 29 cents and not 28.999999999999996.
 */

/** Why an amount was refused; the message reads after the field name: "amount must be …". */
export class InvalidAmountError extends RangeError {
  constructor(
    readonly amount: unknown,
    readonly reason: string,
  ) {
    super(`must ${reason}`);
    this.name = 'InvalidAmountError';
  }
}

export interface AmountOptions {
  /** Accept amounts below zero (balances, adjustments). Default false: an amount to pay is never negative. */
  allowNegative?: boolean;
}

const PLAIN_DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;
const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * Dollars to integer cents: `12.5` → 1250, `"0.29"` → 29. Strings (uploaded files) must be plain decimals
 * (`"12.50"`, `"-3"`); surrounding whitespace is ignored. Throws `InvalidAmountError` for a non-finite or
 * non-numeric value, more than two fraction digits, a negative amount unless `allowNegative`, or a magnitude
 * above `Number.MAX_SAFE_INTEGER` cents.
 */
export function amountToCents(amount: number | string, options: AmountOptions = {}): number {
  let text: string;
  if (typeof amount === 'number') {
    if (!Number.isFinite(amount)) throw new InvalidAmountError(amount, 'be a finite number');
    // The shortest text that reads back as the same double: 0.1 + 0.2 is "0.30000000000000004", refused below.
    text = String(amount);
    const exponent = /e([+-]\d+)$/.exec(text);
    if (exponent) {
      // Only magnitudes of 1e21 and above, or below 1e-6, are written with an exponent.
      throw new InvalidAmountError(amount, Number(exponent[1]) > 0 ? 'be at most 90071992547409.91' : 'have at most two decimal places');
    }
  } else if (typeof amount === 'string') {
    text = amount.trim();
  } else {
    throw new InvalidAmountError(amount, 'be a number');
  }

  const match = PLAIN_DECIMAL.exec(text);
  if (!match) throw new InvalidAmountError(amount, 'be a decimal number such as 12.50');
  const [, minus, whole, fraction = ''] = match;
  if (fraction.length > 2) throw new InvalidAmountError(amount, 'have at most two decimal places');

  const magnitude = BigInt(whole + fraction.padEnd(2, '0'));
  if (magnitude > MAX_SAFE_CENTS) throw new InvalidAmountError(amount, 'be at most 90071992547409.91');
  if (magnitude === 0n) return 0; // never -0
  if (minus && !options.allowNegative) throw new InvalidAmountError(amount, 'not be negative');
  return minus ? -Number(magnitude) : Number(magnitude);
}

/**
 * Integer cents to dollars for JSON: 1250 → 12.5, 29 → 0.29, -5 → -0.05. The result prints with at most two
 * fraction digits and reads back to the same cents for every magnitude below 10^15 cents (15 significant digits,
 * all a double is sure to keep); above that it is the nearest double. Throws a RangeError for anything but a safe
 * integer.
 */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`cents must be a safe integer, got ${String(cents)}`);
  if (cents === 0) return 0;
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return Number(`${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`);
}
