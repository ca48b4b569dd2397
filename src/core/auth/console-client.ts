import type { AppConfig } from '../config/app-config';

/**
 * The console as an OAuth client (docs/console.md, Sign-in), in one place for the console's settings
 * (`GET /console/config.json`) and the sandbox's embedded provider, which registers it: a public client, the
 * authorization code flow with PKCE S256.
 */

/** What the console asks for: who the person is, and a refresh token to renew its access token without a page. */
export const CONSOLE_SCOPES = 'openid email profile offline_access';

/** The console's own URL that the provider sends the code back to. */
export const consoleRedirectUri = (config: Pick<AppConfig, 'publicBaseUrl'>): string => `${config.publicBaseUrl}/console/callback`;

/** Where signing out returns. */
export const consoleHomeUri = (config: Pick<AppConfig, 'publicBaseUrl'>): string => `${config.publicBaseUrl}/console/`;
