import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { claimTokensFor, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type SignedIn } from '../utils/console-checks';
import { eventually } from '../utils/test-app';

/**
 * The console's Reports in Chromium (docs/console.md, Reports) against the real API and worker: a campaign with
 * instructions in several states and payouts by three methods. Each report tab and the portfolio at 1440 and 360 px;
 * the payout-methods chart's numbers are the API's; the basic report sorts and pages from the keyboard alone, its
 * rows are the API's for that sort, and "Download CSV" saves the API's CSV in that order.
 */
const KATHERINE: Person = { email: 'katherine@johnson.example', organization: 'Johnson Orbital Lab' };
/** A second person of the organization, never invited: a Viewer, who may see reports (docs/users-and-roles.md). */
const DOROTHY: Person = { email: 'dorothy@johnson.example', organization: 'Johnson Orbital Lab' };
const CAMPAIGN = 'Autumn 2027 orbit survey';
const TABS = ['statistics', 'conversion', 'payout-methods', 'payouts-history', 'basic'] as const;
const READY: Record<(typeof TABS)[number], (page: Page) => Promise<unknown>> = {
  statistics: (page) => page.getByRole('heading', { level: 2, name: 'Timeline' }).waitFor(),
  conversion: (page) => page.getByRole('img', { name: /^Chart of the conversion/ }).waitFor(),
  'payout-methods': (page) => page.getByRole('img', { name: /^Chart of payouts per method/ }).waitFor(),
  'payouts-history': (page) => page.getByRole('table', { name: /^Payouts of the campaign/ }).waitFor(),
  basic: (page) => page.getByRole('table', { name: /^Basic report/ }).waitFor(),
};
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const screenshots = new ScreenshotLog('Reports', 'console-reports.e2e-spec.ts');

