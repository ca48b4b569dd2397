import type { Page } from 'playwright-core';
import { phonePage } from '../utils/browser';
import { eventually } from '../utils/test-app';
import { consoleAccessibilityViolations, signInToConsole, startConsoleStack, type ConsoleStack } from '../utils/console-browser';
import { shownAfterPolls } from '../utils/console-checks';

/**
 * Issue 31's walk, in Debian's Chromium against the real API and worker (docs/console.md, Testing): an operator signs
 * in through the sandbox's embedded provider, creates a campaign with the wizard and funds it, uploads 1,000 payout
 * instructions of which three are refused (and named), initiates them all, opens one beneficiary's claim email in the
 * sandbox inbox, and watches the instruction become Fulfilled while the beneficiary claims it in a second browser.
 */
const ROWS = 1_000;
/** Lines of the file (the header is line 1, as the upload's errors count them) that the API must refuse, and why. */
const BAD_LINES = new Map<number, { cells: string; says: RegExp }>([
  [18, { cells: 'R17,12.345,Bad,Amount,r17@example.com', says: /^Amount\s+Amount "12\.345" must have at most two decimal places/ }],
  [501, { cells: 'R500,10,Bad,Email,not-an-email', says: /^Email\s+Email "not-an-email" is not an email address/ }],
  [1000, { cells: 'R999,-5,Bad,Amount,r999@example.com', says: /^Amount\s+Amount "-5" must not be negative/ }],
]);
const CAMPAIGN = 'Spring 2027 sleep study';
const BENEFICIARY = 'p42@example.com';

