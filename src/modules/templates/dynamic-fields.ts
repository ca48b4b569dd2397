import type { FieldErrors } from '../../core/errors/domain-error';
import { TAG_KEY_PATTERN, TAG_LIMITS, TAG_VALUE_PATTERN, validateTags } from '../../core/tags/tags';
import { allowedFieldNames, canonicalFieldName, suggestedFieldNames } from './template-fields';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from './template-types';

/**
 * The `dynamicFields` of a send-preview: field names (or their aliases) of the template type, and `tag:Key` entries
 * checked by the tag rules of payout instructions themselves (docs/api-conventions.md, Tags): keys unique ignoring
 * case, read exact-case.
 */
export const DYNAMIC_FIELD_LIMITS = Object.freeze({ maxValueLength: 2_000 } as const);

const TAG_PREFIX = 'tag:';

const length = (text: string) => [...text].length;

/**
 * What a schema can say of `dynamicFields`, for the OpenAPI document: each key a field name of some template type
 * (which names the chosen type has depends on that type) or a `tag:Key` entry by the tag rules, with a value of at most
 * 2,000 characters for a field, 128 without < > { } for a tag.
 */
export const DYNAMIC_FIELDS_SCHEMA = {
  type: 'object',
  propertyNames: {
    anyOf: [
      { enum: [...new Set(EMAIL_TEMPLATE_TYPES.flatMap(allowedFieldNames))] },
      { pattern: `^${TAG_PREFIX}${TAG_KEY_PATTERN.slice(1)}` },
    ],
  },
  patternProperties: {
    [`^${TAG_PREFIX}`]: { type: 'string', maxLength: TAG_LIMITS.maxValueLength, pattern: TAG_VALUE_PATTERN },
  },
  additionalProperties: { type: 'string', maxLength: DYNAMIC_FIELD_LIMITS.maxValueLength },
} as const;

export interface DynamicFieldValues {
  /** Values by canonical field name (`CampaignName`, never `DistributionName`). */
  fields: Record<string, string>;
  /** Tag values by trimmed key, exact-case. */
  tags: Record<string, string>;
  /** Problems under `dynamicFields.<key as given>` (or `dynamicFields` for the whole map); empty when valid. */
  errors: FieldErrors;
}

export function readDynamicFields(type: EmailTemplateType, input: Readonly<Record<string, unknown>> | undefined | null): DynamicFieldValues {
  const fields: Record<string, string> = {};
  const givenTags: [string, unknown][] = []; // each key without its `tag:`, as given
  const errors: FieldErrors = {};
  const add = (key: string, message: string) => (errors[`dynamicFields.${key}`] ??= []).push(message);
  const givenAs = new Map<string, string>(); // canonical field → the key as given first

  for (const [key, value] of Object.entries(input ?? {})) {
    if (key.startsWith(TAG_PREFIX)) {
      givenTags.push([key.slice(TAG_PREFIX.length), value]);
      continue;
    }
    const canonical = canonicalFieldName(type, key);
    if (canonical === undefined) {
      add(key, `${key} is not a field of ${type} templates; use one of ${suggestedFieldNames(type).join(', ')}, or tag:Key for a tag.`);
      continue;
    }
    if (typeof value !== 'string') {
      add(key, `${key} must have a string value.`);
      continue;
    }
    if (length(value) > DYNAMIC_FIELD_LIMITS.maxValueLength) add(key, `${key} is longer than ${DYNAMIC_FIELD_LIMITS.maxValueLength} characters.`);
    const earlier = givenAs.get(canonical);
    if (earlier !== undefined) add(key, `${key} and ${earlier} are the same field; send one.`);
    else givenAs.set(canonical, key);
    fields[canonical] = value;
  }

  // The instructions' own rules; their `tags.<key>` and `tags` become `dynamicFields.tag:<key>` and `dynamicFields`.
  const { tags, errors: tagErrors } = validateTags(Object.fromEntries(givenTags));
  for (const [field, messages] of Object.entries(tagErrors)) {
    const named = field === 'tags' ? 'dynamicFields' : `dynamicFields.${TAG_PREFIX}${field.slice('tags.'.length)}`;
    (errors[named] ??= []).push(...messages);
  }
  return { fields, tags, errors };
}
