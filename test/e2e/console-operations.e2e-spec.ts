import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { organizationIdOf } from '../../src/core/auth/sandbox-identity-provider/sandbox-accounts';
import { claimTokensFor, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type SignedIn } from '../utils/console-checks';
import { parseNacha, verifyNacha } from '../utils/nacha-reader';
import { eventually } from '../utils/test-app';

/**
 * The Operations screen in Chromium (docs/console.md, Operations): an operator organization's Administrator sees the
 * queues and scheduled jobs (pauses and resumes one, opens Bull Board), runs the ACH batch now, downloads the new NACHA
 * file with the keyboard alone and reads it back (the entry's amount is the payout's, the control totals match), runs
 * the print run and downloads its positive pay file, and fails a stuck payout with a reason; another organization's Administrator sees the files and payouts, not the
 * operators' tabs. Each tab at 1440 and 360 px: no serious or critical axe finding, no sideways scrolling, no CSP report.
 */
const OPERATIONS = 'Analytical Engine Operations';
const ADA: Person = { email: 'ada@engine-ops.example', organization: OPERATIONS };
const CHARLES: Person = { email: 'charles@babbage-trust.example', organization: 'Babbage Trust' };
const ACH_DETAILS = { fullName: 'Grace Hopper', bankRoutingNumber: '011000015', bankAccountNumber: '000987654321', bankAccountType: 'Checking' };

const screenshots = new ScreenshotLog('Operations', 'console-operations.e2e-spec.ts');

jest.setTimeout(120_000);

