import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TemplateEngine } from '../../core/mail/template-engine';
import { DefaultTemplates, projectRoot } from './default-templates';
import { allowedFieldNames, exampleFields, withAliases } from './template-fields';
import { CAMPAIGN_EMAIL_TEMPLATE_TYPES, EMAIL_TEMPLATE_TYPES } from './template-types';

describe('default templates', () => {
  const engine = new TemplateEngine();
  const defaults = new DefaultTemplates(engine);

  it('finds the project folder from src/ and from a compiled dist/src/ alike', () => {
    const root = projectRoot();
    expect(path.basename(path.join(root, 'templates'))).toBe('templates');
    expect(projectRoot(path.join(root, 'dist', 'src', 'modules', 'templates'))).toBe(root);
    expect(() => projectRoot(os.tmpdir())).toThrow(/package\.json/);
  });

  it.each(CAMPAIGN_EMAIL_TEMPLATE_TYPES)('has %s content that uses only the fields of its type, through the layout', (type) => {
    const content = defaults.content(type);
    expect(content.subject).not.toMatch(/\n/);
    expect(content.htmlBody).toContain('{{#> layout}}');
    expect(engine.check(content, allowedFieldNames(type), { allowPartials: true })).toEqual({});
    // Organizations may not use partials: the same content saved as their own would be refused.
    expect(engine.check(content, allowedFieldNames(type)).htmlBody).toEqual([expect.stringContaining('partials')]);
  });

  it('keeps the layout to the fields every type offers', () => {
    const layout = { subject: 'x', htmlBody: readFileSync(path.join(projectRoot(), 'templates', 'partials', 'layout.hbs'), 'utf8') };
    const common = allowedFieldNames('OtpEmail').filter((name) => CAMPAIGN_EMAIL_TEMPLATE_TYPES.every((type) => allowedFieldNames(type).includes(name)));
    expect(engine.check(layout, common, { allowPartials: true })).toEqual({});
  });

  it.each(CAMPAIGN_EMAIL_TEMPLATE_TYPES)('renders %s as a full email with its unsubscribe link, escaping values', (type) => {
    const fields = withAliases(type, { ...exampleFields(type), FirstName: 'Ada <b>', CampaignLogo: '' });
    const { subject, html } = engine.render(`default:${type}`, defaults.content(type), fields, {});
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('Ada &lt;b&gt;');
    expect(html).toContain(`href="${fields.UnsubscribeLink}"`);
    expect(html).not.toContain('<img');
    expect(html).not.toContain('{{');
    expect(subject.length).toBeGreaterThan(10);
    if (type === 'OtpEmail') expect(html).toContain('482913');
    else expect(html).toContain(`href="${fields.ClaimLink}"`);
  });

  it.each(CAMPAIGN_EMAIL_TEMPLATE_TYPES)('greets a beneficiary without a first name in %s without "Hi ,"', (type) => {
    const fields = withAliases(type, { ...exampleFields(type), FirstName: '' });
    const { subject, html } = engine.render(`default:${type}`, defaults.content(type), fields, {});
    expect(`${subject}\n${html}`).not.toMatch(/Hi\s*,/);
    expect(html).toContain('Hello,');
  });

  it.each(CAMPAIGN_EMAIL_TEMPLATE_TYPES.filter((type) => type !== 'OtpEmail'))(
    'says in %s who is paying and whom to ask, and names no payout method the campaign does not offer',
    (type) => {
      const fields = withAliases(type, { ...exampleFields(type), OrganizationName: 'Acme Research', Contact: 'Research Office', PayoutMethods: 'PayPal or Venmo' });
      const { subject, html } = engine.render(`default:${type}`, defaults.content(type), fields, {});
      expect(`${subject}\n${html}`).toContain('Acme Research');
      expect(html).toContain('Questions about this payment? Contact Research Office.');
      expect(html).not.toMatch(/gift card|prepaid card|bank transfer|another option/i);
      const unnamed = engine.render(`default:${type}`, defaults.content(type), { ...fields, OrganizationName: '', Contact: '', PayoutMethods: '' }, {});
      expect(`${unnamed.subject}\n${unnamed.html}`).toContain(fields.CampaignName);
      expect(unnamed.html).not.toMatch(/Questions about|gift card|prepaid card|bank transfer|another option|: \./i);
    },
  );

  it('has an InitiateEmail that says "<organization> is sending you <amount>" and lists the campaign’s methods', () => {
    const fields = withAliases('InitiateEmail', { ...exampleFields('InitiateEmail'), OrganizationName: 'Acme Research', Amount: '$25.00', PayoutMethods: 'Amazon.com eGift Card or PayPal' });
    const { subject, html } = engine.render('default:InitiateEmail', defaults.content('InitiateEmail'), fields, {});
    expect(subject).toBe('Hi Ada, Acme Research is sending you $25.00');
    expect(html).toContain('Acme Research is sending you <strong>$25.00</strong> for Spring 2027 research study. Choose how you would like to receive it: Amazon.com eGift Card or PayPal.');
  });

  it('has an InvitationEmail of its own frame, with only its fields, naming the organization, the role and the link, escaped', () => {
    const content = defaults.content('InvitationEmail');
    expect(engine.check(content, allowedFieldNames('InvitationEmail'))).toEqual({});
    const fields: Record<string, string> = { ...exampleFields('InvitationEmail'), OrganizationName: 'Acme <Research>', InvitedBy: '' };
    const { subject, html } = engine.render('default:InvitationEmail', content, fields, {});
    expect(subject).toBe('You are invited to Acme <Research> on Campaign Manager');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<strong>Acme &lt;Research&gt;</strong>');
    expect(html).toContain('as a <strong>Manager</strong>');
    expect(html).toContain(`href="${fields.InvitationLink}"`);
    expect(html).toContain('You are invited');
    expect(html).not.toContain('{{');
    expect(engine.render(null, content, { ...fields, InvitedBy: 'Grace Hopper' }, {}).html).toContain('Grace Hopper invites you');
  });

  it('has a BalanceLowEmail of its own frame, with only its fields, naming the campaign, balance and threshold; ShortBy only when given', () => {
    const content = defaults.content('BalanceLowEmail');
    expect(engine.check(content, allowedFieldNames('BalanceLowEmail'))).toEqual({});
    const fields = withAliases('BalanceLowEmail', { ...exampleFields('BalanceLowEmail'), CampaignName: 'Study <1>', ShortBy: '' });
    const { subject, html } = engine.render('default:BalanceLowEmail', content, fields, {});
    expect(subject).toBe('Low balance: Study <1> has $420.00 left');
    expect(html).toMatch(/^<!DOCTYPE html>/);
    expect(html).toContain('<strong>Study &lt;1&gt;</strong> at Acme Research is <strong>$420.00</strong>, below its low-balance alert of $500.00.');
    expect(html).toContain(`href="${fields.CampaignLink}"`);
    expect(html).not.toContain('bulk initiation was refused');
    expect(html).not.toContain('{{');
    expect(engine.render(null, content, { ...fields, ShortBy: '$1,250.00' }, {}).html).toContain('it needed <strong>$1,250.00</strong> more');
  });

  it('shows the logo only when CampaignLogo is set', () => {
    const fields = withAliases('InitiateEmail', { ...exampleFields('InitiateEmail'), CampaignLogo: 'https://cdn.example.com/a.png' });
    expect(engine.render(null, defaults.content('InitiateEmail'), fields, {}).html).toContain('<img src="https://cdn.example.com/a.png"');
  });

  it('reads a templates folder once and registers its partials on its own engine', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'templates-'));
    mkdirSync(path.join(dir, 'partials'));
    writeFileSync(path.join(dir, 'partials', 'frame.hbs'), '[{{> @partial-block}}]');
    for (const type of EMAIL_TEMPLATE_TYPES) {
      mkdirSync(path.join(dir, type));
      writeFileSync(path.join(dir, type, 'subject.hbs'), `${type} {{FirstName}}\n`);
      writeFileSync(path.join(dir, type, 'body.html.hbs'), '{{#> frame}}{{FirstName}}{{/frame}}');
    }
    const own = new TemplateEngine();
    const local = new DefaultTemplates(own, dir);
    expect(local.partialNames()).toEqual(['frame']);
    expect(local.content('PushEmail').subject).toBe('PushEmail {{FirstName}}');
    writeFileSync(path.join(dir, 'PushEmail', 'subject.hbs'), 'changed');
    expect(local.content('PushEmail').subject).toBe('PushEmail {{FirstName}}');
    expect(own.render(null, local.content('PushEmail'), { FirstName: 'Ada' }, {})).toEqual({ subject: 'PushEmail Ada', html: '[Ada]' });
  });
});
