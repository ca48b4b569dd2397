import { LinkTokens } from '../../src/core/security/link-token';
import { claimCampaign, claimTokenIn, codeIn, emailTo, initiatedInstruction, METHODS } from '../factories/beneficiary';
import { balancesOf, V2 } from '../factories/funded-campaign';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { createTestApp, eventually, type TestApp } from '../utils/test-app';

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
      /** This visitor's CSRF token, as its page's forms carry it. */
      async csrf() {
        const page = await t.http.get(`/claim/${token}`).set('Cookie', cookie);
        remember(page);
        return csrfOf(page.text);
      },
      /** `csrf`: false sends none, a string sends that one (another session's). */
      async post(form: string, fields: Record<string, string>, options: { csrf?: boolean | string; origin?: string; headers?: Record<string, string> } = {}) {
        const own = await this.csrf();
        const csrf = options.csrf === false ? {} : { _csrf: typeof options.csrf === 'string' ? options.csrf : own };
        const req = t.http.post(`/claim/${token}/${form}`).set('Cookie', cookie).set(options.headers ?? {}).type('form');
        if (options.origin) req.set('Origin', options.origin);
        return req.send({ ...csrf, ...fields });
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
  });

  it("changes nothing on a form post with another session's CSRF token, or sent cross-site (Sec-Fetch-Site, Origin: null)", async () => {
    const c = await claimCampaign(t, { password: 'open sesame', methods: [METHODS.amazonGiftCard] });
    const { email } = await initiatedInstruction(t, c, { amount: 40 });
    const token = claimTokenIn(await emailTo(sink, email, (e) => e.html.includes('/claim/')));
    const [mine, theirs] = [visitor(token), visitor(token)];
    await Promise.all([mine.open(), theirs.open()]);
    expect(mine.cookie).not.toBe(theirs.cookie);
    const theirToken = await theirs.csrf();
    expect(theirToken).not.toBe(await mine.csrf());

    const refused = [
      await mine.post('password', { password: 'open sesame' }, { csrf: theirToken }),
      await mine.post('password', { password: 'open sesame' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      await mine.post('password', { password: 'open sesame' }, { origin: 'null', headers: { 'Sec-Fetch-Site': 'cross-site' } }),
      await mine.post('password', { password: 'open sesame' }, { origin: 'null', headers: { 'Sec-Fetch-Site': 'same-site' } }),
    ];
    expect(refused.map((res) => res.status)).toEqual([403, 403, 403, 403]);
    // Still asked for the password: none of them verified the session.
    expect((await mine.open()).text).toContain('name="password"');
    // The same post from the page itself (Origin: null under no-referrer, same-origin fetch) goes through.
    const own = await mine.post('password', { password: 'open sesame' }, { origin: 'null', headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(own.status).toBe(303);
    expect((await mine.open()).text).not.toContain('name="password"');
  });

  describe('speaks to a person', () => {
    /** A claim of $40.00 from the Lovelace Foundation's campaign offering a gift card and ACH, its claim email and page. */
    async function claim() {
      const c = await claimCampaign(t, { organizationName: 'Lovelace Foundation', methods: [METHODS.amazonGiftCard, METHODS.ach] });
      const { email } = await initiatedInstruction(t, c, { amount: 40 });
      const claimEmail = await emailTo(sink, email, (e) => e.html.includes('/claim/'));
      return { email, claimEmail, page: visitor(claimTokenIn(claimEmail)) };
    }

    it('in the claim email: who is paying, only the campaign’s methods, whom to ask', async () => {
      const { claimEmail } = await claim();
      expect(claimEmail.subject).toMatch(/^(Hi \S+, )?Lovelace Foundation is sending you \$40\.00$/);
      expect(claimEmail.html).toContain('Lovelace Foundation is sending you <strong>$40.00</strong> for Spring study. Choose how you would like to receive it: Amazon.com eGift Card or ACH bank transfer.');
      expect(claimEmail.html).toContain('Questions about this payment? Contact Research Office.');
      expect(claimEmail.html).not.toMatch(/prepaid card|another option/i);
    });

    it('on the page: who is paying and whom to ask', async () => {
      const html = (await (await claim()).page.open()).text;
      expect(html).toContain('<p class="campaign-payer">From Lovelace Foundation</p>');
      expect(html).toMatch(/<span class="amount-label">Lovelace Foundation is sending you<\/span> <span class="amount-value">\$40\.00<\/span>/);
      expect(html).toContain('Questions about this payment? Contact Research Office.');
    });

    it('names no organization that no token named: the campaign speaks, the manager is the contact', async () => {
      const c = await claimCampaign(t, { organizationName: null, methods: [METHODS.amazonGiftCard] });
      const { email } = await initiatedInstruction(t, c, { amount: 40 });
      const claimEmail = await emailTo(sink, email, (e) => e.html.includes('/claim/'));
      expect(claimEmail.subject).toMatch(/^(Hi \S+, )?Spring study sent you \$40\.00$/);
      expect(claimEmail.html).not.toMatch(/Organization [0-9a-f]{8}/);
      const html = (await visitor(claimTokenIn(claimEmail)).open()).text;
      expect(html).toMatch(/<span class="amount-label">Your payment<\/span>/);
      expect(html).not.toMatch(/From |Organization [0-9a-f]{8}/);
      expect(html).toContain('Questions about this payment? Contact Research Office.');
    });

    it('asks to choose a method when the method form is sent without one (a browser may skip `required`)', async () => {
      const { page } = await claim();
      await page.open();
      const unchosen = await page.post('method', {});
      expect(unchosen.status).toBe(400);
      expect(unchosen.text).toContain('<p class="notice notice-error" role="alert">Choose how you want to be paid.</p>');
      expect(unchosen.text).toMatch(/id="method-error"><span class="visually-hidden">Error: <\/span>Choose how you want to be paid\.<\/p>/);
      expect(unchosen.text).not.toMatch(/not offered|payout-methods/);
    });

    it('tells each refused detail in words next to its field', async () => {
      const { page } = await claim();
      await page.open();
      expect((await page.post('method', { payoutMethodId: METHODS.ach })).status).toBe(303);
      const refused = await page.post('payout', { 'details.fullName': ' ', 'details.bankRoutingNumber': '021000022', 'details.bankAccountNumber': '', 'details.bankAccountType': '' });
      expect(refused.status).toBe(400);
      const errorOf = (id: string) => new RegExp(`id="field-details-${id}-error"><span class="field-error-line"><span class="visually-hidden">Error: </span>([^<]+)</span>`).exec(refused.text)?.[1];
      expect(errorOf('fullName')).toBe('Enter your full name.');
      expect(errorOf('bankRoutingNumber')).toBe('This routing number is not valid: check the 9 digits on your check.');
      expect(errorOf('bankAccountNumber')).toBe('Enter your account number.');
      expect(errorOf('bankAccountType')).toBe('Choose the type of account: checking or savings.');
      // In the words shown, not in the markup: a link token in a form's action may spell `ABA` by chance.
      expect(refused.text.replace(/<[^>]*>/g, ' ')).not.toMatch(/must not be blank|ABA|fullName |bankRoutingNumber |mailingAddress\./);
    });

    it('fills the gift card’s email in with the address the claim email went to, which can be changed', async () => {
      const { page, email } = await claim();
      await page.open();
      expect((await page.post('method', { payoutMethodId: METHODS.amazonGiftCard })).status).toBe(303);
      const details = (await page.open()).text;
      expect(details).toMatch(new RegExp(`<input class="input" id="field-details-email" name="details.email" type="email" value="${email.replace(/[.]/g, '\\.')}"`));
      expect((await page.post('payout', { 'details.email': 'ada.other@example.com' })).status).toBe(303);
      await eventually(async () => (await page.open()).text, (html) => html.includes('Your gift card is ready'));
    });
  });

  it('reloads the waiting page by itself (a meta refresh, no script) while the provider is on the payout, and stops on ?updates=off', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.paypal] });
    const { email } = await initiatedInstruction(t, c, { amount: 40 });
    const page = visitor(claimTokenIn(await emailTo(sink, email, (e) => e.html.includes('/claim/'))));
    await page.open();
    expect((await page.post('method', { payoutMethodId: METHODS.paypal })).status).toBe(303);
    // A PayPal transfer to an account that never accepts it (the sandbox's `unclaimed`) stays Processing.
    expect((await page.post('payout', { 'details.email': 'ada.unclaimed@example.com' })).status).toBe(303);
    const waiting = await eventually(async () => (await page.open()).text, (html) => html.includes('accept it to receive the money'));
    expect(waiting).toContain('<meta http-equiv="refresh" content="10">');
    expect(waiting).toContain('This page updates itself every 10 seconds until your payout is ready.');
    expect(waiting).not.toContain('>Refresh</a>');
    const stopped = (await page.open('?updates=off')).text;
    expect(stopped).toContain('accept it to receive the money');
    expect(stopped).not.toContain('http-equiv');
    expect(stopped).toContain('>Refresh</a>');
  });

  it('serves its stylesheet from its own origin', async () => {
    const res = await t.http.get('/claim-assets/claim.css').expect(200);
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(res.text.length).toBeGreaterThan(200);
  });
});

