import type { Page } from 'playwright-core';
import { V2, V3 } from '../factories/funded-campaign';
import { bearerTokenOf, PHONE, startConsoleStack, type ConsoleStack, type Person } from '../utils/console-browser';
import { ScreenshotLog, settled, signedIn, type SignedIn } from '../utils/console-checks';
import { eventually } from '../utils/test-app';

/**
 * The console's Team screen in Chromium (docs/console.md, Team) against the real API and worker: an organization's
 * first person (its Administrator) invites two people at once, cancels one invitation, and the other accepts through
 * the invitation page and signs in as a Manager, who sees what a Manager may do and nothing more. Roles change from
 * the keyboard alone; the only Administrator's controls are held back with the reason.
 */
const ORGANIZATION = 'Franklin Genome Lab';
const ROSALIND: Person = { email: 'rosalind@franklin.example', organization: ORGANIZATION };
const MAURICE: Person = { email: 'maurice@franklin.example', organization: ORGANIZATION };
const RAYMOND = 'raymond@franklin.example';
const ONLY_ADMINISTRATOR = /only Administrator/;

const screenshots = new ScreenshotLog('Team', 'console-team.e2e-spec.ts');

describe('the Team screen in Chromium: people and roles, invitations sent, cancelled and accepted, at 1440 and 360 px', () => {
  let stack: ConsoleStack;
  let rosalind: SignedIn;
  let rosalindPhone: SignedIn;
  let auth: Record<string, string>;

  const url = (route: string) => `${stack.base}/console${route}`;

  beforeAll(async () => {
    stack = await startConsoleStack();
    // Rosalind is the organization's first person: its Administrator.
    rosalind = await signedIn(stack, ROSALIND);
    auth = { Authorization: `Bearer ${await bearerTokenOf(rosalind.page, () => rosalind.page.goto(url('/team')))}` };
    rosalindPhone = await signedIn(stack, ROSALIND, PHONE);
  }, 60_000);

  afterAll(async () => {
    screenshots.write(['The organization’s Administrator and, once invited and accepted, a Manager; the invitation form before sending.']);
    await stack?.close();
  });

  /** Opens the team screen's `tab` on both of Rosalind's pages and checks each. */
  async function bothSizes(tab: string, heading: string, what: string, ready: (page: Page) => Promise<unknown>): Promise<void> {
    await Promise.all(
      [rosalind, rosalindPhone].map(async (signed) => {
        const phone = signed === rosalindPhone;
        await signed.page.goto(url(`/team?tab=${tab}`));
        await settled(signed.page, heading);
        await ready(signed.page);
        await screenshots.check(signed, `team, ${tab}${phone ? ' (360 px)' : ''}`, { file: `team-${tab}-${phone ? 'phone' : 'desktop'}.png`, what: `${what}${phone ? ' (phone)' : ''}` });
      }),
    );
  }

  /** Presses Tab until the focused element is `name`'s control (at most `limit` presses): the keyboard's way there. */
  async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
    for (let i = 0; i < limit; i++) {
      await page.keyboard.press('Tab');
      const label = await page.evaluate(() => (globalThis as unknown as { document: { activeElement: { getAttribute(name: string): string | null } | null } }).document.activeElement?.getAttribute('aria-label') ?? null);
      if (label === name) return;
    }
    throw new Error(`Tab never reached ${name}`);
  }

  it('invites two people at once, cancels one, and the other accepts through the invitation page and signs in as a Manager', async () => {
    const { page } = rosalind;

    // People: Rosalind alone, the only Administrator, her role and removal held back with the reason.
    await bothSizes('people', 'Team', 'People: the organization’s only Administrator, whose role and removal are held back with the reason', (p) => p.getByText(ONLY_ADMINISTRATOR).first().waitFor());
    expect(await page.getByRole('combobox', { name: `Role of ${ROSALIND.email}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: `Remove ${ROSALIND.email}` }).isDisabled()).toBe(true);

    // Roles: what each may do; the tab is in the address.
    await page.getByRole('tab', { name: 'Roles' }).click();
    await page.getByRole('heading', { level: 2, name: 'Manager' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tab')).toBe('roles');
    await bothSizes('roles', 'Team', 'Roles: what each may do, resource by resource', (p) => p.getByRole('heading', { level: 2, name: 'Viewer' }).waitFor());
    expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Administrator', 'Manager', 'Viewer']);
    expect(await page.getByRole('region', { name: 'Viewer' }).textContent()).toContain('campaigns: view');

    // Invitations: none yet; two in one submission, the second address refused here first and named beside its field.
    await bothSizes('invitations', 'Team', 'Invitations: none pending yet, and the button to invite people', (p) => p.getByRole('heading', { level: 2, name: 'No pending invitations' }).waitFor());
    // The invitation form on a phone, before anything is typed.
    await rosalindPhone.page.getByRole('button', { name: 'Invite people' }).click();
    await rosalindPhone.page.getByRole('dialog', { name: 'Invite people' }).getByLabel('Email address 1').waitFor();
    await screenshots.check(rosalindPhone, 'team, invite (360 px)', { file: 'team-invite-phone.png', what: 'Inviting people on a phone: each row’s address and role', fullPage: false });
    await page.getByRole('button', { name: 'Invite people' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite people' });
    // The first row names Rosalind herself, which only the API can refuse; the second is no address, refused here first.
    await dialog.getByLabel('Email address 1').fill(ROSALIND.email);
    await dialog.getByLabel('Role 1').selectOption({ label: 'Manager' });
    await dialog.getByRole('button', { name: 'Add another' }).click();
    await page.waitForFunction(() => (globalThis as unknown as { document: { activeElement: { id: string; labels?: { textContent: string }[] } | null } }).document.activeElement?.labels?.[0]?.textContent?.startsWith('Email address 2') ?? false);
    await page.keyboard.type('raymond at franklin');
    await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
    await dialog.getByText('Enter an email address such as grace@example.com.').waitFor();
    await screenshots.check(rosalind, 'team, invite', { file: 'team-invite-desktop.png', what: 'Inviting two people at once: each with a role, the second address refused beside its field', fullPage: false });
    await dialog.getByLabel('Email address 2').fill(RAYMOND);
    await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
    // All or nothing: the API names the first row, and its message shows beside that row's address.
    await dialog.getByText(`${ROSALIND.email} is already a user of the organization.`).waitFor();
    expect(await dialog.getByLabel('Email address 1').getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('Email address 2').getAttribute('aria-invalid')).not.toBe('true');
    await dialog.getByLabel('Email address 1').fill(MAURICE.email);
    await dialog.getByRole('button', { name: 'Send 2 invitations' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const rows = page.getByRole('table').getByRole('row');
    await eventually(() => rows.count(), (count) => count === 3);
    const pending = (await t().http.get(`${V2}/invitations`).set(auth).expect(200)).body.data as { id: string; email: string; role: { name: string } }[];
    expect(pending.map((i) => [i.email, i.role.name]).sort()).toEqual([
      [MAURICE.email, 'Manager'],
      [RAYMOND, 'Viewer'],
    ]);

    // Raymond's invitation cancelled, after the confirmation says whom it invited.
    await page.getByRole('button', { name: `Cancel the invitation of ${RAYMOND}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Cancel this invitation?' });
    expect(await confirm.textContent()).toContain(`${RAYMOND} was invited as Viewer`);
    await confirm.getByRole('button', { name: 'Cancel invitation' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await eventually(() => rows.count(), (count) => count === 2);
    expect(((await t().http.get(`${V2}/invitations`).set(auth).expect(200)).body.data as { email: string }[]).map((i) => i.email)).toEqual([MAURICE.email]);
    await screenshots.check(rosalind, 'team, invitations pending', { file: 'team-invitations-pending-desktop.png', what: 'Invitations: the one left pending, with its role, who sent it and when it expires' });

    // Maurice's email, as the worker rendered it, holds the link to the invitation page; the page says how to accept.
    const emails = await eventually(
      async () => (await t().http.get(`${V3}/simulate/emails?limit=20`).set(auth).expect(200)).body as { recipient: string; htmlBody: string | null }[],
      (all) => all.some((email) => email.recipient === MAURICE.email && email.htmlBody !== null),
      20_000,
    );
    const link = /https?:\/\/[^"\s<]+\/invitations\/[A-Za-z0-9_-]+/.exec(emails.find((email) => email.recipient === MAURICE.email)!.htmlBody!)![0];
    const invitationPage = await stack.browser.newPage();
    await invitationPage.goto(new URL(new URL(link).pathname, stack.base).toString());
    await invitationPage.getByRole('heading', { level: 2, name: 'How to accept' }).waitFor();
    expect(await invitationPage.textContent('main')).toContain(`Sign in to Campaign Manager with ${MAURICE.email}`);

    // Maurice signs in to the console with the invited address: he is a Manager, and sees what a Manager may do.
    const maurice = await signedIn(stack, MAURICE);
    const navigation = maurice.page.getByRole('navigation', { name: 'Main' });
    await navigation.getByRole('link', { name: 'Campaigns' }).waitFor();
    const areas = await navigation.getByRole('link').allTextContents();
    expect(areas).toEqual(expect.arrayContaining(['Home', 'Needs attention', 'Campaigns', 'Messages', 'Money', 'Reports', 'Team', 'Developers']));
    expect(areas).not.toContain('Operations');
    // A Manager runs campaigns: he may start one.
    await navigation.getByRole('link', { name: 'Campaigns' }).click();
    await settled(maurice.page, 'Campaigns');
    await maurice.page.getByRole('link', { name: 'New campaign' }).first().waitFor();
    await maurice.page.getByRole('button', { name: `${ORGANIZATION}: account menu` }).click();
    await maurice.page.getByText('Role: Manager').waitFor();
    await maurice.page.keyboard.press('Escape');
    await maurice.page.goto(url('/team'));
    await settled(maurice.page, 'Team');
    await maurice.page.getByRole('cell', { name: new RegExp(MAURICE.email) }).waitFor();
    expect(await maurice.page.getByRole('combobox').count()).toBe(0);
    expect(await maurice.page.getByRole('button', { name: /^Remove/ }).count()).toBe(0);
    await maurice.page.getByRole('tab', { name: 'Invitations' }).click();
    // His own invitation was the one pending: accepted, it left the list.
    await maurice.page.getByRole('heading', { level: 2, name: 'No pending invitations' }).waitFor();
    expect(await maurice.page.getByRole('button', { name: 'Invite people' }).count()).toBe(0);
    expect(await maurice.page.getByRole('button', { name: /^Cancel/ }).count()).toBe(0);
    await screenshots.check(maurice, 'team, a Manager’s invitations', { file: 'team-manager-desktop.png', what: 'What a Manager sees of the invitations once his own was accepted: none pending, and no action' });

    // The invitation page now says it was accepted.
    await invitationPage.reload();
    await invitationPage.getByRole('heading', { level: 1, name: 'This invitation was accepted' }).waitFor();
    await invitationPage.context().close();
    await maurice.page.context().close();
  }, 90_000);

  it('changes a role with the keyboard alone; a change the API refuses is said beside the control, and the only Administrator is held back again', async () => {
    const { page } = rosalind;
    await page.goto(url('/team?tab=people'));
    await settled(page, 'Team');
    const mauriceRole = page.getByRole('combobox', { name: `Role of ${MAURICE.email}` });
    await mauriceRole.waitFor();
    expect(await mauriceRole.inputValue()).toBe(await roleId('Manager'));

    // To Administrator from the keyboard: Rosalind is then one of two, and may be changed or removed.
    await tabTo(page, `Role of ${MAURICE.email}`);
    await page.keyboard.press('ArrowUp');
    await page.getByText('is now an Administrator').waitFor();
    expect(await userRole(MAURICE.email)).toBe('Administrator');
    await eventually(() => page.getByText(ONLY_ADMINISTRATOR).count(), (count) => count === 0);
    expect(await page.getByRole('combobox', { name: `Role of ${ROSALIND.email}` }).isDisabled()).toBe(false);
    await screenshots.check(rosalind, 'team, two administrators', { file: 'team-people-desktop-two.png', what: 'People: two Administrators, each of whom may be changed or removed' });

    // Meanwhile Maurice is made a Manager again elsewhere (over the API): this screen still shows two Administrators,
    // so Rosalind's own control is open. Moved from the keyboard, the API refuses, and the screen says so clearly,
    // reads the team again and holds her back with the reason.
    await t().http.put(`${V2}/users/${await userId(MAURICE.email)}/role`).set(auth).send({ roleId: await roleId('Manager') }).expect(200);
    await page.getByRole('tab', { name: 'People' }).focus();
    await tabTo(page, `Role of ${ROSALIND.email}`);
    await page.keyboard.press('ArrowDown');
    const refusal = page.getByRole('alert').filter({ hasText: 'Role not changed' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain('The organization would have no Administrator left');
    await page.getByText(ONLY_ADMINISTRATOR).waitFor();
    await eventually(() => page.getByRole('combobox', { name: `Role of ${ROSALIND.email}` }).isDisabled(), (disabled) => disabled);
    expect(await page.getByRole('button', { name: `Remove ${ROSALIND.email}` }).isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: `Role of ${MAURICE.email}` }).inputValue()).toBe(await roleId('Manager'));
    expect(await userRole(ROSALIND.email)).toBe('Administrator');
    await screenshots.check(rosalind, 'team, the last Administrator refused', { file: 'team-people-refused-desktop.png', what: 'People: a change the API refused (the organization would have no Administrator left), said beside the control' });

    // Maurice removed, after a confirmation that says what it does: the API refuses his requests from now on.
    await page.getByRole('button', { name: `Remove ${MAURICE.email}` }).click();
    const removal = page.getByRole('dialog', { name: /^Remove/ });
    expect(await removal.textContent()).toContain('Their requests are refused from now on');
    await removal.getByRole('button', { name: 'Remove' }).click();
    await removal.waitFor({ state: 'hidden' });
    await page.getByRole('combobox', { name: `Role of ${MAURICE.email}` }).waitFor({ state: 'detached' });
    expect(await userRole(MAURICE.email)).toBeUndefined();
  }, 60_000);

  const t = () => stack.t;

  async function roleId(name: string): Promise<string> {
    return ((await t().http.get(`${V2}/roles`).set(auth).expect(200)).body.data as { id: string; name: string }[]).find((role) => role.name === name)!.id;
  }

  async function userId(email: string): Promise<string> {
    return ((await t().http.get(`${V2}/users`).set(auth).expect(200)).body.data as { id: string; email: string }[]).find((u) => u.email === email)!.id;
  }

  async function userRole(email: string): Promise<string | undefined> {
    return ((await t().http.get(`${V2}/users`).set(auth).expect(200)).body.data as { email: string; role: { name: string } }[]).find((u) => u.email === email)?.role.name;
  }
});
