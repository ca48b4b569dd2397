/**
 * Bulk emails spread evenly over a window (docs/state-machine.md, Bulk actions and uploads): of the n emails found, the
 * k-th (0-based, in instruction id order) goes at start + k · period / n, so the window is computed from the
 * number found and the last email leaves one interval before its end.
 *
 * A SQL expression over a set with an `id` column; its two parameters are the start and the period in seconds.
 */
export const SPREAD_SEND_TIME_SQL = `?::timestamptz + (row_number() over (order by id) - 1) * (? * interval '1 second') / count(*) over ()`;

export interface SendWindow {
  count: number;
  windowStart: string | null;
  windowEnd: string | null;
}

/** What a bulk action answers (202): how many emails, and the window they go in (none when none). */
export function sendWindow(count: number, start: Date, periodSeconds: number): SendWindow {
  if (count === 0) return { count, windowStart: null, windowEnd: null };
  return { count, windowStart: start.toISOString(), windowEnd: new Date(start.getTime() + periodSeconds * 1000).toISOString() };
}

