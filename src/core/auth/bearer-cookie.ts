import { SetMetadata } from '@nestjs/common';

export const BEARER_COOKIE_KEY = 'auth:bearer-cookie';

/**
 * The route also takes its bearer token from the cookie `name` when no Authorization header is sent: for pages a
 * browser opens, which cannot send the header (Bull Board, docs/administration.md). The token then goes through
 * the same checks as a header's.
 */
export const BearerCookie = (name: string) => SetMetadata(BEARER_COOKIE_KEY, name);

/** The value of cookie `name` in a Cookie header, or undefined. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
