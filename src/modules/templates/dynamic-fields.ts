import type { FieldErrors } from '../../core/errors/domain-error';
import { allowedFieldNames, canonicalFieldName, suggestedFieldNames } from './template-fields';
import { EMAIL_TEMPLATE_TYPES, type EmailTemplateType } from './template-types';

/**
 * The `dynamicFields` of a send-preview: field names (or their aliases) of the template type, and `tag:Key` entries
 * that follow the tag rules of payout instructions (docs/api-conventions.md, Tags), keys exact-case.
 */
export const DYNAMIC_FIELD_LIMITS = Object.freeze({ maxValueLength: 2_000, maxTags: 20, maxTagKeyLength: 64, maxTagValueLength: 128 } as const);

const TAG_PREFIX = 'tag:';
const FORBIDDEN_IN_TAG_KEY = /[,"<>{}&]/;
const FORBIDDEN_IN_TAG_VALUE = /[<>{}]/;
/** The known upload columns: no tag key may be one of them (compared ignoring case). */
const UPLOAD_COLUMNS = ['Id', 'Amount', 'FirstName', 'LastName', 'Email', 'PhoneNumber'];

const length = (text: string) => [...text].length;

/** `[^…]`: any character but `more` and those of the character class `forbidden`. */
const noneOf = (forbidden: RegExp, more = '') => `[^${more}${forbidden.source.slice(1)}`;
const anyCase = (word: string) => [...word].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');
const edge = noneOf(FORBIDDEN_IN_TAG_KEY, '\\s');

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
      {
        pattern:
          `^${TAG_PREFIX}(?!\\s*(?:${UPLOAD_COLUMNS.map(anyCase).join('|')})\\s*$)` +
          `\\s*${edge}(?:${noneOf(FORBIDDEN_IN_TAG_KEY)}{0,${DYNAMIC_FIELD_LIMITS.maxTagKeyLength - 2}}${edge})?\\s*$`,
      },
    ],
  },
  patternProperties: {
    [`^${TAG_PREFIX}`]: { type: 'string', maxLength: DYNAMIC_FIELD_LIMITS.maxTagValueLength, pattern: `^${noneOf(FORBIDDEN_IN_TAG_VALUE)}*$` },
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
  const tags = new Map<string, string>(); // a Map: a tag may be called __proto__
  const errors: FieldErrors = {};
  const add = (key: string | null, message: string) => (errors[key === null ? 'dynamicFields' : `dynamicFields.${key}`] ??= []).push(message);
  const givenAs = new Map<string, string>(); // canonical field or trimmed tag key → the key as given first

  for (const [key, value] of Object.entries(input ?? {})) {
    const isTag = key.startsWith(TAG_PREFIX);
    const canonical = isTag ? undefined : canonicalFieldName(type, key);
    if (!isTag && canonical === undefined) {
      add(key, `${key} is not a field of ${type} templates; use one of ${suggestedFieldNames(type).join(', ')}, or tag:Key for a tag.`);
      continue;
    }
    if (typeof value !== 'string') {
      add(key, `${key} must have a string value.`);
      continue;
    }
    if (canonical !== undefined) {
      if (length(value) > DYNAMIC_FIELD_LIMITS.maxValueLength) add(key, `${key} is longer than ${DYNAMIC_FIELD_LIMITS.maxValueLength} characters.`);
      const earlier = givenAs.get(canonical);
      if (earlier !== undefined) add(key, `${key} and ${earlier} are the same field; send one.`);
      else givenAs.set(canonical, key);
      fields[canonical] = value;
      continue;
    }
    const tagKey = key.slice(TAG_PREFIX.length).trim();
    const problems: string[] = [];
    if (!tagKey) problems.push(`${key} names no tag: write tag:Key.`);
    else {
      if (length(tagKey) > DYNAMIC_FIELD_LIMITS.maxTagKeyLength) problems.push(`Tag key "${tagKey}" is longer than ${DYNAMIC_FIELD_LIMITS.maxTagKeyLength} characters.`);
      if (FORBIDDEN_IN_TAG_KEY.test(tagKey)) problems.push(`Tag key "${tagKey}" may not contain <, >, {, }, ", comma or &.`);
      const column = UPLOAD_COLUMNS.find((c) => c.toLowerCase() === tagKey.toLowerCase());
      if (column) problems.push(`Tag key "${tagKey}" is reserved: it is the upload column ${column}.`);
    }
    if (length(value) > DYNAMIC_FIELD_LIMITS.maxTagValueLength) problems.push(`Tag "${tagKey}" has a value longer than ${DYNAMIC_FIELD_LIMITS.maxTagValueLength} characters.`);
    if (FORBIDDEN_IN_TAG_VALUE.test(value)) problems.push(`Tag "${tagKey}" has a value containing <, >, { or }, which tag values may not contain.`);
    const earlier = tagKey ? givenAs.get(TAG_PREFIX + tagKey) : undefined;
    if (earlier !== undefined) problems.push(`${key} and ${earlier} are the same tag after trimming; send one.`);
    else if (tagKey) givenAs.set(TAG_PREFIX + tagKey, key);
    for (const problem of problems) add(key, problem);
    if (!problems.length) tags.set(tagKey, value);
  }

  const tagCount = [...givenAs.keys()].filter((k) => k.startsWith(TAG_PREFIX)).length;
  if (tagCount > DYNAMIC_FIELD_LIMITS.maxTags) add(null, `At most ${DYNAMIC_FIELD_LIMITS.maxTags} tags, as on a payout instruction; got ${tagCount}.`);
  return { fields, tags: Object.fromEntries(tags), errors };
}
