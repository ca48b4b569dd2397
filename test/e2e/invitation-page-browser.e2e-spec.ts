import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Browser, Page, Response as PageResponse } from 'playwright-core';
import { InvitationsService } from '../../src/modules/users';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { launchBrowser, phonePage, screenshot, seriousAccessibilityViolations, watchCspViolations } from '../utils/browser';
import { createTestApp, type TestApp } from '../utils/test-app';

/**
 * The real invitation page in a real browser (docs/users-and-roles.md): the API listening on a port of its own, and
 * Debian's Chromium as a 360-pixel-wide phone with JavaScript OFF. An administrator of "Acme Research" invites people
 * over the API; the page of each invitation's link is opened while it is open, once accepted (the invited person
 * signs in), cancelled, expired, and for a forged link. Each page: the status of its state, `Cache-Control: no-store`
 * and `Referrer-Policy: no-referrer`, its own stylesheet applied, no CSP report, no script, no sideways scrolling, no
 * serious or critical axe finding, and a screenshot (docs/invitation-page/README.md says what each shows).
 */
const V2 = '/v2/campaign-manager';
const WIDTH = 360;
const ORGANIZATION = 'Acme Research';
const HOSTILE = '<script>alert(1)</script> & "Acme" <img src=x onerror=alert(2)>';

/** Where the screenshots go when taken (`UPDATE_SCREENSHOTS=1`, test/utils/browser.ts). */
const SCREENSHOTS = path.resolve(__dirname, '..', '..', 'docs', 'invitation-page');

/** The browser globals the in-page functions use (the project compiles without the DOM library). */
interface InPage {
  document: { body: unknown; scrollingElement: { scrollWidth: number } | null };
  innerWidth: number;
  getComputedStyle(element: unknown): { backgroundColor: string };
}

