import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, shownAfterPolls, signedIn, type SignedIn } from '../utils/console-checks';
import { eventually } from '../utils/test-app';
import { WebhookReceiver, withSettings } from '../utils/webhook-receiver';

/**
 * The console's Developers screens in Chromium (docs/console.md, Developers) against the real API and worker, which
 * delivers to a receiver on loopback: an endpoint added with its secret shown once, a delivery failing with the
 * receiver's 500, then replayed from the console once it answers 200; the events list filtered and paged from the
 * keyboard alone.
 */
// A failed delivery waits an hour for its retry: what the endpoint page shows is the failure, and the replay's success.
withSettings({ WEBHOOK_RETRY_SCHEDULE: '3600' });

const ORGANIZATION = 'Hopper Webhook Works';
const GRACE: Person = { email: 'grace@hopper.example', organization: ORGANIZATION };
const screenshots = new ScreenshotLog('Developers', 'console-developers.e2e-spec.ts');

describe('the Developers screens in Chromium: an endpoint, a delivery failing then replayed, the events, at 1440 and 360 px', () => {
  let stack: ConsoleStack;
  let receiver: WebhookReceiver;
  let grace: SignedIn;
  let gracePhone: SignedIn;
  let auth: Record<string, string>;
  let bankAccountId: string;

  const url = (route: string) => `${stack.base}/console${route}`;
  const fund = (dollars: number) => stack.t.http.post(`${V3}/simulate/bank-accounts/${bankAccountId}/:receive-ach`).set(auth).send({ amount: dollars }).expect(202);

  beforeAll(async () => {
    [stack, receiver] = await Promise.all([startConsoleStack(), WebhookReceiver.start()]);
    grace = await signedIn(stack, GRACE);
    auth = { Authorization: `Bearer ${await bearerTokenOf(grace.page, () => grace.page.goto(url('/developers')))}` };
    gracePhone = await signedIn(stack, GRACE, PHONE);
    // The endpoint page polls for deliveries: its clock is the test's to move on (shownAfterPolls).
    await grace.page.clock.install();
    bankAccountId = (await stack.t.http.get(`${V2}/bank-accounts`).set(auth).expect(200)).body.data[0].id;
  }, 60_000);

  afterAll(async () => {
    screenshots.write(['An organization with one endpoint on a receiver that first answers 500, then 200, and 22 funding events.']);
    await Promise.all([stack?.close(), receiver?.close()]);
  });

  async function bothSizes(route: string, heading: string, name: string, what: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
    await Promise.all(
      [grace, gracePhone].map(async (signed) => {
        const phone = signed === gracePhone;
        await signed.page.goto(url(route));
        await settled(signed.page, heading);
        await ready(signed.page);
        await screenshots.check(signed, `${name}${phone ? ' (360 px)' : ''}`, { file: `developers-${name}-${phone ? 'phone' : 'desktop'}.png`, what: `${what}${phone ? ' (phone)' : ''}` });
      }),
    );
  }

  it('adds an endpoint with its secret shown once, shows a delivery failing with a 500, and replays it from the console', async () => {
    const { page } = grace;
    await bothSizes('/developers', 'Developers', 'endpoints-empty', 'Webhook endpoints: none yet, and the button to add one', (p) => p.getByRole('heading', { level: 2, name: 'No webhook endpoints yet' }).waitFor());
    expect(await page.getByRole('link', { name: /API documentation/ }).getAttribute('href')).toBe('/docs');

    // Added for one event type; the secret is shown once.
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const form = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await form.getByLabel('Endpoint URL').fill(receiver.url('/ledger'));
    await form.getByLabel('Description').fill('Ledger sync');
    await form.getByLabel('Send every event type').uncheck();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await form.getByText('Choose at least one event type, or send every type.').waitFor();
    await form.getByLabel('funding.received').check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Endpoint added: its signing secret' });
    const secret = (await shown.getByLabel('Signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await shown.getByRole('button', { name: 'Copy the secret' }).waitFor();
    await screenshots.check(grace, 'secret shown once', { file: 'developers-secret-desktop.png', what: 'A new endpoint’s signing secret, shown this once, with its copy button', fullPage: false });
    await shown.getByRole('button', { name: 'I have kept it' }).click();
    await settled(page, 'Webhook endpoint');
    const endpointPath = new URL(page.url()).pathname;
    const endpointId = endpointPath.split('/').pop()!;
    const listed = (await stack.t.http.get(`${V2}/webhook-endpoints/${endpointId}`).set(auth).expect(200)).body;
    expect(listed).toMatchObject({ url: receiver.url('/ledger'), description: 'Ledger sync', eventTypes: ['funding.received'], status: 'Enabled' });
    expect(listed).not.toHaveProperty('secret');

    // The receiver answers 500: the delivery shows its failed attempt and waits for its retry.
    receiver.answer = () => 500;
    await fund(125);
    await shownAfterPolls(page, page.getByText('Failed, HTTP 500'));
    expect(await page.getByRole('table').getByText('Pending').count()).toBe(1);
    await page.getByText(/^Next try/).waitFor();
    await screenshots.check(grace, 'endpoint, a delivery failing', { file: 'developers-endpoint-failing-desktop.png', what: 'An endpoint’s page: its delivery failed with HTTP 500 and waits for its next try' });

    // Answering 200 now, the event is replayed from the console, and delivered, signed with the secret shown once.
    receiver.answer = () => 200;
    await page.getByRole('button', { name: 'Replay events' }).click();
    const replay = page.getByRole('dialog', { name: 'Replay events' });
    await replay.getByLabel('Since').waitFor();
    await replay.getByRole('button', { name: 'Replay' }).click();
    await page.getByText('One event sent again').waitFor();
    await shownAfterPolls(page, page.getByText('Succeeded, HTTP 200'));
    const received = await eventually(async () => receiver.at('/ledger'), (all) => all.length === 2);
    expect(received[1].headers['webhook-id']).toBe(received[0].headers['webhook-id']);
    const event = new Webhook(secret).verify(received[1].body, {
      'webhook-id': String(received[1].headers['webhook-id']),
      'webhook-timestamp': String(received[1].headers['webhook-timestamp']),
      'webhook-signature': String(received[1].headers['webhook-signature']),
    }) as { type: string; data: { amount: number } };
    expect(event).toMatchObject({ type: 'funding.received', data: { amount: 125 } });
    const deliveries = (await stack.t.http.get(`${V2}/webhook-endpoints/${endpointId}/deliveries`).set(auth).expect(200)).body.data as { status: string; attempts: { outcome: string; statusCode: number }[] }[];
    expect(deliveries.map((d) => [d.status, d.attempts.map((a) => `${a.outcome} ${a.statusCode}`)])).toEqual([
      ['Delivered', ['Succeeded 200']],
      ['Pending', ['Failed 500']],
    ]);
    await Promise.all(
      [grace, gracePhone].map(async (signed) => {
        const phone = signed === gracePhone;
        if (phone) {
          await signed.page.goto(`${stack.base}${endpointPath}`);
          await settled(signed.page, 'Webhook endpoint');
          await signed.page.getByText('Succeeded, HTTP 200').waitFor();
        }
        await screenshots.check(signed, `endpoint, replayed${phone ? ' (360 px)' : ''}`, {
          file: `developers-endpoint-${phone ? 'phone' : 'desktop'}.png`,
          what: `An endpoint’s page: the failed delivery with its HTTP 500, and the replay delivered${phone ? ' (phone)' : ''}`,
        });
      }),
    );

    // The secret rotated: a new one is shown once.
    await page.getByRole('button', { name: 'Rotate the secret' }).click();
    await page.getByRole('dialog', { name: 'Rotate the secret?' }).getByRole('button', { name: 'Rotate' }).click();
    const rotated = page.getByRole('dialog', { name: 'The new signing secret' });
    expect((await rotated.getByLabel('Signing secret').textContent())!.trim()).not.toBe(secret);
    await rotated.getByRole('button', { name: 'I have kept it' }).click();
    await rotated.waitFor({ state: 'hidden' });
  });

  it('filters and pages the events from the keyboard alone', async () => {
    await Promise.all(Array.from({ length: 21 }, (_, i) => fund(10 + i)));
    await eventually(async () => (await stack.t.http.get(`${V2}/events`).set(auth).expect(200)).body.totalItems as number, (n) => n === 22);
    await bothSizes('/developers?tab=events', 'Developers', 'events', 'Events: the last 30 days, newest first, with their filters and data', (p) => p.getByText('22 in all', { exact: false }).waitFor());

    const { page } = grace;
    // Tab to the type filter and choose funding.received with the arrow keys.
    for (let i = 0; i < 40 && !(await page.getByLabel('Type').evaluate((element) => element === (globalThis as unknown as { document: { activeElement: unknown } }).document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    for (let i = 0; i < 12 && (await page.getByLabel('Type').inputValue()) !== 'funding.received'; i++) await page.keyboard.press('ArrowDown');
    await page.waitForURL((address) => address.searchParams.get('type') === 'funding.received');
    await page.getByText('22 in all', { exact: false }).waitFor();

    // On to the second page by the keyboard: Tab to "Page 2", Enter.
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }).document.activeElement?.getAttribute('aria-label') ?? null);
      if (label === 'Page 2') break;
    }
    await page.keyboard.press('Enter');
    await page.getByText('page 2 of 2', { exact: false }).waitFor();
    expect(new URL(page.url()).searchParams.get('page')).toBe('2');
    expect(await page.getByRole('table').getByRole('row').count()).toBe(3);
  });
});
