import { Test } from '@nestjs/testing';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  formatExpiry,
  INVITATION_PAGE_STATUS,
  INVITATION_PAGE_VIEWS_DIR,
  INVITATION_STYLESHEET_PATH,
  InvitationPageRenderer,
  invitationPageViewsDir,
  type InvitationPageModel,
  type InvitationPageState,
} from './invitation-page.renderer';

const renderer = new InvitationPageRenderer();

const HOSTILE = '<script>alert(1)</script> & "Acme" <img src=x onerror=alert(2)>';
const EXPIRES_ON = new Date('2026-12-04T23:30:00Z');

const open = (overrides: Partial<InvitationPageModel> = {}): InvitationPageModel => ({
  state: 'open',
  organizationName: 'Acme Research',
  roleName: 'Manager',
  email: 'Grace.Hopper@example.com',
  expiresOn: EXPIRES_ON,
  ...overrides,
});

/** Every state as the service gives it: a genuine token's states carry the invitation's details, an unknown one none. */
const PAGES: Record<InvitationPageState, InvitationPageModel> = {
  open: open(),
  accepted: { ...open(), state: 'accepted' },
  expired: { ...open(), state: 'expired' },
  cancelled: { ...open(), state: 'cancelled' },
  unknown: { state: 'unknown' },
};

type Attributes = Record<string, string>;

/** The attributes of every `<name …>` start tag; the views quote every value and escape `"`, so this is exact for them. */
function tags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key, value ?? ''])),
  );
}

