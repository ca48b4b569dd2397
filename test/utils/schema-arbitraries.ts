import fc from 'fast-check';

/**
 * fast-check arbitraries from JSON Schema (2020-12, the dialect of OpenAPI 3.1 documents): values a schema accepts,
 * and values it refuses because of one thing wrong. Covers what request schemas use: `$ref` into the document,
 * `allOf`, `anyOf`/`oneOf`, `type` (a list, `null` included), `const`, `enum`; objects (`properties`, `required`,
 * `patternProperties`, `additionalProperties`, `propertyNames`, `min/maxProperties`, `dependentRequired`); arrays
 * (`items`, `min/maxItems`, `uniqueItems`); strings (`min/maxLength` in code points, `pattern`, `format` uuid, email,
 * date, date-time, uri); numbers (`minimum`, `maximum`, `exclusiveMinimum`, `exclusiveMaximum`, `multipleOf`). `not`
 * is not generated: a caller whose schemas use it checks values with a validator.
 */

export type Schema = { [keyword: string]: unknown } | boolean;
type Json = Record<string, unknown>;

export interface SchemaContext {
  /** The document `$ref`s point into (`#/components/schemas/...`). */
  root?: Json;
  /** One character of generated text (default: any code point). */
  char?: fc.Arbitrary<string>;
  /** Uuids for a `format: uuid` string, by the nearest member holding it (ids of existing resources); random ones otherwise. */
  ids?: (member: string) => fc.Arbitrary<string> | undefined;
  /** Text is at most this long (a larger maxLength is approached, not reached); 4096 unless given. */
  lengthCap?: number;
}

const JSON_TYPES = ['null', 'boolean', 'integer', 'number', 'string', 'array', 'object'] as const;
type JsonType = (typeof JSON_TYPES)[number];
/** For each JSON type, a value of that type only (7 is an integer and a number; 0.5 a number only). */
const SAMPLE_OF: Record<JsonType, unknown> = { null: null, boolean: true, integer: 7, number: 0.5, string: 'text', array: [], object: {} };

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
const codePoints = (text: string) => [...text].length;
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

