import { applyDecorators, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';

/**
 * Two public versions over one core (contract §2): v2 speaks of campaigns, v3 of distributions. A controller is
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
};
const V3_TO_V2_FIELDS = Object.fromEntries(Object.entries(V2_TO_V3_FIELDS).map(([v2, v3]) => [v3, v2]));

/** Members holding user-chosen keys: never renamed. */
const OPAQUE_MEMBERS = new Set(['tags', 'dynamicFields', 'model', 'details']);

function renameKeys(value: unknown, names: Record<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => renameKeys(item, names));
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, member] of Object.entries(value)) {
    out[names[key] ?? key] = OPAQUE_MEMBERS.has(key) ? member : renameKeys(member, names);
  }
  return out;
}

export const toV3Fields = (value: unknown): unknown => renameKeys(value, V2_TO_V3_FIELDS);
export const toV2Fields = (value: unknown): unknown => renameKeys(value, V3_TO_V2_FIELDS);

/** `@VersionedController('funds-holders', 'Funds holders')`: one controller, both prefixes. */
export const VersionedController = (resource: string, tag: string) => applyDecorators(Controller(versionedPaths(resource)), ApiTags(tag));
