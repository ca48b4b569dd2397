import { dynamicFields, formatAmount, formatDate, offeredMethodNames, withUnsubscribeLink, type EmailFacts } from './email-fields';

const link = 'https://pay.example.com/public/unsubscribe/AbC_-1';

describe('email fields', () => {
  it('formats dollars and dates the way the emails show them', () => {
    expect(formatAmount(123_450)).toBe('$1,234.50');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatDate('2026-12-31')).toBe('December 31, 2026');
  });

  const facts = (overrides: Partial<EmailFacts> = {}): EmailFacts => ({
    firstName: 'Ada',
    lastName: null,
    amountCents: 2_000,
    campaignName: 'Study',
    organizationName: null,
    campaignManager: null,
    payoutMethods: [],
    campaignLogo: null,
    expiryDate: '2027-01-15',
    claimLink: 'https://pay.example.com/claim/x',
    unsubscribeLink: link,
    ...overrides,
  });

  it('offers every field under its name and its v3 alias, empty when unknown', () => {
    const fields = dynamicFields(facts());
    expect(fields).toEqual({
      FirstName: 'Ada',
      LastName: '',
      Amount: '$20.00',
      CampaignName: 'Study',
      DistributionName: 'Study',
      OrganizationName: '',
      Contact: '',
      PayoutMethods: '',
      CampaignLogo: '',
      DistributionLogo: '',
      ClaimLink: 'https://pay.example.com/claim/x',
      ExpiryDate: 'January 15, 2027',
      UnsubscribeLink: link,
    });
  });

  it('says who pays, whom to ask (the manager, else the organization) and the methods as a list in words', () => {
    expect(dynamicFields(facts({ organizationName: 'Acme Research', campaignManager: 'Research Office', payoutMethods: ['Amazon gift card', 'PayPal', 'ACH bank transfer'] }))).toMatchObject({
      OrganizationName: 'Acme Research',
      Contact: 'Research Office',
      PayoutMethods: 'Amazon gift card, PayPal, or ACH bank transfer',
    });
    expect(dynamicFields(facts({ organizationName: 'Acme Research', campaignManager: '  ', payoutMethods: ['PayPal'] }))).toMatchObject({ Contact: 'Acme Research', PayoutMethods: 'PayPal' });
    expect(dynamicFields(facts({ payoutMethods: ['PayPal', 'Venmo'] })).PayoutMethods).toBe('PayPal or Venmo');
  });

  it('names only the methods the campaign offers for the amount, in its order', () => {
    const entries = [
      { name: 'Amazon gift card', isDisabled: false, minAmountCents: 100, maxAmountCents: 200_000 },
      { name: 'Visa prepaid card', isDisabled: true },
      { name: 'Paper check', isDisabled: false, minAmountCents: 5_000 },
      { name: 'PayPal', isDisabled: false },
      { name: 'Small wallet', isDisabled: false, maxAmountCents: 1_000 },
    ];
    expect(offeredMethodNames(entries, 2_000)).toEqual(['Amazon gift card', 'PayPal']);
    expect(offeredMethodNames(entries, 5_000)).toEqual(['Amazon gift card', 'Paper check', 'PayPal']);
    expect(offeredMethodNames(entries, null)).toEqual(['Amazon gift card', 'Paper check', 'PayPal', 'Small wallet']);
    expect(offeredMethodNames(null, 2_000)).toEqual([]);
  });

  it('adds an unsubscribe footer to a body without the link, before </body>, and leaves one that has it alone', () => {
    const added = withUnsubscribeLink('<html><body><p>Hi</p></body></html>', link);
    expect(added).toMatch(new RegExp(`<p>Hi</p><p [^>]*>Don’t want these emails\\? <a href="${link}"[^>]*>Unsubscribe</a></p></body></html>$`));
    expect(withUnsubscribeLink('<p>No body tag</p>', link)).toContain(`href="${link}"`);
    const escapedAlready = `<a href="${link.replace(/=/g, '&#x3D;')}">Leave</a>`;
    expect(withUnsubscribeLink(escapedAlready, link)).toBe(escapedAlready);
    expect(withUnsubscribeLink(`<a href="${link}">Leave</a>`, link)).toBe(`<a href="${link}">Leave</a>`);
  });
});
