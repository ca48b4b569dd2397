import { centsToAmount } from '../../core/money/money';
import type { PayoutMethodEntry } from '../campaigns';

/**
 * An amount must be payable by at least one of the campaign's enabled payout methods, within that method's
 * transaction limits. Returns the problem, or undefined when it can be paid (or no limits are known).
 */
export function amountProblem(amountCents: number, methods: readonly PayoutMethodEntry[]): string | undefined {
  const limited = methods.filter((m) => !m.isDisabled && m.minAmountCents !== undefined && m.maxAmountCents !== undefined);
  if (limited.length === 0) return undefined;
  if (limited.some((m) => amountCents >= m.minAmountCents! && amountCents <= m.maxAmountCents!)) return undefined;
  const min = Math.min(...limited.map((m) => m.minAmountCents!));
  const max = Math.max(...limited.map((m) => m.maxAmountCents!));
  return `amount ${centsToAmount(amountCents)} cannot be paid by any payout method of the campaign (limits span ${centsToAmount(min)} to ${centsToAmount(max)}).`;
}
