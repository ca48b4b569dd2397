import { stagingTable } from './import-sql';
import type { StagedRow } from './row-rules';
import { copyText, RowIds, StagingEncoder } from './staging-rows';

/** Reads one value of COPY text format back (the inverse of copyText). */
const uncopy = (value: string): string | null => (value === '\\N' ? null : value.replace(/\\(.)/g, (_, c: string) => ({ t: '\t', n: '\n', r: '\r' })[c] ?? c));

const row = (overrides: Partial<StagedRow> = {}): StagedRow => ({
  externalId: 'P-1', firstName: 'Ada', lastName: null, email: 'ada@example.com', phoneNumber: null, amountCents: 2550, tagValues: ['A', ''], ...overrides,
});

describe('staging rows in COPY text format', () => {
  it('escapes backslash, tab and line breaks, and writes null as \\N', () => {
    expect(copyText(null)).toBe('\\N');
    expect(copyText('plain')).toBe('plain');
    expect(copyText('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(uncopy(copyText('a\\b\tc\nd\re'))).toBe('a\\b\tc\nd\re');
  });

  it('writes one line per row, in STAGING_COLUMNS order, tags as a JSON object of the non-empty cells', () => {
    const encoder = new StagingEncoder(['Cohort', 'Site']);
    expect(encoder.line(7, 'id-1', row(), false)).toBe('7\tid-1\tP-1\tAda\t\\N\tada@example.com\t\\N\t2550\t{"Cohort":"A"}\n');
    expect(encoder.line(8, 'id-2', row({ amountCents: null, tagValues: ['', ''] }), false)).toBe('8\tid-2\tP-1\tAda\t\\N\tada@example.com\t\\N\t\\N\t{}\n');
  });

  it('escapes values and builds JSON properly when the batch has special characters, and agrees with the fast path otherwise', () => {
    const encoder = new StagingEncoder(['Co"hort', 'Si\\te']);
    const tricky = row({ firstName: 'Multi\nLine', lastName: 'back\\slash', tagValues: ['say "hi"', 'tab\there'] });
    const fields = encoder.line(1, 'id', tricky, true).slice(0, -1).split('\t').map(uncopy);
    expect(fields.slice(3, 5)).toEqual(['Multi\nLine', 'back\\slash']);
    expect(JSON.parse(fields[8]!)).toEqual({ 'Co"hort': 'say "hi"', 'Si\\te': 'tab\there' });
    const plain = row({ tagValues: ['A', 'Boston'] });
    expect(encoder.line(1, 'id', plain, true)).toBe(encoder.line(1, 'id', plain, false));
  });

  it('mints UUIDv7 ids: the time in their first 48 bits, version 7, the RFC variant, and no repeats', () => {
    const ids = new RowIds();
    const now = Date.UTC(2026, 10, 21, 10, 0, 0, 123);
    const id = ids.id(now);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(now);
    const many = new Set(Array.from({ length: 20_000 }, () => ids.id()));
    expect(many.size).toBe(20_000);
  });

  it('names one staging table per upload, from its id only', () => {
    expect(stagingTable('01A1FD00-3F7C-7B46-A7E9-6B784897BC90')).toBe('upload_staging_01a1fd003f7c7b46a7e96b784897bc90');
    expect(() => stagingTable('x; drop table payout_instruction')).toThrow('Not an upload id');
  });
});
