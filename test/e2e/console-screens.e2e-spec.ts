import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { claimTokensFor, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, DESKTOP, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type Screenshot, type SignedIn } from '../utils/console-checks';
import { eventually } from '../utils/test-app';

/**
 * Every screen of the console in a real browser (docs/console.md, Testing): the API on its own port, the real worker
 * and Debian's Chromium, people signed in at the sandbox's embedded provider. Each screen, at 1440 px and at 360 px:
 * no serious or critical axe finding, no sideways scrolling on the phone, no CSP report. Then the states a screen can
 * be in (empty, not found, failed and tried again, a field refused), the keyboard alone, and what a Viewer sees (no
 * action anywhere) and is refused. With `UPDATE_SCREENSHOTS=1` each screen is saved in docs/console/, whose README
 * this file also writes.
 */
const ORGANIZATION = 'Lovelace Research';
const ADA: Person = { email: 'ada@lovelace.example', organization: ORGANIZATION };
/** A second person of the same organization, never invited: a Viewer (docs/users-and-roles.md). */
const GRACE: Person = { email: 'grace@lovelace.example', organization: ORGANIZATION };
const NOBODY_YET: Person = { email: 'hopper@empty.example', organization: 'Hopper Empty Lab' };
const CAMPAIGN = 'Spring 2027 sleep study';

/** The actions a Viewer must never be offered (buttons and links), by their names' beginnings. */
const ACTION = /^(new campaign|create|upload|new instruction|initiate|reinitiate|send reminders|send a reminder|remind|edit|cancel instruction|try to restore|save|set( the)? password|receive funds|delete|simulate|complete the payout|fail the payout|settle|return|continue)/i;

type Signed = SignedIn;

const screenshots = new ScreenshotLog('Part 1: home, campaigns, instructions, sandbox', 'console-screens.e2e-spec.ts');

