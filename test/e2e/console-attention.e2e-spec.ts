import { claimTokensFor, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, DESKTOP, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type SignedIn } from '../utils/console-checks';
import { eventually } from '../utils/test-app';

/**
 * Needs attention in a real browser (docs/console.md, Needs attention): a returned ACH payout, made through the API
 * (claimed by ACH, settled, returned by the bank with R01), shows on the home page's first section and on the
 * attention screen with its return reason; it is reinitiated from there after a confirmation and leaves the list. A
 * new organization sees "All clear" on both. Each screen at 1440 and 360 px: axe, no sideways scrolling, no CSP report.
 */
const ADA: Person = { email: 'ada@attention.example', organization: 'Lovelace Attention Lab' };
const NEWCOMER: Person = { email: 'grace@calm.example', organization: 'Hopper Calm Lab' };
const CAMPAIGN = 'Spring 2027 sleep study';
const BENEFICIARY = 'katherine.johnson@example.com';
const ACH_DETAILS = { fullName: 'Katherine Johnson', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };

const screenshots = new ScreenshotLog('Needs attention', 'console-attention.e2e-spec.ts');

describe('Needs attention in Chromium: a returned ACH payout on home and the attention screen, reinitiated from there; all clear', () => {
  let stack: ConsoleStack;
  let ada: SignedIn;
  let adaPhone: SignedIn;
  let auth: Record<string, string>;
  let instructionId: string;
  const url = (route: string) => `${stack.base}/console${route}`;

  beforeAll(async () => {
    stack = await startConsoleStack();
    const { t } = stack;
    [ada, adaPhone] = await Promise.all([signedIn(stack, ADA, DESKTOP), signedIn(stack, ADA, PHONE)]);
    auth = { Authorization: `Bearer ${await bearerTokenOf(ada.page, () => ada.page.goto(url('/campaigns')))}` };

    const holders = await t.http.get(`${V2}/funds-holders`).set(auth).expect(200);
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(auth).expect(200);
    const campaign = await t.http
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({ name: CAMPAIGN, fundingSourceId: holders.body.data[0].id, expiryDate: '2099-06-30', payoutMethodIds: [METHODS.ach, METHODS.amazonGiftCard] })
      .expect(201);
    const campaignId = campaign.body.id as string;
    await t.http.post(`${V3}/simulate/bank-accounts/${accounts.body.data[0].id}/:receive-ach`).set(auth).send({ amount: 500, campaignId }).expect(202);
    const created = await t.http.post(`${V2}/payout-instructions`).set(auth).send({ campaignId, email: BENEFICIARY, firstName: 'Katherine', lastName: 'Johnson', amount: 125 }).expect(201);
    instructionId = created.body.id as string;
    await t.http.post(`${V2}/payout-instructions/${instructionId}/:initiate`).set(auth).send({ channel: 'Email' }).expect(200);
    // The beneficiary claims by bank transfer; the bank settles it, then sends it back (R01, insufficient funds).
    await requestPayoutWith(t, (await claimTokensFor(t, [instructionId])).get(instructionId)!, METHODS.ach, { ...ACH_DETAILS }, 'Pending');
    await t.http.post(`${V3}/simulate/payout-instructions/${instructionId}/:settle-ach`).set(auth).expect(202);
    await t.http.post(`${V3}/simulate/payout-instructions/${instructionId}/:return-ach`).set(auth).send({ returnReasonCode: 'R01' }).expect(202);
    expect((await t.http.get(`${V2}/payout-instructions/${instructionId}`).set(auth).expect(200)).body.status).toBe('Restored');
  }, 120_000);

  afterAll(async () => {
    screenshots.write([
      'In Debian’s Chromium against the real API and worker: `-desktop` at 1440 px wide, `-phone` at 360 px (2×). The data is made',
      `through the API: a funded campaign “${CAMPAIGN}” whose one beneficiary claimed by ACH, and the bank returned the transfer (R01).`,
    ]);
    await stack?.close();
  });

  it('shows the returned payout first on home and on the attention screen with its reason; reinitiated from there, it leaves the list', async () => {
    await Promise.all(
      [ada, adaPhone].map(async (signed) => {
        const { page } = signed;
        const suffix = signed === ada ? 'desktop' : 'phone';
        await page.goto(url('/'));
        await settled(page, 'Home');
        const summary = page.getByRole('region', { name: 'Needs attention' });
        const link = summary.getByRole('link', { name: '1 payout failed or returned' });
        await link.waitFor();
        // The first section of the page, above the portfolio.
        expect(await page.locator('main h2').first().textContent()).toBe('Needs attention');
        await screenshots.check(signed, `home with something to look at (${suffix})`, { file: `attention-home-${suffix}.png`, what: `Home: its first section, what needs attention, one returned payout${suffix === 'phone' ? ' (phone)' : ''}` });

        await link.click();
        await settled(page, 'Needs attention');
        const section = page.getByRole('region', { name: 'Failed and returned payouts' });
        // A table row on the desktop, a card on the phone.
        const row = section.locator(signed === ada ? 'tr' : 'li').filter({ hasText: BENEFICIARY });
        await row.waitFor();
        expect(await row.textContent()).toMatch(/Returned by the receiving bank: R01/);
        expect(await row.textContent()).toContain('$125.00');
        expect(await row.textContent()).toContain(CAMPAIGN);
        await row.getByRole('button', { name: `Reinitiate the instruction of ${BENEFICIARY}` }).waitFor();
        expect(await row.getByRole('link', { name: BENEFICIARY }).getAttribute('href')).toBe(`/console/campaigns/${(await stack.t.http.get(`${V2}/payout-instructions/${instructionId}`).set(auth)).body.campaignId}/instructions/${instructionId}`);
        await screenshots.check(signed, `needs attention (${suffix})`, { file: `attention-${suffix}.png`, what: `Needs attention: a returned ACH payout with its return reason and "Reinitiate"${suffix === 'phone' ? ' (phone)' : ''}` });
      }),
    );

    // Reinitiate, confirmed in a dialog, from the desktop page.
    const { page } = ada;
    await page.getByRole('button', { name: `Reinitiate the instruction of ${BENEFICIARY}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reinitiate this instruction' });
    await dialog.getByText(/came back: Returned by the receiving bank: R01/).waitFor();
    await screenshots.check(ada, 'reinitiate confirmation', { file: 'attention-reinitiate-desktop.png', what: 'Needs attention: the confirmation before a returned payout’s instruction is reinitiated' });
    await dialog.getByRole('button', { name: 'Reinitiate' }).click();
    await page.getByRole('heading', { level: 2, name: 'All clear' }).waitFor();
    expect(await page.getByRole('region', { name: 'Failed and returned payouts' }).count()).toBe(0);

    const { t } = stack;
    expect((await t.http.get(`${V2}/payout-instructions/${instructionId}`).set(auth).expect(200)).body.status).toBe('Initiated');
    const attention = await eventually(
      async () => (await t.http.get(`${V2}/attention`).set(auth).expect(200)).body as { items: { kind: string; count: number }[] },
      (body) => body.items.every((group) => group.count === 0),
    );
    expect(attention.items.find((group) => group.kind === 'FailedPayouts')).toEqual({ kind: 'FailedPayouts', count: 0, items: [] });

    await page.goto(url('/'));
    await settled(page, 'Home');
    await page.getByRole('heading', { level: 2, name: 'Needs attention: all clear' }).waitFor();
  });

  it('shows "All clear" to a new organization, on home and on the attention screen', async () => {
    const pages = await Promise.all([signedIn(stack, NEWCOMER, DESKTOP), signedIn(stack, NEWCOMER, PHONE)]);
    await Promise.all(
      pages.map(async (signed, i) => {
        const suffix = i === 0 ? 'desktop' : 'phone';
        await settled(signed.page, 'Home');
        await signed.page.getByRole('heading', { level: 2, name: 'Needs attention: all clear' }).waitFor();
        await screenshots.check(signed, `home, all clear (${suffix})`);
        await signed.page.goto(url('/attention'));
        await settled(signed.page, 'Needs attention');
        await signed.page.getByRole('heading', { level: 2, name: 'All clear' }).waitFor();
        await screenshots.check(signed, `needs attention, all clear (${suffix})`, { file: `attention-all-clear-${suffix}.png`, what: `Needs attention with nothing to look at: all clear${suffix === 'phone' ? ' (phone)' : ''}` });
        await signed.page.context().close();
      }),
    );
  });
});
