import { dynamicFields, formatAmount, formatDate, withUnsubscribeLink } from './email-fields';

const link = 'https://pay.example.com/public/unsubscribe/AbC_-1';

describe('email fields', () => {
  it('formats dollars and dates the way the emails show them', () => {
    expect(formatAmount(123_450)).toBe('$1,234.50');
    expect(formatAmount(5)).toBe('$0.05');
    expect(formatDate('2026-12-31')).toBe('December 31, 2026');
  });

  it('offers every field under its name and its v3 alias, empty when unknown', () => {
    const fields = dynamicFields({
      firstName: 'Ada',
      lastName: null,
      amountCents: 2_000,
      campaignName: 'Study',
      campaignLogo: null,
      expiryDate: '2027-01-15',
      claimLink: 'https://pay.example.com/claim/x',
      unsubscribeLink: link,
    });
    expect(fields).toEqual({
      FirstName: 'Ada',
      LastName: '',
      Amount: '$20.00',
      CampaignName: 'Study',
      DistributionName: 'Study',
      CampaignLogo: '',
      DistributionLogo: '',
      ClaimLink: 'https://pay.example.com/claim/x',
      ExpiryDate: 'January 15, 2027',
      UnsubscribeLink: link,
    });
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
