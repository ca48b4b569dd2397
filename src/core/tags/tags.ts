/**
 * Tag rules of payout instructions (docs/api-conventions.md, Tags), the same in both API versions, and for the tags a
 * template's send-preview is given: in the kernel so that both contexts apply one rule.
 * Results are built with Object.fromEntries so that any key (`__proto__` included) is an own data property.
 */

/** The known columns of an upload file; every other column is a tag, and no tag key may equal one of these. */
export const UPLOAD_COLUMNS = Object.freeze(['Id', 'Amount', 'FirstName', 'LastName', 'Email', 'PhoneNumber'] as const);

export const TAG_LIMITS = Object.freeze({ maxTags: 20, maxKeyLength: 64, maxValueLength: 128 } as const);

export type Tags = Record<string, string>;

type Errors = Record<string, string[]>;
type UploadColumn = (typeof UPLOAD_COLUMNS)[number];

const FORBIDDEN_IN_KEY = /[,"<>{}&]/;
/** Names that reach an object's prototype when a map is copied member by member: a tag under one would vanish or do harm. */
const PROTOTYPE_NAMES: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);
const FORBIDDEN_IN_VALUE = /[<>{}]/;
const NOT_AN_OBJECT = 'tags must be an object mapping each tag key to a string value.';

/** `[^…]`: any character but `more` and those of the character class `forbidden`. */
const noneOf = (forbidden: RegExp, more = '') => `[^${more}${forbidden.source.slice(1)}`;
const anyCase = (word: string) => [...word].map((c) => `[${c.toLowerCase()}${c.toUpperCase()}]`).join('');

/**
 * The key and value rules as JSON Schema patterns, for the OpenAPI document: a key is, trimmed, 1 to maxKeyLength
 * characters without the forbidden ones, no upload column name in any case nor a prototype's; a value has none of its forbidden
 * characters. (That keys are unique ignoring case, a schema cannot say.)
 */
export const TAG_KEY_PATTERN =
  `^(?!\\s*(?:${[...UPLOAD_COLUMNS.map(anyCase), ...PROTOTYPE_NAMES].join('|')})\\s*$)` +
  `\\s*${noneOf(FORBIDDEN_IN_KEY, '\\s')}(?:${noneOf(FORBIDDEN_IN_KEY)}{0,${TAG_LIMITS.maxKeyLength - 2}}${noneOf(FORBIDDEN_IN_KEY, '\\s')})?\\s*$`;
export const TAG_VALUE_PATTERN = `^${noneOf(FORBIDDEN_IN_VALUE)}*$`;

/** Length in characters (code points), as a person (and a Postgres varchar) counts them. */
const length = (text: string) => [...text].length;

/** Keys are unique ignoring case (and padding, as keys are trimmed). */
const fold = (key: string) => key.trim().toLowerCase();

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const add = (errors: Errors, field: string, message: string) => (errors[field] ??= []).push(message);

/** Whether a column name (from an upload header) is one of the known columns, ignoring case and padding; returns its canonical name. */
export function knownColumn(name: string): UploadColumn | undefined {
  const folded = fold(name);
  return UPLOAD_COLUMNS.find((column) => column.toLowerCase() === folded);
}

/** The problems of one written tag (its key as given, its value), under `tags.<key as given>`. */
function checkTag(errors: Errors, given: string, value: unknown): void {
  const field = `tags.${given}`;
  const key = given.trim();
  if (!key) {
    add(errors, field, `Tag key "${given}" is empty after trimming; a tag key needs at least one character.`);
  } else {
    if (length(key) > TAG_LIMITS.maxKeyLength) add(errors, field, `Tag key "${key}" is longer than ${TAG_LIMITS.maxKeyLength} characters.`);
    if (FORBIDDEN_IN_KEY.test(key)) add(errors, field, `Tag key "${key}" may not contain <, >, {, }, ", comma or &.`);
    if (PROTOTYPE_NAMES.has(key)) add(errors, field, `Tag key "${key}" is not allowed: it names part of a JavaScript object.`);
    const column = knownColumn(key);
    if (column) add(errors, field, `Tag key "${key}" is reserved: it is the upload column ${column}.`);
  }
  if (typeof value !== 'string') {
    add(errors, field, `Tag "${key}" must have a string value.`);
    return;
  }
  if (length(value) > TAG_LIMITS.maxValueLength) add(errors, field, `Tag "${key}" has a value longer than ${TAG_LIMITS.maxValueLength} characters.`);
  if (FORBIDDEN_IN_VALUE.test(value)) add(errors, field, `Tag "${key}" has a value containing <, >, { or }, which tag values may not contain.`);
}

