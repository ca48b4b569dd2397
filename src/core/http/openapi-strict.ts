import { getMetadataStorage, ValidationTypes } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata';

/**
 * Request schemas as strict as the validation, read from the validation itself (class-validator's metadata on the
 * DTO classes whose names the document's components carry), so the two cannot drift: unknown members are refused
 * (`additionalProperties: false`, as the global pipe forbids them), and each rule a schema can say is said: lengths,
 * formats, bounds, list sizes, integers, money's two decimals.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The largest amount in dollars the API takes (`IsAmount`): a safe-integer count of cents. */
const MAX_AMOUNT = 90_071_992_547_409;

/** Money's bounds, keeping a tighter bound the member states itself (and one lower-bound keyword, not two). */
function amountBounds(member: Json, rule: ValidationMetadata): Json {
  const { exclusiveMinimum, minimum, maximum, multipleOf } = keywordsOf(rule);
  const lower = member.minimum !== undefined || member.exclusiveMinimum !== undefined ? {} : minimum !== undefined ? { minimum } : { exclusiveMinimum };
  return { multipleOf, maximum: Math.min(Number(maximum), typeof member.maximum === 'number' ? member.maximum : Infinity), ...lower };
}

/** What a class-validator rule (by name, with its constraints) says in JSON Schema, for a string/number/array member. */
function keywordsOf(rule: ValidationMetadata): Json {
  const [a, b] = rule.constraints ?? [];
  switch (rule.name) {
    case 'maxLength':
      return { maxLength: a };
    case 'minLength':
      return { minLength: a };
    case 'isLength':
      return { minLength: a, ...(b !== undefined ? { maxLength: b } : {}) };
    case 'isNotEmpty':
      return { minLength: 1 };
    case 'isUuid':
      return { format: 'uuid' };
    case 'isEmail':
      return { format: 'email' };
    case 'isInt':
      return { type: 'integer' };
    case 'max':
      return { maximum: a };
    case 'min':
      return { minimum: a };
    case 'matches':
      // A pattern with flags has no JSON Schema form; one without is an ECMA-262 pattern as it stands.
      return a instanceof RegExp && a.flags === '' ? { pattern: a.source } : typeof a === 'string' && b === undefined ? { pattern: a } : {};
    case 'isAmount':
      return { multipleOf: 0.01, maximum: MAX_AMOUNT, ...(a === true ? { minimum: 0 } : { exclusiveMinimum: 0 }) };
    default:
      return {};
  }
}

function listKeywordsOf(rule: ValidationMetadata): Json {
  if (rule.name === 'arrayMaxSize') return { maxItems: rule.constraints[0] };
  if (rule.name === 'arrayMinSize') return { minItems: rule.constraints[0] };
  return {};
}

/** The validation rules of every DTO class (its own and those it inherits), by class name. */
function rulesByClass(): Map<string, ValidationMetadata[]> {
  const storage = getMetadataStorage();
  const targets = (storage as unknown as { validationMetadatas: Map<unknown, unknown> }).validationMetadatas.keys();
  const byClass = new Map<string, ValidationMetadata[]>();
  for (const target of targets) if (typeof target === 'function') byClass.set(target.name, storage.getTargetValidationMetadatas(target, '', true, false));
  return byClass;
}

/** Applies a member's rules to its schema (its items for `each` rules); a `$ref` or composite member is left alone. */
function tighten(member: Json, rules: ValidationMetadata[]): Json {
  let out = { ...member };
  for (const rule of rules.filter((r) => r.type === ValidationTypes.CUSTOM_VALIDATION)) {
    const list = listKeywordsOf(rule);
    if (Object.keys(list).length) out = { ...out, ...list };
    else if (rule.each && isObject(out.items)) out = { ...out, items: { ...out.items, ...keywordsOf(rule) } };
    else if (!rule.each) out = { ...out, ...(rule.name === 'isAmount' ? amountBounds(out, rule) : keywordsOf(rule)) };
  }
  return out;
}

/**
 * Makes each request schema of the document (the components named by a DTO class with validation rules and used
 * by a request body) say what the validation checks. Response schemas (views) have no rules and stay as they are.
 */
export function applyValidationRules(document: { paths: object; components?: { schemas?: Record<string, unknown> } }): void {
  const schemas = (document.components?.schemas ?? {}) as Record<string, Json>;
  const rules = rulesByClass();
  const requestSchemas = new Set<string>();
  const collect = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(collect);
    if (!isObject(node)) return;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.split('/').pop()!;
      if (!requestSchemas.has(name) && schemas[name]) {
        requestSchemas.add(name);
        collect(schemas[name]);
      }
    }
    Object.values(node).forEach(collect);
  };
  for (const item of Object.values(document.paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) if (isObject(operation)) collect(operation.requestBody);
  }
  const composed = closeCompositions(document.paths, schemas, rules);
  for (const name of requestSchemas) {
    const classRules = rules.get(name);
    const schema = schemas[name];
    if (!classRules || !isObject(schema.properties)) continue;
    const properties = Object.fromEntries(
      Object.entries(schema.properties).map(([member, memberSchema]) => [member, isObject(memberSchema) ? tighten(memberSchema, classRules.filter((r) => r.propertyName === member)) : memberSchema]),
    );
    schemas[name] = { ...schema, properties, ...(composed.has(name) ? {} : { additionalProperties: false }) };
  }
}

/**
 * A request body composed of a DTO and more members (a multipart form: the DTO's text fields and the files beside
 * them) is closed as a whole, `unevaluatedProperties: false` on the composition: closing the DTO itself would refuse
 * the files. Returns the DTOs used that way.
 */
function closeCompositions(paths: object, schemas: Record<string, Json>, rules: Map<string, ValidationMetadata[]>): Set<string> {
  const composed = new Set<string>();
  for (const item of Object.values(paths as Record<string, Record<string, Json>>)) {
    for (const operation of Object.values(item)) {
      const content = isObject(operation) && isObject(operation.requestBody) ? operation.requestBody.content : undefined;
      for (const media of Object.values(isObject(content) ? content : {})) {
        const schema = isObject(media) ? media.schema : undefined;
        if (!isObject(schema) || !Array.isArray(schema.allOf)) continue;
        const dtos = schema.allOf.map((part) => (isObject(part) && typeof part.$ref === 'string' ? part.$ref.split('/').pop()! : '')).filter((name) => rules.has(name) && schemas[name]);
        if (dtos.length === 0) continue;
        dtos.forEach((name) => composed.add(name));
        schema.unevaluatedProperties = false;
      }
    }
  }
  return composed;
}
