import { LinkTokens } from '../../src/core/security/link-token';
import { claimCampaign, claimTokenIn, codeIn, emailTo, initiatedInstruction, METHODS } from '../factories/beneficiary';
import { balancesOf, V2 } from '../factories/funded-campaign';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

/** The claim page over HTTP (the browser test drives it in Chromium): cookies, CSRF, headers, each step's form. */
describe('the claim page (/claim/{token})', () => {
  let sink: SmtpSink;
  let t: TestApp;
  useMailingStack((stack) => ({ sink, t } = stack));

  /** A browser's little cookie jar for one link. */
  function visitor(token: string) {
    let cookie = '';
    const remember = (res: { headers: Record<string, unknown> }) => {
      const set = res.headers['set-cookie'] as string[] | undefined;
      if (set?.length) cookie = set[0].split(';')[0];
    };
    const csrfOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    return {
      get cookie() {
        return cookie;
      },
      async open(query = '') {
        const res = await t.http.get(`/claim/${token}${query}`).set('Cookie', cookie);
        remember(res);
        return res;
      },
      async post(form: string, fields: Record<string, string>, options: { csrf?: boolean; origin?: string } = {}) {
        const page = await t.http.get(`/claim/${token}`).set('Cookie', cookie);
        remember(page);
        const body = { ...(options.csrf === false ? {} : { _csrf: csrfOf(page.text) }), ...fields };
        const req = t.http.post(`/claim/${token}/${form}`).set('Cookie', cookie).type('form');
        if (options.origin) req.set('Origin', options.origin);
        return req.send(body);
      },
    };
  }

  it('answers a void link with a 404 page of its own, and a malformed one alike', async () => {
    const c = await claimCampaign(t);
    const { id } = await initiatedInstruction(t, c);
    const stale = t.app.get(LinkTokens).sign('claim', { instructionId: id, linkVersion: 0 });
    for (const token of [stale, 'not-a-token', 'x'.repeat(40)]) {
      const res = await t.http.get(`/claim/${token}`).expect(404);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.text).toContain('This link is not valid');
      expect(res.text).not.toMatch(/at \w+ \(|stack/i);
    }
  });

  it('walks password → code → method → details → progress with a gift card code, cookie HttpOnly and SameSite=Lax, strict CSP', async () => {
    const c = await claimCampaign(t, { password: 'open sesame', otpThreshold: 10, methods: [METHODS.amazonGiftCard, METHODS.venmo] });
    const { id, email } = await initiatedInstruction(t, c, { amount: 40 });
    const token = claimTokenIn(await emailTo(sink, email, (e) => e.html.includes('/claim/')));
    const page = visitor(token);

    const first = await page.open();
    expect(first.status).toBe(200);
    expect(first.headers['content-security-policy']).toBe("default-src 'self'; img-src 'self' data:; style-src 'self'; script-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    expect(first.headers['cache-control']).toBe('no-store');
    const cookie = (first.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(new RegExp(`^cm_claim=[A-Za-z0-9_-]{43}; Max-Age=3600; Path=/claim/${token}; Expires=.*; HttpOnly; SameSite=Lax$`));
    expect(first.text).toContain('name="password"');
    expect(first.text).toContain('$40.00');

    // A second visit keeps the session: no new cookie, no new session opened.
    expect((await page.open()).headers['set-cookie']).toBeUndefined();

    expect((await page.post('password', { password: 'wrong' })).status).toBe(400);
    expect((await page.post('password', { password: 'open sesame' }, { csrf: false })).status).toBe(403);
    expect((await page.post('password', { password: 'open sesame' }, { origin: 'https://evil.example' })).status).toBe(403);
    const verified = await page.post('password', { password: 'open sesame' });
    expect(verified.status).toBe(303);
    expect(verified.headers.location).toBe(`/claim/${token}`);

    expect((await page.open()).text).toContain(`/claim/${token}/otp/send`);
    expect((await page.post('otp/send', {})).status).toBe(303);
    const code = codeIn(await emailTo(sink, email, (e) => />\s*\d{6}\s*</.test(e.html)));
    expect((await page.open()).text).toContain('name="code"');
    expect((await page.post('otp', { code: code === '000000' ? '111111' : '000000' })).status).toBe(400);
    expect((await page.post('otp', { code })).status).toBe(303);

    const methods = await page.open();
    expect(methods.text).toContain(`value="${METHODS.amazonGiftCard}"`);
    expect((await page.post('method', { payoutMethodId: METHODS.amazonGiftCard })).status).toBe(303);
    const details = await page.open();
    expect(details.text).toContain('name="details.email"');

    const invalid = await page.post('payout', { 'details.email': 'not an email' });
    expect(invalid.status).toBe(400);
    expect(invalid.text).toContain('aria-invalid="true"');
    expect(invalid.text).toContain('value="not an email"');

    expect((await page.post('payout', { 'details.email': 'ada.page@example.com' })).status).toBe(303);
    const done = await eventually(async () => (await page.open()).text, (html) => html.includes('Your gift card is ready'));
    const payout = (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
    expect(done).toContain(payout.card.code.slice(-4));
    expect(done).toMatch(/<code[^>]*>[A-Z0-9-]{8,}<\/code>/);
    expect(await balancesOf(t, c)).toMatchObject({ paidOut: 40, allocated: 0 });
  }, 30_000);

  it('serves its stylesheet from its own origin', async () => {
    const res = await t.http.get('/claim-assets/claim.css').expect(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.text.length).toBeGreaterThan(200);
  });
});
