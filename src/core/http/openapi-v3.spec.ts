import { toV3Text } from './api-version';
import { deriveV3Schemas } from './openapi-v3';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('toV3Text', () => {
  it.each([
    ['campaignId must be a UUID.', 'distributionId must be a UUID.'],
    ['Campaign draft 42 was not found.', 'Distribution draft 42 was not found.'],
    ['Needs `campaigns:view`; see /campaigns/{campaignId}.', 'Needs `distributions:view`; see /distributions/{distributionId}.'],
    ['cancellationReason must be one of Other, CampaignExpired.', 'cancellationReason must be one of Other, CampaignExpired.'],
    ['{{CampaignName}} is a field; CAMPAIGN_NOT_ACTIVE is a code.', '{{CampaignName}} is a field; CAMPAIGN_NOT_ACTIVE is a code.'],
    ['distributionLogo and "campaignLogo" are the same field.', 'distributionLogo and "campaignLogo" are the same field.'],
  ])('%s → %s', (v2, v3) => {
    expect(toV3Text(v2)).toBe(v3);
  });
});

describe('deriveV3Schemas', () => {
  const documentOf = () => ({
    paths: {
      [`${V2}/campaigns/{id}`]: { get: { summary: 'Read a campaign', responses: { '200': { description: 'The campaign', content: { 'application/json': { schema: ref('CampaignView') } } } } } },
      [`${V3}/distributions/{id}`]: { get: { summary: 'Read a campaign', responses: { '200': { description: 'The campaign', content: { 'application/json': { schema: ref('CampaignView') } } } } } },
      [`${V3}/templates`]: { post: { requestBody: { content: { 'application/json': { schema: ref('TemplateView') } } }, responses: {} } },
    },
    components: {
      schemas: {
        CampaignView: {
          type: 'object',
          required: ['campaignId', 'name'],
          properties: { campaignId: { type: 'string' }, name: { type: 'string' }, amount: ref('Money'), tags: { type: 'object', properties: { campaignId: { type: 'string' } } } },
          example: { campaignId: 'x', name: 'n' },
        },
        TemplateView: { type: 'object', properties: { campaignLogo: { type: ['string', 'null'], description: 'The campaign logo' }, distributionLogo: { type: ['string', 'null'], description: 'Alias of campaignLogo' } } },
        Money: { type: 'number', multipleOf: 0.01 },
      },
    },
  });

  it('gives v3 operations v3 copies of the schemas they reach, with members, required lists, examples and texts renamed', () => {
    const document = documentOf();
    deriveV3Schemas(document);
    const schemas = document.components.schemas as Record<string, unknown>;
    expect(schemas.DistributionView).toEqual({
      type: 'object',
      required: ['distributionId', 'name'],
      // tags hold the client's own keys: never renamed inside.
      properties: { distributionId: { type: 'string' }, name: { type: 'string' }, amount: ref('Money'), tags: { type: 'object', properties: { campaignId: { type: 'string' } } } },
      example: { distributionId: 'x', name: 'n' },
    });
    expect(schemas.TemplateViewV3).toEqual({ type: 'object', properties: { distributionLogo: { type: ['string', 'null'], description: 'The distribution logo' } } });
    expect(schemas.MoneyV3).toBeUndefined(); // nothing to rename: shared
    const v3 = document.paths[`${V3}/distributions/{id}`].get;
    expect(v3.summary).toBe('Read a distribution');
    expect(v3.responses['200']).toEqual({ description: 'The distribution', content: { 'application/json': { schema: ref('DistributionView') } } });
  });

  it('leaves the v2 operations and the v2 schemas as they were', () => {
    const document = documentOf();
    const before = structuredClone(document);
    deriveV3Schemas(document);
    expect(document.paths[`${V2}/campaigns/{id}`]).toEqual(before.paths[`${V2}/campaigns/{id}`]);
    for (const name of Object.keys(before.components.schemas)) expect((document.components.schemas as Record<string, unknown>)[name]).toEqual((before.components.schemas as Record<string, unknown>)[name]);
  });
});
