/**
 * A figure's change over the last 30 days against the 30 before, as the portfolio reports it (`changePercent`, a
 * percent such as 12.5, null when the 30 days before had nothing to compare with).
 */
export type TrendDirection = 'up' | 'down' | 'flat' | 'new';

export interface TrendChange {
  direction: TrendDirection;
  /** What a person reads: "+12.5% vs the 30 days before". */
  text: string;
}

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export function trendChange(changePercent: number | null | undefined, locale?: string): TrendChange {
  if (changePercent === null || changePercent === undefined) return { direction: 'new', text: 'Nothing to compare with in the 30 days before' };
  const format = locale ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }) : percent;
  if (changePercent === 0) return { direction: 'flat', text: 'No change vs the 30 days before' };
  // changePercent is already a percent (12.5 means 12.5 %); Intl wants a ratio. Display only, so a float is fine.
  return { direction: changePercent > 0 ? 'up' : 'down', text: `${format.format(changePercent / 100)} vs the 30 days before` };
}
