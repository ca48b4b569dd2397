import type { AddressInfo } from 'node:net';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { loadOrCreateDevSigningKey } from '../../src/core/auth/dev-signing-key';
import { ALL_SCOPES, OPERATOR_SCOPES } from '../../src/core/auth/scopes';
import { organizationIdOf, subjectOf } from '../../src/core/auth/sandbox-identity-provider/sandbox-accounts';
import { SANDBOX_PAGE_POLICY } from '../../src/core/auth/sandbox-identity-provider/sandbox-pages';
import { loadConfig } from '../../src/core/config/app-config';
import { RoleName, scopesOf } from '../../src/modules/users/roles';
import { V2, V3 } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { authorizeUrl, Browser, newPkce, signInAtEmbeddedProvider, tokenRequest, type ConsoleClient, type TokenAnswer } from '../utils/console-sign-in';
import { useProductionApp } from '../utils/production-app';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * The console's sign-in at the sandbox's embedded OpenID Connect provider (docs/console.md, Sign-in), over real HTTP
 * as a browser makes it (test/utils/console-sign-in.ts), and `GET /me`, which tells the console who signed in and
 * what they may do (docs/users-and-roles.md). The API's answers go through the OpenAPI-checked agent; the provider's
 * are not API.
 */
describe('signing in to the console at the sandbox’s embedded provider', () => {
  let t: TestApp;
  let base: string;
  const config = loadConfig();
  const issuer = `${config.publicBaseUrl}/oidc`;
  const client: ConsoleClient = { clientId: config.console.clientId, redirectUri: `${config.publicBaseUrl}/console/callback` };
  const sortedScopesOf = (role: RoleName) => [...scopesOf(role)].sort();

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  const me = (token: string, prefix = V2) => t.http.get(`${prefix}/me`).set(bearer(token)).expect(200);

  it('publishes a discovery document: the spec’s endpoints under the issuer, the code flow with PKCE S256 only, the development key', async () => {
    const discovery = await fetch(`${base}/oidc/.well-known/openid-configuration`);
    expect(discovery.status).toBe(200);
    expect(await discovery.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      end_session_endpoint: `${issuer}/session/end`,
      revocation_endpoint: `${issuer}/token/revocation`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
      scopes_supported: expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']),
      id_token_signing_alg_values_supported: ['RS256'],
    });
    const { keys } = (await (await fetch(`${base}/oidc/.well-known/jwks.json`)).json()) as { keys: Record<string, unknown>[] };
    expect(keys).toEqual([expect.objectContaining({ kty: 'RSA', kid: loadOrCreateDevSigningKey(config.auth.devKeyFile).kid })]);
    expect(keys[0]).not.toHaveProperty('d');
  });

  describe('the whole flow', () => {
    let ada: TokenAnswer;
    let adaBrowser: Browser;

    beforeAll(async () => {
      adaBrowser = new Browser(base);
      ada = await signInAtEmbeddedProvider(adaBrowser, client, { email: 'Ada@Example.com', organization: 'Acme Research' });
    });

    it('gives an RS256 access token for the API, signed with the development key, naming the organization and the person with every scope', () => {
      expect(decodeProtectedHeader(ada.access_token)).toMatchObject({ alg: 'RS256', kid: loadOrCreateDevSigningKey(config.auth.devKeyFile).kid });
      const claims = decodeJwt(ada.access_token);
      expect(claims).toMatchObject({
        iss: issuer,
        aud: config.auth.audience,
        client_id: client.clientId,
        sub: subjectOf('ada@example.com'),
        org_id: organizationIdOf('acme research'),
        org_name: 'Acme Research',
        email: 'Ada@Example.com',
        email_verified: true,
        name: 'Ada',
        permissions: [...ALL_SCOPES],
      });
      expect(claims.exp! - claims.iat!).toBe(900);
      expect(ada).toMatchObject({ token_type: 'Bearer', expires_in: 900, refresh_token: expect.any(String), id_token: expect.any(String) });
      expect(decodeJwt(ada.id_token!)).toMatchObject({ iss: issuer, aud: client.clientId, sub: subjectOf('ada@example.com'), email: 'Ada@Example.com', name: 'Ada' });
    });

    it('opens the API: the first person of the organization is its Administrator, under both prefixes', async () => {
      const answer = (await me(ada.access_token)).body;
      expect(answer).toEqual({
        organization: { id: organizationIdOf('Acme Research'), name: 'Acme Research' },
        user: { id: expect.any(String), email: 'Ada@Example.com', name: 'Ada' },
        role: { id: expect.any(String), name: RoleName.Administrator },
        scopes: sortedScopesOf(RoleName.Administrator),
      });
      expect((await me(ada.access_token, V3)).body).toEqual(answer);
      const users = (await t.http.get(`${V2}/users`).set(bearer(ada.access_token)).expect(200)).body;
      expect(users.data).toEqual([expect.objectContaining({ id: answer.user.id, subject: subjectOf('ada@example.com'), email: 'Ada@Example.com', role: { id: answer.role.id, name: RoleName.Administrator } })]);
      await t.http.post(`${V2}/invitations/bulk`).set(bearer(ada.access_token)).send({ invitations: [{ email: 'later@example.com', roleId: answer.role.id }] }).expect(201);
    });

    it('signs the same organization name, in any case, into the same organization; a second person is a Viewer', async () => {
      const grace = await signInAtEmbeddedProvider(new Browser(base), client, { email: 'grace@example.com', organization: '  acme RESEARCH ' });
      expect(decodeJwt(grace.access_token)).toMatchObject({ org_id: organizationIdOf('Acme Research'), sub: subjectOf('grace@example.com') });
      const answer = (await me(grace.access_token)).body;
      expect(answer).toMatchObject({
        // The organization takes the name as the latest sign-in typed it (docs/users-and-roles.md: org_name is kept current).
        organization: { id: organizationIdOf('Acme Research'), name: 'acme RESEARCH' },
        user: { email: 'grace@example.com', name: 'grace' },
        role: { name: RoleName.Viewer },
        scopes: sortedScopesOf(RoleName.Viewer),
      });
      await t.http.get(`${V2}/users`).set(bearer(grace.access_token)).expect(200);
      const refused = await t.http.post(`${V2}/invitations/bulk`).set(bearer(grace.access_token)).send({ invitations: [{ email: 'x@example.com', roleId: answer.role.id }] }).expect(403);
      expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', detail: expect.stringContaining('The role Viewer does not hold') });
      // Ada signs in again to another organization: her sub is the same, the organization another.
      const elsewhere = await signInAtEmbeddedProvider(new Browser(base), client, { email: 'ada@example.com', organization: 'Globex' });
      expect(decodeJwt(elsewhere.access_token)).toMatchObject({ sub: subjectOf('ada@example.com'), org_id: organizationIdOf('Globex'), org_name: 'Globex' });
      expect((await me(elsewhere.access_token)).body).toMatchObject({ organization: { id: organizationIdOf('Globex'), name: 'Globex' }, role: { name: RoleName.Administrator } });
    });

    it('signs in again without the form while the provider’s session lasts', async () => {
      const pkce = newPkce();
      const callback = await adaBrowser.redirected(authorizeUrl(client, pkce));
      expect(`${callback.origin}${callback.pathname}`).toBe(client.redirectUri);
      expect(callback.searchParams.get('code')).toEqual(expect.any(String));
      expect(callback.searchParams.get('iss')).toBe(issuer);
    });

    it('renews the access token with the refresh token, which rotates: a used one is refused, and revokes its chain', async () => {
      const renewed = await tokenRequest(adaBrowser, { grant_type: 'refresh_token', refresh_token: ada.refresh_token!, client_id: client.clientId });
      expect(renewed.status).toBe(200);
      const tokens = (await renewed.json()) as TokenAnswer;
      expect(tokens.access_token).not.toBe(ada.access_token);
      expect(tokens.refresh_token).toEqual(expect.any(String));
      expect(tokens.refresh_token).not.toBe(ada.refresh_token);
      expect(decodeJwt(tokens.access_token)).toMatchObject({ org_id: organizationIdOf('Acme Research'), sub: subjectOf('ada@example.com'), aud: config.auth.audience });
      expect((await me(tokens.access_token)).body).toMatchObject({ role: { name: RoleName.Administrator }, user: { email: 'Ada@Example.com' } });
      const reused = await tokenRequest(adaBrowser, { grant_type: 'refresh_token', refresh_token: ada.refresh_token!, client_id: client.clientId });
      expect(reused.status).toBe(400);
      expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
      // A used refresh token coming back means it leaked: the whole chain is revoked, the newest token with it.
      const newest = await tokenRequest(adaBrowser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: client.clientId });
      expect(newest.status).toBe(400);
    });
  });

  it('signs out at the provider: a page asks to confirm, then back to the console, the refresh token revoked and the form shown again', async () => {
    const browser = new Browser(base);
    const tokens = await signInAtEmbeddedProvider(browser, client, { email: 'leaving@example.com', organization: 'Acme Research' });
    const query = new URLSearchParams({ client_id: client.clientId, id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${config.publicBaseUrl}/console/` });
    const confirm = await browser.request(`/oidc/session/end?${query}`);
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get('content-security-policy')).toBe(SANDBOX_PAGE_POLICY);
    const html = await confirm.text();
    expect(html).toContain('<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Yes, sign me out</button>');
    const [, action, xsrf] = /<form id="op.logoutForm" method="post" action="([^"]+)"><input type="hidden" name="xsrf" value="([^"]+)"\/><\/form>/.exec(html)!;
    const back = await browser.redirected(action, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ xsrf, logout: 'yes' }).toString() });
    expect(back.toString()).toBe(`${config.publicBaseUrl}/console/`);
    const refreshed = await tokenRequest(browser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: client.clientId });
    expect(refreshed.status).toBe(400);
    expect((await browser.redirected(authorizeUrl(client, newPkce()))).pathname).toMatch(/^\/oidc\/interaction\//);
  });

  it('revokes a refresh token the console hands back', async () => {
    const browser = new Browser(base);
    const tokens = await signInAtEmbeddedProvider(browser, client, { email: 'revoking@example.com', organization: 'Acme Research' });
    const revoked = await browser.request('/oidc/token/revocation', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token: tokens.refresh_token!, token_type_hint: 'refresh_token', client_id: client.clientId }).toString(),
    });
    expect(revoked.status).toBe(200);
    expect((await tokenRequest(browser, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: client.clientId })).status).toBe(400);
  });

  it('refuses an authorization request without PKCE, and a code exchanged without its verifier', async () => {
    const browser = new Browser(base);
    const refused = await browser.redirected(authorizeUrl(client, null));
    expect(`${refused.origin}${refused.pathname}`).toBe(client.redirectUri);
    expect(refused.searchParams.get('error')).toBe('invalid_request');
    expect(refused.searchParams.get('error_description')).toMatch(/PKCE/);

    const pkce = newPkce();
    const signInPage = await browser.redirected(authorizeUrl(client, pkce));
    const resume = await browser.redirected(signInPage.toString(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'mallory@example.com', organization: 'Acme Research' }).toString(),
    });
    const code = (await browser.redirected(resume.toString())).searchParams.get('code')!;
    const withoutVerifier = await tokenRequest(browser, { grant_type: 'authorization_code', code, redirect_uri: client.redirectUri, client_id: client.clientId });
    expect(withoutVerifier.status).toBe(400);
    expect(await withoutVerifier.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a client, a redirect URI or a resource it does not know', async () => {
    const browser = new Browser(base);
    const unknownClient = await browser.request(authorizeUrl({ ...client, clientId: 'someone-else' }, newPkce()));
    expect(unknownClient.status).toBe(400);
    expect(await unknownClient.text()).toContain('invalid_client');
    const elsewhere = await browser.request(authorizeUrl({ ...client, redirectUri: 'https://evil.example/callback' }, newPkce()));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain('redirect_uri did not match');
    const resource = await browser.redirected(authorizeUrl(client, newPkce(), { resource: 'https://other-api.example/' }));
    expect(resource.searchParams.get('error')).toBe('invalid_target');
  });

  describe('the sign-in page', () => {
    /** A fresh authorization request's sign-in page, and the browser holding its interaction. */
    async function openSignIn(extra: Record<string, string> = {}): Promise<{ browser: Browser; url: URL; page: Response }> {
      const browser = new Browser(base);
      const url = await browser.redirected(authorizeUrl(client, newPkce(), extra));
      return { browser, url, page: await browser.request(url.toString()) };
    }

    it('asks for an email address and an organization name, labelled, under a policy of its own that still lets the form post here', async () => {
      const { url, page } = await openSignIn({ login_hint: 'ada@example.com' });
      expect(url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/);
      expect(page.headers.get('content-security-policy')).toBe(SANDBOX_PAGE_POLICY);
      expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
      expect(page.headers.get('cache-control')).toBe('no-store');
      // The API's other headers (helmet) still apply.
      expect(page.headers.get('x-frame-options')).toBe('DENY');
      expect(page.headers.get('x-content-type-options')).toBe('nosniff');
      const html = await page.text();
      expect(html).toContain(`<form method="post" action="${url.pathname}">`);
      expect(html).toContain('<label for="email">Email address</label>');
      expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="email" maxlength="254" required[^>]* value="ada@example.com"/);
      expect(html).toContain('<label for="organization">Organization name</label>');
      expect(html).toMatch(/<input id="organization" name="organization" type="text" autocomplete="organization" maxlength="100" required/);
      expect(html).toContain('<button type="submit">Sign in</button>');
      expect(html).not.toMatch(/<script|\sstyle="/);
    });

    it('says beside the field what is wrong, keeping what was typed, and signs no one in', async () => {
      const { browser, url } = await openSignIn();
      const wrong = await browser.request(url.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: '', organization: 'Acme <Research>' }).toString(),
      });
      expect(wrong.status).toBe(400);
      expect(wrong.headers.get('content-security-policy')).toBe(SANDBOX_PAGE_POLICY);
      const html = await wrong.text();
      expect(html).toContain('<p class="error" id="email-error">Enter your email address.</p>');
      expect(html).toMatch(/<input id="email" [^>]*aria-describedby="email-error" aria-invalid="true" autofocus>/);
      expect(html).toContain('value="Acme &lt;Research&gt;"');
      expect(html).not.toContain('organization-error');
      // The same page still signs in once corrected.
      const resume = await browser.redirected(url.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'ada@example.com', organization: 'Acme Research' }).toString(),
      });
      expect(new URL(resume).pathname).toMatch(/^\/oidc\/authorize\//);
    });

    it('answers a page it does not know, or one opened in a browser without its sign-in, with a page saying to begin again', async () => {
      const unknown = await new Browser(base).request('/oidc/interaction/no-such-sign-in');
      expect(unknown.status).toBe(400);
      expect(await unknown.text()).toContain('This sign-in has expired');
      const { url } = await openSignIn();
      const otherBrowser = await new Browser(base).request(url.toString(), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ email: 'mallory@example.com', organization: 'Acme Research' }).toString(),
      });
      expect(otherBrowser.status).toBe(400);
      expect(otherBrowser.headers.get('location')).toBeNull();
    });
  });

  describe('GET /me', () => {
    it('tells a machine client its token’s scopes, with no user and no role', async () => {
      const organizationId = newOrganizationId();
      const machine = await tokenFor(organizationId, { claims: { gty: 'client-credentials' } });
      expect((await me(machine)).body).toEqual({
        organization: { id: organizationId, name: `Organization ${organizationId.slice(0, 8)}` },
        user: null,
        role: null,
        scopes: ALL_SCOPES.filter((scope) => !OPERATOR_SCOPES.has(scope)).sort(),
      });
      const narrow = await tokenFor(organizationId, { subject: '', scopes: ['reports:view', 'campaigns:view'] });
      expect((await me(narrow, V3)).body).toMatchObject({ user: null, role: null, scopes: ['campaigns:view', 'reports:view'] });
    });

    it('narrows a user’s token to the role: a Viewer holding every scope reads only the Viewer’s', async () => {
      const organizationId = newOrganizationId();
      await me(await tokenFor(organizationId, { subject: 'first' }));
      const viewer = (await me(await tokenFor(organizationId, { subject: 'second', claims: { email: 'second@example.com', name: 'Second' } }))).body;
      expect(viewer).toMatchObject({ user: { email: 'second@example.com', name: 'Second' }, role: { name: RoleName.Viewer }, scopes: sortedScopesOf(RoleName.Viewer) });
    });

    it('answers 401 without a token', async () => {
      expect((await t.http.get(`${V2}/me`).expect(401)).body).toMatchObject({ code: 'UNAUTHENTICATED' });
    });

    it('accepts in the sandbox the embedded provider’s issuer beside AUTH_ISSUER', async () => {
      await me(await tokenFor(newOrganizationId(), { claims: { iss: issuer } }));
      await t.http.get(`${V2}/me`).set(bearer(await tokenFor(newOrganizationId(), { claims: { iss: 'https://elsewhere.example/' } }))).expect(401);
    });
  });

  describe('in production', () => {
    let prod: TestApp;
    useProductionApp((app) => (prod = app));

    it('mounts no provider: /oidc answers 404 as an unknown path, and its issuer’s tokens are refused', async () => {
      for (const path of ['/oidc/.well-known/openid-configuration', '/oidc/authorize', '/oidc/interaction/abc', '/oidc/.well-known/jwks.json']) {
        const answer = await prod.http.get(path).expect(404);
        expect(answer.body).toMatchObject({ code: 'NOT_FOUND' });
      }
      await prod.http.post('/oidc/oauth/token').type('form').send({ grant_type: 'refresh_token' }).expect(404);
      await prod.http.get(`${V2}/me`).set(bearer(await tokenFor(newOrganizationId(), { claims: { iss: issuer } }))).expect(401);
      await prod.http.get(`${V2}/me`).set(bearer(await tokenFor(newOrganizationId()))).expect(200);
    });
  });
});
