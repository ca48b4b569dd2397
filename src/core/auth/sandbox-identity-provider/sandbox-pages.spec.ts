import { createHash } from 'node:crypto';
import { messagePage, readSignInForm, SANDBOX_PAGE_POLICY, signInPage } from './sandbox-pages';

describe('the embedded provider’s pages', () => {
  it('requires an email address and an organization name, trimmed', () => {
    expect(readSignInForm({ email: ' ada@example.com ', organization: ' Acme ' })).toEqual({ form: { email: 'ada@example.com', organization: 'Acme' }, errors: {} });
    expect(readSignInForm({ email: '', organization: '  ' }).errors).toEqual({ email: 'Enter your email address.', organization: 'Enter the name of your organization.' });
    expect(readSignInForm(undefined).errors).toEqual({ email: 'Enter your email address.', organization: 'Enter the name of your organization.' });
    expect(readSignInForm({ email: 'ada', organization: 'x'.repeat(101) }).errors).toEqual({ email: 'Enter an email address like ada@example.com.', organization: 'Enter at most 100 characters.' });
    expect(readSignInForm({ email: ['a@example.com'], organization: 'Acme\u0007' }).errors).toEqual({ email: 'Enter your email address.', organization: 'Enter the name without control characters.' });
  });

  it('labels each field, says beside a wrong one what is wrong, and escapes what was typed', () => {
    const html = signInPage('/oidc/interaction/abc', { email: '"><script>', organization: 'Acme & Co' }, { email: 'Enter an email address like ada@example.com.' });
    expect(html).toContain('<label for="email">Email address</label>');
    expect(html).toContain('<label for="organization">Organization name</label>');
    expect(html).toContain('<p class="error" id="email-error">Enter an email address like ada@example.com.</p>');
    expect(html).toMatch(/<input id="email" name="email" type="email" autocomplete="email" maxlength="254" required[^>]* value="&quot;&gt;&lt;script&gt;" aria-describedby="email-error" aria-invalid="true" autofocus>/);
    expect(html).toContain('value="Acme &amp; Co"');
    expect(html).toContain('autocomplete="organization"');
    expect(html).toContain('<form method="post" action="/oidc/interaction/abc">');
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('<title>Error: Sign in');
    expect(html).not.toContain('<script');
    expect(signInPage('/x')).not.toContain('aria-invalid="true"');
  });

  it('allows its one inline stylesheet by hash, and no script, in a policy of its own', () => {
    const style = /<style>([^<]*)<\/style>/.exec(messagePage('Signed out', ['Bye.']))![1];
    expect(SANDBOX_PAGE_POLICY).toContain(`style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`);
    expect(SANDBOX_PAGE_POLICY).toMatch(/default-src 'none'; script-src 'none';.*form-action 'self'; frame-ancestors 'none'; base-uri 'none'$/);
    expect(messagePage('<b>', ['a & b'])).toContain('<h1>&lt;b&gt;</h1><p>a &amp; b</p>');
  });
});
