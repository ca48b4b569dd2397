import { escapeHtml, invalidLinkPage, maskEmail, PAGE_HEADERS, requestedStatus, subscriptionPage } from './unsubscribe-page';

const page = (overrides: Partial<Parameters<typeof subscriptionPage>[0]> = {}) =>
  subscriptionPage({ status: 'Subscribed', campaignName: 'Spring Study', email: 'ada.lovelace@example.com', ...overrides });

/** The form's hidden action and its button's label. */
const formOf = (html: string) => ({
  action: /<input type="hidden" name="action" value="([^"]+)">/.exec(html)?.[1],
  button: /<button type="submit"[^>]*>([^<]+)<\/button>/.exec(html)?.[1],
  forms: html.match(/<form\b/g)?.length ?? 0,
});

describe('unsubscribe page', () => {
  describe('maskEmail', () => {
    it.each([
      ['ada.lovelace@example.com', 'a***@example.com'],
      ['a@example.com', 'a***@example.com'],
      ['"odd@local"@example.org', '"***@example.org'],
      ['élodie@exemple.fr', 'é***@exemple.fr'],
      ['no-at-sign', 'n***'],
      ['', '***'],
    ])('%s → %s', (email, masked) => {
      expect(maskEmail(email)).toBe(masked);
    });
  });

  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;');
  });

  describe('requestedStatus', () => {
    it.each([
      [{ action: 'unsubscribe' }, 'Unsubscribed'],
      [{ action: 'resubscribe' }, 'Subscribed'],
      [{ 'List-Unsubscribe': 'One-Click' }, 'Unsubscribed'],
    ])('%j asks for %s', (form, status) => {
      expect(requestedStatus(form)).toBe(status);
    });

    it.each([
      [{ action: 'subscribe-everyone' }],
      [{ action: 'Unsubscribe' }],
      [{ action: ['unsubscribe', 'resubscribe'] }],
      [{ action: '' }],
      [{ 'List-Unsubscribe': 'Two-Click' }],
      [{}],
      [undefined],
      [null],
      ['action=unsubscribe'],
    ])('%j is not understood', (form) => {
      expect(requestedStatus(form)).toBeUndefined();
    });

    it('follows the explicit action over a one-click member', () => {
      expect(requestedStatus({ action: 'resubscribe', 'List-Unsubscribe': 'One-Click' })).toBe('Subscribed');
    });
  });

  describe('subscriptionPage', () => {
    it('offers Unsubscribe to a subscribed beneficiary, naming the campaign and the masked address only', () => {
      const html = page();
      expect(formOf(html)).toEqual({ action: 'unsubscribe', button: 'Unsubscribe', forms: 1 });
      expect(html).toContain('<form method="post">');
      expect(html).toContain('<strong>Spring Study</strong>');
      expect(html).toContain('<strong>a***@example.com</strong>');
      expect(html).not.toContain('ada.lovelace');
      expect(html).not.toContain('role="status"');
    });

    it('offers Resubscribe to an unsubscribed beneficiary', () => {
      const html = page({ status: 'Unsubscribed' });
      expect(formOf(html)).toEqual({ action: 'resubscribe', button: 'Resubscribe', forms: 1 });
      expect(html).toMatch(/no longer receive emails about <strong>Spring Study<\/strong>/);
    });

    it('escapes the campaign name and the address', () => {
      const html = page({ campaignName: `<script>alert("x")</script> & Sons' <b>`, email: '<i>@evil.example' });
      expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&#39; &lt;b&gt;');
      expect(html).toContain('&lt;***@evil.example');
      expect(html).not.toMatch(/<script|<b>|<i>/);
    });

    it('speaks of "your payout" when the campaign has no name to show', () => {
      expect(page({ campaignName: '  ' })).toContain('Emails about your payout are sent to');
    });

    it('confirms a change in a status region, and reports a request it did not understand in an alert', () => {
      expect(page({ status: 'Unsubscribed', confirmed: true })).toContain('<p class="notice" role="status">You have been unsubscribed.</p>');
      expect(page({ status: 'Subscribed', confirmed: true })).toContain('role="status">You are subscribed to these emails again.</p>');
      const rejected = page({ rejected: true });
      expect(rejected).toContain('role="alert"');
      expect(formOf(rejected).action).toBe('unsubscribe');
    });

    it('is a complete, self-contained document: language, viewport, title, one heading, inline style, nothing loaded', () => {
      const html = page();
      expect(html.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
      expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html).toContain('<title>Email preferences</title>');
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain('<main>');
      expect(html).toContain('<style>');
      expect(html).not.toMatch(/<script|<link|<img|src=|https?:\/\//);
    });
  });

  it('says a bad link is not valid, without any form', () => {
    const html = invalidLinkPage();
    expect(html).toContain('<title>This link is not valid</title>');
    expect(html).toContain('<h1>This link is not valid</h1>');
    expect(formOf(html).forms).toBe(0);
  });

  it('is never cached, indexed or referred, and loads nothing but its inline style', () => {
    expect(PAGE_HEADERS).toMatchObject({ 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' });
    expect(PAGE_HEADERS['Content-Security-Policy']).toContain("default-src 'none'");
  });
});
