/**
 * The CSV the basic report answers (RFC 4180, as csv-stringify writes it): fields separated by commas, quoted with
 * `"` when they hold a comma, a quote or a line break, a quote inside doubled; records end with `\n` or `\r\n`.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else field += c;
      i++;
      continue;
    }
    if (c === '"') quoted = true;
    else if (c === ',') {
      record.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      if (c === '\r' && text[i + 1] === '\n') i++;
    } else field += c;
    i++;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** Where the first record (the header row) ends: the index just after its line break, or the text's length. */
export function headerEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === '\n') return i + 1;
    else if (!quoted && c === '\r') return text[i + 1] === '\n' ? i + 2 : i + 1;
  }
  return text.length;
}

/** Pages of one CSV report joined into one file: the first page whole, the header row of the others dropped. */
export function joinCsvPages(pages: readonly string[]): string {
  return pages.map((page, i) => (i === 0 ? page : page.slice(headerEnd(page)))).join('');
}

/** One record as an object keyed by the header's names. */
export function recordsOf(rows: readonly string[][]): { header: string[]; records: Record<string, string>[] } {
  const [header = [], ...body] = rows;
  return { header, records: body.map((row) => Object.fromEntries(header.map((name, i) => [name, row[i] ?? '']))) };
}