describe('the Operations screen in Chromium: queues, scheduled jobs, the ACH batch and its NACHA file, a stuck payout failed', () => {
  let stack: ConsoleStack;
  let ada: SignedIn;
  let adaPhone: SignedIn;
  let auth: Record<string, string>;
  /** The ACH payout waiting for the batch, and one requested after it (the stuck one failed from the console). */
  let batched: { instructionId: string; payoutId: string };
  let stuck: { instructionId: string; payoutId: string };
  const savedOperators = process.env.OPERATOR_ORG_IDS;

  const url = (route: string) => `${stack.base}/console${route}`;

  /** An ACH payout of `dollars`, requested by its beneficiary: `Pending`, waiting for the batch. */
  async function achPayout(campaignId: string, dollars: number, externalId: string) {
    const { t } = stack;
    const created = await t.http.post(`${V2}/payout-instructions`).set(auth).send({ campaignId, firstName: 'Grace', lastName: 'Hopper', email: `${externalId.toLowerCase()}@example.com`, externalId, amount: dollars }).expect(201);
    const instructionId = created.body.id as string;
    await t.http.post(`${V2}/payout-instructions/${instructionId}/:initiate`).set(auth).send({ channel: 'None' }).expect(200);
    await requestPayoutWith(t, (await claimTokensFor(t, [instructionId])).get(instructionId)!, METHODS.ach, ACH_DETAILS, 'Pending');
    const payout = await t.http.get(`${V2}/payout-instructions/${instructionId}/payout`).set(auth).expect(200);
    return { instructionId, payoutId: payout.body.id as string };
  }

  beforeAll(async () => {
    // Ada's organization is an operator (docs/administration.md): its id is the sandbox provider's, from its name.
    process.env.OPERATOR_ORG_IDS = organizationIdOf(OPERATIONS);
    stack = await startConsoleStack();
    const { t } = stack;
    ada = await signedIn(stack, ADA);
    auth = { Authorization: `Bearer ${await bearerTokenOf(ada.page, () => ada.page.goto(url('/operations')))}` };
    adaPhone = await signedIn(stack, ADA, PHONE);

    const holders = await t.http.get(`${V2}/funds-holders`).set(auth).expect(200);
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(auth).expect(200);
    const campaign = await t.http
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({ name: 'Difference engine trials', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-12-31', payoutMethodIds: [METHODS.ach] })
      .expect(201);
    await t.http.post(`${V3}/simulate/bank-accounts/${accounts.body.data[0].id}/:receive-ach`).set(auth).send({ amount: 500, campaignId: campaign.body.id }).expect(202);
    batched = await achPayout(campaign.body.id, 42.5, 'DE-001');
  }, 120_000);

  afterAll(async () => {
    screenshots.write([
      'In Debian’s Chromium against the real API and worker, as an operator organization’s Administrator: `-desktop` at 1440 px',
      'wide, `-phone` at 360 px (2×). An ACH payout waits for the batch, which the screen runs; the NACHA file it wrote is listed.',
    ]);
    await stack?.close();
    if (savedOperators === undefined) delete process.env.OPERATOR_ORG_IDS;
    else process.env.OPERATOR_ORG_IDS = savedOperators;
  });

  /** Opens the tab on Ada's desktop and phone pages at once, waits for `ready`, and checks both. */
  async function bothSizes(tab: string, name: string, what: string, ready: (page: Page) => Promise<unknown>) {
    await Promise.all(
      [ada, adaPhone].map(async (signed) => {
        await signed.page.goto(url(`/operations?tab=${tab}`));
        await settled(signed.page, 'Operations');
        await ready(signed.page);
        const phone = signed === adaPhone;
        await screenshots.check(signed, `${name}${phone ? ' (360 px)' : ''}`, { file: `operations-${name}-${phone ? 'phone' : 'desktop'}.png`, what: `${what}${phone ? ' (phone)' : ''}` });
      }),
    );
  }

  /** The accessible name of the focused element. */
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const element = (globalThis as unknown as { document: { activeElement: { textContent: string | null; getAttribute(name: string): string | null } | null } }).document.activeElement;
      return (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
    });

  it('runs the ACH batch, downloads its NACHA file by keyboard and reads it back; pauses and resumes a job; fails a stuck payout', async () => {
    const { t } = stack;
    const { page } = ada;

    // Queues and scheduled jobs: the operator's first tab.
    await bothSizes('jobs', 'jobs', 'Queues and jobs: each queue’s job counts, the scheduled jobs with pause, resume and run now, and Bull Board', async (p) => {
      await p.getByRole('table', { name: /^Jobs in each queue now/ }).getByRole('rowheader', { name: 'payouts' }).waitFor();
      await p.getByRole('table', { name: /^The deployment’s repeating jobs/ }).getByRole('rowheader', { name: 'ach-batch' }).waitFor();
    });
    const jobs = page.getByRole('table', { name: /^The deployment’s repeating jobs/ });
    const expiryRow = jobs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'campaign-expiry', exact: true }) });
    await expiryRow.getByText('every 5 minutes').waitFor();
    await page.getByRole('button', { name: 'Pause campaign-expiry' }).click();
    await expiryRow.getByText('Paused', { exact: true }).waitFor();
    await expiryRow.getByText('Not while paused').waitFor();
    expect((await t.http.get(`${V2}/admin/scheduled-jobs`).set(auth).expect(200)).body.data.find((job: { name: string }) => job.name === 'campaign-expiry')).toMatchObject({ paused: true, nextRunOn: null });
    await page.getByRole('button', { name: 'Resume campaign-expiry' }).click();
    await page.getByRole('button', { name: 'Pause campaign-expiry' }).waitFor();
    expect((await t.http.get(`${V2}/admin/scheduled-jobs`).set(auth).expect(200)).body.data.find((job: { name: string }) => job.name === 'campaign-expiry')).toMatchObject({ paused: false });
    // Run now: its last run is recorded by the worker and shows within the next reads.
    await page.getByRole('button', { name: 'Run now: report-tallies-fold' }).click();
    await jobs.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'report-tallies-fold', exact: true }) }).getByText('Succeeded').waitFor({ timeout: 20_000 });
    // Bull Board opens in a new tab, signed in with the console's session (its own cookie).
    const [board] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('button', { name: 'Open Bull Board' }).click()]);
    await board.waitForURL(/\/admin\/queues\/board\/$/);
    await board.getByText('money-movement').first().waitFor();
    await board.close();

    // Bank files: nothing yet; the ACH batch run now takes the waiting payout into a NACHA file.
    await page.getByRole('tab', { name: 'Bank files' }).click();
    await page.getByText('No NACHA file yet').waitFor();
    await page.getByText('No print run yet').waitFor();
    // The bank connection, the operators' (docs/bank-files.md): none is configured here, and the panel says so.
    await page.getByRole('region', { name: 'Bank connection' }).getByText(/^No bank connection is configured: files are not sent to a bank\./).waitFor();
    await page.getByRole('button', { name: 'Run the ACH batch now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run the ACH batch now' });
    await dialog.getByRole('button', { name: 'Run now' }).click();
    await page.getByText('1 ACH transfer submitted in a new NACHA file.').waitFor();
    const files = page.getByRole('table', { name: /^The organization’s NACHA files/ });
    const row = files.getByRole('row').nth(1);
    await row.getByRole('cell', { name: '$42.50', exact: true }).waitFor();
    expect(await row.getByRole('cell').allInnerTexts()).toEqual(expect.arrayContaining(['1', '1', '$42.50', '0001100001']));
    expect((await t.http.get(`${V2}/payout-instructions/${batched.instructionId}/payout`).set(auth).expect(200)).body).toMatchObject({ status: 'Processing' });

    await bothSizes('files', 'bank-files', 'Bank files: run the ACH batch or the print run now, the NACHA files and print runs, each downloadable', (p) =>
      p.getByRole('table', { name: /^The organization’s NACHA files/ }).getByRole('cell', { name: '$42.50', exact: true }).waitFor(),
    );

    // The keyboard alone: from the print run button, Tab reaches the file's Download, and Enter downloads it.
    await page.getByRole('button', { name: 'Run the print run now' }).focus();
    for (let i = 0; i < 10 && !/^Download the NACHA file/.test(await focusedName(page)); i++) await page.keyboard.press('Tab');
    expect(await focusedName(page)).toMatch(/^Download the NACHA file written .*, 1 entries$/);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^nacha-[0-9a-f-]{36}\.txt$/);
    const nacha = parseNacha(await readFile((await download.path())!, 'utf8'));
    expect(verifyNacha(nacha)).toEqual([]);
    expect(nacha.lines.every((line) => line.length === 94)).toBe(true);
    expect(nacha.header).toMatchObject({ recordSize: '094', blockingFactor: '10' });
    expect(nacha.batches).toHaveLength(1);
    expect(nacha.batches[0].header).toMatchObject({ standardEntryClassCode: 'PPD', serviceClassCode: '220' });
    // The entry as the rail writes it: a checking credit (22), the account number in full, the payout's amount in cents.
    expect(nacha.batches[0].entries).toEqual([expect.objectContaining({ transactionCode: '22', receivingDFI: '01100001', checkDigit: '5', DFIAccount: '000987654321', amount: '0000004250', individualName: 'GRACE HOPPER' })]);
    expect(nacha.batches[0].control).toMatchObject({ totalCredit: '000000004250', totalDebit: '000000000000', addendaCount: '000001' });
    expect(nacha.control).toMatchObject({ batchCount: '000001', addendaCount: '00000001', entryHash: '0001100001', totalCredit: '000000004250', totalDebit: '000000000000' });
    const transfer = (await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${batched.instructionId}`).set(auth).expect(200)).body;
    expect(nacha.batches[0].entries[0].traceNumber).toBe(transfer.traceNumber);

    // Stuck payouts: one requested after the batch, found by its instruction id and failed with a reason.
    stuck = await achPayout((await t.http.get(`${V2}/payouts`).set(auth).expect(200)).body.data[0].campaignId, 17.25, 'DE-002');
    await bothSizes('payouts', 'stuck-payouts', 'Stuck payouts: the organization’s open payouts, or one instruction’s, each failed permanently with a reason', (p) =>
      p.getByRole('table', { name: /^Open payouts/ }).getByRole('cell', { name: '$17.25', exact: true }).waitFor(),
    );
    await page.getByLabel('Payout instruction ID').fill(stuck.instructionId);
    await page.getByRole('button', { name: 'Find' }).click();
    const one = page.getByRole('table', { name: `The latest payout of instruction ${stuck.instructionId}` });
    await one.getByRole('cell', { name: '$17.25', exact: true }).waitFor();
    await one.getByRole('button', { name: /^Fail permanently: the \$17\.25 payout of / }).click();
    const fail = page.getByRole('dialog', { name: 'Fail this payout permanently' });
    await fail.getByRole('button', { name: 'Fail the payout' }).click();
    await fail.getByText('Say why the payout failed.').waitFor();
    await fail.getByLabel('Reason').fill('The receiving bank closed the account');
    await screenshots.check(ada, 'fail a payout, the dialog', { file: 'operations-fail-payout-desktop.png', what: 'Failing a stuck payout permanently: the reason asked for', fullPage: false });
    await fail.getByRole('button', { name: 'Fail the payout' }).click();
    await fail.waitFor({ state: 'detached' });
    await one.getByText('The receiving bank closed the account').waitFor();
    await one.getByText('Final').waitFor();
    const failed = (await t.http.get(`${V2}/payout-instructions/${stuck.instructionId}/payout`).set(auth).expect(200)).body;
    expect(failed).toMatchObject({ id: stuck.payoutId, status: 'Failed', failureReason: 'The receiving bank closed the account' });
    expect((await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${stuck.instructionId}`).set(auth).expect(200)).body).toMatchObject({ status: 'Cancelled' });
    await eventually(async () => (await t.http.get(`${V2}/payout-instructions/${stuck.instructionId}`).set(auth).expect(200)).body.status as string, (status) => status === 'Restored', 30_000);
  });

  it('runs the print run and downloads its positive pay file for the bank: the check’s number, amount and payee', async () => {
    const { t } = stack;
    const { page } = ada;
    const holders = await t.http.get(`${V2}/funds-holders`).set(auth).expect(200);
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(auth).expect(200);
    const campaign = await t.http
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({ name: 'Printed check trials', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-12-31', payoutMethodIds: [METHODS.paperCheck] })
      .expect(201);
    await t.http.post(`${V3}/simulate/bank-accounts/${accounts.body.data[0].id}/:receive-ach`).set(auth).send({ amount: 100, campaignId: campaign.body.id }).expect(202);
    const created = await t.http
      .post(`${V2}/payout-instructions`)
      .set(auth)
      .send({ campaignId: campaign.body.id, firstName: 'Grace', lastName: 'Hopper', email: 'grace.check@example.com', amount: 12.34 })
      .expect(201);
    const instructionId = created.body.id as string;
    await t.http.post(`${V2}/payout-instructions/${instructionId}/:initiate`).set(auth).send({ channel: 'None' }).expect(200);
    const mailingAddress = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' };
    await requestPayoutWith(t, (await claimTokensFor(t, [instructionId])).get(instructionId)!, METHODS.paperCheck, { mailingAddress }, 'Pending');

    await page.goto(url('/operations?tab=files'));
    await settled(page, 'Operations');
    await page.getByRole('button', { name: 'Run the print run now' }).click();
    await page.getByRole('dialog', { name: 'Run the check print run now' }).getByRole('button', { name: 'Run now' }).click();
    await page.getByText('1 check printed in a new print run.').waitFor();
    const checkNumber = (await t.http.get(`${V2}/payout-instructions/${instructionId}/payout`).set(auth).expect(200)).body.checkNumber as string;
    const runs = page.getByRole('table', { name: /^The organization’s print runs/ });
    await runs.getByRole('button', { name: /^Download the PDF of the print run of .*, 1 checks$/ }).waitFor();
    await screenshots.check(ada, 'bank files, a print run', { file: 'operations-print-run-desktop.png', what: 'A print run listed with its PDF and its positive pay file, each downloadable' });

    const [download] = await Promise.all([page.waitForEvent('download'), runs.getByRole('button', { name: /^Download the positive pay file of the print run of / }).click()]);
    expect(download.suggestedFilename()).toMatch(/^positive-pay-[0-9a-f-]{36}\.csv$/);
    const [header, line] = (await readFile((await download.path())!, 'utf8')).split('\r\n');
    expect(header).toBe('Account Number,Check Number,Issue Date,Amount,Payee Name');
    expect(line).toMatch(new RegExp(`^\\d{4,17},${checkNumber},\\d{2}/\\d{2}/\\d{4},12\\.34,Grace Hopper$`));
  });

  it('shows another organization’s Administrator the files and stuck payouts, not the queues or scheduled jobs', async () => {
    const charles = await signedIn(stack, CHARLES);
    await charles.page.goto(url('/operations?tab=jobs'));
    await settled(charles.page, 'Operations');
    const tabs = charles.page.getByRole('tablist', { name: 'Operations sections' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['Bank files', 'Stuck payouts']);
    await charles.page.getByText('No NACHA file yet').waitFor();
    expect(await charles.page.getByRole('button', { name: 'Open Bull Board' }).count()).toBe(0);
    expect(await charles.page.getByRole('region', { name: 'Bank connection' }).count()).toBe(0);
    await screenshots.check(charles, 'bank files, an organization’s Administrator', { file: 'operations-bank-files-empty-desktop.png', what: 'Bank files of an organization that is no operator: no file yet, no operators’ tab' });
    await charles.page.context().close();
  });
});
