import { centsToAmount } from '../../core/money/money';
import type { PayoutMethodEntry } from '../campaigns';

/**
 * An amount must be payable by at least one of the campaign's enabled payout methods, within that method's
 * transaction limits. Worked out once per campaign (an upload checks millions of rows against it); the returned
 * check gives the problem, or undefined when the amount can be paid (or no limits are known).
 */
export function amountLimits(methods: readonly PayoutMethodEntry[]): (cents: number) => string | undefined {
  const limited = methods
    .filter((m) => !m.isDisabled && m.minAmountCents !== undefined && m.maxAmountCents !== undefined)
    .map((m) => ({ min: m.minAmountCents!, max: m.maxAmountCents! }));
  if (limited.length === 0) return () => undefined;
  const span = `${centsToAmount(Math.min(...limited.map((l) => l.min)))} to ${centsToAmount(Math.max(...limited.map((l) => l.max)))}`;
  return (cents) => {
    for (const { min, max } of limited) if (cents >= min && cents <= max) return undefined;
    return `Amount ${centsToAmount(cents)} cannot be paid by any payout method of the campaign (limits span ${span}).`;
  };
}

export const amountProblem = (amountCents: number, methods: readonly PayoutMethodEntry[]): string | undefined => amountLimits(methods)(amountCents);
