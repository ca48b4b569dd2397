/** `part / whole`, rounded to four places; null when the whole is 0 (no rate to speak of). */
export function rate(part: number, whole: number): number | null {
  return whole > 0 ? Math.round((part / whole) * 10_000) / 10_000 : null;
}

/** Percent change from `before` to `now`, one decimal; null when `before` is 0. */
export function changePercent(now: number, before: number): number | null {
  return before > 0 ? Math.round(((now - before) / before) * 1000) / 10 : null;
}

/** The UTC date `days` days before `today` (YYYY-MM-DD). */
export function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}