/** A CSV of ROWS instructions of $10 with a tag, the BAD_LINES among them. */
function instructionsCsv(): Buffer {
  const lines = ['Id,Amount,FirstName,LastName,Email,Cohort'];
  for (let row = 1; row <= ROWS; row++) {
    const bad = BAD_LINES.get(row + 1);
    lines.push(bad ? `${bad.cells},A` : `P${row},10,Participant,${row},p${row}@example.com,${row % 2 ? 'A' : 'B'}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

async function expectNoSeriousAccessibilityViolation(page: Page): Promise<void> {
  expect(await consoleAccessibilityViolations(page)).toEqual([]);
}

describe('the console in Chromium: an operator runs a campaign end to end', () => {
  let s: ConsoleStack;

  beforeAll(async () => {
    s = await startConsoleStack();
  }, 60_000);
  afterAll(() => s?.close());

  it('signs in, creates and funds a campaign with the wizard, uploads 1,000 rows (three refused and named), initiates them all, and follows a claim to Fulfilled', async () => {
    const page = await signInToConsole(s.browser, s.base, { email: 'grace@example.com', organization: 'Hopper Research' });
    // The inbox and the instruction's page poll: their clock is the test's to move on (shownAfterPolls).
    await page.clock.install();

    // The wizard: a draft from a name and the funds holder, then each step saved, then promoted.
    await page.getByRole('link', { name: 'Campaigns' }).click();
    await page.getByRole('link', { name: 'New campaign' }).click();
    await page.getByLabel('Campaign name').fill(CAMPAIGN);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/console\/campaigns\/drafts\/[0-9a-f-]+\?step=methods/);
    await page.getByLabel('Amazon.com eGift Card').check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/step=messages/);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/step=dates/);
    await page.getByLabel('Expiry date').fill('Dec 31, 2099');
    await page.keyboard.press('Tab');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/step=security/);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/step=review/);
    await expectNoSeriousAccessibilityViolation(page);
    await page.getByRole('button', { name: 'Create the campaign' }).click();
    await page.waitForURL(/\/console\/campaigns\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: CAMPAIGN }).waitFor();

    // Funded by a simulated incoming ACH: the balances follow.
    await page.getByLabel('Amount').fill('20000');
    await page.getByRole('button', { name: 'Receive funds' }).click();
    await page.getByText('$20,000.00').first().waitFor();
    await expectNoSeriousAccessibilityViolation(page);

    // The CSV, all or nothing unless told: partial, so the 997 good rows land and the three refused are named.
    await page.getByRole('link', { name: 'Payout instructions' }).click();
    await page.getByRole('button', { name: 'Upload a file' }).first().click();
    await page.locator('input[type="file"]').setInputFiles({ name: 'participants.csv', mimeType: 'text/csv', buffer: instructionsCsv() });
    await page.getByLabel('Import the valid rows even if some are refused').check();
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL(/\/uploads\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    const refusedRows = page.getByRole('table').getByRole('row');
    // The refused rows (with the header row), once the import has ended and the page shows its outcome.
    await eventually(() => refusedRows.count(), (count) => count === BAD_LINES.size + 1, 60_000);
    for (const [line, { says }] of BAD_LINES) {
      const refused = refusedRows.filter({ has: page.getByRole('cell', { name: String(line), exact: true }) });
      expect((await refused.innerText()).replace(/^\d+\s+/, '')).toMatch(says);
    }
    await page.getByText('997').first().waitFor(); // created
    await expectNoSeriousAccessibilityViolation(page);

    // Initiate every ready draft: 997 of them, by email.
    await page.getByRole('link', { name: 'See the payout instructions' }).click();
    await page.getByRole('button', { name: 'Initiate', exact: true }).click();
    await page.getByLabel('Every draft of the campaign that has an amount', { exact: false }).check();
    await page.getByRole('button', { name: 'Initiate every ready draft' }).click();
    await page.getByText(/997/).first().waitFor();

    // One beneficiary's instruction, and its claim email in the sandbox's inbox.
    await page.getByLabel('Find by email or external ID').fill(BENEFICIARY);
    await page.keyboard.press('Enter');
    await page.getByRole('link', { name: BENEFICIARY }).click();
    await page.getByText('Initiated').first().waitFor();
    const instructionUrl = page.url();
    await page.getByRole('link', { name: 'See the emails sent for this instruction (sandbox)' }).click();
    // The newest email is shown (the worker writes it within seconds; the inbox reads again every 5 s).
    const claimLink = page.getByRole('link', { name: /\/claim\// });
    await shownAfterPolls(page, claimLink, 30_000);
    expect(await page.getByRole('navigation', { name: 'Emails' }).innerText()).toContain(BENEFICIARY);
    const href = (await claimLink.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${s.base}/claim/`));
    await expectNoSeriousAccessibilityViolation(page);

    // Back on the instruction's page (the router's history: no reload), left open while the beneficiary claims.
    await page.goBack();
    expect(page.url()).toBe(instructionUrl);
    await page.getByText('No payout yet').waitFor();

    // The beneficiary claims a gift card in a browser of their own (a phone, JavaScript off).
    const phone = await phonePage(s.browser);
    await phone.goto(href);
    await phone.getByLabel('Amazon.com eGift Card').check();
    await phone.getByRole('button', { name: 'Continue' }).click();
    await phone.getByRole('button', { name: 'Send my payment' }).click();
    // The request is taken: the payout's page (waiting for the card, or with it already).
    await phone.getByRole('heading', { name: /^Your (payout|gift card is ready)$/ }).first().waitFor();

    // The console's page follows it by itself to Fulfilled, with its payout.
    await shownAfterPolls(page, page.getByText('Fulfilled').first(), 30_000);
    await page.getByText('Completed').first().waitFor();
    // And the beneficiary's page, loaded again, shows the card. (That it reloads itself every 10 s, JavaScript off,
    // is claim-page-browser.e2e-spec.ts's to prove: here the walk does not wait it out.)
    await phone.reload();
    await phone.getByRole('heading', { name: 'Your gift card is ready' }).waitFor();
    await phone.context().close();
    await expectNoSeriousAccessibilityViolation(page);
  }, 240_000);
});
