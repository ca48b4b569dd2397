import { Test } from '@nestjs/testing';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CHECK_FIELDS,
  CLAIM_ACTION,
  CLAIM_ERROR_FIXTURES,
  CLAIM_PAGE_FIXTURES,
  claimModel,
  CSRF_TOKEN,
  HOSTILE,
  hostileModel,
  METHODS,
} from '../../../test/factories/claim-page.factory';
import type { ClaimPageModel, ClaimPagePayout, ClaimStep } from './claim-page.model';
import { ClaimPageRenderer, claimPageViewsDir, formatAmount, formatDate, refreshesItself, US_STATES } from './claim-page.renderer';
import { PayoutStatus } from '../payouts';

const renderer = new ClaimPageRenderer();
const render = (model: ClaimPageModel) => renderer.render(model);

type Attributes = Record<string, string>;

/** The attributes of every `<name …>` start tag; the views quote every value and escape `"`, so this is exact for them. */
function tags(html: string, name: string): Attributes[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'g'))].map(([, attributes]) =>
    Object.fromEntries([...attributes.matchAll(/([\w:-]+)(?:="([^"]*)")?/g)].map(([, key, value]) => [key, value ?? ''])),
  );
}

/** Each form's own markup, from `<form` to `</form>`. */
const forms = (html: string): string[] => html.match(/<form\b[\s\S]*?<\/form>/g) ?? [];

/** The visible inputs and selects, in document order. */
const controls = (html: string): Attributes[] => tags(html, '(?:input|select)').filter((control) => control.type !== 'hidden');

const ids = (html: string): string[] => [...html.matchAll(/\sid="([^"]+)"/g)].map(([, id]) => id);

/** Text between tags with the entities the views produce decoded: what a reader sees, in one line. */
const text = (html: string): string =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&#x3D;/g, '=')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');

const ALL_PAGES: [string, string][] = [
  ...Object.entries(CLAIM_PAGE_FIXTURES).map(([name, model]) => [name, render(model)] as [string, string]),
  ...Object.entries(CLAIM_ERROR_FIXTURES).map(([name, model]) => [name, renderer.renderError(model)] as [string, string]),
  ...(['password', 'otp', 'method', 'details', 'progress'] as const).map((step) => [`hostile ${step}`, render(hostileAt(step))] as [string, string]),
];

/** The hostile texts at every step, with everything the step needs. */
function hostileAt(step: ClaimStep): ClaimPageModel {
  const fixture = Object.values(CLAIM_PAGE_FIXTURES).find((model) => model.step === step)!;
  return hostileModel({ ...fixture, campaign: hostileModel().campaign, firstName: HOSTILE, notice: { kind: 'error', text: HOSTILE }, step });
}

const payout = (overrides: Partial<ClaimPagePayout> = {}): ClaimPagePayout => ({
  status: 'Pending',
  methodName: 'Bank transfer (ACH)',
  category: 'AchBankTransfer',
  amountCents: 123_450,
  requestedOn: '2026-11-20',
  completedOn: null,
  failureReason: null,
  credentials: null,
  ...overrides,
});

describe('ClaimPageRenderer', () => {
  describe.each(ALL_PAGES)('%s', (_name, html) => {
    it('is a complete English document with the private-page head and only the claim stylesheet', () => {
      expect(html).toMatch(/^<!doctype html>\n<html lang="en">/);
      expect(html).toContain('<meta charset="utf-8">');
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('<meta name="referrer" content="no-referrer">');
      expect(tags(html, 'link')).toEqual([{ rel: 'stylesheet', href: '/claim-assets/claim.css' }]);
      expect(html).toMatch(/<title>[^<]{5,}<\/title>/);
      expect(html.match(/<h1\b/g)).toHaveLength(1);
      expect(html).not.toContain('{{');
    });

    it('has no script, no style element and no style attribute (the CSP allows none)', () => {
      expect(html).not.toMatch(/<script/i);
      expect(html).not.toMatch(/<style/i);
      expect(html).not.toMatch(/\sstyle\s*=/i);
      expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    });

    it('labels every visible control with a <label for> naming its id, and its ids are unique', () => {
      const labelled = new Set(tags(html, 'label').map((label) => label.for));
      for (const control of controls(html)) {
        expect(control.id).toBeTruthy();
        expect(labelled).toContain(control.id);
      }
      expect(ids(html).length).toBe(new Set(ids(html)).size);
    });

    it('posts every form with its CSRF token and a submit button', () => {
      for (const form of forms(html)) {
        expect(tags(form, 'form')[0]).toMatchObject({ method: 'post', action: expect.stringMatching(new RegExp(`^${CLAIM_ACTION}/`)) });
        expect(tags(form, 'input').filter((input) => input.type === 'hidden')).toEqual([{ type: 'hidden', name: '_csrf', value: CSRF_TOKEN }]);
        expect(form).toMatch(/<button class="[^"]*" type="submit">[^<]+<\/button>/);
      }
    });

    it('points every aria-describedby at elements of the page, and every invalid control at its error', () => {
      const present = new Set(ids(html));
      const errorIds = tags(html, 'p').filter((p) => p.class === 'field-error').map((p) => p.id);
      for (const control of tags(html, '(?:input|select)')) {
        for (const id of (control['aria-describedby'] ?? '').split(' ').filter(Boolean)) expect(present).toContain(id);
        if (control['aria-invalid'] !== undefined) {
          expect(control['aria-invalid']).toBe('true');
          expect(control['aria-describedby'].split(' ').some((id) => errorIds.includes(id))).toBe(true);
        }
      }
    });

    it('loads nothing from elsewhere: images are inline or same-site, links stay on the page but for the redemption link', () => {
      for (const img of tags(html, 'img')) expect(img.src).toMatch(/^(data:image\/|\/(?!\/))/);
      for (const a of tags(html, 'a')) {
        if (a.rel === 'noopener noreferrer') expect(a.href).toMatch(/^https?:\/\//);
        else expect(a.href).toMatch(/^(\/(?!\/)|#)/);
      }
    });
  });

  describe('escaping', () => {
    it.each(['password', 'otp', 'method', 'details', 'progress'] as const)('escapes hostile campaign texts, name and notice at step %s', (step) => {
      const html = render(hostileAt(step));
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img src=x');
      expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(text(html)).toContain(HOSTILE);
      // A javascript: icon is no image at all.
      expect(html).not.toMatch(/javascript:/i);
      expect(tags(html, 'img')).toEqual([]);
    });

    it('escapes the values a beneficiary typed, the masked email and the method texts', () => {
      const details = render(
        claimModel({ step: 'details', details: { method: { ...METHODS[2], name: HOSTILE }, fields: CHECK_FIELDS, values: { 'details.fullName': '"><script>x</script>' }, errors: { 'details.fullName': [HOSTILE] } } }),
      );
      expect(details).not.toContain('<script>');
      expect(tags(details, 'input').find((input) => input.name === 'details.fullName')?.value).toBe('&quot;&gt;&lt;script&gt;x&lt;/script&gt;');
      const otp = render(claimModel({ step: 'otp', otp: { sent: true, maskedEmail: '<b>x</b>@example.com' } }));
      expect(otp).toContain('&lt;b&gt;x&lt;/b&gt;@example.com');
      const method = render(claimModel({ step: 'method', methods: [{ ...METHODS[0], name: '<i>gift</i>', description: '<u>d</u>', brand: '<s>b</s>' }] }));
      expect(method).not.toMatch(/<[ius]>/);
    });

    it('never links a redemption address that is not a web address, and shows it as text instead', () => {
      const html = render(
        claimModel({ step: 'progress', payout: payout({ status: 'Completed', category: 'GiftCard', credentials: { code: 'C', pin: null, redemptionUrl: 'javascript:alert(1)' } }) }),
      );
      expect(tags(html, 'a').map((a) => a.href)).not.toContain('javascript:alert(1)');
      expect(html).toContain('<code class="secret">javascript:alert(1)</code>');
    });

    it('keeps an icon served by the service itself or inline, and drops one from elsewhere (the CSP would block it)', () => {
      const withIcon = (iconUrl: string) => tags(render(claimModel({ campaign: { ...claimModel().campaign, iconUrl } })), 'img');
      expect(withIcon('/campaign-icons/a.png')).toEqual([{ class: 'campaign-icon', src: '/campaign-icons/a.png', alt: '', width: '48', height: '48' }]);
      expect(withIcon('data:image/png;base64,AAAA')).toHaveLength(1);
      expect(withIcon('https://cdn.example.com/a.png')).toHaveLength(1);
      expect(withIcon('//evil.example/a.png')).toEqual([]);
      expect(withIcon('data:text/html;base64,AAAA')).toEqual([]);
    });
  });

  describe('header and step indicator', () => {
    it('shows the headline, campaign, who is paying, greeting, amount and expiry, and whom to contact', () => {
      const page = text(render(CLAIM_PAGE_FIXTURES.password));
      expect(page).toContain('Spring Study 2026 Thank you for taking part From Contoso Health');
      expect(page).toContain('Hi Ada, Contoso Health is sending you $1,234.50 Claim it by December 31, 2026.');
      expect(page).toContain('Questions about this payment? Contact Northwind Research. This page is private to you');
      expect(page).toContain('Your payment for the spring study is ready. Choose how you would like to receive it.');
      expect(page).toContain('About this payment The Spring Study looked at sleep');
      expect(render(CLAIM_PAGE_FIXTURES.password)).toContain('<title>Enter the password – Spring Study 2026</title>');
    });

    it('falls back to the campaign name as headline and greets without a name', () => {
      const html = render(
        claimModel({ firstName: null, campaign: { ...claimModel().campaign, welcomeHeadline: '  ', campaignManager: null, welcomeText: null, campaignDescription: null } }),
      );
      expect(html).toContain('<h1>Spring Study 2026</h1>');
      expect(html).not.toContain('campaign-name');
      expect(html).not.toContain('<details');
      expect(text(html)).toContain('Hello, Contoso Health is sending you');
    });

    it('names the organization as the contact when the campaign has no manager, and neither when the organization has no name', () => {
      const noManager = { ...claimModel().campaign, campaignManager: null };
      expect(text(render(claimModel({ campaign: noManager })))).toContain('Questions about this payment? Contact Contoso Health.');
      const unnamed = render(claimModel({ campaign: noManager, organizationName: null }));
      expect(unnamed).not.toContain('From ');
      expect(unnamed).not.toContain('Questions about');
      expect(text(unnamed)).toContain('Hi Ada, Your payment $1,234.50');
    });

    it.each([
      ['password', 0],
      ['otp', 1],
      ['method', 2],
      ['details', 3],
      ['progress', 4],
    ] as const)('marks %s as the current step, those before as done and those after as still to do', (step, index) => {
      const fixture = Object.values(CLAIM_PAGE_FIXTURES).find((model) => model.step === step)!;
      const html = render({ ...fixture, steps: ['password', 'otp', 'method', 'details', 'progress'] });
      const items = html.match(/<li class="step[^"]*"[^>]*>.*<\/li>/g)!;
      expect(items).toHaveLength(5);
      items.forEach((item, i) => {
        if (i < index) expect(item).toContain('<span class="visually-hidden">Done: </span>');
        else if (i === index) expect(item).toMatch(/aria-current="step".*Current step: /);
        else expect(item).toContain('<span class="visually-hidden">Still to do: </span>');
      });
      expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    });

    it('lists only the steps this claim has', () => {
      const html = render(CLAIM_PAGE_FIXTURES.method);
      expect(text(html)).toMatch(/Current step: Payout method .*Still to do: Your details .*Still to do: Status/);
      expect(html).not.toContain('Password</li>');
    });

    it.each([
      ['error', 'alert'],
      ['info', 'status'],
      ['success', 'status'],
    ] as const)('shows a %s notice with role %s', (kind, role) => {
      expect(render(claimModel({ notice: { kind, text: 'Heads up' } }))).toContain(`<p class="notice notice-${kind}" role="${role}">Heads up</p>`);
      expect(render(claimModel())).not.toContain('class="notice');
    });
  });

  describe('password step', () => {
    it('asks for the password in a form posted to {action}/password', () => {
      const html = render(CLAIM_PAGE_FIXTURES.password);
      expect(tags(html, 'form')).toEqual([{ class: 'form', method: 'post', action: '/claim/x/password' }]);
      expect(controls(html)).toEqual([
        expect.objectContaining({ id: 'password', name: 'password', type: 'password', autocomplete: 'current-password', required: '', 'aria-describedby': 'password-hint' }),
      ]);
      expect(html).not.toContain('aria-invalid');
    });

    it('marks a wrong password invalid, describes it by its error and says how many attempts are left', () => {
      const html = render(CLAIM_PAGE_FIXTURES['password-error']);
      expect(controls(html)[0]).toMatchObject({ 'aria-invalid': 'true', 'aria-describedby': 'password-hint password-error password-note' });
      expect(html).toMatch(/<p class="field-error" id="password-error">.*That password is not right\./);
      expect(html).toContain('<p class="field-note" id="password-note">2 attempts left.</p>');
      expect(render(claimModel({ password: { attemptsRemaining: 1 } }))).toContain('1 attempt left.');
    });
  });

  describe('otp step', () => {
    it('offers to email a code before one is sent', () => {
      const html = render(CLAIM_PAGE_FIXTURES['otp-request']);
      expect(tags(html, 'form').map((form) => form.action)).toEqual(['/claim/x/otp/send']);
      expect(html).toMatch(/<button class="button button-primary" type="submit">Email me a code<\/button>/);
      expect(controls(html)).toEqual([]);
      expect(text(html)).toContain('a***@example.com');
    });

    it('asks for the 6-digit code once sent, with a second form to send a new one', () => {
      const html = render(CLAIM_PAGE_FIXTURES['otp-error']);
      expect(text(html)).toContain('We sent a 6-digit code to a***@example.com');
      expect(tags(html, 'form').map((form) => form.action)).toEqual(['/claim/x/otp', '/claim/x/otp/send']);
      expect(controls(html)).toEqual([
        expect.objectContaining({
          name: 'code',
          inputmode: 'numeric',
          autocomplete: 'one-time-code',
          pattern: '[0-9]{6}',
          maxlength: '6',
          'aria-invalid': 'true',
          'aria-describedby': 'code-error code-note',
        }),
      ]);
      expect(forms(html)[1]).toContain('Send a new code</button>');
      expect(html).toContain('4 attempts left.');
    });

    it('needs the otp state', () => {
      expect(() => render(claimModel({ step: 'otp' }))).toThrow(/model\.otp/);
    });
  });

  describe('method step', () => {
    it('offers one radio button per method in a fieldset, the selected one checked, those outside the amount disabled', () => {
      const html = render(CLAIM_PAGE_FIXTURES.method);
      expect(tags(html, 'form').map((form) => form.action)).toEqual(['/claim/x/method']);
      expect(html).toMatch(/<fieldset class="choices">\s*<legend class="legend">How would you like to receive \$1,234\.50\?<\/legend>/);
      const radios = controls(html);
      expect(radios.map((radio) => [radio.type, radio.name, radio.value])).toEqual(METHODS.map((method) => ['radio', 'payoutMethodId', method.id]));
      expect(radios.filter((radio) => 'checked' in radio).map((radio) => radio.value)).toEqual(['pm-ach']);
      expect(radios.filter((radio) => 'disabled' in radio).map((radio) => radio.value)).toEqual(['pm-visa']);
      expect(text(html)).toContain('Prepaid card Visa A virtual prepaid card. Not available for $1,234.50: this method pays from $1.00 to $500.00.');
      expect(text(html)).toContain('Bank transfer (ACH) Straight to your US bank account in 1–3 business days. For amounts from $1.00 to $10,000.00.');
      // The brand is not repeated when the name already says it.
      expect(text(html)).toContain('Amazon gift card A code');
    });

    it('checks nothing when nothing was chosen yet', () => {
      expect(render({ ...CLAIM_PAGE_FIXTURES.method, selectedMethodId: null })).not.toContain(' checked');
    });

    it('asks, next to the choices and in an alert, to choose a method when the form was sent without one', () => {
      const html = render(CLAIM_PAGE_FIXTURES['method-unchosen']);
      expect(html).toMatch(/<legend class="legend">[^<]+<\/legend>\s*<p class="field-error" id="method-error">.*Choose how you want to be paid\.<\/p>/);
      expect(html).toContain('<p class="notice notice-error" role="alert">Choose how you want to be paid.</p>');
      for (const radio of controls(html)) expect(radio['aria-describedby']).toMatch(/^method-error method-\d-hint$/);
      expect(html).not.toMatch(/payout-methods|not offered|[0-9a-f]{8}-[0-9a-f]{4}/);
      expect(render(CLAIM_PAGE_FIXTURES.method)).not.toContain('method-error');
    });

    it('says so, without a form, when no method is available', () => {
      const html = render(CLAIM_PAGE_FIXTURES['method-none']);
      expect(forms(html)).toEqual([]);
      expect(text(html)).toContain('No payout method is available for this payment yet. Contact Northwind Research.');
    });
  });

  describe('details step', () => {
    it('draws one labelled control per field, by kind, re-filled from the values', () => {
      const html = render(CLAIM_PAGE_FIXTURES['details-errors']);
      expect(tags(html, 'form').map((form) => form.action)).toEqual(['/claim/x/payout']);
      const byName = Object.fromEntries(controls(html).map((control) => [control.name, control]));
      expect(Object.keys(byName)).toEqual(CHECK_FIELDS.map((field) => field.name));
      expect(byName['details.fullName']).toMatchObject({ type: 'text', value: 'Ada Lovelace', autocomplete: 'name', required: '' });
      expect(byName['details.email']).toMatchObject({ type: 'email', value: 'ada@', autocomplete: 'email' });
      expect(byName['details.phoneNumber']).toMatchObject({ type: 'tel', autocomplete: 'tel' });
      expect(byName['details.phoneNumber']).not.toHaveProperty('required');
      expect(byName['details.dateOfBirth']).toMatchObject({ type: 'date', autocomplete: 'bday' });
      expect(byName['details.mailingAddress.postalCode']).toMatchObject({ type: 'text', autocomplete: 'postal-code', maxlength: '10' });
      expect(byName['details.bankRoutingNumber']).toMatchObject({ type: 'text', inputmode: 'numeric', autocomplete: 'off' });
      expect(html).toMatch(/<label class="label" for="field-details-phoneNumber">Phone number <span class="optional">\(optional\)<\/span><\/label>/);
      expect(html).toContain('<p class="hint" id="field-details-bankRoutingNumber-hint">The 9 digits at the bottom left of a check.</p>');
    });

    it('offers the states, DC and territories by two-letter code, and keeps an unknown value selected', () => {
      const html = render(CLAIM_PAGE_FIXTURES.details);
      const select = html.match(/<select[^>]*name="details\.mailingAddress\.state"[\s\S]*?<\/select>/)![0];
      const values = tags(select, 'option').map((option) => option.value);
      expect(values).toEqual(['', ...US_STATES.map((state) => state.code)]);
      expect(values).toEqual(expect.arrayContaining(['CA', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'WY']));
      expect(US_STATES).toHaveLength(56);
      expect(values.every((value) => value === '' || /^[A-Z]{2}$/.test(value))).toBe(true);
      const kept = render(CLAIM_PAGE_FIXTURES['details-errors']);
      expect(kept).toContain('<option value="ZZ" selected>ZZ</option>');
      expect(render(claimModel({ ...CLAIM_PAGE_FIXTURES.details, details: { ...CLAIM_PAGE_FIXTURES.details.details!, values: { 'details.mailingAddress.state': 'NY' } } }))).toContain(
        '<option value="NY" selected>New York (NY)</option>',
      );
    });

    it('offers Checking and Savings as account types', () => {
      const select = render(CLAIM_PAGE_FIXTURES['details-errors']).match(/<select[^>]*name="details\.bankAccountType"[\s\S]*?<\/select>/)![0];
      expect(tags(select, 'option')).toEqual([{ value: '' }, { value: 'Checking' }, { value: 'Savings', selected: '' }]);
    });

    it('says which method was chosen and links back to the choice', () => {
      const html = render(CLAIM_PAGE_FIXTURES.details);
      expect(text(html)).toContain('You chose Paper check . Choose another method');
      expect(tags(html, 'a')).toContainEqual({ href: '/claim/x?step=method' });
    });

    it('marks exactly the invalid fields, each error under its field, and links each from a summary at the top', () => {
      const html = render(CLAIM_PAGE_FIXTURES['details-errors']);
      const invalid = controls(html).filter((control) => control['aria-invalid'] === 'true');
      expect(invalid.map((control) => control.name)).toEqual(['details.email', 'details.mailingAddress.state', 'details.mailingAddress.postalCode']);
      expect(invalid.find((control) => control.name === 'details.mailingAddress.postalCode')!['aria-describedby']).toBe(
        'field-details-mailingAddress-postalCode-hint field-details-mailingAddress-postalCode-error',
      );
      expect(html).toMatch(/id="field-details-mailingAddress-postalCode-error">.*Enter a ZIP code\..*A ZIP code has 5 or 9 digits\./);

      const summary = html.match(/<div class="error-summary" role="alert"[\s\S]*?<\/div>/)![0];
      expect(html.indexOf(summary)).toBeLessThan(html.indexOf('<form'));
      const links = tags(summary, 'a').map((a) => a.href);
      expect(links).toEqual(['#field-details-email', '#field-details-mailingAddress-state', '#field-details-mailingAddress-postalCode', '#field-details-mailingAddress-postalCode']);
      for (const link of links) expect(ids(html)).toContain(link.slice(1));
      expect(text(summary)).toContain('We could not check your address.');
    });

    it('has no summary and no invalid field without errors', () => {
      const html = render(CLAIM_PAGE_FIXTURES.details);
      expect(html).not.toContain('error-summary');
      expect(html).not.toContain('aria-invalid');
      expect(tags(html, 'input').find((input) => input.name === 'details.email')?.value).toBe('ada@example.com');
    });

    it('needs the details state', () => {
      expect(() => render(claimModel({ step: 'details' }))).toThrow(/model\.details/);
    });
  });

  describe('progress step', () => {
    it.each([
      [payout({ status: 'Pending' }), "We're sending your payout"],
      [payout({ status: 'Processing' }), "We're sending your payout Your Bank transfer (ACH) is being processed."],
      [payout({ status: 'Processing', category: 'DigitalWallet', methodName: 'Wallet' }), 'accept it to receive the money'],
      [payout({ status: 'SentForPrinting', category: 'PaperCheck' }), 'Your check is being printed'],
      [payout({ status: 'Mailed', category: 'PaperCheck' }), 'Your check is in the mail'],
      [payout({ status: 'Completed', category: 'AchBankTransfer', completedOn: '2026-11-22' }), 'Your bank transfer has been sent'],
      [payout({ status: 'Completed', category: 'GiftCard', credentials: { code: 'C', pin: null, redemptionUrl: 'https://r.example' } }), 'Your gift card is ready'],
      [payout({ status: 'Completed', category: 'PrepaidCard', credentials: { code: 'C', pin: '1', redemptionUrl: 'https://r.example' } }), 'Your prepaid card is ready'],
      [payout({ status: 'Completed', category: 'DigitalWallet' }), 'Your payout is complete You were paid $1,234.50.'],
      [payout({ status: 'Failed', failureReason: 'the account is closed' }), 'Payment failed: the account is closed Nothing was paid. Contact Northwind Research'],
      [payout({ status: 'Failed' }), 'Payment failed Nothing was paid.'],
      [payout({ status: 'Returned', failureReason: 'address unknown' }), 'Your payout was returned Reason: address unknown.'],
      [payout({ status: PayoutStatus.Cancelled }), 'This payout was cancelled'],
      [payout({ status: 'Frozen' }), 'Status: Frozen'],
    ])('says %j in words', (state, words) => {
      expect(text(render(claimModel({ step: 'progress', payout: state })))).toContain(words);
    });

    it('shows the timeline: requested on, then completed on or in progress', () => {
      const done = text(render(CLAIM_PAGE_FIXTURES['progress-gift-card']));
      expect(done).toContain('Timeline Requested on November 20, 2026 Completed on November 21, 2026');
      const pending = text(render(CLAIM_PAGE_FIXTURES['progress-pending']));
      expect(pending).toContain('Requested on November 20, 2026 In progress');
      expect(text(render(CLAIM_PAGE_FIXTURES['progress-failed']))).toContain('Closed on November 22, 2026');
    });

    it("shows a card's code, PIN and redemption link, each code in a <code> element", () => {
      const html = render(CLAIM_PAGE_FIXTURES['progress-gift-card']);
      expect(html).toContain('<code class="secret">AMZN-7Q2X-99KD-LLP3-5555-ABCD-EFGH-IJKL</code>');
      expect(html).toContain('<code class="secret">4821</code>');
      expect(tags(html, 'a')).toContainEqual({ class: 'button button-primary', href: 'https://www.amazon.com/redeem?code&#x3D;AMZN-7Q2X', rel: 'noopener noreferrer' });
      expect(html).toMatch(/rel="noopener noreferrer">Redeem your card<\/a>/);
    });

    it('leaves the PIN out when the card has none', () => {
      const html = render(claimModel({ step: 'progress', payout: payout({ status: 'Completed', category: 'GiftCard', credentials: { code: 'ABC', pin: null, redemptionUrl: 'https://r.example' } }) }));
      expect(html).toContain('<code class="secret">ABC</code>');
      expect(html).not.toContain('PIN');
    });

    it('shows credentials on the progress step only', () => {
      const withCard = CLAIM_PAGE_FIXTURES['progress-gift-card'];
      for (const step of ['password', 'method', 'details'] as const) {
        const fixture = Object.values(CLAIM_PAGE_FIXTURES).find((model) => model.step === step)!;
        const html = render({ ...fixture, payout: withCard.payout });
        expect(html).not.toContain('AMZN-7Q2X');
        expect(html).not.toContain('4821');
        expect(html).not.toContain('Redeem your card');
      }
      expect(render(withCard)).toContain('AMZN-7Q2X');
    });

    it('reloads itself every 10 seconds while a card is on its way (a meta refresh, no script), says so and lets the reader stop it', () => {
      const waiting = render(CLAIM_PAGE_FIXTURES['progress-waiting']);
      expect(tags(waiting, 'meta')).toContainEqual({ 'http-equiv': 'refresh', content: '10' });
      expect(text(waiting)).toContain('This page updates itself every 10 seconds until your payout is ready. Stop updating');
      expect(tags(waiting, 'a')).toContainEqual({ href: '/claim/x?updates=off' });
      expect(waiting).not.toContain('>Refresh</a>');
      // Stopped (WCAG 2.2.1: a timed reload the reader can turn off): a plain link to look again instead.
      const stopped = render({ ...CLAIM_PAGE_FIXTURES['progress-waiting'], updatesOff: true });
      expect(stopped).not.toContain('http-equiv');
      expect(stopped).not.toContain('Stop updating');
      expect(stopped).toMatch(/<a href="\/claim\/x">Refresh<\/a>/);
    });

    it('offers a plain Refresh link, never a reload, while a bank transfer waits for its batch; nothing once settled', () => {
      const pending = render(CLAIM_PAGE_FIXTURES['progress-pending']);
      expect(pending).toMatch(/<a href="\/claim\/x">Refresh<\/a>/);
      expect(pending).not.toContain('http-equiv');
      expect(pending).not.toContain('Stop updating');
      expect(render(CLAIM_PAGE_FIXTURES['progress-gift-card'])).not.toContain('>Refresh</a>');
      expect(render(CLAIM_PAGE_FIXTURES['progress-failed'])).not.toContain('>Refresh</a>');
    });

    it('has a meta refresh on the waiting page only', () => {
      for (const [name, html] of ALL_PAGES) expect([name, html.includes('http-equiv')]).toEqual([name, name === 'progress-waiting']);
    });

    it.each([
      [PayoutStatus.Pending, 'GiftCard', null, true],
      [PayoutStatus.Processing, 'PrepaidCard', null, true],
      [PayoutStatus.Processing, 'DigitalWallet', null, true],
      [PayoutStatus.Processing, 'GiftCard', { code: 'C', pin: null, redemptionUrl: 'https://r.example' }, false],
      [PayoutStatus.Completed, 'GiftCard', { code: 'C', pin: null, redemptionUrl: 'https://r.example' }, false],
      [PayoutStatus.Completed, 'DigitalWallet', null, false],
      [PayoutStatus.Failed, 'GiftCard', null, false],
      [PayoutStatus.Cancelled, 'PrepaidCard', null, false],
      [PayoutStatus.Pending, 'AchBankTransfer', null, false],
      [PayoutStatus.Processing, 'AchBankTransfer', null, false],
      [PayoutStatus.Pending, 'CheckTransfer', null, false],
      [PayoutStatus.SentForPrinting, 'PaperCheck', null, false],
    ] as const)('refreshes itself for a %s %s payout (credentials %j): %s', (status, category, credentials, refreshes) => {
      expect(refreshesItself(payout({ status, category, credentials }))).toBe(refreshes);
    });

    it('needs the payout', () => {
      expect(() => render(claimModel({ step: 'progress' }))).toThrow(/model\.payout/);
    });
  });

  describe('error pages', () => {
    it.each(Object.entries(CLAIM_ERROR_FIXTURES))('%s shows its title as h1 and its message, without campaign, steps or forms', (_name, model) => {
      const html = renderer.renderError(model);
      expect(html).toContain(`<h1>${model.title}</h1>`);
      expect(html).toContain(`<title>${model.title}</title>`);
      expect(html).toContain(`<p>${model.message}</p>`);
      expect(html).not.toContain('<form');
      expect(html).not.toContain('class="steps"');
      expect(html).not.toContain('class="campaign"');
    });

    it.each([
      [900, 'Try again in 15 minutes.'],
      [61, 'Try again in 2 minutes.'],
      [30, 'Try again in 1 minute.'],
    ])('asks to try again after %d seconds: "%s"', (retryAfterSeconds, words) => {
      expect(renderer.renderError({ status: 429, title: 'Too many attempts', message: 'Wait.', retryAfterSeconds })).toContain(`<p>${words}</p>`);
    });

    it('says when to try again on 429 only, and escapes its texts', () => {
      expect(renderer.renderError({ status: 410, title: 'Gone', message: 'Expired.', retryAfterSeconds: 60 })).not.toContain('Try again');
      const html = renderer.renderError({ status: 500, title: HOSTILE, message: HOSTILE });
      expect(html).not.toContain('<script>');
      expect(html).toContain('<h1>&lt;script&gt;');
    });
  });

  describe('views and stylesheet', () => {
    const dir = claimPageViewsDir();
    const views = [...readdirSync(dir).filter((file) => file.endsWith('.hbs')), ...readdirSync(path.join(dir, 'partials')).map((file) => `partials/${file}`)];

    it('finds templates/claim-page next to package.json, from src/ and from a compiled dist/src/ alike', () => {
      expect(dir).toBe(path.resolve(__dirname, '..', '..', '..', 'templates', 'claim-page'));
      expect(claimPageViewsDir(path.join(dir, '..', '..', 'dist', 'src', 'modules', 'claim-page'))).toBe(dir);
      expect(() => claimPageViewsDir(os.tmpdir())).toThrow(/package\.json/);
    });

    it.each(views)('%s never writes a value unescaped ({{{ }}}), and holds no script or inline style', (file) => {
      const source = readFileSync(path.join(dir, file), 'utf8');
      expect(source).not.toMatch(/\{\{\{|\{\{&/);
      expect(source).not.toMatch(/<script|<style|\sstyle=/i);
    });

    it('serves a stylesheet that loads nothing, shows focus, honours reduced motion and keeps long words inside the page', () => {
      const css = renderer.claimStylesheet();
      expect(css).toBe(readFileSync(path.join(dir, 'claim.css'), 'utf8'));
      expect(css).not.toMatch(/@import|url\(|https?:/);
      expect(css).toMatch(/:focus-visible\s*\{[^}]*outline:\s*3px solid/);
      expect(css).toContain('@media (prefers-reduced-motion: reduce)');
      expect(css).toMatch(/overflow-wrap:\s*anywhere/);
      expect(css).toMatch(/body\s*\{[^}]*font:\s*1rem/);
      expect(css).toMatch(/\.input\s*\{[^}]*width:\s*100%/);
      expect(css).toMatch(/\.page\s*\{[^}]*max-width:/);
    });

    it('is provided by Nest without configuration, reading templates/claim-page', async () => {
      const moduleRef = await Test.createTestingModule({ providers: [ClaimPageRenderer] }).compile();
      expect(moduleRef.get(ClaimPageRenderer).claimStylesheet()).toBe(readFileSync(path.join(dir, 'claim.css'), 'utf8'));
      await moduleRef.close();
    });

    it('reads and compiles the views once, at first use', () => {
      const copy = mkdtempSync(path.join(os.tmpdir(), 'claim-page-views-'));
      cpSync(dir, copy, { recursive: true });
      const own = new ClaimPageRenderer(copy);
      // Nothing is read before the first render: a missing folder fails only then.
      const missing = new ClaimPageRenderer(path.join(copy, 'nowhere'));
      expect(() => missing.claimStylesheet()).toThrow(/ENOENT/);

      const before = own.render(CLAIM_PAGE_FIXTURES.password);
      writeFileSync(path.join(copy, 'password.hbs'), 'changed');
      writeFileSync(path.join(copy, 'claim.css'), 'changed');
      expect(own.render(CLAIM_PAGE_FIXTURES.password)).toBe(before);
      expect(own.claimStylesheet()).not.toBe('changed');
      expect(new ClaimPageRenderer(copy).render(CLAIM_PAGE_FIXTURES.password)).toBe('changed');
    });
  });

  describe('formats', () => {
    it.each([
      [123_450, '$1,234.50'],
      [5, '$0.05'],
      [100_000_000, '$1,000,000.00'],
    ])('formats %d cents as %s', (cents, words) => {
      expect(formatAmount(cents)).toBe(words);
    });

    it.each([
      ['2026-12-31', 'December 31, 2026'],
      ['2026-01-01T00:30:00Z', 'January 1, 2026'],
      ['2026-01-01T23:30:00-05:00', 'January 2, 2026'],
      ['not a date', 'not a date'],
    ])('writes %s as %s (UTC)', (value, words) => {
      expect(formatDate(value)).toBe(words);
    });
  });
});
