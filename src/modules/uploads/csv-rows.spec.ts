import fc from 'fast-check';
import Papa from 'papaparse';
import { csvBatches, firstLineBreak, isBlankRecord, MAX_RECORD_CHARS, RecordTooLongError, type CsvBatch } from './csv-rows';

/** Feeds `text` (or bytes) to csvBatches in chunks of the given sizes, cycling through them. */
async function batchesOf(input: string | Buffer, sizes: readonly number[] = [1 << 20]): Promise<CsvBatch[]> {
  async function* chunks() {
    let at = 0;
    for (let i = 0; at < input.length; i++) {
      const size = sizes[i % sizes.length];
      yield input.slice(at, at + size);
      at += size;
    }
  }
  const batches: CsvBatch[] = [];
  for await (const batch of csvBatches(chunks())) batches.push(batch);
  return batches;
}

const recordsOf = (batches: CsvBatch[]) => batches.flatMap((b) => b.records);

describe('reading CSV records as a stream', () => {
  it('numbers records from 1 (the header), blank lines included, across batches', async () => {
    const batches = await batchesOf('Id,Email\nP-1,a@example.com\n\nP-2,b@example.com\n', [7]);
    const numbered = batches.flatMap((b) => b.records.map((cells, i) => [b.firstRecordNumber + i, cells]));
    expect(numbered).toEqual([
      [1, ['Id', 'Email']],
      [2, ['P-1', 'a@example.com']],
      [3, ['']],
      [4, ['P-2', 'b@example.com']],
    ]);
  });

  it('keeps records whole whatever the chunks: quoted delimiters, quotes and line breaks, and a last line without a line break', async () => {
    const text = 'a,b,c\n"x, y","say ""hi""","two\nlines"\nlast,row,here';
    const expected = [
      ['a', 'b', 'c'],
      ['x, y', 'say "hi"', 'two\nlines'],
      ['last', 'row', 'here'],
    ];
    for (const sizes of [[1], [2, 3], [5], [1 << 20]]) expect(recordsOf(await batchesOf(text, sizes))).toEqual(expected);
  });

  it('decodes UTF-8 characters split between two chunks of bytes, and drops a byte order mark even when split', async () => {
    const bytes = Buffer.from('\uFEFFName,City\nZoë,Kraków 🚀\n', 'utf8');
    expect(recordsOf(await batchesOf(bytes, [1]))).toEqual([
      ['Name', 'City'],
      ['Zoë', 'Kraków 🚀'],
    ]);
    expect(recordsOf(await batchesOf('\uFEFFId\nP-1\n'))).toEqual([['Id'], ['P-1']]);
  });

  it('reads CRLF and CR line breaks as papaparse guesses them', async () => {
    expect(recordsOf(await batchesOf('a,b\r\n1,2\r\n"3\r\n4",5\r\n', [4]))).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3\r\n4', '5'],
    ]);
    expect(recordsOf(await batchesOf('a,b\r1,2\r'))).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(firstLineBreak('a,b\n1,2\r\n', false)).toBe('\n');
    expect(firstLineBreak('a,"x\ny"\r\n1,2\n', false)).toBe('\r\n');
    expect(firstLineBreak('a,"x""\r"\r1', false)).toBe('\r');
    expect(firstLineBreak('a,b\r', false)).toBeUndefined();
    expect(firstLineBreak('a,b\r', true)).toBe('\r');
    expect(firstLineBreak('no line break', false)).toBeUndefined();
    expect(firstLineBreak('no line break', true)).toBe('\n');
  });

  it('reports malformed quotes against their record number', async () => {
    // papaparse reads on in search of a closing quote: the rest of the file is that one record.
    const batches = await batchesOf('Id,Name\nP-1,"Ada" Lovelace\nP-2,Grace\n');
    expect(recordsOf(batches)).toEqual([['Id', 'Name'], ['P-1', 'Ada" Lovelace\nP-2,Grace\n']]);
    expect(batches.flatMap((b) => b.problems)).toEqual([
      { recordNumber: 2, message: 'Trailing quote on quoted field is malformed' },
      { recordNumber: 2, message: 'Quoted field unterminated' },
    ]);
    const open = await batchesOf('Id,Name\nP-1,"Ada\nP-2,Grace\n', [3]);
    expect(open.flatMap((b) => b.problems)).toEqual([{ recordNumber: 2, message: 'Quoted field unterminated' }]);
  });

  it('gives up on a record longer than the limit (a quote left open), naming its row', async () => {
    const text = 'Id,Name\nP-1,Ada\nP-2,"' + 'x'.repeat(MAX_RECORD_CHARS + 10) + '\nP-3,Grace\n';
    await expect(batchesOf(text, [64 * 1024])).rejects.toEqual(new RecordTooLongError(3));
  });

  it('flags the batches whose text needs escaping', async () => {
    expect((await batchesOf('a,b\n1,2\n')).map((b) => b.special)).toEqual([false]);
    for (const text of ['a,"b"\n', 'a,b\\c\n', 'a\tb\n', 'a,b\r\n', 'a\u0000b\n']) expect((await batchesOf(text)).map((b) => b.special)).toEqual([true]);
  });

  it('reads back whatever papaparse writes, cut into any chunks', async () => {
    const cell = fc.string({ unit: fc.constantFrom('a', 'é', '🚀', ',', '"', '\n', '\r', ' ', '\\'), maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 2, maxLength: 2 }), { minLength: 1, maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 1, maxLength: 4 }),
        async (rows, sizes) => {
          const records = [['h1', 'h2'], ...rows.filter((r) => r.join('') !== '')];
          const text = Papa.unparse(records, { newline: '\r\n', quotes: true }) + '\r\n';
          expect(recordsOf(await batchesOf(Buffer.from(text, 'utf8'), sizes))).toEqual(records);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('tells blank records from others', () => {
    expect(isBlankRecord([''])).toBe(true);
    expect(isBlankRecord([' ', '\t', ''])).toBe(true);
    expect(isBlankRecord([' ', 'x'])).toBe(false);
  });
});
