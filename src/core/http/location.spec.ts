import type { Request, Response } from 'express';
import { setCreatedLocation } from './location';

function locationFor(path: string, aliases?: Record<string, string>, baseUrl = ''): string | undefined {
  let location: string | undefined;
  const response = { location: (url: string) => (location = url) } as unknown as Response;
  setCreatedLocation({ baseUrl, path } as Request, response, 'new-id', aliases);
  return location;
}

describe('setCreatedLocation', () => {
  it('names the new resource under the collection the request was made to', () => {
    expect(locationFor('/v2/campaign-manager/campaigns')).toBe('/v2/campaign-manager/campaigns/new-id');
    expect(locationFor('/v3/distribution-manager/distributions/')).toBe('/v3/distribution-manager/distributions/new-id');
    expect(locationFor('/campaigns', {}, '/v2/campaign-manager')).toBe('/v2/campaign-manager/campaigns/new-id');
  });

  it('answers the canonical collection for a request made to an alias, in the version of the request', () => {
    const aliases = { 'linked-accounts': 'withdrawal-accounts' };
    expect(locationFor('/v3/distribution-manager/distributions/d1/linked-accounts', aliases)).toBe('/v3/distribution-manager/distributions/d1/withdrawal-accounts/new-id');
    expect(locationFor('/v2/campaign-manager/bank-accounts/b1/withdrawal-accounts', aliases)).toBe('/v2/campaign-manager/bank-accounts/b1/withdrawal-accounts/new-id');
  });

  it('renames only the last segment, and only a listed alias', () => {
    const aliases = { 'funding-sources': 'funds-holders' };
    expect(locationFor('/v2/campaign-manager/funding-sources/x/funding-sources-list', aliases)).toBe('/v2/campaign-manager/funding-sources/x/funding-sources-list/new-id');
    expect(locationFor('/v2/campaign-manager/constructor', aliases)).toBe('/v2/campaign-manager/constructor/new-id');
  });
});