/** Text between tags with the entities the views produce decoded: what a reader sees, in one line. */
const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#x3D;/g, '=')
    .replace(/&#x60;/g, '`')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of the first element `<name …>…</name>`. */
const textOf = (html: string, name: string): string => text(new RegExp(`<${name}\\b[^>]*>([\\s\\S]*?)</${name}>`).exec(html)?.[1] ?? '');

const ALL_PAGES: [string, string][] = [
  ...Object.entries(PAGES).map(([state, page]) => [state, renderer.render(page).html] as [string, string]),
  ...Object.entries(PAGES).map(([state, page]) => [`hostile ${state}`, renderer.render({ ...page, organizationName: HOSTILE, roleName: HOSTILE, email: HOSTILE }).html] as [string, string]),
];

describe('InvitationPageRenderer', () => {
  describe.each(ALL_PAGES)('%s', (_name, html) => {
    it('is a complete English document with the private-page head and only its own stylesheet', () => {
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toContain('<meta charset="utf-8">');
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('<meta name="referrer" content="no-referrer">');
      expect(tags(html, 'link')).toEqual([{ rel: 'stylesheet', href: INVITATION_STYLESHEET_PATH }]);
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html).not.toContain('{{');
    });

    it('has a banner, one main and a footer as landmarks, and one h1 inside main', () => {
      expect(html.match(/<header\b/g)).toHaveLength(1);
      expect(html.match(/<main\b/g)).toHaveLength(1);
      expect(html.match(/<footer\b/g)).toHaveLength(1);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(html.indexOf('<h1')).toBeGreaterThan(html.indexOf('<main'));
      expect(html.indexOf('<h1')).toBeLessThan(html.indexOf('</main>'));
    });

    it('has no script, no style element, no style attribute and no handler (the CSP allows none), and no form or link', () => {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<style/i);
      expect(html).not.toMatch(/\sstyle\s*=/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
      expect(html).not.toMatch(/<(form|a|img|iframe)\b/i);
    });

    it('gives its title the heading and the product', () => {
      expect(textOf(html, 'title')).toBe(`${textOf(html, 'h1')} – Campaign Manager`);
    });
  });

  describe('the states', () => {
    it('answers each state with its status: 200 open and accepted, 410 expired and cancelled, 404 unknown', () => {
      expect(Object.fromEntries(Object.entries(PAGES).map(([state, page]) => [state, renderer.render(page).status]))).toEqual({
        open: 200,
        accepted: 200,
        expired: 410,
        cancelled: 410,
        unknown: 404,
      });
      expect(INVITATION_PAGE_STATUS).toEqual({ open: 200, accepted: 200, expired: 410, cancelled: 410, unknown: 404 });
    });

    it('open: names the organization, the role and the invited email as is, the expiry day in UTC, and how to accept', () => {
      const html = renderer.render(PAGES.open).html;
      expect(textOf(html, 'h1')).toBe('You are invited to Acme Research');
      const main = textOf(html, 'main');
      expect(main).toContain('You can join Acme Research on Campaign Manager as a Manager.');
      expect(textOf(html, 'dl')).toBe('Organization Acme Research Role Manager Email address Grace.Hopper@example.com');
      // 23:30 UTC on December 4 is December 5 in much of the world: the page says the day in UTC.
      expect(main).toContain('This invitation expires on December 4, 2026.');
      expect(textOf(html, 'h2')).toBe('How to accept');
      expect(main).toContain('Sign in to Campaign Manager with Grace.Hopper@example.com, through your organization’s sign-in.');
      expect(main).toContain('Signing in with that email address accepts the invitation');
      expect(main).toContain('If you did not expect this invitation, you can ignore it.');
      expect(tags(html, 'dd').find((dd) => dd.class === 'email')).toEqual({ class: 'email', translate: 'no' });
      expect(tags(html, 'main')).toEqual([{ id: 'main', class: 'main main-open' }]);
    });

    it('open: says "an" before a role with a vowel, and leaves out what the service did not give', () => {
      expect(text(renderer.render(open({ roleName: 'Administrator' })).html)).toContain('on Campaign Manager as an Administrator.');
      const bare = renderer.render({ state: 'open' });
      expect(bare.status).toBe(200);
      expect(textOf(bare.html, 'h1')).toBe('You are invited to Campaign Manager');
      const main = textOf(bare.html, 'main');
      expect(main).toContain('You can join an organization on Campaign Manager.');
      expect(main).toContain('Sign in to Campaign Manager with the email address this invitation was sent to, through your organization’s sign-in.');
      expect(main).not.toContain('expires');
      expect(bare.html).not.toContain('<dl');
      // Blank texts and an invalid date count as absent.
      const blank = renderer.render(open({ organizationName: '  ', roleName: '', email: ' ', expiresOn: new Date('nonsense') })).html;
      expect(textOf(blank, 'main')).toBe(textOf(bare.html, 'main'));
    });

    it('accepted: says so and to sign in as usual, without the invitation’s details', () => {
      const html = renderer.render(PAGES.accepted).html;
      expect(textOf(html, 'h1')).toBe('This invitation was accepted');
      const main = textOf(html, 'main');
      expect(main).toContain('The invitation to Acme Research was accepted.');
      expect(main).toContain('To use Campaign Manager, sign in as usual through your organization’s sign-in.');
      expect(main).not.toContain('Grace.Hopper@example.com');
      expect(main).not.toContain('expires');
      expect(html).not.toContain('<dl');
    });

    it('expired: says so and to ask the organization for a new invitation', () => {
      const html = renderer.render(PAGES.expired).html;
      expect(textOf(html, 'h1')).toBe('This invitation has expired');
      expect(textOf(html, 'main')).toContain('ask someone at Acme Research to send you a new invitation.');
      expect(textOf(renderer.render({ state: 'expired' }).html, 'main')).toContain('ask the organization that invited you to send you a new invitation.');
      expect(textOf(html, 'main')).not.toContain('Grace.Hopper@example.com');
    });

    it('cancelled: says so', () => {
      const html = renderer.render(PAGES.cancelled).html;
      expect(textOf(html, 'h1')).toBe('This invitation was cancelled');
      expect(textOf(html, 'main')).toContain('Acme Research cancelled this invitation, so it can no longer be accepted.');
      expect(textOf(html, 'main')).not.toContain('Grace.Hopper@example.com');
    });

    it('unknown: says the link is not valid, naming nothing; a state the renderer does not know reads as unknown', () => {
      const html = renderer.render(PAGES.unknown).html;
      expect(textOf(html, 'h1')).toBe('This invitation link is not valid');
      expect(textOf(html, 'main')).toContain('Open the link in the invitation email again');
      const odd = renderer.render({ state: 'withdrawn' as InvitationPageState, organizationName: 'Acme Research' });
      expect(odd).toEqual({ status: 404, html });
      expect(renderer.render({ state: 'toString' as InvitationPageState })).toEqual({ status: 404, html });
    });
  });

  describe('escaping', () => {
    it.each(Object.keys(PAGES) as InvitationPageState[])('escapes a hostile organization name, role and email at state %s', (state) => {
      const html = renderer.render({ ...PAGES[state], organizationName: HOSTILE, roleName: HOSTILE, email: HOSTILE }).html;
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).not.toContain('"Acme"');
      expect(tags(html, 'img')).toEqual([]);
      if (state !== 'unknown') expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Acme&quot; &lt;img src&#x3D;x onerror&#x3D;alert(2)&gt;');
    });

    it('shows the hostile name, decoded, as the text it is', () => {
      const html = renderer.render(open({ organizationName: HOSTILE })).html;
      expect(textOf(html, 'h1')).toBe(`You are invited to ${HOSTILE}`);
      expect(textOf(html, 'title')).toBe(`You are invited to ${HOSTILE} – Campaign Manager`);
    });
  });

  describe('formatExpiry', () => {
    it('writes the day in UTC, in words', () => {
      expect(formatExpiry(new Date('2026-12-31T00:00:00Z'))).toBe('December 31, 2026');
      expect(formatExpiry(new Date('2027-01-01T01:00:00+02:00'))).toBe('December 31, 2026');
      expect(formatExpiry(undefined)).toBeNull();
      expect(formatExpiry(new Date(Number.NaN))).toBeNull();
    });
  });

  describe('views', () => {
    const dir = invitationPageViewsDir();
    const views = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.hbs'));

    it('finds templates/invitation-page next to package.json, from src/ and from a compiled dist/src/ alike', () => {
      expect(dir).toBe(path.resolve(__dirname, '..', '..', '..', 'templates', 'invitation-page'));
      expect(invitationPageViewsDir(path.join(dir, '..', '..', 'dist', 'src', 'modules', 'users'))).toBe(dir);
      expect(() => invitationPageViewsDir(os.tmpdir())).toThrow(/package\.json/);
    });

    it('has the layout and the invitation view', () => {
      expect(views).toEqual(expect.arrayContaining(['layout.hbs', 'invitation.hbs']));
    });

    it.each(views)('%s never writes a value unescaped ({{{ }}}), and holds no script or inline style', (file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      expect(source).not.toMatch(/\{\{\{|\{\{&/);
      expect(source).not.toMatch(/<script|<style|\sstyle=/i);
    });

    it('links the stylesheet the controller serves', () => {
      expect(readFileSync(path.join(dir, 'layout.hbs'), 'utf8')).toContain(`<link rel="stylesheet" href="${INVITATION_STYLESHEET_PATH}">`);
      expect(INVITATION_STYLESHEET_PATH).toBe('/invitation-assets/invitation.css');
    });

    it('serves invitation.css as its stylesheet, also when Nest builds the renderer', async () => {
      const css = readFileSync(path.join(dir, 'invitation.css'), 'utf8');
      expect(renderer.stylesheet()).toBe(css);
      expect(css).not.toMatch(/@import|url\(/);
      const moduleRef = await Test.createTestingModule({ providers: [InvitationPageRenderer] }).compile();
      expect(moduleRef.get(InvitationPageRenderer).stylesheet()).toBe(css);
      await moduleRef.close();
    });

    it('reads and compiles the views once, at first use, from the folder it is given', async () => {
      const copy = mkdtempSync(path.join(os.tmpdir(), 'invitation-page-views-'));
      cpSync(dir, copy, { recursive: true });
      // Nothing is read before the first render: a missing folder fails only then.
      const missing = new InvitationPageRenderer(path.join(copy, 'nowhere'));
      expect(() => missing.stylesheet()).toThrow(/ENOENT/);

      const moduleRef = await Test.createTestingModule({ providers: [InvitationPageRenderer, { provide: INVITATION_PAGE_VIEWS_DIR, useValue: copy }] }).compile();
      const own = moduleRef.get(InvitationPageRenderer);
      const before = own.render(PAGES.open);
      writeFileSync(path.join(copy, 'invitation.hbs'), 'changed');
      writeFileSync(path.join(copy, 'invitation.css'), 'changed');
      expect(own.render(PAGES.open)).toEqual(before);
      expect(own.stylesheet()).toBe(readFileSync(path.join(dir, 'invitation.css'), 'utf8'));
      await moduleRef.close();
    });

    it('compiles strict: a name the view model lacks fails the render instead of leaving a blank', () => {
      const copy = mkdtempSync(path.join(os.tmpdir(), 'invitation-page-views-'));
      cpSync(dir, copy, { recursive: true });
      writeFileSync(path.join(copy, 'invitation.hbs'), '{{#> layout}}<h1>{{heading}}</h1><p>{{nowhere}}</p>{{/layout}}');
      expect(() => new InvitationPageRenderer(copy).render(PAGES.open)).toThrow(/nowhere/);
    });
  });
});
