import type { ValidationArguments } from 'class-validator';

/**
 * What is wrong with a value `IsUrl({ protocols: ['http', 'https'], require_protocol: true })` refused, in words a
 * person can act on (docs/api-conventions.md, Bad input): `https://com` has no top-level domain, `logo.png` is no
 * full URL, `ftp://…` is another scheme. A value none of these explains gets the general sentence.
 */
export function httpUrlProblem(field: string, value: unknown): string {
  if (typeof value !== 'string') return `${field} must be a URL written as text.`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `${field} is not a valid URL: write it in full, such as https://example.com/logo.png.`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${field} must start with http:// or https://.`;
  // An IP address needs no domain; a name does, and needs its top-level part (validator.js's require_tld).
  const isAddress = /^[\d.]+$/.test(url.hostname) || url.hostname.startsWith('[');
  if (!isAddress && !/\.[^.]{2,}$/.test(url.hostname)) return `${field} must have a host with a top-level domain, such as example.com; ${url.hostname} has none.`;
  return `${field} is not a valid http or https URL.`;
}

/** The message option of an `IsUrl` rule for http(s) URLs: says what is wrong with the value. */
export const httpUrlMessage = (args: ValidationArguments): string => httpUrlProblem(args.property, args.value);
