import { toCents } from '../../components/format';

export interface RedemptionPoint {
  date: string;
  count: number;
  amount: number;
}

export interface RedemptionSummary {
  days: number;
  count: number;
  amountCents: number;
  /** The day with the most paid out, or null with no activity. */
  busiest: { date: string; amountCents: number } | null;
}

/** Totals of a redemption series, summed in integer cents (the chart's words for screen readers and the caption). */
export function summarizeRedemptions(points: readonly RedemptionPoint[]): RedemptionSummary {
  let count = 0;
  let amountCents = 0;
  let busiest: RedemptionSummary['busiest'] = null;
  for (const point of points) {
    const cents = toCents(point.amount);
    count += point.count;
    amountCents += cents;
    if (!busiest || cents > busiest.amountCents) busiest = { date: point.date, amountCents: cents };
  }
  return { days: points.length, count, amountCents, busiest };
}
