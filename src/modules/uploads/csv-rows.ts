import { StringDecoder } from 'node:string_decoder';
import Papa from 'papaparse';

/** The delimiter of upload files (the header check on the HTTP side reads them the same way). */
export const CSV_DELIMITER = ',';

/**
 * The longest record read before giving up on the file. A real row is far shorter (26 columns of at most 128
 * characters); a longer one almost always means a quote left open, which would otherwise swallow the rest of the
 * file into one record (and make every chunk re-read it).
 */
export const MAX_RECORD_CHARS = 1024 * 1024;

export interface CsvBatch {
  /** Records in file order, cells as written (not trimmed). */
  records: string[][];
  /** The record number of `records[0]`: records count from 1, the header being record 1, blank lines included. */
  firstRecordNumber: number;
  /** Records papaparse found malformed (quotes), by record number. */
  problems: { recordNumber: number; message: string }[];
  /**
   * Whether the text of this batch holds a character that needs care downstream: a control character other than
   * the line feed (tab, carriage return, NUL…), a backslash or a double quote. When false, no cell of the batch
   * needs escaping for COPY or JSON, which lets the encoder skip every per-cell check.
   */
  special: boolean;
}

/** A record longer than MAX_RECORD_CHARS: the rest of the file cannot be split into records. */
export class RecordTooLongError extends Error {
  constructor(readonly recordNumber: number) {
    super(`Row ${recordNumber} is longer than ${MAX_RECORD_CHARS} characters; a quote is probably left open.`);
    this.name = 'RecordTooLongError';
  }
}

const SPECIAL = /[\x00-\x09\x0b-\x1f\\"]/; // eslint-disable-line no-control-regex

/**
 * The line break of a file: the one that ends its first record (the header), found outside quotes. Undefined while
 * `text` does not tell yet (no line break so far, or a `\r` at its very end that may be the start of `\r\n`);
 * `\n` for a file of one line.
 */
export function firstLineBreak(text: string, ended: boolean): '\n' | '\r\n' | '\r' | undefined {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x22) quoted = !quoted; // an escaped quote ("") toggles twice
    else if (!quoted && c === 0x0a) return '\n';
    else if (!quoted && c === 0x0d) {
      if (i + 1 < text.length) return text.charCodeAt(i + 1) === 0x0a ? '\r\n' : '\r';
      return ended ? '\r' : undefined;
    }
  }
  return ended ? '\n' : undefined;
}

/**
 * Reads a CSV file's records as a stream, in batches (one per chunk of input), with papaparse's parser: the whole
 * file is never in memory, only the chunk being parsed and the start of a record it cut in two. The consumer pulls
 * batches (`for await`), so reading waits while it works: backpressure comes for free. Bytes are decoded as UTF-8
 * with a StringDecoder, so a character split between two chunks stays whole; a leading byte order mark is dropped.
 * Every record is returned, blank ones included (as `['']` or cells of spaces), so that record numbers match the
 * file's rows. Throws RecordTooLongError when a record does not end within MAX_RECORD_CHARS.
 */
export async function* csvBatches(input: AsyncIterable<Buffer | string>): AsyncGenerator<CsvBatch> {
  const decoder = new StringDecoder('utf8');
  let parser: Papa.Parser | undefined;
  let pending = '';
  let nextRecord = 1;
  let first = true;

  const parse = (text: string, last: boolean): CsvBatch | undefined => {
    if (!parser) {
      // Until the header's line break is known, the text waits.
      const newline = firstLineBreak(text, last);
      if (!newline) {
        if (text.length > MAX_RECORD_CHARS) throw new RecordTooLongError(nextRecord);
        pending = text;
        return undefined;
      }
      // Papa.Parser works on one string; `ignoreLastRow` keeps a record the chunk may have cut for the next call.
      parser = new Papa.Parser({ delimiter: CSV_DELIMITER, newline, quoteChar: '"' });
    }
    const result = parser.parse(text, 0, !last) as Papa.ParseResult<string[]>;
    const records = result.data;
    pending = last ? '' : text.slice(result.meta.cursor);
    if (pending.length > MAX_RECORD_CHARS) throw new RecordTooLongError(nextRecord + records.length);
    if (records.length === 0) return undefined;
    const batch: CsvBatch = {
      records,
      firstRecordNumber: nextRecord,
      // Problems of the record the chunk cut in two come again when it is parsed whole: keep those of whole records.
      problems: result.errors.filter((e) => e.row !== undefined && e.row < records.length).map((e) => ({ recordNumber: nextRecord + e.row!, message: e.message })),
      special: SPECIAL.test(text),
    };
    nextRecord += records.length;
    return batch;
  };

  for await (const chunk of input) {
    let text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    if (first && text.length > 0) {
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
      first = false;
    }
    if (!text) continue;
    const batch = parse(pending + text, false);
    if (batch) yield batch;
  }
  const rest = pending + decoder.end();
  if (rest) {
    const batch = parse(rest, true);
    if (batch) yield batch;
  }
}

/** Whether a record has no content: every cell empty once trimmed (a blank line, or a line of commas). */
export function isBlankRecord(cells: readonly string[]): boolean {
  for (const cell of cells) if (cell.trim() !== '') return false;
  return true;
}
