/**
 * The effective entry date of an ACH batch: the next business day after the file is made (UTC), skipping Saturdays
 * and Sundays. Bank holidays are the ODFI's to roll forward (docs/bank-rails.md): NACHA lets the receiving bank settle
 * on the next business day when the date is not one.
 */
export function nextBusinessDay(from: Date): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6);
  return day;
}

/** `YYYY-MM-DD` of a UTC date. */
export const isoDate = (date: Date): string => date.toISOString().slice(0, 10);