describe('the claim page served over https (PUBLIC_BASE_URL https://…)', () => {
  let t: TestApp;
  const saved = process.env.PUBLIC_BASE_URL;
  beforeAll(async () => {
    process.env.PUBLIC_BASE_URL = 'https://claims.example.org';
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
    process.env.PUBLIC_BASE_URL = saved;
  });

  it('marks its session cookie Secure, and takes form posts from its public origin', async () => {
    const c = await claimCampaign(t, { password: 'open sesame' });
    const { id } = await initiatedInstruction(t, c);
    const [{ link_version: linkVersion }] = await t.orm.em.getConnection().execute<{ link_version: number }[]>('select link_version from payout_instruction where id = ?', [id]);
    const token = t.app.get(LinkTokens).sign('claim', { instructionId: id, linkVersion });

    const page = await t.http.get(`/claim/${token}`).expect(200);
    const cookie = (page.headers['set-cookie'] as unknown as string[])[0];
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)![1];
    const post = (origin: string) => t.http.post(`/claim/${token}/password`).set('Cookie', cookie.split(';')[0]).set('Origin', origin).type('form').send({ _csrf: csrf, password: 'open sesame' });
    expect((await post('http://claims.example.org')).status).toBe(403);
    expect((await post('https://claims.example.org')).status).toBe(303);
  });
});
