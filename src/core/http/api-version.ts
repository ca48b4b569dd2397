import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DomainError, type FieldErrors } from '../errors/domain-error';

/**
 * Two public versions over one core (docs/architecture.md): v2 speaks of campaigns, v3 of distributions. A controller is
 * written once in v2 terms and served under both prefixes; the v3 mapping renames paths, scopes and the known
 * field names of bodies and queries, in both directions.
 */
export type ApiVersion = 'v2' | 'v3';

export const VERSION_PREFIX: Record<ApiVersion, string> = {
  v2: 'v2/campaign-manager',
  v3: 'v3/distribution-manager',
};

export const toV3Name = (name: string): string => name.replace(/campaign/g, 'distribution').replace(/Campaign/g, 'Distribution');
export const toV2Name = (name: string): string => name.replace(/distribution/g, 'campaign').replace(/Distribution/g, 'Campaign');

export function versionedPaths(resource: string): string[] {
  return [`${VERSION_PREFIX.v2}/${resource}`, `${VERSION_PREFIX.v3}/${toV3Name(resource)}`];
}

export function versionOfPath(path: string): ApiVersion | undefined {
  if (path.startsWith(`/${VERSION_PREFIX.v2}/`) || path === `/${VERSION_PREFIX.v2}`) return 'v2';
  if (path.startsWith(`/${VERSION_PREFIX.v3}/`) || path === `/${VERSION_PREFIX.v3}`) return 'v3';
  return undefined;
}

/** `campaigns:view` is `distributions:view` in v3; every other scope keeps its name. */
export function scopeForVersion(scope: string, version: ApiVersion | undefined): string {
  return version === 'v3' && scope.startsWith('campaigns:') ? `distributions:${scope.slice('campaigns:'.length)}` : scope;
}

/**
 * Field names renamed between versions. Only these exact keys are renamed, so user data such as tag keys
 * (`tags.campaignColor`) passes through untouched.
 */
const V2_TO_V3_FIELDS: Record<string, string> = {
  campaignId: 'distributionId',
  campaignIds: 'distributionIds',
  campaign: 'distribution',
  campaignName: 'distributionName',
  campaignDescription: 'distributionDescription',
  campaignManager: 'distributionManager',
  campaignLogo: 'distributionLogo',
};
const V3_TO_V2_FIELDS = Object.fromEntries(Object.entries(V2_TO_V3_FIELDS).map(([v2, v3]) => [v3, v2]));

/** Members holding user-chosen keys: never renamed. */
const OPAQUE_MEMBERS = new Set(['tags', 'dynamicFields', 'model', 'details']);

/** The v3 name of a member (the same name when v3 does not rename it); the OpenAPI document uses the same table. */
export const toV3Member = (name: string): string => V2_TO_V3_FIELDS[name] ?? name;
/** Whether a member's own keys are the client's data (tags, dynamic fields), never renamed inside. */
export const isOpaqueMember = (name: string): boolean => OPAQUE_MEMBERS.has(name);

/**
 * Renames the keys of `value`, deep. Where one object carries both a key and the key it would be renamed to (a v3
 * request with `distributionId` and `campaignId`), `clashes` receives the path of the renamed key.
 */
function renameKeys(value: unknown, names: Record<string, string>, clashes?: string[], path = ''): unknown {
  if (Array.isArray(value)) return value.map((item, index) => renameKeys(item, names, clashes, `${path}${index}.`));
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    const renamed = names[key];
    if (renamed !== undefined && clashes && Object.hasOwn(value, renamed)) clashes.push(`${path}${key}`);
    out[renamed ?? key] = OPAQUE_MEMBERS.has(key) ? member : renameKeys(member, names, clashes, `${path}${key}.`);
  }
  return out;
}

export const toV3Fields = (value: unknown): unknown => renameKeys(value, V2_TO_V3_FIELDS);

/** The words of v2 prose that v3 says otherwise; the renamed member names come from the field table. */
const V2_TO_V3_WORDS: Record<string, string> = {
  ...V2_TO_V3_FIELDS,
  campaign: 'distribution',
  campaigns: 'distributions',
  Campaign: 'Distribution',
  Campaigns: 'Distributions',
};

/**
 * Prose (messages, descriptions) in v3 words: the words campaign(s) and the renamed member names become their v3
 * forms, paths and scopes with them (`/campaigns/{campaignId}`, `campaigns:view`). Identifiers that only contain the
 * word stay as they are: enum values (`CampaignExpired`), template fields (`CampaignName`), codes (`CAMPAIGN_…`); so
 * does a name in double quotes, which quotes what the client sent ("campaignLogo").
 */
export const toV3Text = (text: string): string =>
  text.replace(/"[^"]*"|(?<![\w])[A-Za-z]+(?![\w])/g, (word) => (word.startsWith('"') ? word : (V2_TO_V3_WORDS[word] ?? word)));

/**
 * v3 names of a request (body, query, params, multipart fields) to v2 names. A v3 key and its v2 key side by side
 * (`distributionLogo` with `campaignLogo`) name one field twice: that is a 400 naming the v3 key, never a silent pick.
 */
export function toV2Fields(value: unknown): unknown {
  const clashes: string[] = [];
  const renamed = renameKeys(value, V3_TO_V2_FIELDS, clashes);
  if (clashes.length) {
    const errors: FieldErrors = Object.fromEntries(
      clashes.map((path) => {
        const v3 = path.slice(path.lastIndexOf('.') + 1);
        return [path, [`${v3} and "${V3_TO_V2_FIELDS[v3]}" are the same field; send one.`]];
      }),
    );
    throw DomainError.validation(errors);
  }
  return renamed;
}

/** `@VersionedController('funds-holders', 'Funds holders')`: one controller, both prefixes. */
export const VersionedController = (resource: string, tag: string) => applyDecorators(Controller(versionedPaths(resource)), ApiTags(tag));
