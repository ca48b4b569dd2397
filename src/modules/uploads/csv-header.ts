import { UPLOAD_COLUMNS, knownColumn, validateTags } from '../payout-instructions';

export type UploadColumn = (typeof UPLOAD_COLUMNS)[number];

/** Where each column of an upload is: the known ones by name, the others as tags (trimmed keys). */
export interface HeaderMap {
  known: Partial<Record<UploadColumn, number>>;
  tags: { key: string; index: number }[];
}

/**
 * Reads an upload's header row (docs/uploads.md, The file): known columns match ignoring case and padding, every other
 * column is a tag under the tag rules. Returns the map, or every problem (for `errors.file`): no header row, a
 * known column twice, tag columns that differ only by case or break a tag rule.
 */
export function readHeader(cells: readonly string[] | undefined): { header?: HeaderMap; errors: string[] } {
  if (!cells || cells.every((cell) => cell.trim() === '')) return { errors: ['The file has no header row: its first line must name the columns.'] };
  const errors: string[] = [];
  const known: Partial<Record<UploadColumn, number>> = {};
  const tags: { key: string; index: number }[] = [];
  cells.forEach((cell, index) => {
    const column = knownColumn(cell);
    if (!column) {
      if (cell.trim() === '') errors.push(`Column ${index + 1} has no name.`);
      else tags.push({ key: cell.trim(), index });
    } else if (known[column] !== undefined) {
      errors.push(`Column ${column} appears twice (columns ${known[column]! + 1} and ${index + 1}).`);
    } else {
      known[column] = index;
    }
  });
  if (Object.keys(known).length === 0) {
    errors.unshift(`The first line names none of the columns ${UPLOAD_COLUMNS.join(', ')}: the file needs a header row.`);
  } else if (known.Email === undefined && known.Id === undefined) {
    errors.push('The header must name an Email column (to create instructions) or an Id column (to update them).');
  }
  // Tag columns follow the tag rules; uploads refuse keys differing only by case.
  const { errors: tagErrors } = validateTags(Object.fromEntries(tags.map(({ key }) => [key, ''])));
  for (const [field, messages] of Object.entries(tagErrors)) {
    for (const message of messages) errors.push(field === 'tags' ? message : `Tag column: ${message}`);
  }
  const lowered = new Map<string, string>();
  for (const { key } of tags) {
    const other = lowered.get(key.toLowerCase());
    if (other !== undefined && other !== key && !errors.some((e) => e.includes(`"${key}"`))) errors.push(`Tag columns "${other}" and "${key}" differ only by case.`);
    lowered.set(key.toLowerCase(), key);
  }
  return errors.length ? { errors } : { header: { known, tags }, errors };
}
