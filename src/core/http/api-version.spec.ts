import { DomainError } from '../errors/domain-error';
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

  it('renames the template logo: campaignLogo in v2, distributionLogo in v3', () => {
    expect(toV3Fields({ campaignLogo: 'https://x/logo.png' })).toEqual({ distributionLogo: 'https://x/logo.png' });
    expect(toV2Fields({ distributionLogo: 'https://x/logo.png' })).toEqual({ campaignLogo: 'https://x/logo.png' });
    // The old key alone passes through as it is.
    expect(toV2Fields({ campaignLogo: 'https://x/logo.png' })).toEqual({ campaignLogo: 'https://x/logo.png' });
  });

  const clashOf = (value: unknown): DomainError => {
    try {
      toV2Fields(value);
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
    throw new Error('expected a validation problem');
  };

  it('refuses a v3 request carrying a v3 key and its v2 key at the same level, naming the v3 key', () => {
    const error = clashOf({ name: 'x', distributionLogo: 'https://a/1.png', campaignLogo: 'https://a/2.png' });
    expect(error.kind).toBe('invalid');
    expect(error.extensions).toEqual({ errors: { distributionLogo: ['distributionLogo and "campaignLogo" are the same field; send one.'] } });

    const nested = clashOf({ items: [{ ok: 1 }, { campaignId: 'a', distributionId: 'b' }], filter: { distributionIds: [], campaignIds: [] } });
    expect(nested.extensions).toEqual({
      errors: {
        'items.1.distributionId': ['distributionId and "campaignId" are the same field; send one.'],
        'filter.distributionIds': ['distributionIds and "campaignIds" are the same field; send one.'],
      },
    });
  });

  it('does not call keys at different levels, or inside user-chosen maps, a clash', () => {
    expect(toV2Fields({ distributionId: 'a', nested: { campaignId: 'b' } })).toEqual({ campaignId: 'a', nested: { campaignId: 'b' } });
    expect(toV2Fields({ dynamicFields: { campaignId: 'a', distributionId: 'b' } })).toEqual({ dynamicFields: { campaignId: 'a', distributionId: 'b' } });
    expect(toV2Fields({ tags: { campaignLogo: 'a', distributionLogo: 'b' } })).toEqual({ tags: { campaignLogo: 'a', distributionLogo: 'b' } });
  });
});
