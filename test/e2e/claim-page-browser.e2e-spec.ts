import type { INestApplicationContext } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import { freePort } from '../utils/free-port';
import type { Browser, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { claimCampaign, codeIn, emailTo, initiatedInstruction, METHODS, session } from '../factories/beneficiary';
import { V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { launchBrowser, phonePage, screenshot, SELF_REFRESH_RULE, seriousAccessibilityViolations, watchCspViolations } from '../utils/browser';
import { SmtpSink } from '../utils/smtp-sink';
import { createTestApp, startWorker, type TestApp } from '../utils/test-app';

/**
 * The real claim page in a real browser (docs/claims.md, The claim page): the API listening on a port of its own
 * (its PUBLIC_BASE_URL, so the emails' links and the campaign icon point at it), a worker that sends the emails and
 * completes the payouts, the SMTP sink that receives them, and Debian's Chromium as a 360-pixel-wide phone with
 * JavaScript OFF. A beneficiary walks a claim from the link in the email to the gift card's code. Each step: no CSP
 * report, no sideways scrolling, no serious or critical axe finding, and a screenshot in docs/claim-page/ (the
 * documentation's; docs/claim-page/README.md says what each shows).
 */
const WIDTH = 360;
const PASSWORD = 'spring-2099';
const AMOUNT = 40;
const EMAIL = 'ada@example.com';
/** Ada's bank account (ACH): her name as her bank knows it, accents and all, and an account number the page must never show. */
const HOLDER = 'Ada Lovelace Núñez';
const ACCOUNT_NUMBER = '000123456789';


/** A 96×96 PNG, always the same bytes: a green disc on a pale green square (the campaign's icon). */
function iconPng(): Buffer {
  const size = 96;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inDisc = (x - 47.5) ** 2 + (y - 47.5) ** 2 <= 30 ** 2;
      const [r, g, b] = inDisc ? [4, 120, 87] : [209, 250, 229];
      png.data.set([r, g, b, 255], (y * size + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

/** The browser globals the in-page functions use (the project compiles without the DOM library). */
interface InPage {
  document: { body: unknown; scrollingElement: { scrollWidth: number } | null };
  innerWidth: number;
  getComputedStyle(element: unknown): { backgroundColor: string };
}

/** The claim link of a claim email: its href, as the beneficiary would follow it. */
function claimHref(html: string, base: string): string {
  const href = new RegExp(`href="(${base.replace(/[.]/g, '\\.')}/claim/[A-Za-z0-9_-]+)"`).exec(html)?.[1];
  if (!href) throw new Error('No claim link in the email');
  return href;
}

describe('the claim page in Chromium: a beneficiary’s walk (360 px, JavaScript off)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  let worker: INestApplicationContext;
  let browser: Browser;
  let base: string;
  const saved = { SMTP_URL: process.env.SMTP_URL, PUBLIC_BASE_URL: process.env.PUBLIC_BASE_URL };

  beforeAll(async () => {
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    sink = await SmtpSink.start();
    process.env.SMTP_URL = sink.url;
    process.env.PUBLIC_BASE_URL = base;
    [t, browser] = await Promise.all([createTestApp(), launchBrowser()]);
    await t.app.listen(port, '127.0.0.1');
    expect((t.app.getHttpServer().address() as AddressInfo).port).toBe(port);
    worker = await startWorker();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await worker?.close();
    await t?.close();
    await sink?.close();
    process.env.SMTP_URL = saved.SMTP_URL;
    process.env.PUBLIC_BASE_URL = saved.PUBLIC_BASE_URL;
  });

  /** A phone with JavaScript off, watching for CSP reports from its first page on. */
  async function phone(): Promise<{ page: Page; cspViolations: () => string[] }> {
    const page = await phonePage(browser);
    return { page, cspViolations: watchCspViolations(page) };
  }

  /**
   * Does `act` (a click, a goto) and waits for the page it leads to: a form post's 303 is followed to the page, so
   * the status is the final page's (200, or 400 when the form was refused).
   */
  async function follow(page: Page, act: () => Promise<unknown>): Promise<number> {
    const answered = page.waitForResponse((r) => r.request().isNavigationRequest() && r.frame() === page.mainFrame() && (r.status() < 300 || r.status() >= 400));
    const loaded = page.waitForEvent('load');
    await act();
    const [response] = await Promise.all([answered, loaded]);
    return response.status();
  }

  /** What every page must be: styled by its stylesheet, within its CSP, 360 px wide, with no serious axe finding. */
  async function checkPage(page: Page, cspViolations: () => string[], shot?: string, { selfRefreshing = false } = {}): Promise<void> {
    const layout = await page.evaluate(() => {
      const { document, innerWidth, getComputedStyle } = globalThis as unknown as InPage;
      return { innerWidth, scrollWidth: document.scrollingElement!.scrollWidth, background: getComputedStyle(document.body).backgroundColor };
    });
    expect(layout).toEqual({ innerWidth: WIDTH, scrollWidth: expect.any(Number), background: 'rgb(243, 244, 246)' });
    expect(layout.scrollWidth).toBeLessThanOrEqual(WIDTH);
    expect(cspViolations()).toEqual([]);
    // The waiting page reloads itself by design, and its "Stop updating" link turns that off (SELF_REFRESH_RULE).
    expect(await seriousAccessibilityViolations(page, { exceptRules: selfRefreshing ? [SELF_REFRESH_RULE] : [] })).toEqual([]);
    if (shot) {
      // No hover left over from the last click: the same picture on every run.
      await page.mouse.move(0, 0);
      await screenshot(page, shot);
    }
  }

  /** A claim email's link for a new initiated instruction of `c` to `email`. */
  async function claimLinkFor(c: FundedCampaign, email: string, body: Record<string, unknown> = {}): Promise<{ id: string; href: string }> {
    const { id } = await initiatedInstruction(t, c, { amount: AMOUNT, email, ...body });
    const sent = await emailTo(sink, email, (e) => e.html.includes('/claim/'));
    return { id, href: claimHref(sent.html, base) };
  }

  it('walks password, emailed code, method, details and progress to the gift card’s code', async () => {
    const c = await claimCampaign(t, { name: 'Spring study', password: PASSWORD, otpThreshold: 10, methods: [METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal] });
    await t.http.patch(`${V2}/campaigns/${c.campaignId}/campaign-icon`).set(c.auth).attach('iconFile', iconPng(), 'icon.png').expect(200);
    const { id, href } = await claimLinkFor(c, EMAIL);
    const token = href.slice(href.lastIndexOf('/') + 1);
    const { page, cspViolations } = await phone();

    // The link from the email: the password step, a session in an HttpOnly, SameSite=Lax cookie of the link's path.
    expect(await follow(page, () => page.goto(href))).toBe(200);
    await expectHeading(page, 'Enter the password');
    expect(await page.locator('.amount-value').innerText()).toBe('$40.00');
    // Who is paying, and whom to ask.
    expect(await page.locator('.amount-label').innerText()).toBe('Lovelace Foundation is sending you');
    expect(await page.locator('footer').innerText()).toContain('Questions about this payment? Contact Research Office.');
    expect(await page.locator('img.campaign-icon').evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth)).toBe(96);
    const cookies = await page.context().cookies();
    expect(cookies).toEqual([expect.objectContaining({ name: 'cm_claim', httpOnly: true, sameSite: 'Lax', secure: false, path: `/claim/${token}` })]);
    await checkPage(page, cspViolations, '01-password');

    // A wrong password: the same step again (400), the error and the attempts left under the field.
    await page.getByLabel('Password', { exact: true }).fill('autumn');
    expect(await follow(page, () => page.getByRole('button', { name: 'Continue' }).click())).toBe(400);
    const password = page.getByLabel('Password', { exact: true });
    expect(await password.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('.field-error').innerText()).toMatch(/\S/);
    expect(await page.locator('.field-note').innerText()).toBe('4 attempts left.');
    await checkPage(page, cspViolations, '02-password-wrong');

    // The right one: the code step.
    await password.fill(PASSWORD);
    expect(await follow(page, () => page.getByRole('button', { name: 'Continue' }).click())).toBe(200);
    await expectHeading(page, 'Confirm your email');
    expect(await page.locator('main').innerText()).toContain('a***@example.com');
    await checkPage(page, cspViolations);

    // "Email me a code", then the code from the OtpEmail in the sink (typed after the screenshot: it changes every run).
    expect(await follow(page, () => page.getByRole('button', { name: 'Email me a code' }).click())).toBe(200);
    expect(await page.locator('main').innerText()).toContain('We sent a 6-digit code to a***@example.com');
    await checkPage(page, cspViolations, '03-code');
    const code = codeIn(await emailTo(sink, EMAIL, (e) => />\s*\d{6}\s*</.test(e.html)));
    await page.getByLabel('6-digit code').fill(code);
    expect(await follow(page, () => page.getByRole('button', { name: 'Confirm code' }).click())).toBe(200);

    // The method step: the gift card, by its label.
    await expectHeading(page, 'Choose how to get paid');
    expect(await page.getByRole('radio').count()).toBe(3);
    await page.getByLabel('Amazon.com eGift Card').check();
    await checkPage(page, cspViolations, '04-method');
    expect(await follow(page, () => page.getByRole('button', { name: 'Continue' }).click())).toBe(200);

    // The details step. "ada@example" passes the browser's own check of an email field (no JavaScript involved) but
    // not the server's: the step again with the error summary, the field's error, and what was typed.
    await expectHeading(page, 'Enter your details');
    // The address the claim email went to, already there and changeable.
    expect(await page.getByLabel('Email address').inputValue()).toBe(EMAIL);
    await checkPage(page, cspViolations);
    await page.getByLabel('Email address').fill('ada@example');
    expect(await follow(page, () => page.getByRole('button', { name: 'Send my payment' }).click())).toBe(400);
    const summary = page.getByRole('alert').filter({ hasText: 'Please check these details' });
    expect(await summary.getByRole('link').getAttribute('href')).toBe('#field-details-email');
    const field = page.getByLabel('Email address');
    expect(await field.inputValue()).toBe('ada@example');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator('#field-details-email-error').innerText()).toMatch(/email address/);
    await checkPage(page, cspViolations, '05-details-invalid');

    // No worker while the payout is requested, so that the first progress page is the waiting one.
    await worker.close();
    await field.fill('ada.giftcard@example.com');
    expect(await follow(page, () => page.getByRole('button', { name: 'Send my payment' }).click())).toBe(200);

    // Progress: the page reloads itself (a meta refresh, JavaScript off) until the card is issued; nobody clicks.
    await expectHeading(page, 'Your payout');
    expect(await page.locator('.status').innerText()).toContain('This page updates itself every 10 seconds until your payout is ready.');
    expect(await page.getByRole('link', { name: 'Refresh', exact: true }).count()).toBe(0);
    await checkPage(page, cspViolations, '06-progress-waiting', { selfRefreshing: true });
    worker = await startWorker();
    await page.getByRole('heading', { name: 'Your gift card is ready' }).waitFor({ timeout: 30_000 });
    await page.waitForLoadState('load');
    // The code is shown: no more reloading, nothing left to refresh.
    expect(await page.locator('meta[http-equiv="refresh"]').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^(Refresh|Stop updating)$/ }).count()).toBe(0);

    // The code, PIN and redemption link are the beneficiary's own, as the API gives them to this very session.
    const sessionToken = (await page.context().cookies()).find((cookie) => cookie.name === 'cm_claim')!.value;
    const { card } = (await t.http.get('/beneficiary/claim/payout').set(session(sessionToken)).expect(200)).body;
    const shown = async (term: string) => (await page.locator('.credentials div', { has: page.locator('dt', { hasText: term }) }).locator('dd').innerText()).trim();
    expect(await shown('Card code')).toBe(card.code);
    expect(await shown('PIN')).toBe(card.pin);
    expect(await page.getByRole('link', { name: 'Redeem your card' }).getAttribute('href')).toBe(card.redemptionUrl);
    const masked = (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
    expect(masked.card.code.slice(-4)).toBe(card.code.slice(-4));
    await checkPage(page, cspViolations, '06-progress');
    await page.context().close();
  }, 120_000);

  it('walks an ACH bank transfer from the bank details through the batch to the bank’s settlement, never showing the account number', async () => {
    const c = await claimCampaign(t, { name: 'Spring study', methods: [METHODS.ach, METHODS.amazonGiftCard] });
    const { id, href } = await claimLinkFor(c, 'ada.ach@example.com');
    const { page, cspViolations } = await phone();
    /** The page as the beneficiary sees it, and its whole HTML: never the account number in full (nor its 9 last digits). */
    const main = async () => {
      const html = await page.content();
      for (const digits of [ACCOUNT_NUMBER, ACCOUNT_NUMBER.replace(/^0+/, '')]) expect(html).not.toContain(digits);
      return page.locator('main').innerText();
    };
    const refresh = async () => expect(await follow(page, () => page.getByRole('link', { name: 'Refresh', exact: true }).click())).toBe(200);

    // No password, no code: the link opens on the methods.
    expect(await follow(page, () => page.goto(href))).toBe(200);
    await expectHeading(page, 'Choose how to get paid');
    expect(await page.getByRole('radio').count()).toBe(2);
    await page.getByLabel('ACH bank transfer').check();
    expect(await follow(page, () => page.getByRole('button', { name: 'Continue' }).click())).toBe(200);

    // The bank details, by their labels: the routing and account numbers on a numeric keypad, never remembered.
    await expectHeading(page, 'Enter your details');
    expect(await page.locator('.chosen').innerText()).toContain('You chose ACH bank transfer.');
    await page.getByLabel('Full name').fill(HOLDER);
    for (const label of ['Routing number', 'Account number']) {
      const input = page.getByLabel(label);
      expect([await input.getAttribute('inputmode'), await input.getAttribute('autocomplete')]).toEqual(['numeric', 'off']);
    }
    await page.getByLabel('Routing number').fill('011000015');
    await page.getByLabel('Account number').fill(ACCOUNT_NUMBER);
    await page.getByLabel('Account type').selectOption('Savings');
    expect(await page.getByLabel('Account type').inputValue()).toBe('Savings');
    await checkPage(page, cspViolations, '09-details-ach');
    expect(await follow(page, () => page.getByRole('button', { name: 'Send my payment' }).click())).toBe(200);

    // Sent: the payout waits, Pending, for the next ACH batch; the transfer holds the name as typed, the number masked.
    await expectHeading(page, 'Your payout');
    expect(await statusOf(page)).toEqual({ headline: "We're sending your payout", explanation: 'We have your request and will start on it shortly.' });
    let text = await main();
    expect(text).toMatch(/Amount\s+\$40\.00/);
    expect(text).toMatch(/Method\s+ACH bank transfer/);
    expect(text).toContain('In progress');
    expect(await page.getByRole('link', { name: 'Refresh', exact: true }).count()).toBe(1);
    expect((await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body).toMatchObject({ status: 'Pending', category: 'AchBankTransfer' });
    const transfer = async () => (await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(c.auth).expect(200)).body;
    expect(await transfer()).toMatchObject({ status: 'Pending', accountHolderName: HOLDER, routingNumber: '*****0015', accountNumber: '****6789', accountType: 'Savings', amount: AMOUNT });
    await checkPage(page, cspViolations, '10-progress-ach-pending');

    // The administrator's batch takes it (Processing), then the sandbox bank settles it (Completed).
    expect((await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202)).body.count).toBe(1);
    await refresh();
    expect(await statusOf(page)).toEqual({ headline: "We're sending your payout", explanation: 'Your ACH bank transfer is being processed.' });
    expect(await main()).toContain('In progress');
    await checkPage(page, cspViolations);
    await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(202);
    expect(await transfer()).toMatchObject({ status: 'Settled' });
    await refresh();
    expect(await statusOf(page)).toEqual({ headline: 'Your bank transfer has been sent', explanation: 'You were paid $40.00.' });
    text = await main();
    expect(text).toMatch(/Completed on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(text).not.toContain('In progress');
    expect(await page.getByRole('link', { name: 'Refresh', exact: true }).count()).toBe(0);
    await checkPage(page, cspViolations, '11-progress-ach-completed');
    await page.context().close();
  }, 90_000);

  it('walks a paper check from the mailing address to the print run', async () => {
    const c = await claimCampaign(t, { name: 'Spring study', methods: [METHODS.paperCheck, METHODS.amazonGiftCard] });
    const { id, href } = await claimLinkFor(c, 'ada.check@example.com');
    const { page, cspViolations } = await phone();

    expect(await follow(page, () => page.goto(href))).toBe(200);
    await expectHeading(page, 'Choose how to get paid');
    await page.getByLabel('Paper check').check();
    expect(await follow(page, () => page.getByRole('button', { name: 'Continue' }).click())).toBe(200);

    // The mailing address, by its labels; the state from the list of states.
    await expectHeading(page, 'Enter your details');
    expect(await page.locator('.chosen').innerText()).toContain('You chose Paper check.');
    await page.getByLabel('Street address').fill('1 Main St');
    await page.getByLabel(/^Apartment, suite, etc\./).fill('Apt 2');
    await page.getByLabel('City').fill('Springfield');
    await page.getByLabel('State').selectOption('IL');
    expect(await page.getByLabel('State').locator('option:checked').innerText()).toBe('Illinois (IL)');
    await page.getByLabel('ZIP code').fill('62701');
    await checkPage(page, cspViolations, '12-details-check');
    expect(await follow(page, () => page.getByRole('button', { name: 'Send my payment' }).click())).toBe(200);

    // Pending until the print run.
    await expectHeading(page, 'Your payout');
    expect(await statusOf(page)).toEqual({ headline: "We're sending your payout", explanation: 'We have your request and will start on it shortly.' });
    expect(await page.locator('main').innerText()).toMatch(/Amount\s+\$40\.00\s+Method\s+Paper check/);
    const payout = async () => (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
    expect(await payout()).toMatchObject({ status: 'Pending', category: 'PaperCheck', checkNumber: null });
    await checkPage(page, cspViolations);

    // The administrator's print run numbers and prints it: SentForPrinting, in words (the page does not show the check's number).
    expect((await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'CheckPrintRun' }).expect(202)).body.count).toBe(1);
    expect(await payout()).toMatchObject({ status: 'SentForPrinting', checkNumber: expect.stringMatching(/^\d+$/) });
    expect(await follow(page, () => page.getByRole('link', { name: 'Refresh', exact: true }).click())).toBe(200);
    expect(await statusOf(page)).toEqual({ headline: 'Your check is being printed', explanation: 'It will be mailed to the address you gave.' });
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('SentForPrinting');
    expect(text).toContain('In progress');
    expect(await page.getByRole('link', { name: 'Refresh', exact: true }).count()).toBe(1);
    await checkPage(page, cspViolations, '13-progress-check-printed');
    await page.context().close();
  }, 90_000);

  it('takes its own form posts, sent with Origin: null under its no-referrer policy, and no cross-site one', async () => {
    // Chromium posted every form above with `Origin: null` and `Sec-Fetch-Site: same-origin`; the same null from another site is refused.
    const post = (fetchSite: string) => t.http.post('/claim/not-a-token/password').set('Origin', 'null').set('Sec-Fetch-Site', fetchSite).type('form').send({ password: 'x' });
    expect((await post('cross-site')).status).toBe(403);
    expect((await post('same-site')).status).toBe(403);
    // Ours: on to the session check, which sends a post without a session back to the page.
    expect((await post('same-origin')).status).toBe(303);
  });

  it('shows the 404 page for a forged link and for the link an email change replaced', async () => {
    const c = await claimCampaign(t, { name: 'Spring study', methods: [METHODS.amazonGiftCard] });
    const { id, href } = await claimLinkFor(c, 'ada.void@example.com');
    const { page, cspViolations } = await phone();

    // A forged token: the real one with its end changed.
    const end = href.slice(-4);
    const forged = `${href.slice(0, -4)}${end === 'AAAA' ? 'BBBB' : 'AAAA'}`;
    expect(await follow(page, () => page.goto(forged))).toBe(404);
    await expectHeading(page, 'This link is not valid', 1);
    const voidPage = await page.locator('main').innerHTML();
    await checkPage(page, cspViolations, '07-void-link');

    // The real link works until the instruction's email changes; then it is void too, and says so alike.
    expect(await follow(page, () => page.goto(href))).toBe(200);
    await t.http.patch(`${V2}/payout-instructions/${id}`).set(c.auth).send({ email: 'ada.moved@example.com' }).expect(200);
    expect(await follow(page, () => page.goto(href))).toBe(404);
    expect(await page.locator('main').innerHTML()).toBe(voidPage);
    expect(cspViolations()).toEqual([]);
    await page.context().close();
  }, 60_000);

  it('shows the 410 page once the campaign has expired', async () => {
    const c = await claimCampaign(t, { name: 'Spring study', methods: [METHODS.amazonGiftCard] });
    const { href } = await claimLinkFor(c, 'ada.late@example.com');
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.orm.em.fork().getConnection().execute('update campaign set expiry_date = ? where id = ?', [yesterday, c.campaignId]);
    const { page, cspViolations } = await phone();
    expect(await follow(page, () => page.goto(href))).toBe(410);
    await expectHeading(page, 'This payment has expired', 1);
    await checkPage(page, cspViolations, '08-expired');
    await page.context().close();
  }, 60_000);
});

/** The step's heading (h2 under the campaign's h1) or an error page's h1. */
async function expectHeading(page: Page, name: string, level = 2): Promise<void> {
  expect(await page.getByRole('heading', { name, level, exact: true }).count()).toBe(1);
}

/** The progress step's status box: its headline and the sentence under it. */
async function statusOf(page: Page): Promise<{ headline: string; explanation: string }> {
  return { headline: await page.locator('#status-title').innerText(), explanation: await page.locator('.status p').innerText() };
}