describe('the Reports in Chromium: a campaign’s five reports and the portfolio, at 1440 and 360 px, the keyboard, and the CSV', () => {
  let stack: ConsoleStack;
  let katherine: SignedIn;
  let katherinePhone: SignedIn;
  let auth: Record<string, string>;
  let campaignId: string;

  const url = (route: string) => `${stack.base}/console${route}`;
  const api = () => stack.t.http;

  beforeAll(async () => {
    stack = await startConsoleStack();
    // Katherine is the organization's first person: its Administrator. Her token makes the data.
    katherine = await signedIn(stack, KATHERINE);
    auth = { Authorization: `Bearer ${await bearerTokenOf(katherine.page, () => katherine.page.goto(url('/reports')))}` };
    katherinePhone = await signedIn(stack, KATHERINE, PHONE);

    const holders = await api().get(`${V2}/funds-holders`).set(auth).expect(200);
    const accounts = await api().get(`${V2}/bank-accounts`).set(auth).expect(200);
    const campaign = await api()
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({
        name: CAMPAIGN,
        fundingSourceId: holders.body.data[0].id,
        expiryDate: '2099-12-31',
        payoutMethodIds: [METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal],
        welcomeHeadline: 'Thank you for counting orbits',
        welcomeText: 'Choose how you would like to be paid.',
        campaignManager: 'Orbit Office',
      })
      .expect(201);
    campaignId = campaign.body.id;
    await api().post(`${V3}/simulate/bank-accounts/${accounts.body.data[0].id}/:receive-ach`).set(auth).send({ amount: 5000, campaignId }).expect(202);

    // 12 participants: 4 drafts, 8 initiated of which 1 cancelled and 4 paid (2 gift cards, a prepaid card, PayPal).
    const ids = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const created = await api()
          .post(`${V2}/payout-instructions`)
          .set(auth)
          .send({ campaignId, email: `observer.${String(i + 1).padStart(2, '0')}@example.com`, firstName: 'Observer', lastName: `Orbit ${(i * 7) % 12}`, externalId: `ORB-${100 + i}`, amount: 20 + ((i * 5) % 7) * 10, tags: { shift: i % 2 ? 'night' : 'day' } })
          .expect(201);
        return created.body.id as string;
      }),
    );
    const initiated = ids.slice(0, 8);
    await api().post(`${V2}/campaigns/${campaignId}/payout-instructions/:initiate`).set(auth).send({ payoutInstructionIds: initiated, channel: 'Email' }).expect(202);
    await eventually(
      async () => (await api().get(`${V2}/payout-instructions?campaignId=${campaignId}&status=Initiated&pageSize=100`).set(auth).expect(200)).body.totalItems as number,
      (n) => n === 8,
      20_000,
    );
    await api().post(`${V2}/payout-instructions/${initiated[7]}/:cancel`).set(auth).send({ cancellationReason: 'Other' }).expect(200);
    const paid = initiated.slice(0, 4);
    const tokens = await claimTokensFor(stack.t, paid);
    const methods = [METHODS.amazonGiftCard, METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal];
    await Promise.all(paid.map((id, i) => requestPayoutWith(stack.t, tokens.get(id)!, methods[i], { email: `observer.0${i + 1}@example.com` })));
  }, 90_000);

  afterAll(async () => {
    screenshots.write(['A campaign of 12 instructions (4 drafts, 1 cancelled, 4 paid by three methods) and the organization’s portfolio.']);
    await stack?.close();
  });

  /** Opens `route` on both of Katherine's pages, waits for `ready`, and checks each. */
  async function bothSizes(route: string, name: string, file: string, what: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
    await Promise.all(
      [katherine, katherinePhone].map(async (signed) => {
        const phone = signed === katherinePhone;
        await signed.page.goto(url(route));
        await settled(signed.page, 'Reports');
        await ready(signed.page);
        await screenshots.check(signed, `${name}${phone ? ' (360 px)' : ''}`, { file: `${file}-${phone ? 'phone' : 'desktop'}.png`, what: `${what}${phone ? ' (phone)' : ''}` });
      }),
    );
  }

  /** Presses Tab (or Shift+Tab) until the focused element's name is `name` (at most `limit` presses). */
  async function tabTo(page: Page, name: string | RegExp, key: 'Tab' | 'Shift+Tab' = 'Tab', limit = 60): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press(key);
      const focused = await page.evaluate(() => {
        const active = (globalThis as unknown as { document: { activeElement: { textContent: string | null; getAttribute(n: string): string | null } | null } }).document.activeElement;
        return active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '';
      });
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${String(name)}`);
  }

  const csvOf = async (query: string) => (await api().get(`${V2}/reports/campaigns/${campaignId}/basic?${query}`).set(auth).buffer(true).parse((res, done) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => done(null, text));
  }).expect(200)).body as string;
  const emailsOf = (csv: string) => csv.trim().split('\n').slice(1).map((line) => line.split(',')[4]);

  it('shows each report as the API counts it, sorts and pages the basic report by keyboard, and downloads its CSV in that order', async () => {
    const { page } = katherine;

    // Every tab, and the portfolio, at both sizes.
    for (const tab of TABS) {
      await bothSizes(`/campaigns/${campaignId}/reports?tab=${tab}`, `reports, ${tab}`, `reports-${tab}`, `A campaign’s ${tab.replace('-', ' ')} report`, READY[tab]);
    }
    await bothSizes('/reports', 'portfolio', 'reports-portfolio', 'The portfolio: figures, redemption activity, campaigns', (p) => p.getByRole('table', { name: /^Campaigns by expiry/ }).waitFor());
    expect(await page.getByRole('row', { name: new RegExp(CAMPAIGN) }).count()).toBe(1);

    // The payout-methods chart's numbers (its hidden table) are the API's.
    await page.goto(url(`/campaigns/${campaignId}/reports?tab=payout-methods`));
    await settled(page, 'Reports');
    const methods = (await api().get(`${V2}/reports/campaigns/${campaignId}/payout-methods`).set(auth).expect(200)).body as { totalPayouts: number; data: { name: string; category: string; count: number; amount: number }[] };
    expect(methods.totalPayouts).toBe(4);
    const shown = await page.getByTestId('payout-methods-data').locator('tbody tr').evaluateAll((rows) => rows.map((row) => [...(row as unknown as { children: Iterable<{ textContent: string | null }> }).children].map((c) => c.textContent ?? '')));
    expect(shown.map((row) => row.slice(0, 4))).toEqual(methods.data.map((m) => [m.name, m.category, String(m.count), usd.format(m.amount)]));
    expect((await page.getByRole('img', { name: /^Chart of payouts per method/ }).getAttribute('aria-label')) ?? '').toContain(`${methods.data[0]!.name} ${methods.data[0]!.count}`);

    // The basic report, 10 rows a page, from the keyboard alone: sorted by amount (largest, then smallest first), then page 2.
    await page.goto(url(`/campaigns/${campaignId}/reports?tab=basic&pageSize=10`));
    await settled(page, 'Reports');
    const table = page.getByRole('table', { name: /^Basic report/ });
    await table.waitFor();
    await tabTo(page, 'Amount');
    await page.keyboard.press('Enter');
    await page.waitForURL(/sortBy=amount/);
    await page.keyboard.press('Enter');
    await page.waitForURL(/sortOrder=asc/);
    await table.and(page.getByRole('table', { name: /sorted by Amount, smallest first, page 1 of 2/ })).waitFor();
    expect(await page.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
    const rowEmails = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => (row as unknown as { children: { textContent: string | null }[] }).children[3]!.textContent ?? ''));
    expect(await rowEmails()).toEqual(emailsOf(await csvOf('pageNumber=1&pageSize=10&sortBy=amount&sortOrder=asc')));
    await tabTo(page, 'Next page');
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    await page.getByRole('table', { name: /page 2 of 2/ }).waitFor();
    expect(await rowEmails()).toEqual(emailsOf(await csvOf('pageNumber=2&pageSize=10&sortBy=amount&sortOrder=asc')));

    // Download CSV, by keyboard: the whole report in the chosen order, as the API writes it.
    await tabTo(page, 'Download CSV', 'Shift+Tab');
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^autumn-2027-orbit-survey-basic-report-by-amount-asc-\d{4}-\d{2}-\d{2}\.csv$/);
    const downloaded = await readFile((await download.path())!, 'utf8');
    const expected = await csvOf('pageNumber=1&pageSize=10000&sortBy=amount&sortOrder=asc');
    expect(downloaded).toBe(expected);
    expect(emailsOf(downloaded)).toHaveLength(12);
    const amounts = downloaded.trim().split('\n').slice(1).map((line) => Number(line.split(',')[5]));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

    // A Viewer reaches the reports from the campaign page and may download the CSV too.
    const dorothy = await signedIn(stack, DOROTHY);
    await dorothy.page.goto(url(`/campaigns/${campaignId}`));
    await dorothy.page.locator('#main').getByRole('link', { name: 'Reports' }).click();
    await settled(dorothy.page, 'Reports');
    await dorothy.page.getByRole('tab', { name: 'Basic report' }).click();
    await dorothy.page.getByRole('table', { name: /^Basic report, sorted by Created, newest first, page 1 of 1/ }).waitFor();
    await dorothy.page.getByRole('button', { name: 'Download CSV' }).waitFor();
    await dorothy.page.context().close();
  }, 120_000);
});
