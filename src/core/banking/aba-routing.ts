/**
 * ABA routing numbers (the nine digits that name a US bank) carry a check digit:
 * 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). The weights 3, 7 and 1 are all prime to 10, so any
 * single mistyped digit breaks the sum: checking it refuses typos before a transfer bounces days later.
 * In the shared kernel because both the bank accounts (sandbox bank) and the claims (payout details) need it.
 */

const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1] as const;

function weightedSum(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += WEIGHTS[i] * (digits.charCodeAt(i) - 48);
  return sum;
}

/** Nine ASCII digits whose check digit matches. */
export function isValidRoutingNumber(routing: string): boolean {
  return /^[0-9]{9}$/.test(routing) && weightedSum(routing) % 10 === 0;
}

/** Completes eight digits with their check digit; throws on anything but eight ASCII digits (a programming error). */
export function routingNumberWithChecksum(firstEight: string): string {
  if (!/^[0-9]{8}$/.test(firstEight)) throw new RangeError(`A routing number prefix is eight digits, not ${JSON.stringify(firstEight)}.`);
  return firstEight + String((10 - (weightedSum(firstEight) % 10)) % 10);
}