/** A 96×96 PNG: a moon on a night-blue square (the campaign's icon). */
function iconPng(): Buffer {
  const size = 96;
  const png = new PNG({ width: size, height: size });
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const moon = (x - 48) ** 2 + (y - 48) ** 2 <= 28 ** 2 && (x - 60) ** 2 + (y - 40) ** 2 > 24 ** 2;
      png.data.set([...(moon ? [250, 204, 21] : [30, 41, 82]), 255], (y * size + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

describe('every console screen in Chromium: accessible at 1440 and 360 px, its states, the keyboard, and a Viewer', () => {
  let stack: ConsoleStack;
  let ada: Signed;
  let adaPhone: Signed;
  let auth: Record<string, string>;
  let campaignId: string;
  let quietCampaignId: string;
  let paidId: string;
  let uploadId: string;
  let emailId: string;
  let draftPath: string;

  const url = (route: string) => `${stack.base}/console${route}`;

  const signIn = (person: Person, options: typeof DESKTOP | typeof PHONE = DESKTOP) => signedIn(stack, person, options);
  const check = (signed: Signed, screen: string, shot?: Screenshot) => screenshots.check(signed, screen, shot);

  beforeAll(async () => {
    stack = await startConsoleStack();
    const { t } = stack;
    // Ada is the organization's first person: its Administrator. Her token (the console's own) makes the data.
    ada = await signIn(ADA);
    const token = await bearerTokenOf(ada.page, () => ada.page.goto(url('/campaigns')));
    auth = { Authorization: `Bearer ${token}` };
    adaPhone = await signIn(ADA, PHONE);

    const holders = await t.http.get(`${V2}/funds-holders`).set(auth).expect(200);
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(auth).expect(200);
    const fundingSourceId = holders.body.data[0].id as string;
    const bankAccountId = accounts.body.data[0].id as string;
    const campaign = await t.http
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({
        name: CAMPAIGN,
        fundingSourceId,
        expiryDate: '2027-06-30',
        payoutMethodIds: [METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal],
        welcomeHeadline: 'Thank you for sleeping with us',
        welcomeText: 'Choose how you would like to receive your payment for the study nights.',
        campaignManager: 'Sleep Lab, Lovelace Research',
      })
      .expect(201);
    campaignId = campaign.body.id;
    await t.http.patch(`${V2}/campaigns/${campaignId}/campaign-icon`).set(auth).attach('iconFile', iconPng(), 'moon.png').expect(200);
    await t.http.post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`).set(auth).send({ amount: 6000, campaignId }).expect(202);
    const quiet = await t.http.post(`${V2}/campaigns`).set(auth).send({ name: 'Winter 2027 hearing pilot', fundingSourceId, expiryDate: '2027-03-31', payoutMethodIds: [METHODS.amazonGiftCard] }).expect(201);
    quietCampaignId = quiet.body.id;
    await t.http.post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`).set(auth).send({ amount: 1200, campaignId: quietCampaignId }).expect(202);

    // 30 participants: 8 drafts (2 without an amount yet), 22 initiated by email, of which 3 cancelled and 3 paid.
    const names = ['Ada', 'Grace', 'Katherine', 'Dorothy', 'Mary', 'Hedy', 'Barbara', 'Frances', 'Radia', 'Shafi'];
    const ids = await Promise.all(
      Array.from({ length: 30 }, async (_, i) => {
        const created = await t.http
          .post(`${V2}/payout-instructions`)
          .set(auth)
          .send({
            campaignId,
            email: `participant.${String(i + 1).padStart(2, '0')}@example.com`,
            firstName: names[i % names.length],
            lastName: `Sleeper ${i + 1}`,
            externalId: `SLP-${String(i + 1).padStart(3, '0')}`,
            ...(i >= 28 ? {} : { amount: 50 + (i % 4) * 25 }),
            tags: { cohort: i % 2 ? 'B' : 'A' },
          })
          .expect(201);
        return created.body.id as string;
      }),
    );
    const initiated = ids.slice(0, 22);
    await t.http.post(`${V2}/campaigns/${campaignId}/payout-instructions/:initiate`).set(auth).send({ payoutInstructionIds: initiated, channel: 'Email' }).expect(202);
    await eventually(
      async () => (await t.http.get(`${V2}/payout-instructions?campaignId=${campaignId}&status=Initiated&pageSize=100`).set(auth).expect(200)).body.totalItems as number,
      (count) => count === 22,
      20_000,
    );
    await Promise.all(initiated.slice(19).map((id) => t.http.post(`${V2}/payout-instructions/${id}/:cancel`).set(auth).send({ cancellationReason: 'Other' }).expect(200)));
    const paid = initiated.slice(0, 3);
    const claimTokens = await claimTokensFor(t, paid);
    await Promise.all(paid.map((id, i) => requestPayoutWith(t, claimTokens.get(id)!, METHODS.amazonGiftCard, { email: `participant.0${i + 1}@example.com` })));
    paidId = paid[0];

    // An upload with refused rows (a bad email, a negative amount), its valid rows imported.
    const csv = [
      'Id,Amount,FirstName,LastName,Email',
      'SLP-101,75.00,Alan,Turing,alan@example.com',
      'SLP-102,75.00,Claude,Shannon,claude@example',
      'SLP-103,-5.00,John,Neumann,john@example.com',
      'SLP-104,100.00,Edsger,Dijkstra,edsger@example.com',
      '',
    ].join('\r\n');
    const upload = await t.http
      .post(`${V2}/campaigns/${campaignId}/payout-instructions/:upload`)
      .set(auth)
      .field('mode', 'Partial')
      .attach('file', Buffer.from(csv), { filename: 'night-3-participants.csv', contentType: 'text/csv' })
      .expect(202);
    uploadId = upload.body.id;
    await eventually(
      async () => (await t.http.get(`${V2}/campaigns/${campaignId}/payout-instructions/uploads/${uploadId}`).set(auth).expect(200)).body.status as string,
      (status) => status === 'CompletedWithErrors',
      20_000,
    );
    const emails = await eventually(
      async () => (await t.http.get(`${V3}/simulate/emails?limit=50`).set(auth).expect(200)).body as { id: string; subject: string | null; payoutInstructionId: string | null }[],
      (all) => all.filter((email) => email.subject).length >= 5,
      20_000,
    );
    emailId = emails.find((email) => email.subject && email.payoutInstructionId === paidId)?.id ?? emails.find((email) => email.subject)!.id;
  }, 120_000);

  afterAll(async () => {
    screenshots.write([
      'In Debian’s Chromium against the real API and worker: `-desktop` at 1440 px wide, `-phone` at 360 px (2×). The data',
      `is made through the API: a funded campaign “${CAMPAIGN}” with 30-odd payout instructions in several statuses, an upload`,
      'with refused rows, gift card payouts and the sandbox’s emails.',
    ]);
    await stack?.close();
  });

  /** Opens `route` on Ada's desktop and phone pages, waits for it, then `then` on each, and checks both. */
  async function screen(nn: string, name: string, route: string, heading: string | RegExp, what: string, { then, phoneShot = false }: { then?: (page: Page) => Promise<void>; phoneShot?: boolean } = {}) {
    // Both sizes at once: the two pages are independent, and the run is mostly waiting on the browser.
    await Promise.all(
      [ada, adaPhone].map(async (signed) => {
        await signed.page.goto(url(route));
        await settled(signed.page, heading);
        await then?.(signed.page);
        const phone = signed === adaPhone;
        await check(signed, `${name}${phone ? ' (360 px)' : ''}`, !phone || phoneShot ? { file: `${nn}-${name}-${phone ? 'phone' : 'desktop'}.png`, what: `${what}${phone ? ' (phone)' : ''}` } : undefined);
      }),
    );
  }

  const tab = (label: string, ready: string | RegExp) => async (page: Page) => {
    await page.getByRole('tab', { name: label }).click();
    await page.getByRole('tabpanel').getByText(ready).first().waitFor();
  };

  it('shows an empty organization’s home and campaigns list empty, each with its call to create a campaign', async () => {
    const hopper = await signIn(NOBODY_YET);
    const hopperPhone = await signIn(NOBODY_YET, PHONE);
    for (const signed of [hopper, hopperPhone]) {
      const suffix = signed === hopper ? 'desktop' : 'phone';
      await settled(signed.page, 'Home');
      const main = signed.page.locator('main');
      await main.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
      expect(await main.getByRole('link', { name: 'Create a campaign' }).count()).toBe(2);
      await check(signed, `home, empty (${suffix})`, { file: `02-home-empty-${suffix}.png`, what: `Home of an organization with no campaign yet: the empty state and its call to create one${suffix === 'phone' ? ' (phone)' : ''}` });
      await signed.page.goto(url('/campaigns'));
      await settled(signed.page, 'Campaigns');
      await main.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
      expect(await main.getByRole('link', { name: 'Create a campaign' }).getAttribute('href')).toBe('/console/campaigns/new');
      await check(signed, `campaigns, empty (${suffix})`, { file: `04-campaigns-empty-${suffix}.png`, what: `The campaigns list of an organization with none: the empty state and "Create a campaign"${suffix === 'phone' ? ' (phone)' : ''}` });
      await signed.page.context().close();
    }
  });

  it('passes axe at 1440 and 360 px without sideways scrolling or a CSP report on every screen with data', async () => {
    await screen('01', 'home', '/', 'Home', 'Home: the portfolio’s figures, redemption activity and the campaigns by expiry', {
      phoneShot: true,
      then: (page) => page.locator('main').getByRole('link', { name: CAMPAIGN }).first().waitFor(),
    });
    await screen('03', 'campaigns', '/campaigns', 'Campaigns', 'The campaigns list with its search, status filter and "New campaign"', {
      phoneShot: true,
      then: (page) => page.getByRole('table', { name: /^Campaigns/ }).getByRole('link', { name: CAMPAIGN }).waitFor(),
    });
    await screen('05', 'new-campaign', '/campaigns/new', 'New campaign', 'The wizard’s start: a name and a funds holder make a draft');

    // The wizard: a draft made by its first form, then each step.
    await ada.page.goto(url('/campaigns/new'));
    await settled(ada.page, 'New campaign');
    await ada.page.getByLabel('Campaign name').fill('Autumn 2027 memory study');
    await ada.page.getByRole('button', { name: 'Continue' }).click();
    await ada.page.waitForURL(/\/console\/campaigns\/drafts\/[0-9a-f-]+\?step=methods/);
    draftPath = new URL(ada.page.url()).pathname.replace(/^\/console/, '');
    const steps = [
      ['06', 'basics', 'Basics', 'name, funds holder and what beneficiaries read first'],
      ['07', 'methods', 'Payout methods', 'the payout methods offered, each within its limits'],
      ['08', 'messages', 'Messages', 'email templates and automatic reminders'],
      ['09', 'dates', 'Dates', 'expiry and display end dates'],
      ['10', 'security', 'Security', 'password and emailed-code threshold'],
      ['11', 'review', 'Review', 'everything at a glance before the campaign is created'],
    ] as const;
    for (const [nn, step, label, what] of steps) {
      await screen(nn, `wizard-${step}`, `${draftPath}?step=${step}`, 'New campaign: Autumn 2027 memory study', `The creation wizard, step ${label}: ${what}`, {
        phoneShot: step === 'methods',
        then: async (page) => {
          await page.getByRole('heading', { level: 2, name: label, exact: true }).waitFor();
          // A step opened afresh leaves the focus where a page load does: not on the step's heading.
          expect(await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id)).not.toBe('step-heading');
        },
      });
    }

    const campaignRoute = `/campaigns/${campaignId}`;
    await screen('12', 'campaign-overview', campaignRoute, CAMPAIGN, 'A campaign’s overview: its balances, the bank account to fund it and the sandbox’s simulated ACH', {
      phoneShot: true,
      then: (page) => page.getByRole('table', { name: 'Bank account for funding' }).waitFor(),
    });
    await screen('13', 'campaign-settings', campaignRoute, CAMPAIGN, 'A campaign’s settings, editable', { then: tab('Settings', /./) });
    await screen('14', 'campaign-icon', campaignRoute, CAMPAIGN, 'A campaign’s icon and its replacement', { then: tab('Icon', 'Save icon') });
    await screen('15', 'campaign-password', campaignRoute, CAMPAIGN, 'A campaign’s claim password', { then: tab('Password', 'Password again') });

    await screen('16', 'instructions', `/campaigns/${campaignId}/instructions`, 'Payout instructions', 'A campaign’s payout instructions in several statuses, with filters and bulk actions', {
      phoneShot: true,
      then: (page) => page.getByRole('status').filter({ hasText: /^3\d instructions/ }).waitFor(),
    });
    await screen('17', 'instructions-empty', `/campaigns/${quietCampaignId}/instructions`, 'Payout instructions', 'A campaign without instructions: upload a CSV file or create one', {
      then: (page) => page.getByRole('heading', { name: 'No payout instructions yet' }).waitFor(),
    });
    await screen('18', 'instruction', `/campaigns/${campaignId}/instructions/${paidId}`, /Ada Sleeper 1/, 'One payout instruction with its gift card payout and its history', {
      phoneShot: true,
      then: (page) => page.getByRole('heading', { name: 'Payout', exact: true }).waitFor(),
    });
    await screen('19', 'upload', `/campaigns/${campaignId}/uploads/${uploadId}`, 'Upload of night-3-participants.csv', 'An upload imported with refused rows, each with its reason', {
      phoneShot: true,
      then: (page) => page.getByRole('heading', { name: 'Refused rows' }).waitFor(),
    });
    await screen('20', 'sandbox-emails', `/sandbox/emails?email=${emailId}`, 'Sandbox emails', 'The sandbox’s inbox with one email selected and previewed', {
      phoneShot: true,
      then: (page) => page.locator('[aria-current="true"]').first().waitFor(),
    });
    await screen('21', 'not-found', '/no-such-screen', 'Page not found', 'An address the console does not know', {
      then: (page) => page.getByRole('heading', { name: 'There is nothing at this address' }).waitFor(),
    });
  }, 120_000);

  describe('the states a screen can be in', () => {
    it('shows the not-found state for an unknown campaign id', async () => {
      const { page } = ada;
      await page.goto(url('/campaigns/0195a3f0-0000-7000-8000-00000000dead'));
      await settled(page, 'Page not found');
      await page.getByRole('heading', { name: 'There is nothing at this address' }).waitFor();
      expect(await page.title()).toBe('Page not found · Campaign Manager');
      await page.locator('main').getByRole('link', { name: 'Go to the home page' }).click();
      await settled(page, 'Home');
    });

    it('shows the loading state, then a failed request’s detail with "Try again", which loads the data once the service answers', async () => {
      const { page } = ada;
      const detail = 'The campaigns could not be read just now: the database is restarting.';
      const failing = '**/v2/campaign-manager/campaigns?**';
      // The answer waits until the loading state has been seen, then fails (and fails the console's retries too).
      let answer!: () => void;
      const held = new Promise<void>((resolve) => (answer = resolve));
      await page.route(failing, async (route) => {
        await held;
        await route.fulfill({ status: 500, contentType: 'application/problem+json', body: JSON.stringify({ type: 'about:blank', title: 'Internal Server Error', status: 500, detail, code: 'INTERNAL' }) });
      });
      await page.goto(url('/campaigns'));
      await page.getByRole('status').filter({ hasText: 'Loading the campaigns…' }).waitFor();
      answer();
      const alert = page.getByRole('alert').filter({ hasText: 'This could not be loaded' });
      await alert.getByText(detail).waitFor();
      await check(ada, 'campaigns, failed', { file: '22-error-state-desktop.png', what: 'A failed request: the problem’s detail and "Try again"' });
      await page.unroute(failing);
      await alert.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('table', { name: /^Campaigns/ }).getByRole('link', { name: CAMPAIGN }).waitFor();
      expect(await alert.count()).toBe(0);
    });

    it('shows a 400’s field error beside the field: an email address the API refuses', async () => {
      const { page } = ada;
      await page.goto(url(`/campaigns/${campaignId}/instructions`));
      await settled(page, 'Payout instructions');
      await page.getByRole('button', { name: 'New instruction' }).click();
      const dialog = page.getByRole('dialog', { name: 'New payout instruction' });
      // The console's own check lets it through; the API's does not.
      await dialog.getByLabel('Email').fill('ada@example..com');
      const [answer] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/payout-instructions')), dialog.getByRole('button', { name: 'Create draft' }).click()]);
      expect(answer.status()).toBe(400);
      const email = dialog.getByLabel('Email');
      await page.waitForFunction((input) => (input as unknown as { getAttribute(name: string): string | null }).getAttribute('aria-invalid') === 'true', await email.elementHandle());
      const describedBy = (await email.getAttribute('aria-describedby')) ?? '';
      const error = dialog.locator(describedBy.split(' ').map((id) => `#${id}`).join(', ')).filter({ hasText: /email/ });
      expect(await error.innerText()).toMatch(/email must be an email address/);
      await check(ada, 'create instruction, refused', { file: '23-field-error-desktop.png', what: 'A form the API refused (400): the field’s error beside the field', fullPage: false });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    });
  });

  describe('with the keyboard alone', () => {
    /** The accessible name (or text) of the focused element. */
    const focused = (page: Page) =>
      page.evaluate(() => {
        const { document } = globalThis as unknown as { document: { activeElement: { id: string; tagName: string; textContent: string | null; getAttribute(name: string): string | null } | null } };
        const element = document.activeElement;
        return { id: element?.id ?? '', tag: element?.tagName ?? '', name: (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim() };
      });

    /** Presses Tab until the focused element's name is `name` (at most `max` times). */
    async function tabTo(page: Page, name: string | RegExp, max = 40): Promise<void> {
      for (let i = 0; i < max; i++) {
        await page.keyboard.press('Tab');
        const now = await focused(page);
        if (typeof name === 'string' ? now.name === name : name.test(now.name)) return;
      }
      throw new Error(`Tab never reached ${String(name)}`);
    }

    it('reaches "Skip to content" first, which moves to the main content; then the navigation and "New campaign"', async () => {
      const { page } = ada;
      await page.goto(url('/'));
      await settled(page, 'Home');
      await page.keyboard.press('Tab');
      expect(await focused(page)).toMatchObject({ tag: 'A', name: 'Skip to content' });
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => (globalThis as unknown as { document: { activeElement: { id: string } | null } }).document.activeElement?.id === 'main');

      await page.goto(url('/'));
      await settled(page, 'Home');
      await tabTo(page, 'Campaigns');
      await page.keyboard.press('Enter');
      await settled(page, 'Campaigns');
      await tabTo(page, 'New campaign');
      await page.keyboard.press('Enter');
      await settled(page, 'New campaign');
      await tabTo(page, 'Sandbox emails');
      await page.keyboard.press('Enter');
      await settled(page, 'Sandbox emails');
      await tabTo(page, 'Home');
      await page.keyboard.press('Enter');
      await settled(page, 'Home');
    });

    it('opens "New instruction" with Enter, keeps the focus inside the dialog, and Escape closes it back on its button', async () => {
      const { page } = ada;
      await page.goto(url(`/campaigns/${campaignId}/instructions`));
      await settled(page, 'Payout instructions');
      await tabTo(page, 'New instruction');
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'New payout instruction' });
      await dialog.waitFor();
      const inDialog = () =>
        page.evaluate(() => {
          const { document } = globalThis as unknown as { document: { activeElement: { closest(selector: string): unknown } | null } };
          return Boolean(document.activeElement?.closest('[role=dialog]'));
        });
      await page.waitForFunction(() => Boolean((globalThis as unknown as { document: { activeElement: { closest(selector: string): unknown } | null } }).document.activeElement?.closest('[role=dialog]')));
      for (let i = 0; i < 16; i++) {
        await page.keyboard.press(i % 5 === 4 ? 'Shift+Tab' : 'Tab');
        expect(await inDialog()).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.waitForFunction(() => {
        const element = (globalThis as unknown as { document: { activeElement: { textContent: string | null } | null } }).document.activeElement;
        return element?.textContent?.trim() === 'New instruction';
      });
    });
  });

  describe('a Viewer: the second person of the organization, never invited', () => {
    let grace: Signed;

    beforeAll(async () => {
      grace = await signIn(GRACE);
    });

    /** No action on the screen, whatever its name; `reading` proves the screen shows its data. */
    async function readsOnly(route: string, heading: string | RegExp, reading: (page: Page) => Promise<unknown>, then?: (page: Page) => Promise<void>) {
      const { page } = grace;
      await page.goto(url(route));
      await settled(page, heading);
      await then?.(page);
      await reading(page);
      const main = page.locator('main');
      const offered = [...(await main.getByRole('button', { name: ACTION }).allInnerTexts()), ...(await main.getByRole('link', { name: ACTION }).allInnerTexts())];
      expect({ route, offered }).toEqual({ route, offered: [] });
      expect({ route, fileInputs: await main.locator('input[type=file]').count(), checkboxes: await main.getByRole('checkbox').count() }).toEqual({ route, fileInputs: 0, checkboxes: 0 });
    }

    it('is a Viewer, and sees every screen with no action on any', async () => {
      const { page } = grace;
      await page.getByRole('button', { name: `${ORGANIZATION}: account menu` }).click();
      await page.getByText('Role: Viewer').waitFor();
      await page.keyboard.press('Escape');

      await readsOnly('/', 'Home', (p) => p.locator('main').getByRole('link', { name: CAMPAIGN }).first().waitFor());
      await readsOnly('/campaigns', 'Campaigns', (p) => p.getByRole('table', { name: /^Campaigns/ }).getByRole('link', { name: CAMPAIGN }).waitFor());
      await readsOnly('/campaigns/new', 'New campaign', (p) => p.getByRole('heading', { name: 'Your role cannot create campaigns' }).waitFor());
      await readsOnly(`/campaigns/${campaignId}`, CAMPAIGN, async (p) => {
        await p.getByRole('table', { name: 'Bank account for funding' }).waitFor();
        expect(await p.getByRole('tab').allInnerTexts()).toEqual(['Overview', 'Icon']);
        expect(await p.getByText('Sandbox: simulate an incoming ACH').count()).toBe(0);
      });
      await readsOnly(`/campaigns/${campaignId}`, CAMPAIGN, (p) => p.getByRole('tabpanel').getByRole('img').first().waitFor(), tab('Icon', /./));
      await readsOnly(`/campaigns/${campaignId}/instructions`, 'Payout instructions', (p) => p.getByRole('status').filter({ hasText: /^3\d instructions/ }).waitFor());
      await readsOnly(`/campaigns/${quietCampaignId}/instructions`, 'Payout instructions', (p) => p.getByRole('heading', { name: 'No payout instructions yet' }).waitFor());
      await readsOnly(`/campaigns/${campaignId}/instructions/${paidId}`, /Ada Sleeper 1/, async (p) => {
        await p.getByRole('heading', { name: 'Payout', exact: true }).waitFor();
        expect(await p.getByRole('heading', { name: 'Sandbox simulations' }).count()).toBe(0);
      });
      // An initiated instruction, which an Administrator may edit, remind, reinitiate and cancel.
      const initiated = (await stack.t.http.get(`${V2}/payout-instructions?campaignId=${campaignId}&status=Initiated&pageSize=1`).set(auth).expect(200)).body.data[0];
      await readsOnly(`/campaigns/${campaignId}/instructions/${initiated.id}`, new RegExp(initiated.firstName), (p) => p.getByText(initiated.email).first().waitFor());
      await readsOnly(`/campaigns/${campaignId}/uploads/${uploadId}`, 'Upload of night-3-participants.csv', (p) => p.getByRole('heading', { name: 'Refused rows' }).waitFor());
      await readsOnly(`/sandbox/emails?email=${emailId}`, 'Sandbox emails', (p) => p.locator('[aria-current="true"]').first().waitFor());
      // A draft: read in the campaigns list, but its wizard would save it at every step.
      await readsOnly(`${draftPath}?step=basics`, 'New campaign', (p) => p.getByRole('heading', { name: 'Your role cannot edit campaign drafts' }).waitFor());
      await check(grace, 'a Viewer’s campaign page');
    });

    it('is refused a forced request: initiating with the Viewer’s own token answers 403 with a problem', async () => {
      const token = await bearerTokenOf(grace.page, () => grace.page.goto(url('/campaigns')));
      const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
      const initiate = await fetch(`${stack.base}${V2}/campaigns/${campaignId}/payout-instructions/:initiate`, { method: 'POST', headers, body: JSON.stringify({ channel: 'Email' }) });
      expect(initiate.status).toBe(403);
      expect(initiate.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await initiate.json()).toMatchObject({ status: 403, code: 'INSUFFICIENT_SCOPE', detail: expect.stringContaining('Viewer') });
      const create = await fetch(`${stack.base}${V2}/payout-instructions`, { method: 'POST', headers, body: JSON.stringify({ campaignId, email: 'forced@example.com', amount: 10 }) });
      expect(create.status).toBe(403);
      expect(await create.json()).toMatchObject({ status: 403, code: 'INSUFFICIENT_SCOPE' });
    });
  });
});
