import { readDynamicFields } from './dynamic-fields';
import { allowedFieldNames, canonicalFieldName, exampleFields, FIELD_ALIASES, withAliases } from './template-fields';

describe('template fields', () => {
  it('offer claim fields to claim emails and the code to the OTP email, with aliases', () => {
    expect(allowedFieldNames('InitiateEmail')).toEqual([
      'FirstName', 'LastName', 'Amount', 'CampaignName', 'DistributionName', 'OrganizationName', 'Contact', 'PayoutMethods', 'CampaignLogo', 'DistributionLogo', 'ClaimLink', 'ExpiryDate',
      'UnsubscribeLink',
    ]);
    expect(allowedFieldNames('OtpEmail')).toEqual(['FirstName', 'LastName', 'CampaignName', 'DistributionName', 'CampaignLogo', 'DistributionLogo', 'OtpCode', 'UnsubscribeLink']);
    expect(FIELD_ALIASES).toEqual([['CampaignName', 'DistributionName'], ['CampaignLogo', 'DistributionLogo']]);
    expect(canonicalFieldName('PushEmail', 'DistributionName')).toBe('CampaignName');
    expect(canonicalFieldName('OtpEmail', 'ClaimLink')).toBeUndefined();
    expect(exampleFields('InitiateEmail')).toMatchObject({ Amount: '$1,234.50', ExpiryDate: 'December 31, 2026' });
  });

  it('give each value under the aliases of its field, and drop names the type does not have', () => {
    expect(withAliases('OtpEmail', { CampaignName: 'Study', ClaimLink: 'x', OtpCode: '1' })).toEqual({ CampaignName: 'Study', DistributionName: 'Study', OtpCode: '1' });
  });
});

describe('send-preview dynamic fields', () => {
  it('reads fields by canonical name and tags by trimmed, exact-case key', () => {
    const read = readDynamicFields('InitiateEmail', { FirstName: 'Ada', DistributionName: 'Study', 'tag: Team ': 'R&D', 'tag:site': 'north' });
    expect(read).toEqual({ fields: { FirstName: 'Ada', CampaignName: 'Study' }, tags: { Team: 'R&D', site: 'north' }, errors: {} });
    expect(readDynamicFields('OtpEmail', undefined)).toEqual({ fields: {}, tags: {}, errors: {} });
  });

  it('names unknown keys, including fields of another type', () => {
    const { errors } = readDynamicFields('OtpEmail', { ClaimLink: 'x', Nope: 'y' });
    expect(Object.keys(errors)).toEqual(['dynamicFields.ClaimLink', 'dynamicFields.Nope']);
    expect(errors['dynamicFields.Nope'][0]).toContain('OtpCode');
  });

  it('refuses both names of one field', () => {
    expect(readDynamicFields('InitiateEmail', { CampaignName: 'a', DistributionName: 'b' }).errors).toEqual({
      'dynamicFields.DistributionName': ['DistributionName and CampaignName are the same field; send one.'],
    });
    expect(Object.keys(readDynamicFields('InitiateEmail', { DistributionLogo: 'a', CampaignLogo: 'b' }).errors)).toEqual(['dynamicFields.CampaignLogo']);
  });

  it.each([
    ['tag:', 'empty after trimming'],
    ['tag:   ', 'empty after trimming'],
    [`tag:${'k'.repeat(65)}`, 'longer than 64'],
    ['tag:a,b', 'may not contain'],
    ['tag:a&b', 'may not contain'],
    ['tag:<x>', 'may not contain'],
    ['tag:amount', 'reserved'],
    ['tag:__proto__', 'names part of a JavaScript object'],
  ])('refuses the tag key %s', (key, message) => {
    expect(readDynamicFields('PushEmail', { [key]: 'v' }).errors[`dynamicFields.${key}`]).toEqual([expect.stringContaining(message)]);
  });

  it('refuses bad values', () => {
    const { errors } = readDynamicFields('PushEmail', { 'tag:a': 'x'.repeat(129), 'tag:b': '<i>', 'tag:c': 'a & b', FirstName: 'x'.repeat(2001), LastName: 7 });
    expect(Object.keys(errors).sort()).toEqual(['dynamicFields.FirstName', 'dynamicFields.LastName', 'dynamicFields.tag:a', 'dynamicFields.tag:b']);
    expect(readDynamicFields('PushEmail', { FirstName: 'x'.repeat(2000), 'tag:k': 'x'.repeat(128) }).errors).toEqual({});
  });

  it('refuses two tag keys equal after trimming or ignoring case, and more than 20 tags, as on an instruction', () => {
    expect(readDynamicFields('PushEmail', { 'tag:a': '1', 'tag: a': '2' }).errors).toEqual({ dynamicFields: ['Tag keys "a" and " a" are the same after trimming.'] });
    expect(readDynamicFields('PushEmail', { 'tag:Region': '1', 'tag:REGION': '2' }).errors).toEqual({ dynamicFields: ['Tag keys "Region" and "REGION" differ only by case.'] });
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`tag:k${i}`, 'v']));
    expect(readDynamicFields('PushEmail', many).errors).toEqual({ dynamicFields: ['At most 20 tags per payout instruction; got 21.'] });
  });
});
