import { createReadStream } from 'node:fs';
import Papa from 'papaparse';

/** The most of a file read to find its first record (the header row); a longer first record is refused. */
export const MAX_FIRST_RECORD_BYTES = 1024 * 1024;

export type FirstRecord =
  /** `cells` is undefined for a file with no record at all (an empty file). */
  | { cells: string[] | undefined; error?: undefined }
  /** The file cannot be read as CSV up to the end of its first record. */
  | { cells?: undefined; error: string };

/**
 * Reads the first CSV record of a file on disk, streaming it through papaparse and stopping at the end of that
 * record: a 250 MB file costs one chunk of reading. At most `maxBytes` (+1) are read, so a file without line breaks
 * (or with a quote left open) costs bounded memory too; a first record that does not end within them is an error.
 * A leading UTF-8 byte order mark is dropped. Cells are as written (not trimmed).
 */
export function readFirstRecord(filePath: string, maxBytes = MAX_FIRST_RECORD_BYTES): Promise<FirstRecord> {
  return new Promise<FirstRecord>((resolve) => {
    // One byte past the cap tells a file that is exactly `maxBytes` long from a longer one.
    const stream = createReadStream(filePath, { start: 0, end: maxBytes, encoding: 'utf8' });
    let ended = false;
    let settled = false;
    const settle = (record: FirstRecord) => {
      if (settled) return;
      settled = true;
      stream.destroy();
      resolve(record);
    };
    // Registered before papaparse's own listener: when papaparse parses its final chunk, `ended` is already set.
    stream.once('end', () => {
      ended = true;
    });
    stream.once('error', (error) => settle({ error: `The file could not be read: ${error.message}` }));

    Papa.parse<string[]>(stream, {
      delimiter: ',',
      header: false,
      dynamicTyping: false,
      skipEmptyLines: false,
      beforeFirstChunk: (chunk) => chunk.replace(/^\uFEFF/, ''),
      step: (results, parser) => {
        // Before the end of the stream papaparse only hands over records that a line break closed; at the end, the
        // last record may have been cut off by the cap.
        const quoteProblem = results.errors.find((e) => e.type === 'Quotes');
        if (ended && stream.bytesRead > maxBytes) {
          settle({ error: `The first line is longer than ${maxBytes} bytes: it cannot be a header row (is it a CSV file?).` });
        } else if (quoteProblem) {
          settle({ error: `The header row is not valid CSV: ${quoteProblem.message}.` });
        } else {
          settle({ cells: results.data });
        }
        parser.abort(); // after settling: abort calls `complete`
      },
      complete: () => settle({ cells: undefined }),
      error: (error: Error) => settle({ error: `The file could not be read: ${error.message}` }),
    });
  });
}
