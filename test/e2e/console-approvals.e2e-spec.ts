import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { METHODS } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, DESKTOP, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type SignedIn } from '../utils/console-checks';
import { eventually } from '../utils/test-app';

/**
 * Dual control in Chromium (docs/console.md, Approvals and Audit log) against the real API and worker: an
 * Administrator sets a withdrawal threshold in the approval policy; her withdrawal above it says before sending that a
 * second person must approve it, then waits in the inbox while the balance stays put; she cannot approve her own. A
 * second Administrator (another person of the organization, promoted through the API) approves it from the keyboard
 * alone, and the balance moves exactly once. Both people's actions are in the audit log view, filtered by resource.
 * A campaign's low balance alert is saved from its page. Each new screen at 1440 and 360 px: axe, no sideways
 * scrolling, no CSP report.
 */
const ORGANIZATION = 'Hopper Dual Control Lab';
const ADA: Person = { email: 'ada@dual.example', organization: ORGANIZATION };
const GRACE: Person = { email: 'grace@dual.example', organization: ORGANIZATION };
const ACCOUNT = { name: 'Operating account', accountHolderName: 'Hopper Dual Control Lab', routingNumber: '021000021', accountNumber: '000555123456', accountType: 'Checking' };
const OWN_REQUEST = 'You asked for this; someone else must approve it.';

const screenshots = new ScreenshotLog('Approvals and audit log', 'console-approvals.e2e-spec.ts');

/** Dollars as the console shows them (en-US in the test browser). */
const usd = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface AuditEntry {
  actor: { email: string | null };
  action: string;
  resourceType: string | null;
  resourceId: string | null;
}

