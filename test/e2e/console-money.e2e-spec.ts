import type { Page } from 'playwright-core';
import { METHODS } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, DESKTOP, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type SignedIn } from '../utils/console-checks';

/**
 * Money in a real browser (docs/console.md, Money): the bank account funded through the API's sandbox ACH; in the
 * console a withdrawal account added (its number masked), a withdrawal confirmed after a dialog stating the amount and
 * the destination, and the balance shown dropping by exactly that amount (as the API says); an incoming transfer tagged
 * to a campaign; a refund of the campaign's unallocated money, confirmed the same way; the transactions' filter, rows
 * and pages by keyboard alone. Each screen at 1440 and 360 px: axe, no sideways scrolling, no CSP report.
 */
const ADA: Person = { email: 'ada@money.example', organization: 'Lovelace Money Lab' };
const CAMPAIGN = 'Autumn 2027 memory study';
const ACCOUNT = { name: 'Reserve account', holder: 'Lovelace Money Lab', routing: '021000021', number: '000987654321' };

const screenshots = new ScreenshotLog('Money', 'console-money.e2e-spec.ts');

/** Dollars as the console shows them (en-US in the test browser). */
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('Money in Chromium: withdrawal accounts, a confirmed withdrawal moving the balance shown, a transfer tagged, a refund, the statement by keyboard', () => {
  let stack: ConsoleStack;
  let ada: SignedIn;
  let adaPhone: SignedIn;
  let auth: Record<string, string>;
  let bankAccountId: string;
  let bankAccountName: string;
  let campaignId: string;
  let untaggedTransferId: string;
  const url = (route: string) => `${stack.base}/console${route}`;
  const api = () => stack.t.http;
  const bankCents = async () => {
    const body = (await api().get(`${V2}/bank-accounts/${bankAccountId}`).set(auth).expect(200)).body as { balance: number; unattributedBalance: number };
    return { balance: Math.round(body.balance * 100), unattributed: Math.round(body.unattributedBalance * 100) };
  };
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const element = (globalThis as unknown as { document: { activeElement: { textContent: string | null; getAttribute(name: string): string | null } | null } }).document.activeElement;
      return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    });

  /** Opens the focused select with the keyboard, moves to `option` with the arrows and takes it with Enter. */
  async function chooseByKeyboard(page: Page, option: string): Promise<void> {
    await page.keyboard.press('ArrowDown');
    await page.getByRole('option', { name: option, exact: true }).waitFor();
    const selected = page.locator('[role=option][data-combobox-selected]');
    for (let i = 0; i < 8 && ((await selected.count()) === 0 || (await selected.textContent()) !== option); i++) {
      await page.keyboard.press(option === 'Every type' ? 'ArrowUp' : 'ArrowDown');
    }
    await page.keyboard.press('Enter');
  }

  beforeAll(async () => {
    stack = await startConsoleStack();
    [ada, adaPhone] = await Promise.all([signedIn(stack, ADA, DESKTOP), signedIn(stack, ADA, PHONE)]);
    auth = { Authorization: `Bearer ${await bearerTokenOf(ada.page, () => ada.page.goto(url('/money')))}` };
    const holders = await api().get(`${V2}/funds-holders`).set(auth).expect(200);
    const accounts = await api().get(`${V2}/bank-accounts`).set(auth).expect(200);
    bankAccountId = accounts.body.data[0].id as string;
    bankAccountName = accounts.body.data[0].name as string;
    const campaign = await api()
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({ name: CAMPAIGN, fundingSourceId: holders.body.data[0].id, expiryDate: '2099-06-30', payoutMethodIds: [METHODS.amazonGiftCard] })
      .expect(201);
    campaignId = campaign.body.id as string;
    const receive = (body: object) => api().post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`).set(auth).send(body).expect(202);
    // 21 small transfers for the campaign (two pages of transactions), then $1,000 and $300 attributed to no campaign.
    for (let i = 0; i < 21; i++) await receive({ amount: 1, campaignId });
    await receive({ amount: 1000 });
    untaggedTransferId = (await receive({ amount: 300 })).body.id as string;
  }, 120_000);

  afterAll(async () => {
    screenshots.write([
      'In Debian’s Chromium against the real API and worker: `-desktop` at 1440 px wide, `-phone` at 360 px (2×). The bank account is',
      `funded through the API’s sandbox ACH: 21 transfers of $1 for the campaign “${CAMPAIGN}”, then $1,000 and $300 attributed to no campaign.`,
    ]);
    await stack?.close();
  });

  it('lists the bank account with its balance, and shows its balances and transactions, at both sizes', async () => {
    const { balance, unattributed } = await bankCents();
    expect({ balance, unattributed }).toEqual({ balance: 132_100, unattributed: 130_000 });
    await Promise.all(
      [ada, adaPhone].map(async (signed) => {
        const { page } = signed;
        const suffix = signed === ada ? 'desktop' : 'phone';
        await page.goto(url('/money'));
        await settled(page, 'Money');
        const row = page.getByRole('table', { name: /^Bank accounts/ }).getByRole('row').filter({ hasText: bankAccountName });
        expect(await row.textContent()).toContain(usd(balance));
        expect(await row.textContent()).toContain(usd(unattributed));
        await screenshots.check(signed, `money (${suffix})`, { file: `money-${suffix}.png`, what: `Money: the organization’s bank accounts with their balances${suffix === 'phone' ? ' (phone)' : ''}` });

        await row.getByRole('link', { name: bankAccountName }).click();
        await settled(page, bankAccountName);
        expect(await page.getByTestId('bank-balance').textContent()).toBe(usd(balance));
        const table = page.getByRole('table', { name: /^Transactions, newest first \(23 in all\)/ });
        await table.waitFor();
        expect(await table.getByRole('row').count()).toBe(21);
        await screenshots.check(signed, `bank account (${suffix})`, {
          file: `money-bank-account-${suffix}.png`,
          what: `A bank account: its balances, its transactions (type filter, daily sums, pages) with incoming transfers to tag, its withdrawal accounts${suffix === 'phone' ? ' (phone)' : ''}`,
        });
      }),
    );
  });

  it('adds a withdrawal account, withdraws after a confirmation stating amount and destination, and the balance shown drops by exactly that', async () => {
    const { page } = ada;
    const before = await bankCents();
    await page.getByRole('button', { name: 'Add withdrawal account' }).click();
    const add = page.getByRole('dialog', { name: 'Add a withdrawal account' });
    await add.getByRole('textbox', { name: 'Name' }).fill(ACCOUNT.name);
    await add.getByRole('textbox', { name: 'Account holder' }).fill(ACCOUNT.holder);
    await add.getByRole('textbox', { name: 'Routing number' }).fill('021000022');
    await add.getByRole('textbox', { name: 'Account number' }).fill(ACCOUNT.number);
    await add.getByRole('button', { name: 'Add' }).click();
    // The service checks the routing number's check digit, and the field says so.
    await add.locator('input[aria-invalid="true"]').waitFor();
    await screenshots.check(ada, 'add withdrawal account, refused routing number', { file: 'money-add-withdrawal-account-desktop.png', what: 'Adding a withdrawal account: the service refuses a routing number whose check digit is wrong' });
    await add.getByRole('textbox', { name: 'Routing number' }).fill(ACCOUNT.routing);
    await add.getByRole('button', { name: 'Add' }).click();
    await add.waitFor({ state: 'detached' });
    const accounts = page.getByRole('table', { name: `Withdrawal accounts of ${bankAccountName}` });
    await accounts.getByRole('cell', { name: ACCOUNT.name, exact: true }).waitFor();
    expect(await accounts.textContent()).toContain('****4321');
    expect(await page.content()).not.toContain(ACCOUNT.number);

    // Withdraw $123.45: the confirmation states the amount and the destination before anything is sent.
    const amount = 12_345;
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw money' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('123.45');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const sentence = `Withdraw ${usd(amount)} from ${bankAccountName} to ${ACCOUNT.name} (${ACCOUNT.holder}, account ending 4321)?`;
    await dialog.getByText(sentence).waitFor();
    expect(await bankCents()).toEqual(before);
    await screenshots.check(ada, 'withdraw confirmation', { file: 'money-withdraw-confirm-desktop.png', what: 'A withdrawal’s confirmation: the amount, the bank account and the destination, before anything is sent' });
    await dialog.getByRole('button', { name: `Confirm: withdraw ${usd(amount)}` }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('bank-balance').filter({ hasText: usd(before.balance - amount) }).waitFor();
    const after = await bankCents();
    expect(after).toEqual({ balance: before.balance - amount, unattributed: before.unattributed - amount });
    expect(await page.getByTestId('bank-balance').textContent()).toBe(usd(after.balance));
    expect(await page.getByTestId('bank-unattributed').textContent()).toBe(usd(after.unattributed));
    const withdrawal = page.getByRole('table', { name: /^Transactions/ }).getByRole('row').filter({ hasText: 'Withdrawal to' }).first();
    expect(await withdrawal.textContent()).toContain(`−${usd(amount)}`);
  });

  it('tags an incoming transfer to the campaign, and refunds part of it from the campaign after a confirmation', async () => {
    const { page } = ada;
    await page.getByRole('button', { name: /^Tag: the transfer of \$300\.00/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Tag the transfer to a campaign' });
    await dialog.getByLabel('Campaign', { exact: true }).click();
    await page.getByRole('option', { name: CAMPAIGN }).click();
    await screenshots.check(ada, 'tag a transfer', { file: 'money-tag-transfer-desktop.png', what: 'Tagging an incoming transfer to a campaign: its whole amount becomes the campaign’s' });
    await dialog.getByRole('button', { name: 'Save tag' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Change tag: the transfer of \$300\.00/ }).waitFor();
    const statement = (await api().get(`${V2}/bank-accounts/${bankAccountId}/transactions?filterByTransactionType=IncomingAch&pageSize=100`).set(auth).expect(200)).body.data as { id: string; campaignId: string | null }[];
    expect(statement.find((row) => row.id === untaggedTransferId)?.campaignId).toBe(campaignId);

    // The campaign page leads to its refunds; the refund goes to the bank account's withdrawal account.
    await page.goto(url(`/campaigns/${campaignId}`));
    await settled(page, CAMPAIGN);
    await page.getByRole('link', { name: 'Refunds' }).click();
    await settled(page, `Refunds: ${CAMPAIGN}`);
    const unallocated = async () => Math.round((await api().get(`${V2}/campaigns/${campaignId}?includeDetails=true`).set(auth).expect(200)).body.details.balances.unallocated * 100);
    const before = await unallocated();
    expect(before).toBe(32_100);
    expect(await page.getByTestId('campaign-unallocated').textContent()).toBe(usd(before));
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const refund = page.getByRole('dialog', { name: 'Refund the campaign’s money' });
    await refund.getByRole('textbox', { name: 'Amount' }).fill('50');
    await refund.getByRole('button', { name: 'Review' }).click();
    await refund.getByText(`Refund ${usd(5_000)} from campaign ${CAMPAIGN} to ${ACCOUNT.name} (${ACCOUNT.holder}, account ending 4321)?`).waitFor();
    await screenshots.check(ada, 'refund confirmation', { file: 'money-refund-confirm-desktop.png', what: 'A refund’s confirmation: the amount, the campaign and the destination' });
    await refund.getByRole('button', { name: `Confirm: refund ${usd(5_000)}` }).click();
    await refund.waitFor({ state: 'detached' });
    await page.getByTestId('campaign-unallocated').filter({ hasText: usd(before - 5_000) }).waitFor();
    expect(await unallocated()).toBe(before - 5_000);
    // A withdrawal account of the campaign (made through the API) is removed after a confirmation naming it.
    await api().post(`${V2}/campaigns/${campaignId}/withdrawal-accounts`).set(auth).send({ name: 'Old grant account', accountHolderName: 'Lovelace Money Lab', routingNumber: '021000021', accountNumber: '55501234', accountType: 'Savings' }).expect(201);
    await page.reload();
    await settled(page, `Refunds: ${CAMPAIGN}`);
    await page.getByRole('button', { name: 'Remove Old grant account' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove the withdrawal account?' });
    await remove.getByText('Old grant account (Lovelace Money Lab, account ending 1234) can no longer be chosen', { exact: false }).waitFor();
    await screenshots.check(ada, 'remove a withdrawal account', { file: 'money-remove-withdrawal-account-desktop.png', what: 'Removing a withdrawal account: the confirmation names it by its last four digits' });
    await remove.getByRole('button', { name: 'Remove' }).click();
    await remove.waitFor({ state: 'detached' });
    await page.getByText(/No withdrawal account yet/).waitFor();
    expect((await api().get(`${V2}/campaigns/${campaignId}/withdrawal-accounts`).set(auth).expect(200)).body.totalItems).toBe(0);
    await screenshots.check(ada, 'campaign refunds', { file: 'money-campaign-refunds-desktop.png', what: 'A campaign’s refunds: its unallocated money and its withdrawal accounts' });
    await adaPhone.page.goto(url(`/money/campaigns/${campaignId}`));
    await settled(adaPhone.page, `Refunds: ${CAMPAIGN}`);
    await adaPhone.page.getByTestId('campaign-unallocated').filter({ hasText: usd(before - 5_000) }).waitFor();
    await screenshots.check(adaPhone, 'campaign refunds (phone)', { file: 'money-campaign-refunds-phone.png', what: 'A campaign’s refunds (phone)' });
  });

  it('filters, reads and pages the transactions by keyboard alone, all in the URL', async () => {
    const { page } = ada;
    await page.goto(url(`/money/bank-accounts/${bankAccountId}`));
    await settled(page, bankAccountName);
    // The filter: focused, opened and set from the keyboard.
    const filter = page.getByRole('combobox', { name: 'Type' });
    await filter.focus();
    await chooseByKeyboard(page, 'Withdrawal');
    await page.waitForURL(/type=Withdrawal/);
    await page.getByRole('table', { name: /withdrawal only \(1 in all\)/ }).waitFor();
    expect(await filter.evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
    await chooseByKeyboard(page, 'Every type');
    await page.getByRole('table', { name: /^Transactions, newest first \(\d+ in all\)/ }).waitFor();
    expect(page.url()).not.toContain('type=');
    // Tab passes the daily sums, then each row's links and buttons, and reaches the second page.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }).document.activeElement?.getAttribute('type'))).toBe('checkbox');
    expect(await page.getByRole('checkbox', { name: 'Sum internal transfers per day' }).isChecked()).toBe(false);
    const reached: string[] = [];
    for (let i = 0; i < 80 && (await focusedName(page)) !== 'Transactions, page 2'; i++) {
      await page.keyboard.press('Tab');
      reached.push(await focusedName(page));
    }
    expect(reached.some((name) => /^Change tag: the transfer of \$1\.00/.test(name))).toBe(true);
    expect(reached.some((name) => name === CAMPAIGN)).toBe(true);
    expect(await focusedName(page)).toBe('Transactions, page 2');
    await page.keyboard.press('Enter');
    await page.waitForURL(/page=2/);
    await page.getByRole('table', { name: /^Transactions/ }).getByRole('row').nth(1).waitFor();
    await screenshots.check(ada, 'bank account, page 2 (desktop)');
    // The address holds the view: reloaded, the second page again.
    await page.reload();
    await settled(page, bankAccountName);
    expect(await page.getByRole('button', { name: 'Transactions, page 2' }).getAttribute('data-active')).toBe('true');
  });

  it('shows a Viewer the balances, transactions and withdrawal accounts, with no way to move money or change them', async () => {
    const viewer = await signedIn(stack, { email: 'vera@money.example', organization: ADA.organization }, DESKTOP);
    const { page } = viewer;
    await page.goto(url(`/money/bank-accounts/${bankAccountId}`));
    await settled(page, bankAccountName);
    await page.getByRole('table', { name: `Withdrawal accounts of ${bankAccountName}` }).getByRole('cell', { name: ACCOUNT.name, exact: true }).waitFor();
    await page.getByRole('table', { name: /^Transactions/ }).waitFor();
    for (const name of [/^Withdraw$/, /^Add withdrawal account$/, /^Remove /, /^Tag: /, /^Change tag: /]) expect(await page.getByRole('button', { name }).count()).toBe(0);
    await screenshots.check(viewer, 'bank account, as a Viewer');
    await page.goto(url(`/money/campaigns/${campaignId}`));
    await settled(page, `Refunds: ${CAMPAIGN}`);
    expect(await page.getByRole('button', { name: 'Refund', exact: true }).count()).toBe(0);
    await page.context().close();
  });
});