interface Invitation {
  id: string;
  email: string;
  role: { id: string; name: string };
  status: string;
  expiresOn: string;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

describe('the invitation page in Chromium (360 px, JavaScript off)', () => {
  let t: TestApp;
  let browser: Browser;
  let base: string;
  let invitations: InvitationsService;

  beforeAll(async () => {
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
    await t.app.listen(0, '127.0.0.1');
    base = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
    invitations = t.app.get(InvitationsService, { strict: false });
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** An organization named by its administrator's token (`org_name`), and the id of its role `roleName`. */
  async function organization(name: string, roleName = 'Manager'): Promise<{ orgId: string; auth: Record<string, string>; roleId: string }> {
    const orgId = newOrganizationId();
    const auth = bearer(await tokenFor(orgId, { subject: 'admin', claims: { org_name: name, email: 'admin@example.com', name: 'Ada Admin' } }));
    const roles = (await t.http.get(`${V2}/roles`).set(auth).expect(200)).body.data as { id: string; name: string }[];
    const role = roles.find((r) => r.name === roleName);
    if (!role) throw new Error(`No role ${roleName} in ${JSON.stringify(roles)}`);
    return { orgId, auth, roleId: role.id };
  }

  async function invite(auth: Record<string, string>, email: string, roleId: string): Promise<Invitation> {
    const { data } = (await t.http.post(`${V2}/invitations/bulk`).set(auth).send({ invitations: [{ email, roleId }] }).expect(201)).body as { data: Invitation[] };
    expect(data).toEqual([expect.objectContaining({ email, role: expect.objectContaining({ id: roleId }), status: 'Pending' })]);
    return data[0];
  }

  /** The path of the invitation's link, as its email gives it (`${PUBLIC_BASE_URL}/invitations/<token>`). */
  function linkPath(invitationId: string): string {
    const link = new URL(invitations.linkFor(invitationId));
    expect(link.pathname).toMatch(/^\/invitations\/[A-Za-z0-9_-]+$/);
    return link.pathname;
  }

  /** A phone with JavaScript off, watching for CSP reports from its first page on. */
  async function phone(): Promise<{ page: Page; cspViolations: () => string[] }> {
    const page = await phonePage(browser);
    return { page, cspViolations: watchCspViolations(page) };
  }

  /**
   * Opens `pathname` in the browser and, first, over the checked agent (which holds the answer to the OpenAPI document:
   * the status and `text/html`): both answer `status`, with the headers of a private page.
   */
  async function open(page: Page, pathname: string, status: number): Promise<PageResponse> {
    const api = await t.http.get(pathname).expect(status);
    expect(api.type).toBe('text/html');
    const response = await page.goto(`${base}${pathname}`);
    if (!response) throw new Error(`No response for ${pathname}`);
    expect(response.status()).toBe(status);
    expect(response.headers()).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
    });
    expect(response.headers()['content-security-policy']).toContain("style-src 'self'");
    return response;
  }

  /** What every page must be: styled by its stylesheet, within its CSP, scriptless, 360 px wide, with no serious axe finding. */
  async function checkPage(page: Page, cspViolations: () => string[], shot?: string): Promise<void> {
    const layout = await page.evaluate(() => {
      const { document, innerWidth, getComputedStyle } = globalThis as unknown as InPage;
      return { innerWidth, scrollWidth: document.scrollingElement!.scrollWidth, background: getComputedStyle(document.body).backgroundColor };
    });
    expect(layout).toEqual({ innerWidth: WIDTH, scrollWidth: expect.any(Number), background: 'rgb(243, 244, 246)' });
    expect(layout.scrollWidth).toBeLessThanOrEqual(WIDTH);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) expect(await page.getByRole(landmark).count()).toBe(1);
    expect(await page.locator('script, form, a, img').count()).toBe(0);
    expect(cspViolations()).toEqual([]);
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    if (shot) {
      await page.mouse.move(0, 0);
      await screenshot(page, shot, SCREENSHOTS);
    }
  }

  /** The invitation's row as stored: read, not written, by the test. */
  async function statusOf(invitationId: string): Promise<string> {
    const [row] = await t.orm.em.fork().getConnection().execute<{ status: string }[]>('select status from invitation where id = ?', [invitationId]);
    return row.status;
  }

  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
  const main = (page: Page) => page.getByRole('main').innerText();

  it('serves its stylesheet as text/css, cacheable, to anyone', async () => {
    const css = await t.http.get('/invitation-assets/invitation.css').expect(200);
    expect(css.type).toBe('text/css');
    expect(css.headers['cache-control']).toBe('public, max-age=3600');
    expect(css.text).toContain('.main');
  });

  it('walks an invitation: open, accepted by signing in with the invited email, then cancelled, expired and forged links', async () => {
    const { orgId, auth, roleId } = await organization(ORGANIZATION);
    const email = 'Grace.Hopper@example.com';
    const invitation = await invite(auth, email, roleId);
    const href = linkPath(invitation.id);
    const { page, cspViolations } = await phone();

    // Open: the organization, the role, the invited email as is and the expiry day (UTC), and how to accept.
    await open(page, href, 200);
    expect(await heading(page)).toBe(`You are invited to ${ORGANIZATION}`);
    let text = await main(page);
    expect(text).toMatch(/Organization\s+Acme Research/);
    expect(text).toMatch(/Role\s+Manager/);
    expect(text).toMatch(new RegExp(`Email address\\s+${email.replace(/\./g, '\\.')}`));
    expect(text).toContain(`This invitation expires on ${longDate.format(new Date(invitation.expiresOn))}.`);
    expect(text).toContain(`Sign in to Campaign Manager with ${email}, through your organization’s sign-in.`);
    expect(await page.getByRole('heading', { level: 2, name: 'How to accept' }).count()).toBe(1);
    await checkPage(page, cspViolations, '01-open');

    // Opening the page changed nothing: the invitation is still pending.
    expect(await statusOf(invitation.id)).toBe('Pending');

    // The invited person signs in (any request with a token of theirs: a new subject with the invited email), which accepts it.
    const person = bearer(await tokenFor(orgId, { subject: 'new-person', claims: { email: email.toLowerCase(), email_verified: true } }));
    await t.http.get(`${V2}/funds-holders`).set(person).expect(200);
    expect(await statusOf(invitation.id)).toBe('Accepted');
    await open(page, href, 200);
    expect(await heading(page)).toBe('This invitation was accepted');
    text = await main(page);
    expect(text).toContain(`The invitation to ${ORGANIZATION} was accepted.`);
    expect(text).toContain('sign in as usual');
    expect(text).not.toContain(email);
    await checkPage(page, cspViolations, '02-accepted');

    // Cancelled by the administrator: 410.
    const cancelled = await invite(auth, 'alan.turing@example.com', roleId);
    await t.http.delete(`${V2}/invitations/${cancelled.id}`).set(auth).expect(204);
    await open(page, linkPath(cancelled.id), 410);
    expect(await heading(page)).toBe('This invitation was cancelled');
    expect(await main(page)).toContain(`${ORGANIZATION} cancelled this invitation, so it can no longer be accepted.`);
    await checkPage(page, cspViolations, '03-cancelled');

    // Expired unanswered: 410.
    const expired = await invite(auth, 'katherine.johnson@example.com', roleId);
    await t.orm.em.fork().getConnection().execute(`update invitation set expires_on = now() - interval '1 day' where id = ?`, [expired.id]);
    await open(page, linkPath(expired.id), 410);
    expect(await heading(page)).toBe('This invitation has expired');
    expect(await main(page)).toContain(`ask someone at ${ORGANIZATION} to send you a new invitation.`);
    await checkPage(page, cspViolations, '04-expired');

    // A forged link (a real token with its end changed) and a made-up one: 404, naming nothing.
    const end = href.slice(-4);
    const forged = `${href.slice(0, -4)}${end === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    await open(page, forged, 404);
    expect(await heading(page)).toBe('This invitation link is not valid');
    expect(await main(page)).not.toContain(ORGANIZATION);
    const invalid = await page.getByRole('main').innerHTML();
    await checkPage(page, cspViolations, '05-unknown');
    await open(page, '/invitations/not-a-token', 404);
    expect(await page.getByRole('main').innerHTML()).toBe(invalid);
    expect(cspViolations()).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('shows an organization name with markup as text, running none of it', async () => {
    const { auth, roleId } = await organization(HOSTILE, 'Viewer');
    const invitation = await invite(auth, 'mallory@example.com', roleId);
    const { page, cspViolations } = await phone();
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => void dialogs.push(dialog.message()));

    const response = await open(page, linkPath(invitation.id), 200);
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(await heading(page)).toBe(`You are invited to ${HOSTILE}`);
    expect(await page.title()).toBe(`You are invited to ${HOSTILE} – Campaign Manager`);
    expect(await main(page)).toMatch(/Role\s+Viewer/);
    await checkPage(page, cspViolations);
    expect(dialogs).toEqual([]);
    await page.context().close();
  }, 60_000);
});