function pointer(root: Json | undefined, ref: string): Schema {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are followed: ${ref}`);
  const target = ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (isObject(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined), root);
  if (target === undefined) throw new Error(`Unresolved $ref ${ref}`);
  return target as Schema;
}

/** Both schemas at once, as far as generation needs: members and requirements united, other keywords of `b` over `a`. */
function merge(a: Json, b: Json): Json {
  const merged: Json = { ...a, ...b };
  if (a.properties || b.properties) {
    const [pa, pb] = [(a.properties ?? {}) as Record<string, Schema>, (b.properties ?? {}) as Record<string, Schema>];
    merged.properties = { ...pa, ...pb };
    for (const name of Object.keys(pa).filter((key) => key in pb)) (merged.properties as Json)[name] = { allOf: [pa[name], pb[name]] };
  }
  if (a.required || b.required) merged.required = [...new Set([...((a.required ?? []) as string[]), ...((b.required ?? []) as string[])])];
  return merged;
}

/** The schema with its `$ref` followed and its `allOf` merged in. */
function resolve(schema: Schema, context: SchemaContext): Json {
  if (typeof schema === 'boolean') return schema ? {} : { not: {} };
  let resolved: Json = schema;
  if (typeof resolved.$ref === 'string') {
    const { $ref, ...rest } = resolved;
    resolved = merge(resolve(pointer(context.root, $ref as string), context), rest);
  }
  if (Array.isArray(resolved.allOf)) {
    const { allOf, ...rest } = resolved;
    resolved = (allOf as Schema[]).map((part) => resolve(part, context)).reduce(merge, rest);
  }
  return resolved;
}

const branchesOf = (schema: Json) => (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
const withoutBranches = ({ anyOf: _anyOf, oneOf: _oneOf, ...rest }: Json): Json => rest;

/** The JSON types a schema allows (all of them when it does not say). */
function typesAllowed(schema: Json, context: SchemaContext): Set<JsonType> {
  if ('const' in schema) return new Set([jsonTypeOf(schema.const)]);
  if (Array.isArray(schema.enum)) return new Set(schema.enum.map(jsonTypeOf));
  const branches = branchesOf(schema);
  if (branches) return new Set(branches.flatMap((branch) => [...typesAllowed(resolve({ allOf: [withoutBranches(schema), branch] }, context), context)]));
  if (schema.type === undefined) return new Set(JSON_TYPES);
  const types = new Set((Array.isArray(schema.type) ? schema.type : [schema.type]) as JsonType[]);
  if (types.has('number')) types.add('integer');
  return types;
}

function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value as JsonType;
}

/** Values `schema` accepts. `member` is the nearest member name above the value (for `ids`). */
export function validValue(schema: Schema, context: SchemaContext = {}, member = ''): fc.Arbitrary<unknown> {
  const resolved = resolve(schema, context);
  if ('const' in resolved) return fc.constant(resolved.const);
  if (Array.isArray(resolved.enum)) return fc.constantFrom(...resolved.enum);
  const branches = branchesOf(resolved);
  if (branches) return fc.oneof(...branches.map((branch) => validValue({ allOf: [withoutBranches(resolved), branch] }, context, member)));
  const types = resolved.type === undefined ? impliedTypes(resolved) : ((Array.isArray(resolved.type) ? resolved.type : [resolved.type]) as JsonType[]);
  return types ? fc.oneof(...types.map((type) => ofType(type, resolved, context, member))) : fc.jsonValue({ maxDepth: 2 });
}

/** Without `type`, the type whose keywords the schema uses; none for a schema that constrains nothing. */
function impliedTypes(schema: Json): JsonType[] | undefined {
  const uses = (...keywords: string[]) => keywords.some((keyword) => keyword in schema);
  if (uses('properties', 'required', 'additionalProperties', 'propertyNames', 'minProperties', 'maxProperties')) return ['object'];
  if (uses('items', 'minItems', 'maxItems', 'uniqueItems')) return ['array'];
  if (uses('minLength', 'maxLength', 'pattern', 'format')) return ['string'];
  if (uses('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf')) return ['number'];
  return undefined;
}

function ofType(type: JsonType, schema: Json, context: SchemaContext, member: string): fc.Arbitrary<unknown> {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return numeric(schema, type === 'integer');
    case 'string':
      return text(schema, context, member);
    case 'array':
      return list(schema, context, member);
    case 'object':
      return object(schema, context, member);
  }
}

/** Numbers in range; with `multipleOf`, integer multiples of it (k / 100 for 0.01, so the decimal text is exact). */
function numeric(schema: Json, integer: boolean): fc.Arbitrary<number> {
  const step = integer && !Number.isInteger(schema.multipleOf) ? 1 : numberOr(schema.multipleOf, 0);
  const low = Math.max(numberOr(schema.minimum, -Infinity), numberOr(schema.exclusiveMinimum, -Infinity));
  const high = Math.min(numberOr(schema.maximum, Infinity), numberOr(schema.exclusiveMaximum, Infinity));
  const lowExcluded = low === schema.exclusiveMinimum;
  const highExcluded = high === schema.exclusiveMaximum;
  if (step === 0) {
    const finite = (bound: number) => (Number.isFinite(bound) ? bound : undefined);
    return fc.double({ min: finite(low), max: finite(high), minExcluded: lowExcluded, maxExcluded: highExcluded, noNaN: true, noDefaultInfinity: true });
  }
  const exact = (x: number) => (Math.abs(x - Math.round(x)) < 1e-9 ? Math.round(x) : x);
  const inverse = 1 / step;
  const scale = Number.isInteger(inverse) ? (k: number) => k / inverse : (k: number) => k * step;
  const lowK = exact(low / step);
  const highK = exact(high / step);
  const min = Math.max(Number.isInteger(lowK) && lowExcluded ? lowK + 1 : Math.ceil(lowK), -Number.MAX_SAFE_INTEGER);
  const max = Math.min(Number.isInteger(highK) && highExcluded ? highK - 1 : Math.floor(highK), Number.MAX_SAFE_INTEGER);
  return fc.integer({ min, max }).map(scale);
}

const instant = fc
  .date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

function text(schema: Json, context: SchemaContext, member: string): fc.Arbitrary<string> {
  const minLength = numberOr(schema.minLength, 0);
  const maxLength = Math.min(numberOr(schema.maxLength, Infinity), context.lengthCap ?? 4096);
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : undefined;
  const plain = (from = minLength) => fc.string({ unit: context.char ?? 'binary', minLength: from, maxLength: Math.max(from, maxLength) });
  const formats: Record<string, () => fc.Arbitrary<string>> = {
    uuid: () => context.ids?.(member) ?? fc.uuid(),
    email: () => fc.emailAddress(),
    date: () => instant.map((iso) => iso.slice(0, 10)),
    'date-time': () => instant,
    uri: () => fc.webUrl({ withQueryParameters: true, withFragments: true }),
  };
  const format = typeof schema.format === 'string' ? formats[schema.format] : undefined;
  if (!format && !pattern) {
    // Now and then at the limit, where a length counted otherwise (in UTF-16 units, say) would show.
    return typeof schema.maxLength === 'number' ? fc.oneof({ weight: 4, arbitrary: plain() }, { weight: 1, arbitrary: plain(maxLength) }) : plain();
  }
  const base = format ? format() : fc.stringMatching(new RegExp(withoutLookarounds(pattern!.source), 'u'), { maxLength });
  return base.filter((value) => codePoints(value) >= minLength && codePoints(value) <= maxLength && (!pattern || pattern.test(value)));
}

/** A regular expression's source without its lookarounds, which fast-check cannot build from (the filter checks them). */
function withoutLookarounds(source: string): string {
  let out = '';
  for (let i = 0; i < source.length; i++) {
    if (source[i] === '\\') {
      out += source.slice(i, i + 2);
      i++;
      continue;
    }
    if (!/^\(\?<?[=!]/.test(source.slice(i, i + 4))) {
      out += source[i];
      continue;
    }
    for (let depth = 0; i < source.length; i++) {
      if (source[i] === '\\') i++;
      else if (source[i] === '(') depth++;
      else if (source[i] === ')' && --depth === 0) break;
    }
  }
  return out;
}

function list(schema: Json, context: SchemaContext, member: string): fc.Arbitrary<unknown[]> {
  const item = validValue((schema.items ?? {}) as Schema, context, member);
  const constraints = { minLength: numberOr(schema.minItems, 0), maxLength: Math.min(numberOr(schema.maxItems, 10), 10) };
  constraints.maxLength = Math.max(constraints.maxLength, constraints.minLength);
  return schema.uniqueItems === true ? fc.uniqueArray(item, { ...constraints, selector: (value) => JSON.stringify(value) }) : fc.array(item, constraints);
}

function object(schema: Json, context: SchemaContext, member: string): fc.Arbitrary<Json> {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const names = Object.keys(properties);
  const required = ((schema.required ?? []) as string[]).filter((name) => names.includes(name));
  const dependencies = Object.entries((schema.dependentRequired ?? {}) as Record<string, string[]>);
  const declared = fc
    .record(Object.fromEntries(names.map((name) => [name, validValue(properties[name], context, name)])), { requiredKeys: required })
    .filter((value) => dependencies.every(([name, needed]) => !(name in value) || needed.every((other) => other in value)));
  if (schema.additionalProperties === false) return declared;
  const keys = (schema.propertyNames === undefined ? fc.string({ unit: context.char ?? 'binary', maxLength: 16 }) : (validValue(schema.propertyNames as Schema, context) as fc.Arbitrary<string>)).filter(
    (key) => !names.includes(key),
  );
  const entry = keys.chain((key) => validValue(undeclaredMember(schema, key) ?? {}, context, member).map((value) => [key, value] as const));
  const extra = fc.uniqueArray(entry, {
    selector: ([key]) => key,
    minLength: Math.max(0, numberOr(schema.minProperties, 0) - names.length),
    maxLength: Math.max(0, Math.min(numberOr(schema.maxProperties, 5) - names.length, 5)),
  });
  return fc.tuple(declared, extra).map(([own, more]) => ({ ...Object.fromEntries(more), ...own }));
}

/** The schema of a member `properties` does not declare: those of the `patternProperties` it matches, or `additionalProperties`. */
function undeclaredMember(schema: Json, key: string): Schema | undefined {
  const matching = Object.entries((schema.patternProperties ?? {}) as Record<string, Schema>).filter(([pattern]) => new RegExp(pattern, 'u').test(key));
  if (matching.length) return { allOf: matching.map(([, member]) => member) };
  return isObject(schema.additionalProperties) ? schema.additionalProperties : undefined;
}

/**
 * Values `schema` refuses: a valid value with one thing wrong, anywhere in it (a member of the wrong type, a required
 * member left out, an unknown member where none are allowed, text too long or too short or not of its format, a
 * number out of range or off its multiple, a value outside the enum, too many or too few items). Where the schema
 * accepts every variation of a value (no type, no bounds), the value itself comes back: check with a validator.
 */
export function invalidValue(schema: Schema, context: SchemaContext = {}): fc.Arbitrary<unknown> {
  return validValue(schema, context).chain((value) => {
    const options = mutations(schema, value, context);
    return options.length ? fc.oneof(...options) : fc.constant(value);
  });
}

/** `retype`: whether a change of type is one (not within a branch of `anyOf`, whose siblings may take that type). */
function mutations(schema: Schema, value: unknown, context: SchemaContext, retype = true): fc.Arbitrary<unknown>[] {
  const resolved = resolve(schema, context);
  const allowed = typesAllowed(resolved, context);
  const out: fc.Arbitrary<unknown>[] = [];
  const wrongTypes = JSON_TYPES.filter((type) => !allowed.has(type)).map((type) => SAMPLE_OF[type]);
  if (retype && wrongTypes.length) out.push(fc.constantFrom(...wrongTypes));
  const branch = branchesOf(resolved)
    ?.map((choice) => resolve({ allOf: [withoutBranches(resolved), choice] }, context))
    .find((choice) => typesAllowed(choice, context).has(jsonTypeOf(value)));
  if (branch) return [...out, ...mutations(branch, value, context, false)];
  if (Array.isArray(resolved.enum) && !resolved.enum.includes('NotListed')) out.push(fc.constant('NotListed'));

  if (typeof value === 'string') {
    const length = codePoints(value);
    if (typeof resolved.maxLength === 'number' && resolved.maxLength < (context.lengthCap ?? 4096)) out.push(fc.constant(value + 'x'.repeat(resolved.maxLength + 1 - length)));
    if (typeof resolved.minLength === 'number' && resolved.minLength > 0) out.push(fc.constant([...value].slice(0, resolved.minLength - 1).join('')));
    if (typeof resolved.format === 'string' && ['uuid', 'email', 'date', 'date-time', 'uri'].includes(resolved.format)) out.push(fc.constant(`not-a-${resolved.format}`));
  }
  if (typeof value === 'number') {
    const step = numberOr(resolved.multipleOf, 1);
    if (typeof resolved.maximum === 'number') out.push(fc.constant(resolved.maximum + step));
    if (typeof resolved.exclusiveMaximum === 'number') out.push(fc.constant(resolved.exclusiveMaximum));
    if (typeof resolved.minimum === 'number') out.push(fc.constant(resolved.minimum - step));
    if (typeof resolved.exclusiveMinimum === 'number') out.push(fc.constant(resolved.exclusiveMinimum));
    if (typeof resolved.multipleOf === 'number') out.push(fc.constant(value + resolved.multipleOf / 2));
  }
  if (Array.isArray(value)) {
    const items = (resolved.items ?? {}) as Schema;
    value.slice(0, 3).forEach((item, index) => out.push(...mutations(items, item, context).map((arb) => arb.map((wrong) => value.with(index, wrong)))));
    const { maxItems, minItems } = resolved;
    if (typeof maxItems === 'number' && maxItems < 1000) out.push(validValue(items, context).map((item) => [...value, ...Array(maxItems + 1 - value.length).fill(item)]));
    if (typeof minItems === 'number' && minItems > 0) out.push(fc.constant(value.slice(0, minItems - 1)));
  }
  if (isObject(value)) {
    const properties = (resolved.properties ?? {}) as Record<string, Schema>;
    const other = isObject(resolved.additionalProperties) ? resolved.additionalProperties : undefined;
    for (const [name, member] of Object.entries(value)) {
      const memberSchema = properties[name] ?? undeclaredMember(resolved, name);
      if (memberSchema) out.push(...mutations(memberSchema, member, context).map((arb) => arb.map((wrong) => ({ ...value, [name]: wrong }))));
    }
    for (const name of (resolved.required ?? []) as string[]) {
      if (name in value) out.push(fc.constant(Object.fromEntries(Object.entries(value).filter(([key]) => key !== name))));
    }
    if (resolved.additionalProperties === false) out.push(fc.constant({ ...value, notAMember: 'x' }));
    const { maxProperties } = resolved;
    if (typeof maxProperties === 'number' && other) {
      const fresh = Array.from({ length: maxProperties + 1 }, (_, i) => `extra${i}`).filter((key) => !(key in value));
      const more = fresh.slice(0, maxProperties + 1 - Object.keys(value).length);
      out.push(fc.tuple(...more.map(() => validValue(other, context))).map((extra) => ({ ...value, ...Object.fromEntries(extra.map((v, i) => [more[i], v])) })));
    }
  }
  return out;
}
