/**
 * Money and dates in the browser's locale (docs/console.md, Quality). The API speaks dollars as JSON numbers with at
 * most two fraction digits; the console turns them into integer cents at once and back only when sending, so no sum
 * or display is ever rounded by floating point.
 */

/** Dollars as the API writes them (a number with at most two fraction digits) to integer cents, exactly. */
export function toCents(dollars: number): number {
  const [whole = '0', fraction = ''] = Math.abs(dollars).toString().split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return dollars < 0 ? -cents : cents;
}

/** Integer cents to the number the API expects, written from the decimal digits (never cents / 100). */
export function toDollars(cents: number): number {
  return Number(centsAsDecimal(cents));
}

function centsAsDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const digits = Math.abs(Math.trunc(cents)).toString().padStart(3, '0');
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const currency = new Map<string, Intl.NumberFormat>();

/** `$1,234.50` in the browser's locale, from cents, formatting the exact decimal string (Intl takes strings exactly). */
export function formatCents(cents: number, locale?: string): string {
  const key = locale ?? '';
  let format = currency.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    currency.set(key, format);
  }
  return format.format(centsAsDecimal(cents) as unknown as number);
}

/** What a person typed as an amount (`12`, `12.5`, `1,200.00`) to cents; null when it is not an amount of money. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/[$,\s]/g, '');
  const match = /^(\d{1,13})(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A timestamp in the browser's locale and time zone. */
export function formatDateTime(iso: string | null | undefined): string {
  return iso ? dateTime.format(new Date(iso)) : '—';
}

/** A calendar date (`YYYY-MM-DD`, a day in UTC as the API keeps them) in the browser's locale. */
export function formatDate(day: string | null | undefined): string {
  return day ? dateOnly.format(new Date(`${day}T00:00:00Z`)) : '—';
}

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 1 });

export function formatPercent(ratio: number | null | undefined): string {
  return ratio === null || ratio === undefined ? '—' : percent.format(ratio);
}
