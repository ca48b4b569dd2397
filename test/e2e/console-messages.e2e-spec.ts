import type { Page } from 'playwright-core';
import { METHODS } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, DESKTOP, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type SignedIn } from '../utils/console-checks';
import { eventually } from '../utils/test-app';

/**
 * The console's Messages screens in Chromium (docs/console.md, Messages) against the real API and worker: a campaign
 * uses the organization's own claim-invitation template; it is edited in the browser, a `{{tag:Cohort}}` inserted from
 * the list, the preview (rendered by the service) following the typing; saved, it is what the next email says, with
 * the instruction's tag. A second edit is made with the keyboard alone.
 */
const ADA: Person = { email: 'ada@lovelace-messages.example', organization: 'Lovelace Messages Lab' };
const VIEWER: Person = { email: 'mary@lovelace-messages.example', organization: ADA.organization };
const BENEFICIARY = 'charles@babbage.example';
const TEMPLATE = 'Spring claim invitation';

const screenshots = new ScreenshotLog('Messages', 'console-messages.e2e-spec.ts');

interface Doc {
  activeElement: { tagName: string; value?: string; getAttribute(name: string): string | null; labels?: ArrayLike<{ textContent: string | null }> | null; textContent: string | null } | null;
}

/** The focused element's accessible name, as simply as the editor's controls need: aria-label, label, or text. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const active = (globalThis as unknown as { document: Doc }).document.activeElement;
    if (!active) return '';
    return (active.getAttribute('aria-label') ?? active.labels?.[0]?.textContent ?? active.textContent ?? '').replace(/\s*\*\s*$/, '').trim();
  });

const focusedValue = (page: Page) => page.evaluate(() => (globalThis as unknown as { document: Doc }).document.activeElement?.value ?? null);

describe('Messages in Chromium: templates by type, one edited with its live preview and used by the next email; keyboard only; at 1440 and 360 px', () => {
  let stack: ConsoleStack;
  let ada: SignedIn;
  let adaPhone: SignedIn;
  let auth: Record<string, string>;
  let templateId: string;
  let instructionId: string;

  const url = (route: string) => `${stack.base}/console${route}`;
  const t = () => stack.t;

  beforeAll(async () => {
    stack = await startConsoleStack();
    [ada, adaPhone] = await Promise.all([signedIn(stack, ADA, DESKTOP), signedIn(stack, ADA, PHONE)]);
    auth = { Authorization: `Bearer ${await bearerTokenOf(ada.page, () => ada.page.goto(url('/messages')))}` };
    const { http } = t();
    const template = await http
      .post(`${V2}/templates`)
      .set(auth)
      .send({ templateType: 'InitiateEmail', name: TEMPLATE, subject: 'Hello {{FirstName}}', htmlBody: '<p>Original words for {{FirstName}}.</p><p><a href="{{ClaimLink}}">Claim</a></p>' })
      .expect(201);
    templateId = template.body.id;
    await http.post(`${V2}/templates`).set(auth).send({ templateType: 'ReminderEmail', name: 'Gentle reminder', subject: 'Still waiting, {{FirstName}}', htmlBody: '<p>{{Amount}} waits.</p>' }).expect(201);
    const holders = await http.get(`${V2}/funds-holders`).set(auth).expect(200);
    const accounts = await http.get(`${V2}/bank-accounts`).set(auth).expect(200);
    const campaign = await http
      .post(`${V2}/campaigns`)
      .set(auth)
      .send({ name: 'Spring memory study', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-06-30', payoutMethodIds: [METHODS.ach, METHODS.amazonGiftCard], emailTemplates: { InitiateEmail: templateId } })
      .expect(201);
    await http.post(`${V3}/simulate/bank-accounts/${accounts.body.data[0].id}/:receive-ach`).set(auth).send({ amount: 500, campaignId: campaign.body.id }).expect(202);
    const created = await http.post(`${V2}/payout-instructions`).set(auth).send({ campaignId: campaign.body.id, email: BENEFICIARY, firstName: 'Charles', amount: 25, tags: { Cohort: 'Blue-7' } }).expect(201);
    instructionId = created.body.id;
  }, 90_000);

  afterAll(async () => {
    screenshots.write(['Through the API: an organization with two templates (a claim invitation, used by its campaign “Spring memory study”, and a reminder).']);
    await stack?.close();
  });

  const frameText = (page: Page) => page.frameLocator('iframe[title="Email preview"]').locator('body').textContent();

  it('lists templates by type, edits one with its preview following the typing, and the next email says what was saved, with the tag’s value', async () => {
    const { page } = ada;

    // The list, at both sizes; filtered by type through the address.
    await Promise.all(
      [ada, adaPhone].map(async (signed) => {
        const phone = signed === adaPhone;
        await signed.page.goto(url('/messages'));
        await settled(signed.page, 'Messages');
        await signed.page.getByRole('link', { name: TEMPLATE }).waitFor();
        await screenshots.check(signed, `messages, list${phone ? ' (360 px)' : ''}`, { file: `messages-list-${phone ? 'phone' : 'desktop'}.png`, what: `Messages: the organization’s templates, newest first, with their type${phone ? ' (phone)' : ''}` });
      }),
    );
    expect(await page.getByRole('table', { name: /2 templates/ }).count()).toBe(1);
    await page.getByRole('combobox', { name: 'Template type' }).click();
    await page.getByRole('option', { name: /^Reminder/ }).click();
    await page.waitForURL(/type=ReminderEmail/);
    await page.getByRole('table', { name: /1 template of type ReminderEmail/ }).waitFor();
    expect(await page.getByRole('link', { name: TEMPLATE }).count()).toBe(0);

    // A new template's screen, started from sample content of its type, at both sizes.
    await Promise.all(
      [ada, adaPhone].map(async (signed) => {
        const phone = signed === adaPhone;
        await signed.page.goto(url('/messages/new?type=OtpEmail'));
        await settled(signed.page, 'New template');
        await signed.page.frameLocator('iframe[title="Email preview"]').getByText('482913').waitFor();
        await screenshots.check(signed, `messages, new${phone ? ' (360 px)' : ''}`, { file: `messages-new-${phone ? 'phone' : 'desktop'}.png`, what: `A new one-time-code template, started from sample content, with its preview${phone ? ' (phone)' : ''}` });
      }),
    );
    // Another type chosen: the untouched sample becomes that type's; named and created, it opens as saved.
    await page.getByRole('combobox', { name: 'Template type' }).click();
    await page.getByRole('option', { name: /^Invitation to the organization/ }).click();
    await page.frameLocator('iframe[title="Email preview"]').getByText('Grace Hopper invites you to Acme Research as Manager.').waitFor();
    await page.getByRole('textbox', { name: 'Name' }).fill('Team invitation');
    await page.getByRole('button', { name: 'Create template' }).click();
    await page.getByText('Template saved').first().waitFor();
    await page.waitForURL(/\/messages\/[0-9a-f-]{36}$/);
    await settled(page, 'Team invitation');

    // The campaign's template in the editor, at both sizes: its preview rendered by the service with example values.
    await Promise.all(
      [ada, adaPhone].map(async (signed) => {
        const phone = signed === adaPhone;
        await signed.page.goto(url(`/messages/${templateId}`));
        await settled(signed.page, TEMPLATE);
        await signed.page.frameLocator('iframe[title="Email preview"]').getByText('Original words for Ada.').waitFor();
        await signed.page.getByRole('region', { name: 'Used by' }).getByRole('link', { name: 'Spring memory study' }).waitFor();
        await screenshots.check(signed, `messages, editor${phone ? ' (360 px)' : ''}`, { file: `messages-editor-${phone ? 'phone' : 'desktop'}.png`, what: `A template edited: its fields, the dynamic fields to insert, and the live preview${phone ? ' (phone)' : ''}` });
      }),
    );
    await page.getByTestId('preview-subject').getByText('Hello Ada').waitFor();

    // Subject and body edited; {{tag:Cohort}} inserted from the list at the end of the body; the preview follows.
    await page.getByLabel('Subject').fill('Your payment from the Spring study, {{FirstName}}');
    const body = page.getByRole('textbox', { name: 'Body (HTML)' });
    await body.fill('<p>Edited words for {{FirstName}} of cohort ');
    await body.press('End');
    await page.getByLabel('Tag key').fill('Cohort');
    await page.getByRole('button', { name: 'Insert tag' }).click();
    await eventually(() => body.inputValue(), (v) => v.endsWith('cohort {{tag:Cohort}}'));
    await body.press('End');
    await page.keyboard.type('.</p><p><a href="');
    await page.getByRole('button', { name: 'Insert ClaimLink' }).click();
    await page.keyboard.type('">Claim it</a></p>');
    await page.getByTestId('preview-subject').getByText('Your payment from the Spring study, Ada').waitFor();
    await eventually(() => frameText(page), (text) => text?.includes('Edited words for Ada of cohort tag:Cohort.') ?? false);
    expect(await frameText(page)).not.toContain('Original words');
    expect(await page.locator('iframe[title="Email preview"]').getAttribute('sandbox')).toBe('');
    // A sample value for the tag the content now uses: the preview shows it in place of tag:Cohort.
    await page.getByLabel('Sample value of tag Cohort').fill('Green-3');
    await eventually(() => frameText(page), (text) => text?.includes('Edited words for Ada of cohort Green-3.') ?? false);

    // The content as it is, sent to an address (Ada's own, offered): the worker sends it rendered with the sample.
    expect(await page.getByLabel('Send to').inputValue()).toBe(ADA.email);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText('Preview queued').waitFor();
    await eventually(
      async () => (await t().http.get(`${V3}/simulate/emails?limit=20`).set(auth).expect(200)).body as { recipient: string; htmlBody: string | null }[],
      (all) => all.some((e) => e.recipient === ADA.email && (e.htmlBody ?? '').includes('Edited words for Ada of cohort Green-3.')),
      20_000,
    );

    // Content the service would refuse: named in the preview, and beside the body when saved; nothing saved.
    await body.fill('<p>{{OtpCode}}</p>');
    await page.getByRole('alert').filter({ hasText: 'This content would be refused' }).waitFor();
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Not saved').first().waitFor();
    expect(await body.getAttribute('aria-invalid')).toBe('true');
    expect((await t().http.get(`${V2}/templates/${templateId}`).set(auth).expect(200)).body.subject).toBe('Hello {{FirstName}}');

    // Put right and saved.
    await body.fill('<p>Edited words for {{FirstName}} of cohort {{tag:Cohort}}.</p><p><a href="{{ClaimLink}}">Claim it</a></p>');
    await eventually(() => frameText(page), (text) => text?.includes('Edited words for Ada of cohort Green-3.') ?? false);
    await page.getByRole('button', { name: 'Save template' }).click();
    await page.getByText('Template saved').waitFor();
    const saved = (await t().http.get(`${V2}/templates/${templateId}`).set(auth).expect(200)).body;
    expect(saved.subject).toBe('Your payment from the Spring study, {{FirstName}}');
    expect(saved.htmlBody).toContain('{{tag:Cohort}}');

    // The next email of the campaign: initiated through the API, sent by the worker with the saved words and the tag.
    await t().http.post(`${V2}/payout-instructions/${instructionId}/:initiate`).set(auth).send({ channel: 'Email' }).expect(200);
    const emails = await eventually(
      async () => (await t().http.get(`${V3}/simulate/emails?payoutInstructionId=${instructionId}`).set(auth).expect(200)).body as { subject: string | null; htmlBody: string | null; templateType: string }[],
      (all) => all.some((email) => email.templateType === 'InitiateEmail' && email.htmlBody !== null),
      20_000,
    );
    const email = emails.find((e) => e.templateType === 'InitiateEmail')!;
    expect(email.subject).toBe('Your payment from the Spring study, Charles');
    expect(email.htmlBody).toContain('Edited words for Charles of cohort Blue-7.');

    // A Viewer (invited through the API, signed in) reads the template and its preview, and may change nothing.
    const roles = (await t().http.get(`${V2}/roles`).set(auth).expect(200)).body.data as { id: string; name: string }[];
    await t().http.post(`${V2}/invitations/bulk`).set(auth).send({ invitations: [{ email: VIEWER.email, roleId: roles.find((r) => r.name === 'Viewer')!.id }] }).expect(201);
    const viewer = await signedIn(stack, VIEWER);
    await viewer.page.goto(url(`/messages/${templateId}`));
    await settled(viewer.page, TEMPLATE);
    await viewer.page.getByText('Read only').waitFor();
    await viewer.page.frameLocator('iframe[title="Email preview"]').getByText('Edited words for Ada of cohort tag:Cohort.').waitFor();
    expect(await viewer.page.getByLabel('Subject').getAttribute('readonly')).not.toBeNull();
    expect(await viewer.page.getByRole('button', { name: /^(Save template|Insert|Send$)/ }).count()).toBe(0);
    await viewer.page.goto(url('/messages'));
    await settled(viewer.page, 'Messages');
    await viewer.page.getByRole('link', { name: TEMPLATE }).waitFor();
    expect(await viewer.page.getByRole('link', { name: 'New template' }).count()).toBe(0);
    await viewer.page.context().close();
  }, 90_000);

  it('edits a template with the keyboard alone: to the body, typed, a tag inserted from the list, saved', async () => {
    const { page } = ada;
    await page.goto(url(`/messages/${templateId}`));
    await settled(page, TEMPLATE);
    await page.frameLocator('iframe[title="Email preview"]').getByText('Edited words for Ada').waitFor();

    const tabTo = async (name: string | RegExp, limit = 60) => {
      for (let i = 0; i < limit; i++) {
        await page.keyboard.press('Tab');
        const focused = await focusedName(page);
        if (typeof name === 'string' ? focused === name : name.test(focused)) return;
      }
      throw new Error(`Tab never reached ${String(name)}`);
    };

    // Name, subject, body: the form's order.
    await tabTo('Name');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Subject');
    await page.keyboard.press('Tab');
    expect(await focusedName(page)).toBe('Body (HTML)');
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<p>Keyboard line, ');
    // On to the tag key (past the logo and the field buttons), typed, Enter: the tag lands in the body and the focus goes back there.
    await tabTo('Tag key');
    await page.keyboard.type('Cohort');
    await page.keyboard.press('Enter');
    await eventually(() => focusedName(page), (focused) => focused === 'Body (HTML)');
    expect(await focusedValue(page)).toMatch(/<p>Keyboard line, \{\{tag:Cohort\}\}$/);
    await page.keyboard.type('.</p>');
    await eventually(() => frameText(page), (text) => text?.includes('Keyboard line, tag:Cohort.') ?? false);
    // A field from the list, by its button: the focus is back in the body after it.
    await tabTo('Insert FirstName');
    await page.keyboard.press('Enter');
    await eventually(() => focusedName(page), (focused) => focused === 'Body (HTML)');
    expect(await focusedValue(page)).toMatch(/Keyboard line, \{\{tag:Cohort\}\}\.<\/p>\{\{FirstName\}\}$/);

    await tabTo('Save template');
    await page.keyboard.press('Enter');
    await page.getByText('Template saved').waitFor();
    expect((await t().http.get(`${V2}/templates/${templateId}`).set(auth).expect(200)).body.htmlBody).toMatch(/<p>Keyboard line, \{\{tag:Cohort\}\}\.<\/p>\{\{FirstName\}\}$/);
  }, 60_000);
});
