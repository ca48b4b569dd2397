import type { AppConfig } from '../../core/config/app-config';

/**
 * The console's Content-Security-Policy, on its files only, in place of the API's `default-src 'none'`
 * (docs/security.md): its scripts from this origin and nothing inline; inline styles, which Mantine sets as style
 * attributes; images and fonts from here or inline data (`blob:` for files the console makes); calls to this API and
 * to the identity provider (its token endpoint); frames of its own (the sandbox's email previews, sandboxed, from
 * `srcdoc`); never framed itself.
 */
export function consolePolicy(config: Pick<AppConfig, 'console'>): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${new URL(config.console.issuer).origin}`,
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}