function checkCount(errors: Errors, count: number): void {
  if (count > TAG_LIMITS.maxTags) add(errors, 'tags', `At most ${TAG_LIMITS.maxTags} tags per payout instruction; got ${count}.`);
}

/** Keys (as given) that are equal after trimming, or equal ignoring case, each reported against the first of its kind. */
function checkDuplicates(errors: Errors, keys: readonly string[]): void {
  const first = new Map<string, string>();
  for (const key of keys) {
    if (!key.trim()) continue; // reported as empty already
    const earlier = first.get(fold(key));
    if (earlier === undefined) first.set(fold(key), key);
    else if (earlier.trim() === key.trim()) add(errors, 'tags', `Tag keys "${earlier}" and "${key}" are the same after trimming.`);
    else add(errors, 'tags', `Tag keys "${earlier}" and "${key}" differ only by case.`);
  }
}

/**
 * Validates a full tag map given on create (or upload): returns trimmed tags, or the problems keyed `tags` (count)
 * or `tags.<key as given>` (per tag). An absent map (undefined or null) is no tags. When there are problems,
 * `tags` is empty: nothing is to be written.
 */
export function validateTags(input: unknown): { tags: Tags; errors: Record<string, string[]> } {
  if (input === undefined || input === null) return { tags: {}, errors: {} };
  if (!isObject(input)) return { tags: {}, errors: { tags: [NOT_AN_OBJECT] } };
  const entries = Object.entries(input);
  const errors: Errors = {};
  checkCount(errors, entries.length);
  for (const [key, value] of entries) checkTag(errors, key, value);
  checkDuplicates(
    errors,
    entries.map(([key]) => key),
  );
  if (Object.keys(errors).length) return { tags: {}, errors };
  return { tags: Object.fromEntries(entries.map(([key, value]) => [key.trim(), value as string])), errors };
}

/**
 * Applies a JSON merge patch (RFC 7386) to tags: `null` clears all, `{ key: null }` removes a key (matched exact-case
 * after trimming; removing an absent key does nothing), `{ key: "v" }` sets it. Validates only what the patch writes
 * (so an untouched legacy long value stays), plus the resulting count and the case-insensitive uniqueness of the
 * resulting keys; two keys of the patch equal after trimming are refused. `undefined` (no `tags` member) changes
 * nothing. When there are problems, `tags` is `current`: nothing is to be written.
 */
export function mergeTags(current: Tags, patch: unknown): { tags: Tags; errors: Record<string, string[]> } {
  if (patch === undefined) return { tags: current, errors: {} };
  if (patch === null) return { tags: {}, errors: {} };
  if (!isObject(patch)) return { tags: current, errors: { tags: [NOT_AN_OBJECT] } };

  const errors: Errors = {};
  const result = new Map(Object.entries(current));
  const seen = new Map<string, string>();
  for (const [given, value] of Object.entries(patch)) {
    const key = given.trim();
    const earlier = seen.get(key);
    if (earlier !== undefined) add(errors, 'tags', `Tag keys "${earlier}" and "${given}" are the same after trimming.`);
    seen.set(key, given);
    if (value === null) {
      result.delete(key);
      continue;
    }
    checkTag(errors, given, value);
    if (key && typeof value === 'string') result.set(key, value);
  }
  checkCount(errors, result.size);
  checkDuplicates(errors, [...result.keys()]);
  if (Object.keys(errors).length) return { tags: current, errors };
  return { tags: Object.fromEntries(result), errors };
}

/**
 * The activity entry for a tag change: undefined when nothing changed; the string 'Tags cleared' when
 * tags were removed and none remain; otherwise an object of the resulting and removed tags: each remaining key → its
 * value (a changed one as `<old value> → <new value>`), each removed key → `<old value> → (removed)`.
 */
export function describeTagChange(before: Tags, after: Tags): string | Record<string, string> | undefined {
  const old = new Map(Object.entries(before));
  const now = new Map(Object.entries(after));
  const removed = [...old].filter(([key]) => !now.has(key));
  const changed = [...now].some(([key, value]) => old.get(key) !== value);
  if (!removed.length && !changed) return undefined;
  if (!now.size) return 'Tags cleared';
  return Object.fromEntries([
    ...[...now].map(([key, value]) => [key, old.has(key) && old.get(key) !== value ? `${old.get(key)} → ${value}` : value]),
    ...removed.map(([key, value]) => [key, `${value} → (removed)`]),
  ]);
}
