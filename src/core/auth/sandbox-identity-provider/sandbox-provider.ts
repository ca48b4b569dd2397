import { createHash, createPrivateKey } from 'node:crypto';
import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { EMBEDDED_PROVIDER_PATH, type AppConfig } from '../../config/app-config';
import { CONSOLE_SCOPES, consoleHomeUri, consoleRedirectUri } from '../console-client';
import { loadOrCreateDevSigningKey, type DevSigningKey } from '../dev-signing-key';
import { MemoryStore } from './memory-store';
import type { SandboxAccounts } from './sandbox-accounts';
import { messagePage } from './sandbox-pages';

/** Access tokens live 15 minutes; the console renews them with its refresh token (rotated at each use). */
const ACCESS_TOKEN_SECONDS = 900;
const DAY = 24 * 60 * 60;

/** The embedded provider's routes, under EMBEDDED_PROVIDER_PATH: the spec's `{auth_url}/authorize` and `{auth_url}/oauth/token`. */
export const SANDBOX_PROVIDER_ROUTES = {
  authorization: '/authorize',
  token: '/oauth/token',
  jwks: '/.well-known/jwks.json',
  end_session: '/session/end',
} as const;

/**
 * The resource indicator (RFC 8707) of this API at the embedded provider. Indicators must be absolute URIs:
 * AUTH_AUDIENCE when it is one, else the API's own URL. The tokens' `aud` is AUTH_AUDIENCE either way.
 */
export function apiResourceIndicator(config: Pick<AppConfig, 'publicBaseUrl' | 'auth'>): string {
  return URL.canParse(config.auth.audience) ? config.auth.audience : `${config.publicBaseUrl}/`;
}

/** The signing key as a private JWK, with the development key's `kid`: the API verifies these tokens as any other sandbox token. */
function signingJwk(key: DevSigningKey): object {
  return { ...createPrivateKey(key.privateKeyPem).export({ format: 'jwk' }), kid: key.kid, alg: 'RS256', use: 'sig' };
}

/**
 * Cookie signing keys derived from the development key, so that they outlive a restart (the sessions they sign do
 * not: they live in memory) and every process with the same key file signs alike.
 */
function cookieKeys(key: DevSigningKey): string[] {
  return [createHash('sha256').update(`sandbox-identity-provider cookies\n${key.privateKeyPem}`).digest('base64url')];
}

/**
 * The sandbox's embedded OpenID Connect provider (oidc-provider; docs/console.md, Sign-in): issuer
 * `${PUBLIC_BASE_URL}/oidc`, one public client (the console: authorization code with PKCE S256, refresh tokens
 * rotated at each use), RS256 JWT access tokens for the API signed with the development key, carrying the
 * organization and person of the sign-in and every scope in `permissions` (the user's role decides). Sign-in and
 * consent are one form (consent is implicit in the sandbox): sandbox-identity-provider.ts serves it.
 */
export function createSandboxProvider(config: AppConfig, accounts: SandboxAccounts): Provider {
  const issuer = config.auth.embeddedIssuer;
  if (!issuer) throw new Error('The embedded identity provider runs only in the sandbox with the development key (APP_ENV=sandbox, AUTH_JWKS_URI unset)');
  const key = loadOrCreateDevSigningKey(config.auth.devKeyFile);
  const resource = apiResourceIndicator(config);
  const redirectOrigin = new URL(consoleRedirectUri(config)).origin;
  const configuration: Configuration = {
    adapter: new MemoryStore().adapter,
    clients: [
      {
        client_id: config.console.clientId,
        client_name: 'Campaign Manager console',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [consoleRedirectUri(config)],
        post_logout_redirect_uris: [consoleHomeUri(config)],
      },
    ],
    jwks: { keys: [signingJwk(key)] },
    cookies: { keys: cookieKeys(key) },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    scopes: CONSOLE_SCOPES.split(' '),
    // The authorization code flow only: no token or ID token straight from the authorization endpoint.
    responseTypes: ['code'],
    // The ID token carries the email and name the scopes grant: the console shows them without a userinfo call.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      // Access tokens are the API's (their audience), so they open no userinfo endpoint: the ID token says who signed in.
      userinfo: { enabled: false },
      // The console may revoke its refresh token as it signs out; only its own (another's answers success, revoking nothing).
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => resource,
        getResourceServerInfo: (_ctx, indicator) => {
          if (indicator !== resource) throw new errors.InvalidTarget('unknown resource indicator', `this provider issues tokens for ${resource} only`);
          return { scope: CONSOLE_SCOPES, audience: config.auth.audience, accessTokenFormat: 'jwt', accessTokenTTL: ACCESS_TOKEN_SECONDS, jwt: { sign: { alg: 'RS256' } } };
        },
        useGrantedResource: () => true,
      },
    },
    // Only S256 exists in oidc-provider 9; every authorization request must carry a challenge.
    pkce: { required: () => true },
    findAccount: (_ctx, sub) => {
      const person = accounts.person(sub);
      return person && { accountId: sub, claims: () => ({ sub, email: person.email, email_verified: true, name: person.name }) };
    },
    extraTokenClaims: (_ctx, token) => {
      const claims = accounts.tokenClaims(token.accountId, token.grantId);
      // Lost with a restart (the grant's organization lives in memory): sign in again rather than get a token without org_id.
      if (!claims) throw new errors.InvalidGrant('the sign-in is no longer known to the sandbox; sign in again');
      return claims;
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_PROVIDER_PATH}/interaction/${interaction.uid}` },
    // The console renews its tokens with a refresh token, rotated at each use, instead of the provider's page in an iframe.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    rotateRefreshToken: true,
    // The console is served from PUBLIC_BASE_URL: its origin may call the token endpoint (and a dev server proxying to it).
    clientBasedCORS: (_ctx, origin, client) => origin === redirectOrigin && client.clientId === config.console.clientId,
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage('Sign-in failed', [`${out.error}${out.error_description ? `: ${out.error_description}` : ''}`, 'Go back to the console and sign in again.']);
    },
    routes: { ...SANDBOX_PROVIDER_ROUTES },
    ttl: {
      AccessToken: ACCESS_TOKEN_SECONDS,
      AuthorizationCode: 60,
      Grant: 14 * DAY,
      IdToken: 3600,
      Interaction: 3600,
      Session: 14 * DAY,
      // A rotated refresh token keeps what its chain has left: 14 days from sign-in, then sign in again.
      RefreshToken: (ctx) => ctx?.oidc.entities.RotatedRefreshToken?.remainingTTL ?? 14 * DAY,
    },
  };
  const provider = new Provider(issuer, configuration);
  // Its URLs are PUBLIC_BASE_URL's, as its issuer is: the mount tells it the scheme and host through these headers.
  provider.proxy = true;
  return provider;
}

async function logoutSource(ctx: KoaContextWithOIDC, form: string): Promise<void> {
  ctx.body = messagePage(
    'Sign out?',
    [`You are signed in to the Campaign Manager sandbox at ${ctx.host}.`],
    `${form}<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>` +
      '<button type="submit" form="op.logoutForm" class="secondary">No, stay signed in</button>',
  );
}

async function postLogoutSuccessSource(ctx: KoaContextWithOIDC): Promise<void> {
  const client = ctx.oidc.client?.clientId;
  ctx.body = messagePage('Signed out', [`You signed out${client ? ` of ${client}` : ''}.`]);
}
