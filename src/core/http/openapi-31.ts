/**
 * @nestjs/swagger writes OpenAPI 3.0 schema dialect; the document is OpenAPI 3.1, whose schemas are JSON Schema
 * 2020-12. The differences the decorators produce, rewritten in one walk over the document:
 * - `nullable: true` beside a `type` becomes a type list (`type: ['string', 'null']`, and `null` joins an `enum`);
 * - `nullable: true` beside a `$ref` or a composition (typed or not) becomes `anyOf: [that, { type: 'null' }]`, which
 *   strict validators accept for the `null` the service sends (a 3.0 `nullable` next to an `allOf` says nothing);
 * - a boolean `exclusiveMinimum`/`exclusiveMaximum` becomes the number it qualifies;
 * - a one-reference `allOf` (3.0's way to describe a reference) becomes the `$ref` beside its annotations.
 */
export const OPENAPI_VERSION = '3.1.0';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

function toJsonSchema2020(schema: Json): Json {
  const { nullable, ...rest } = schema;
  for (const [flag, bound] of [['exclusiveMinimum', 'minimum'], ['exclusiveMaximum', 'maximum']] as const) {
    if (typeof rest[flag] === 'boolean') {
      if (rest[flag] && typeof rest[bound] === 'number') {
        rest[flag] = rest[bound];
        delete rest[bound];
      } else delete rest[flag];
    }
  }
  if (nullable !== true) return rest;
  const composed = ['$ref', 'allOf', 'anyOf', 'oneOf'].some((keyword) => keyword in rest);
  if (rest.type !== undefined && !composed) {
    const types = Array.isArray(rest.type) ? rest.type : [rest.type];
    const nullableEnum = Array.isArray(rest.enum) && !rest.enum.includes(null) ? { enum: [...rest.enum, null] } : {};
    return { ...rest, ...nullableEnum, type: types.includes('null') ? types : [...types, 'null'] };
  }
  // Keep the annotations beside the choice; the value itself is the referenced schema or null.
  const { description, title, example, default: fallback, deprecated, readOnly, writeOnly, ...value } = rest;
  // @nestjs/swagger writes `type: 'object'` beside the `allOf` of a nullable reference, which would refuse the null.
  if (value.type === 'object' && Array.isArray(value.allOf)) delete value.type;
  const single = Array.isArray(value.allOf) && value.allOf.length === 1 && Object.keys(value).length === 1 ? (value.allOf[0] as Json) : value;
  const annotations = Object.fromEntries(Object.entries({ description, title, example, default: fallback, deprecated, readOnly, writeOnly }).filter(([, v]) => v !== undefined));
  return { ...annotations, anyOf: [single, { type: 'null' }] };
}

/**
 * `allOf: [{ $ref }]` is how 3.0 puts a description beside a reference; in 3.1 a `$ref` takes siblings, so the
 * reference stands on its own (a one-schema `allOf` is a composition of nothing).
 */
function withRefBesideAnnotations(schema: Json): Json {
  const [only, ...others] = Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : [];
  if (others.length > 0 || !isObject(only) || Object.keys(only).join() !== '$ref' || '$ref' in schema) return schema;
  const { allOf: _single, ...rest } = schema;
  return { ...rest, $ref: only.$ref };
}

/** Rewrites every schema of the document (in components and inline) in the 2020-12 dialect, in place. */
export function toOpenApi31<T extends object>(document: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    const converted = withRefBesideAnnotations('nullable' in node || 'exclusiveMinimum' in node || 'exclusiveMaximum' in node ? toJsonSchema2020(node) : node);
    return Object.fromEntries(Object.entries(converted).map(([key, value]) => [key, visit(value)]));
  };
  const converted = visit(document) as Json;
  return Object.assign(document, converted, { openapi: OPENAPI_VERSION });
}
