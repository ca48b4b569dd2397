import { scopeForVersion, toV2Fields, toV3Fields, toV3Name, versionedPaths, versionOfPath } from './api-version';

describe('API versions', () => {
  it('serves a resource under both prefixes, renaming campaigns to distributions for v3', () => {
    expect(versionedPaths('campaigns/:campaignId/payout-instructions')).toEqual([
      'v2/campaign-manager/campaigns/:campaignId/payout-instructions',
      'v3/distribution-manager/distributions/:distributionId/payout-instructions',
    ]);
    expect(versionedPaths('funds-holders')).toEqual(['v2/campaign-manager/funds-holders', 'v3/distribution-manager/funds-holders']);
    expect(toV3Name('campaign-drafts')).toBe('distribution-drafts');
  });

  it('tells the version from the path', () => {
    expect(versionOfPath('/v2/campaign-manager/campaigns')).toBe('v2');
    expect(versionOfPath('/v3/distribution-manager/distributions/1')).toBe('v3');
    expect(versionOfPath('/v3/distribution-managerX')).toBeUndefined();
    expect(versionOfPath('/health/live')).toBeUndefined();
  });

  it('renames campaign scopes for v3 only', () => {
    expect(scopeForVersion('campaigns:view', 'v3')).toBe('distributions:view');
    expect(scopeForVersion('campaigns:view', 'v2')).toBe('campaigns:view');
    expect(scopeForVersion('payoutInstructions:view', 'v3')).toBe('payoutInstructions:view');
  });

  it('renames known fields both ways, deep, but never user-chosen keys such as tags', () => {
    const v2 = { campaignId: 'c', items: [{ campaignName: 'n', tags: { campaignId: 'kept' } }], name: 'x' };
    const v3 = toV3Fields(v2);
    expect(v3).toEqual({ distributionId: 'c', items: [{ distributionName: 'n', tags: { campaignId: 'kept' } }], name: 'x' });
    expect(toV2Fields(v3)).toEqual(v2);
    expect(toV3Fields(null)).toBeNull();
    expect(toV3Fields('campaignId')).toBe('campaignId');
  });
});
