import { randomFillSync } from 'node:crypto';
import type { StagedRow } from './row-rules';

/**
 * Valid rows on their way to an import's staging table, as lines of PostgreSQL's COPY text format (one line per
 * row, tab-separated, `\N` for null, backslash escapes). The columns, in order, are STAGING_COLUMNS.
 */
export const STAGING_COLUMNS = ['row_number', 'id', 'external_id', 'first_name', 'last_name', 'email', 'phone_number', 'amount_cents', 'tags'] as const;

const NULL = '\\N';
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** A value in COPY text format: backslash, tab, line feed and carriage return escaped; null as `\N`. NUL is refused upstream. */
export function copyText(value: string | null): string {
  if (value === null) return NULL;
  return NEEDS_ESCAPE.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]) : value;
}

/** Encodes the rows of one upload, whose tag columns are `tagKeys` (in header order). */
export class StagingEncoder {
  /** Each tag key as a JSON string followed by a colon, escaped for COPY once for all rows. */
  private readonly keyPrefixes: string[];

  constructor(tagKeys: readonly string[]) {
    this.keyPrefixes = tagKeys.map((key) => copyText(JSON.stringify(key)) + ':');
  }

  /**
   * One line (with its line feed). `special` false promises that no value holds a backslash, a double quote or a
   * control character (CsvBatch.special): values then go as they are, with no escaping or JSON encoding to do.
   */
  line(rowNumber: number, id: string, row: StagedRow, special: boolean): string {
    const text = special ? copyText : plain;
    return (
      rowNumber +
      '\t' + id +
      '\t' + text(row.externalId) +
      '\t' + text(row.firstName) +
      '\t' + text(row.lastName) +
      '\t' + text(row.email) +
      '\t' + text(row.phoneNumber) +
      '\t' + (row.amountCents === null ? NULL : String(row.amountCents)) +
      '\t' + this.tagsJson(row.tagValues, special) +
      '\n'
    );
  }

  /** The non-empty tag cells as a JSON object (`{}` when none). */
  private tagsJson(values: readonly string[], special: boolean): string {
    let json = '{';
    for (let t = 0; t < values.length; t++) {
      const value = values[t];
      if (value === '') continue;
      if (json.length > 1) json += ',';
      json += this.keyPrefixes[t] + (special ? copyText(JSON.stringify(value)) : '"' + value + '"');
    }
    return json + '}';
  }
}

const plain = (value: string | null): string => (value === null ? NULL : value);

const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));
const RANDOM_POOL_IDS = 4096;

/**
 * UUIDv7 ids (RFC 9562) for many rows, fast: 48 bits of Unix time in milliseconds, the version and variant bits,
 * and 74 random bits drawn from a pool that `crypto.randomFillSync` refills every 4,096 ids. The `uuidv7` package
 * behind `newId()` draws its random bits with one `randomFillSync` call per id, which cost about a microsecond each:
 * 4 s of a 3.5-million-row file. Ids minted in one millisecond are not ordered among themselves (time-ordered ids
 * only need to land near the right edge of the primary key's index, which they do).
 */
export class RowIds {
  private readonly pool = Buffer.alloc(RANDOM_POOL_IDS * 10);
  private next = RANDOM_POOL_IDS;

  constructor(private readonly randomFill: (buffer: Buffer) => void = randomFillSync) {}

  id(now = Date.now()): string {
    if (this.next === RANDOM_POOL_IDS) {
      this.randomFill(this.pool);
      this.next = 0;
    }
    const r = this.next++ * 10;
    const p = this.pool;
    const high = Math.floor(now / 0x1000000); // the top 24 of the 48 time bits
    const low = now % 0x1000000;
    return (
      HEX[(high >>> 16) & 0xff] + HEX[(high >>> 8) & 0xff] + HEX[high & 0xff] + HEX[(low >>> 16) & 0xff] + '-' +
      HEX[(low >>> 8) & 0xff] + HEX[low & 0xff] + '-' +
      HEX[0x70 | (p[r] & 0x0f)] + HEX[p[r + 1]] + '-' +
      HEX[0x80 | (p[r + 2] & 0x3f)] + HEX[p[r + 3]] + '-' +
      HEX[p[r + 4]] + HEX[p[r + 5]] + HEX[p[r + 6]] + HEX[p[r + 7]] + HEX[p[r + 8]] + HEX[p[r + 9]]
    );
  }
}
