import { registerDecorator } from 'class-validator';

const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;

/** An RFC 3339 date-time (what OpenAPI's `format: date-time` means): a real calendar day and time, with its offset. */
export function isDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = RFC3339.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Date.UTC maps two-digit years to the 1900s: set the year as written.
  date.setUTCFullYear(year);
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 61 && !Number.isNaN(Date.parse(value));
}

/** `@IsDateTime()`: the member is an RFC 3339 date-time; the message names it. */
export function IsDateTime() {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isDateTime',
      target: target.constructor,
      propertyName,
      validator: { validate: isDateTime, defaultMessage: () => `${propertyName} must be a date-time (RFC 3339), e.g. 2026-11-27T09:30:00Z.` },
    });
}
