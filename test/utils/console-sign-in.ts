import { createHash, randomBytes } from 'node:crypto';
import { CONSOLE_SCOPES } from '../../src/core/auth/console-client';

/**
 * The console's sign-in at the sandbox's embedded provider, over real HTTP as a browser makes it (docs/console.md,
 * Sign-in): the authorization request with PKCE, the sign-in form, the code, the token request. Redirects are
 * followed by hand: their URLs are PUBLIC_BASE_URL's, and the test's server listens elsewhere, so each is taken on
 * `base` (path and query). Cookies are kept as a browser would for one site (all sent on every request: none of the
 * provider's is read where it does not belong).
 */

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0];
      const at = pair.indexOf('=');
      const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
      const expired = /;\s*expires=Thu, 01 Jan 1970/i.test(line) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** A browser of one site: requests to `base`, cookies kept, no redirect followed. */
export class Browser {
  readonly jar = new CookieJar();

  constructor(readonly base: string) {}

  /** `url` absolute (any origin: its path and query are taken on `base`) or a path. */
  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url, this.base);
    const response = await fetch(new URL(`${target.pathname}${target.search}`, this.base), {
      ...init,
      redirect: 'manual',
      headers: { ...(init.headers as Record<string, string>), cookie: this.jar.header() },
    });
    this.jar.take(response);
    return response;
  }

  /** The Location of a redirect, failing on any other answer. */
  async redirected(url: string, init: RequestInit = {}): Promise<URL> {
    const response = await this.request(url, init);
    if (response.status < 300 || response.status > 399) throw new Error(`${init.method ?? 'GET'} ${url} answered ${response.status}, not a redirect: ${(await response.text()).slice(0, 500)}`);
    return new URL(response.headers.get('location')!, this.base);
  }
}

export interface Pkce {
  verifier: string;
  challenge: string;
}

export const newPkce = (): Pkce => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
};

export interface ConsoleClient {
  clientId: string;
  redirectUri: string;
}

/** The authorization request's URL (a path under /oidc), with PKCE unless `pkce` is null. */
export function authorizeUrl(client: ConsoleClient, pkce: Pkce | null, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: client.clientId,
    response_type: 'code',
    scope: CONSOLE_SCOPES,
    redirect_uri: client.redirectUri,
    state: randomBytes(8).toString('hex'),
    ...(pkce ? { code_challenge: pkce.challenge, code_challenge_method: 'S256' } : {}),
    ...extra,
  });
  return `/oidc/authorize?${query}`;
}

export interface TokenAnswer {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/** A token request (form-encoded, as a browser's fetch of the console sends it). */
export async function tokenRequest(browser: Browser, form: Record<string, string>): Promise<Response> {
  return browser.request('/oidc/oauth/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() });
}

/** The whole sign-in: the form filled with `email` and `organization`; the tokens the code gets. */
export async function signInAtEmbeddedProvider(browser: Browser, client: ConsoleClient, person: { email: string; organization: string }): Promise<TokenAnswer> {
  const pkce = newPkce();
  const signInPage = await browser.redirected(authorizeUrl(client, pkce));
  const form = await browser.request(signInPage.toString());
  if (form.status !== 200) throw new Error(`The sign-in page answered ${form.status}`);
  const action = /<form method="post" action="([^"]+)"/.exec(await form.text())?.[1];
  if (!action) throw new Error('The sign-in page has no form');
  const resume = await browser.redirected(action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: person.email, organization: person.organization }).toString(),
  });
  const callback = await browser.redirected(resume.toString());
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`No code in ${callback}`);
  const tokens = await tokenRequest(browser, { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, client_id: client.clientId, code_verifier: pkce.verifier });
  if (tokens.status !== 200) throw new Error(`The token request answered ${tokens.status}: ${await tokens.text()}`);
  return (await tokens.json()) as TokenAnswer;
}