describe('Approvals and the audit log in Chromium: a withdrawal above the threshold waits, a second Administrator approves it by keyboard, both in the audit log', () => {
  let stack: ConsoleStack;
  let ada: SignedIn;
  let adaPhone: SignedIn;
  let grace: SignedIn;
  let auth: Record<string, string>;
  let bankAccountId: string;
  let bankAccountName: string;
  let requestId: string;
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

  /** Presses Tab until the focused element's name matches (at most `limit` presses): the keyboard's way there. */
  async function tabTo(page: Page, name: string | RegExp, limit = 40): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const focused = await focusedName(page);
      if (typeof name === 'string' ? focused === name : name.test(focused)) return;
    }
    throw new Error(`Tab never reached ${String(name)}`);
  }

  beforeAll(async () => {
    stack = await startConsoleStack();
    // Ada is the organization's first person: its Administrator.
    [ada, adaPhone] = await Promise.all([signedIn(stack, ADA, DESKTOP), signedIn(stack, ADA, PHONE)]);
    auth = { Authorization: `Bearer ${await bearerTokenOf(ada.page, () => ada.page.goto(url('/approvals')))}` };
    const accounts = await api().get(`${V2}/bank-accounts`).set(auth).expect(200);
    bankAccountId = accounts.body.data[0].id as string;
    bankAccountName = accounts.body.data[0].name as string;
    await api().post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`).set(auth).send({ amount: 5000 }).expect(202);
    await api().post(`${V2}/bank-accounts/${bankAccountId}/withdrawal-accounts`).set(auth).send(ACCOUNT).expect(201);
  }, 60_000);

  afterAll(async () => {
    screenshots.write([
      'In Debian’s Chromium against the real API and worker: `-desktop` at 1440 px wide, `-phone` at 360 px (2×). The organization’s',
      'bank account holds $5,000.00 received by the sandbox’s ACH; its Administrator sets a $1,000.00 threshold on withdrawals and withdraws $1,234.56,',
      'which a second Administrator approves.',
    ]);
    await stack?.close();
  });

  it('sets the withdrawal threshold in the policy; the withdrawal above it says so before sending, then waits in the inbox with the balance unmoved', async () => {
    const { page } = ada;
    // The policy: no rule yet; a threshold on withdrawals only.
    await page.goto(url('/approvals?tab=policy'));
    await settled(page, 'Approvals');
    const withdrawals = page.getByRole('textbox', { name: 'Withdrawals above' });
    expect(await withdrawals.inputValue()).toBe('');
    await withdrawals.fill('1000');
    await page.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Policy saved').waitFor();
    expect((await api().get(`${V2}/approval-policy`).set(auth).expect(200)).body).toEqual({ rules: [{ action: 'Withdraw', threshold: 1000 }] });
    await screenshots.check(ada, 'approval policy', { file: 'approvals-policy-desktop.png', what: 'The approval policy: a threshold per action, withdrawals above $1,000.00 waiting for a second person' });
    await adaPhone.page.goto(url('/approvals?tab=policy'));
    await settled(adaPhone.page, 'Approvals');
    await adaPhone.page.getByRole('textbox', { name: 'Withdrawals above' }).waitFor();
    expect(await adaPhone.page.getByRole('textbox', { name: 'Withdrawals above' }).inputValue()).toBe('1000.00');
    await screenshots.check(adaPhone, 'approval policy (phone)', { file: 'approvals-policy-phone.png', what: 'The approval policy (phone)' });

    // The withdrawal: the confirmation says a second person must approve it, before anything is sent.
    const before = await bankCents();
    const amount = 123_456;
    await page.goto(url(`/money/bank-accounts/${bankAccountId}`));
    await settled(page, bankAccountName);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Withdraw money' });
    await dialog.getByRole('textbox', { name: 'Amount' }).fill('1234.56');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByText('Needs a second person’s approval').waitFor();
    expect(await dialog.textContent()).toContain(`above the approval threshold of ${usd(100_000)}`);
    await screenshots.check(ada, 'withdrawal needing approval', { file: 'approvals-withdraw-notice-desktop.png', what: 'A withdrawal above the threshold: the confirmation says a second person must approve it before anything is sent', fullPage: false });
    await dialog.getByRole('button', { name: `Send for approval: withdraw ${usd(amount)}` }).click();
    await dialog.getByText('Sent for approval').waitFor();
    expect(await bankCents()).toEqual(before);
    const pending = (await api().get(`${V2}/approval-requests?status=Pending`).set(auth).expect(200)).body.data as { id: string; action: string; amount: number; summary: { bankAccountId?: string } }[];
    expect(pending.map(({ action, amount: dollars, summary }) => ({ action, dollars, bank: summary.bankAccountId }))).toEqual([{ action: 'Withdraw', dollars: 1234.56, bank: bankAccountId }]);
    requestId = pending[0]!.id;

    // The link leads to the request, where Ada's own controls are held back with the reason.
    await dialog.getByRole('link', { name: 'Open the request' }).click();
    await settled(page, 'Approval request');
    expect(new URL(page.url()).pathname).toBe(`/console/approvals/${requestId}`);
    await page.getByRole('heading', { level: 2, name: `Withdraw ${usd(amount)} from ${bankAccountName}` }).waitFor();
    await page.getByText(OWN_REQUEST).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reject' }).isDisabled()).toBe(true);
    await screenshots.check(ada, 'own approval request', { file: 'approvals-request-own-desktop.png', what: 'An approval request seen by the person who asked: the decision held back with the reason' });
    // Forced, the API refuses her anyway.
    const forced = await api().post(`${V2}/approval-requests/${requestId}/:approve`).set(auth).send({}).expect(403);
    expect(forced.body.code).toBe('APPROVER_IS_REQUESTER');

    // The inbox: the request first, with what it would do, who asked, when and its expiry; the badge counts it.
    await page.goto(url('/approvals'));
    await settled(page, 'Approvals');
    const row = page.getByRole('table', { name: /^Approval requests/ }).getByRole('row').filter({ hasText: `Withdraw ${usd(amount)} from ${bankAccountName}` });
    await row.waitFor();
    expect(await row.textContent()).toContain(ADA.email);
    expect(await row.textContent()).toContain('Expires');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Approvals\s*1 pending$/ }).waitFor();
    await screenshots.check(ada, 'approvals inbox', { file: 'approvals-inbox-desktop.png', what: 'The approvals inbox: pending requests first, each saying what it would do, who asked, when and its expiry' });
    await adaPhone.page.goto(url('/approvals'));
    await settled(adaPhone.page, 'Approvals');
    await adaPhone.page.getByRole('link', { name: `Withdraw ${usd(amount)} from ${bankAccountName}` }).waitFor();
    await screenshots.check(adaPhone, 'approvals inbox (phone)', { file: 'approvals-inbox-phone.png', what: 'The approvals inbox (phone)' });
    expect(await bankCents()).toEqual(before);
  }, 60_000);

  it('a second Administrator approves it from the keyboard alone; the balance moves exactly once, and both people are in the audit log', async () => {
    const before = await bankCents();
    // Grace signs in (a Viewer at first), and Ada makes her an Administrator through the API.
    grace = await signedIn(stack, GRACE);
    // As a Viewer she sees the request and the policy, and neither a decision nor a change.
    await grace.page.goto(url(`/approvals/${requestId}`));
    await settled(grace.page, 'Approval request');
    await grace.page.getByText('Your role does not include approving requests.').waitFor();
    expect(await grace.page.getByRole('button', { name: /^(Approve|Reject)$/ }).count()).toBe(0);
    await grace.page.goto(url('/approvals?tab=policy'));
    await settled(grace.page, 'Approvals');
    expect(await grace.page.getByRole('table', { name: 'The organization’s approval policy' }).getByRole('row', { name: /^Withdrawals/ }).textContent()).toContain(`Above ${usd(100_000)}`);
    expect(await grace.page.getByRole('button', { name: 'Save policy' }).count()).toBe(0);
    const users = (await api().get(`${V2}/users`).set(auth).expect(200)).body.data as { id: string; email: string }[];
    const roles = (await api().get(`${V2}/roles`).set(auth).expect(200)).body.data as { id: string; name: string }[];
    await api()
      .put(`${V2}/users/${users.find((u) => u.email === GRACE.email)!.id}/role`)
      .set(auth)
      .send({ roleId: roles.find((r) => r.name === 'Administrator')!.id })
      .expect(200);
    const { page } = grace;
    await page.goto(url('/approvals'));
    await settled(page, 'Approvals');
    const description = `Withdraw ${usd(123_456)} from ${bankAccountName}`;
    await page.getByRole('link', { name: description }).waitFor();

    // The keyboard alone: to the request, Approve, a reason, the confirmation.
    await tabTo(page, description);
    await page.keyboard.press('Enter');
    await settled(page, 'Approval request');
    expect(await page.getByText(OWN_REQUEST).count()).toBe(0);
    await tabTo(page, 'Approve');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Approve this request?' });
    await confirm.waitFor();
    expect(await confirm.textContent()).toContain(`asked by ${ADA.email}`);
    await page.keyboard.type('Checked against the signed invoice');
    await screenshots.check(grace, 'approve a request', { file: 'approvals-approve-desktop.png', what: 'Approving a request: the confirmation says what it does and who asked, with an optional reason', fullPage: false });
    await tabTo(page, 'Approve');
    expect(await confirm.getByRole('button', { name: 'Approve' }).evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await confirm.waitFor({ state: 'detached' });
    await page.getByText(`Approved by: ${GRACE.email}`).waitFor();
    await page.getByText('Reason: Checked against the signed invoice').waitFor();
    await page.getByText(/^Carried out when approved/).waitFor();
    await screenshots.check(grace, 'approved request', { file: 'approvals-request-approved-desktop.png', what: 'An approved request: who decided, when, the reason and what carrying it out answered' });

    // The money moved once, by exactly the amount; a second approval is refused and moves nothing.
    const after = await bankCents();
    expect(after).toEqual({ balance: before.balance - 123_456, unattributed: before.unattributed - 123_456 });
    const again = await api().post(`${V2}/approval-requests/${requestId}/:approve`).set(auth).send({}).expect(409);
    expect(again.body.code).toBe('APPROVAL_NOT_PENDING');
    const withdrawals = (await api().get(`${V2}/bank-accounts/${bankAccountId}/transactions?filterByTransactionType=Withdrawal&pageSize=100`).set(auth).expect(200)).body.data as unknown[];
    expect(withdrawals).toHaveLength(1);
    expect(await bankCents()).toEqual(after);
    await ada.page.goto(url(`/money/bank-accounts/${bankAccountId}`));
    await settled(ada.page, bankAccountName);
    expect(await ada.page.getByTestId('bank-balance').textContent()).toBe(usd(after.balance));
    expect(await ada.page.getByTestId('bank-unattributed').textContent()).toBe(usd(after.unattributed));

    // The inbox no longer counts it; the decided ones show it with its status.
    await page.goto(url('/approvals?status=Approved'));
    await settled(page, 'Approvals');
    await page.getByRole('table', { name: /^Approval requests/ }).getByRole('row').filter({ hasText: description }).filter({ hasText: 'Approved' }).waitFor();
    await eventually(() => page.getByRole('link', { name: /pending$/ }).count(), (n) => n === 0);

    // The audit log, filtered by each resource the two actions touched: the view shows what the API lists, and
    // between them both people.
    const emails = new Set<string>();
    for (const resourceId of [bankAccountId, requestId]) {
      const listed = (await api().get(`${V2}/audit-log?resourceId=${resourceId}&pageSize=100`).set(auth).expect(200)).body.data as AuditEntry[];
      await ada.page.goto(url('/audit-log'));
      await settled(ada.page, 'Audit log');
      await ada.page.getByRole('textbox', { name: 'Resource id' }).fill(resourceId);
      await ada.page.getByRole('button', { name: 'Apply filters' }).click();
      await eventually(() => Promise.resolve(new URL(ada.page.url()).searchParams.get('resourceId')), (id) => id === resourceId);
      const table = ada.page.getByRole('table', { name: /^Audit log, newest first/ });
      if (listed.length === 0) {
        await ada.page.getByRole('heading', { level: 2, name: 'No entry matches these filters' }).waitFor();
        continue;
      }
      await eventually(() => table.getByRole('row').count(), (n) => n === listed.length + 1);
      const rows = await table.getByRole('row').allTextContents();
      listed.forEach((entry, index) => {
        expect(rows[index + 1]).toContain(entry.action);
        if (entry.actor.email) {
          expect(rows[index + 1]).toContain(entry.actor.email);
          emails.add(entry.actor.email);
        }
      });
    }
    expect([...emails].sort()).toEqual([ADA.email, GRACE.email]);

    // "Export CSV" saves the filtered log (here: the request's entries) exactly as the API exports it.
    const [download] = await Promise.all([ada.page.waitForEvent('download'), ada.page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^audit-log-${requestId.slice(0, 8)}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const exported = (await api().get(`${V2}/audit-log?resourceId=${requestId}`).set(auth).set('Accept', 'text/csv').buffer(true).expect(200)).text;
    expect(await readFile((await download.path())!, 'utf8')).toBe(exported);
    expect(exported).toContain(GRACE.email);

    // Each completed sign-in is recorded once (POST /me/:sign-in): Grace's are in the log, by "Who" and action.
    const graceId = users.find((u) => u.email === GRACE.email)!.id;
    const signIns = (await api().get(`${V2}/audit-log?actorId=${graceId}&action=me.signIn`).set(auth).expect(200)).body.data as AuditEntry[];
    expect(signIns.length).toBeGreaterThanOrEqual(1);
    await ada.page.goto(url('/audit-log'));
    await settled(ada.page, 'Audit log');
    await ada.page.getByRole('combobox', { name: 'Who' }).selectOption({ label: GRACE.email });
    await ada.page.getByRole('textbox', { name: 'Action' }).fill('me.signIn');
    await ada.page.getByRole('button', { name: 'Apply filters' }).click();
    await eventually(() => ada.page.getByRole('table', { name: /^Audit log, newest first/ }).getByRole('row').count(), (n) => n === signIns.length + 1);
    expect(Object.fromEntries(new URL(ada.page.url()).searchParams)).toEqual({ actorId: graceId, action: 'me.signIn' });
    await screenshots.check(ada, 'audit log filtered', { file: 'audit-log-desktop.png', what: 'The audit log filtered by a person and an action (her console sign-ins): who did what, when, on what, with the answer’s status, the request id and address' });
    await adaPhone.page.goto(url(`/audit-log?resourceId=${bankAccountId}`));
    await settled(adaPhone.page, 'Audit log');
    await screenshots.check(adaPhone, 'audit log (phone)', { file: 'audit-log-phone.png', what: 'The audit log (phone)' });
  }, 60_000);

  it('saves a campaign’s low balance alert from its page', async () => {
    const holders = await api().get(`${V2}/funds-holders`).set(auth).expect(200);
    const created = await api()
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({ name: 'Dual control study', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-06-30', payoutMethodIds: [METHODS.amazonGiftCard] })
      .expect(201);
    const campaignId = created.body.id as string;
    const { page } = ada;
    await page.goto(url(`/campaigns/${campaignId}`));
    await settled(page, 'Dual control study');
    await page.getByText('No alert: nobody is told when the unallocated balance runs low.').waitFor();
    await page.getByRole('textbox', { name: 'Alert below' }).fill('250');
    await page.getByRole('button', { name: 'Save alert' }).click();
    await page.getByText(`The Administrators get an email when the unallocated balance falls below ${usd(25_000)}.`).waitFor();
    expect((await api().get(`${V2}/campaigns/${campaignId}`).set(auth).expect(200)).body.lowBalanceAlert).toBe(250);
    await screenshots.check(ada, 'campaign low balance alert', { file: 'campaign-balance-alert-desktop.png', what: 'A campaign’s overview with its low balance alert, saved' });
    await adaPhone.page.goto(url(`/campaigns/${campaignId}`));
    await settled(adaPhone.page, 'Dual control study');
    expect(await adaPhone.page.getByRole('textbox', { name: 'Alert below' }).inputValue()).toBe('250.00');
    await screenshots.check(adaPhone, 'campaign low balance alert (phone)', { file: 'campaign-balance-alert-phone.png', what: 'A campaign’s low balance alert (phone)' });
  });
});
