/**
 * Tags as a person edits them (rows of key and value) and as the API takes them (an object of key to text; a merge
 * patch on update, docs/state-machine.md). The rules mirror the API's (src/core/tags/tags.ts) so a mistake shows beside its
 * row before sending; the API checks again and its messages land on the same rows.
 */
export type Tags = Record<string, string>;

export interface TagRow {
  /** Stable across edits, for React keys and for error placement. */
  id: string;
  key: string;
  value: string;
}

export const TAG_LIMITS = { maxTags: 20, maxKeyLength: 64, maxValueLength: 128 } as const;
const UPLOAD_COLUMNS = ['id', 'amount', 'firstname', 'lastname', 'email', 'phonenumber'];
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype'];
const FORBIDDEN_IN_KEY = /[,"<>{}&]/;
const FORBIDDEN_IN_VALUE = /[<>{}]/;
const length = (text: string) => [...text].length;

let nextId = 0;
export const newTagRow = (key = '', value = ''): TagRow => ({ id: `tag-${++nextId}`, key, value });

export function rowsFromTags(tags: Tags | null | undefined): TagRow[] {
  return Object.entries(tags ?? {}).map(([key, value]) => newTagRow(key, value));
}

/** The rows as the API's tags: keys trimmed, rows left entirely empty ignored. */
export function tagsFromRows(rows: readonly TagRow[]): Tags {
  return Object.fromEntries(rows.filter((row) => row.key.trim() !== '' || row.value !== '').map((row) => [row.key.trim(), row.value]));
}

/** Each row's first problem, by row id; `tags` for a problem of the whole set (too many). */
export function tagRowErrors(rows: readonly TagRow[]): Record<string, string> {
  const errors: Record<string, string> = {};
  const used = rows.filter((row) => row.key.trim() !== '' || row.value !== '');
  if (used.length > TAG_LIMITS.maxTags) errors.tags = `At most ${TAG_LIMITS.maxTags} tags.`;
  const seen = new Map<string, string>();
  for (const row of used) {
    const key = row.key.trim();
    const folded = key.toLowerCase();
    const problem = !key
      ? 'Give this tag a name.'
      : length(key) > TAG_LIMITS.maxKeyLength
        ? `A tag name has at most ${TAG_LIMITS.maxKeyLength} characters.`
        : FORBIDDEN_IN_KEY.test(key)
          ? 'A tag name may not contain , " < > { } or &.'
          : UPLOAD_COLUMNS.includes(folded)
            ? `"${key}" is an upload column, not a tag name.`
            : PROTOTYPE_NAMES.includes(key)
              ? `"${key}" cannot be a tag name.`
              : seen.has(folded)
                ? `Same name as "${seen.get(folded)}" (names ignore case).`
                : length(row.value) > TAG_LIMITS.maxValueLength
                  ? `A tag value has at most ${TAG_LIMITS.maxValueLength} characters.`
                  : FORBIDDEN_IN_VALUE.test(row.value)
                    ? 'A tag value may not contain < > { or }.'
                    : undefined;
    if (problem) errors[row.id] = problem;
    if (key && !seen.has(folded)) seen.set(folded, key);
  }
  return errors;
}

/**
 * The JSON merge patch that turns `before` into `after` (RFC 7396, as PATCH takes tags): removed keys set to null,
 * new or changed ones set, unchanged ones left out; `null` when every tag goes; undefined when nothing changes.
 */
export function tagsPatch(before: Tags, after: Tags): Record<string, string | null> | null | undefined {
  const afterKeys = Object.keys(after);
  if (afterKeys.length === 0) return Object.keys(before).length === 0 ? undefined : null;
  const patch: Record<string, string | null> = {};
  for (const key of Object.keys(before)) if (!(key in after)) patch[key] = null;
  for (const key of afterKeys) if (before[key] !== after[key]) patch[key] = after[key] as string;
  return Object.keys(patch).length === 0 ? undefined : patch;
}

/**
 * The API's tag problems (`tags` and `tags.<key>`, docs/api-conventions.md) placed on the editor's rows: by row id when the key
 * names one, else under `tags`.
 */
export function placeTagErrors(fieldErrors: Record<string, string>, rows: readonly TagRow[]): Record<string, string> {
  const placed: Record<string, string> = {};
  for (const [field, message] of Object.entries(fieldErrors)) {
    if (field === 'tags') placed.tags = message;
    else if (field.startsWith('tags.')) {
      const given = field.slice('tags.'.length);
      const row = rows.find((candidate) => candidate.key === given || candidate.key.trim() === given.trim());
      placed[row?.id ?? 'tags'] = message;
    }
  }
  return placed;
}
