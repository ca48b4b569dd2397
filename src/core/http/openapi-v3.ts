import { isOpaqueMember, toV3Fields, toV3Member, toV3Name, toV3Text, versionOfPath } from './api-version';

/**
 * The v3 half of the document, derived from the v2 half with the rename table the runtime mapping uses
 * (api-version.ts), so the two cannot drift: every schema a v3 operation reaches gets a v3 copy whose members,
 * `required` lists, examples and texts use v3 names (`CampaignView` → `DistributionView`; a schema whose name has no
 * "campaign" in it gets a `V3` suffix: `TemplateView` → `TemplateViewV3`). Schemas without anything to rename are
 * shared by both halves. Operation texts (summary, descriptions) are rewritten in v3 words too.
 */

type Json = Record<string, unknown>;
const SCHEMA_REF = '#/components/schemas/';
const TEXT_KEYS = new Set(['summary', 'description', 'title']);
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

export function deriveV3Schemas(document: { paths: object; components?: { schemas?: Record<string, unknown> } }): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
  const v3NameOf = new Map<string, string>();

  /** The name of the v3 form of schema `name`: a new component, or `name` itself when v3 says the same. */
  const v3Schema = (name: string): string => {
    const known = v3NameOf.get(name);
    if (known) return known;
    const renamed = toV3Name(name);
    const candidate = renamed !== name && !(renamed in schemas) ? renamed : `${name}V3`;
    v3NameOf.set(name, candidate); // before descending: a schema that refers to itself finds its own copy
    const copy = toV3Schema(schemas[name]) as Json;
    if (JSON.stringify(copy) === JSON.stringify(schemas[name])) {
      v3NameOf.set(name, name);
      return name;
    }
    schemas[candidate] = copy;
    return candidate;
  };

  /** A JSON Schema (or any part of an operation) in v3 terms. `opaque`: inside a member whose keys are data. */
  const toV3Schema = (node: unknown, opaque = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => toV3Schema(item, opaque));
    if (!isObject(node)) return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(SCHEMA_REF)) out[key] = SCHEMA_REF + v3Schema(value.slice(SCHEMA_REF.length));
      else if (key === 'properties' && isObject(value) && !opaque) {
        // A v2 schema may list a member's v3 name as an alias of it (`distributionLogo` beside `campaignLogo`): in v3
        // that name is the member itself, described once.
        const members = Object.entries(value).filter(([member]) => toV3Member(member) !== member || !Object.keys(value).some((other) => other !== member && toV3Member(other) === member));
        out[key] = Object.fromEntries(members.map(([member, schema]) => [toV3Member(member), toV3Schema(schema, isOpaqueMember(member))]));
      } else if (key === 'required' && Array.isArray(value) && !opaque) out[key] = value.map((member: string) => toV3Member(member));
      else if ((key === 'example' || key === 'default') && !opaque) out[key] = toV3Fields(value);
      else if (TEXT_KEYS.has(key) && typeof value === 'string') out[key] = toV3Text(value);
      else out[key] = toV3Schema(value, opaque);
    }
    return out;
  };

  for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
    if (versionOfPath(path) !== 'v3') continue;
    for (const [method, operation] of Object.entries(item)) item[method] = toV3Schema(operation);
  }
}
