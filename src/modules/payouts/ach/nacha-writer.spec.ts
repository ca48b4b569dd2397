import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseNacha, verifyNacha, type ParsedNacha } from '../../../../test/utils/nacha-reader';
import { achName, NachaFileWriter, traceNumberOf, type NachaCredit, type NachaOriginator } from './nacha-writer';

const originator: NachaOriginator = {
  immediateDestination: '076401251',
  immediateDestinationName: 'First Bank of Ünïcode',
  immediateOrigin: '1234567890',
  immediateOriginName: 'Campaign Manager',
  companyName: 'Campaign Manager Payouts',
  companyIdentification: '1234567890',
  originatingDfi: '07640125',
};
const options = {
  createdAt: new Date('2026-11-26T23:45:00Z'),
  effectiveDate: new Date('2026-11-27T00:00:00Z'),
  referenceCode: 'run 7',
};

// Valid ABA numbers; 999999992 has the highest 8-digit prefix there is.
const CHASE = '021000021';
const WELLS = '121000248';
const HIGH = '999999992';

function credit(sequence: number, fields: Partial<NachaCredit> = {}): NachaCredit {
  return {
    routingNumber: CHASE,
    accountNumber: `ACC-${sequence}`,
    accountType: 'Checking',
    amountCents: 1000 + sequence,
    individualName: `Beneficiary ${sequence}`,
    individualId: `0f8fad5b-d9cb-469f-a165-70867728950e`.replace(/-/g, '').slice(0, 12) + String(sequence).padStart(3, '0'),
    traceSequence: sequence,
    ...fields,
  };
}

/** Writes a whole file the way the caller streams it, and reads it back. */
function write(batches: NachaCredit[][], writer = new NachaFileWriter(originator, options)) {
  let text = writer.header();
  for (const credits of batches) text += writer.batch(credits);
  text += writer.finish();
  const parsed = parseNacha(text);
  return { text, parsed, writer, problems: verifyNacha(parsed) };
}

const entries = (parsed: ParsedNacha) => parsed.batches.flatMap((batch) => batch.entries);

describe('NachaFileWriter', () => {
  it('writes a file header and a PPD credit batch that read back field by field', () => {
    const { parsed, problems } = write([
      [
        credit(1, { amountCents: 1234, accountType: 'Checking', accountNumber: '000123456789', individualName: 'Zoë Ångström-Núñez', individualId: 'ABC123' }),
        credit(2, { routingNumber: WELLS, amountCents: 50, accountType: 'Savings', accountNumber: '9876-5432-1', individualName: 'Jane Doe' }),
      ],
    ]);
    expect(problems).toEqual([]);

    expect(parsed.header).toEqual({
      recordTypeCode: '1',
      priorityCode: '01',
      immediateDestination: '076401251',
      immediateOrigin: '1234567890',
      fileCreationDate: '261126',
      fileCreationTime: '2345',
      fileIdModifier: 'A',
      recordSize: '094',
      blockingFactor: '10',
      formatCode: '1',
      immediateDestinationName: 'FIRST BANK OF UNICODE',
      immediateOriginName: 'CAMPAIGN MANAGER',
      referenceCode: 'RUN 7',
    });
    // The destination is a space and the 9-digit routing number.
    expect(parsed.lines[0].slice(3, 13)).toBe(' 076401251');

    const [batch] = parsed.batches;
    expect(batch.header).toEqual({
      recordTypeCode: '5',
      serviceClassCode: '220',
      companyName: 'CAMPAIGN MANAGER',
      companyDiscretionaryData: '',
      companyIdentification: '1234567890',
      standardEntryClassCode: 'PPD',
      companyEntryDescription: 'PAYOUT',
      companyDescriptiveDate: '261127',
      effectiveEntryDate: '261127',
      settlementDate: '',
      originatorStatusCode: '1',
      originatingDFI: '07640125',
      batchNumber: '0000001',
    });
    expect(batch.entries).toEqual([
      {
        recordTypeCode: '6',
        transactionCode: '22',
        receivingDFI: '02100002',
        checkDigit: '1',
        DFIAccount: '000123456789',
        amount: '0000001234',
        idNumber: 'ABC123',
        individualName: 'ZOE ANGSTROM-NUNEZ',
        discretionaryData: '',
        addendaId: '0',
        traceNumber: '076401250000001',
      },
      {
        recordTypeCode: '6',
        transactionCode: '32',
        receivingDFI: '12100024',
        checkDigit: '8',
        DFIAccount: '9876-5432-1',
        amount: '0000000050',
        idNumber: '0F8FAD5BD9CB002',
        individualName: 'JANE DOE',
        discretionaryData: '',
        addendaId: '0',
        traceNumber: '076401250000002',
      },
    ]);
    expect(batch.control).toEqual({
      recordTypeCode: '8',
      serviceClassCode: '220',
      addendaCount: '000002',
      entryHash: String(2100002 + 12100024).padStart(10, '0'),
      totalDebit: '000000000000',
      totalCredit: '000000001284',
      companyIdentification: '1234567890',
      messageAuthenticationCode: '',
      reserved: '',
      originatingDFI: '07640125',
      batchNumber: '0000001',
    });
    expect(parsed.control).toEqual({
      recordTypeCode: '9',
      batchCount: '000001',
      blockCount: '000001',
      addendaCount: '00000002',
      entryHash: String(2100002 + 12100024).padStart(10, '0'),
      totalDebit: '000000000000',
      totalCredit: '000000001284',
      reserved: '',
    });
  });

  it('ends every line, the last one included, with CRLF, and pads the file with nines to whole blocks', () => {
    const { text, parsed } = write([[credit(1), credit(2), credit(3)]]);
    // header, batch header, 3 entries, batch control, file control: 7 lines, then 3 of filler.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')).toHaveLength(11);
    expect(text.length).toBe(10 * 96);
    expect(parsed.lines).toHaveLength(10);
    expect(parsed.fillerLines).toBe(3);
    expect(parsed.lines.slice(7)).toEqual(Array(3).fill('9'.repeat(94)));
    expect(parsed.control?.blockCount).toBe('000001');
  });

  it('adds no filler when the records fill the last block, and a whole block past it', () => {
    // 2 + 2 + 6 = 10 records.
    const full = write([[1, 2, 3, 4, 5, 6].map((n) => credit(n))]);
    expect(full.problems).toEqual([]);
    expect(full.parsed.lines).toHaveLength(10);
    expect(full.parsed.fillerLines).toBe(0);
    // 11 records: two blocks, 9 filler lines.
    const over = write([[1, 2, 3, 4, 5, 6, 7].map((n) => credit(n))]);
    expect(over.problems).toEqual([]);
    expect(over.parsed.lines).toHaveLength(20);
    expect(over.parsed.fillerLines).toBe(9);
    expect(over.parsed.control?.blockCount).toBe('000002');
    expect(over.writer.totals).toMatchObject({ lineCount: 20, blockCount: 2 });
  });

  it('numbers several batches 1, 2, 3 and keeps per batch and per file counts, hashes and totals', () => {
    const writer = new NachaFileWriter(originator, { ...options, fileIdModifier: 'B', entryDescription: 'Rebates' });
    const chunks = [
      [credit(1, { amountCents: 100 }), credit(2, { routingNumber: WELLS, amountCents: 200 })],
      [credit(3, { amountCents: 300, accountType: 'Savings' })],
      [credit(4, { routingNumber: HIGH, amountCents: 400 }), credit(5, { amountCents: 500 }), credit(6, { amountCents: 600 })],
    ];
    let text = writer.header();
    expect(writer.totals).toEqual({ batchCount: 0, entryCount: 0, entryHash: '0000000000', totalCreditCents: 0, totalDebitCents: 0, lineCount: 1, blockCount: 1 });
    text += writer.batch(chunks[0]);
    expect(writer.totals).toEqual({ batchCount: 1, entryCount: 2, entryHash: String(2100002 + 12100024).padStart(10, '0'), totalCreditCents: 300, totalDebitCents: 0, lineCount: 5, blockCount: 1 });
    text += writer.batch(chunks[1]) + writer.batch(chunks[2]) + writer.finish();

    const parsed = parseNacha(text);
    expect(verifyNacha(parsed)).toEqual([]);
    expect(parsed.header.fileIdModifier).toBe('B');
    expect(parsed.batches.map((batch) => batch.header.companyEntryDescription)).toEqual(['REBATES', 'REBATES', 'REBATES']);
    expect(parsed.batches.map((batch) => [batch.header.batchNumber, batch.control?.batchNumber])).toEqual([
      ['0000001', '0000001'],
      ['0000002', '0000002'],
      ['0000003', '0000003'],
    ]);
    expect(parsed.batches.map((batch) => [batch.control?.addendaCount, batch.control?.totalCredit, batch.control?.entryHash])).toEqual([
      ['000002', '000000000300', '0014200026'],
      ['000001', '000000000300', '0002100002'],
      ['000003', '000000001500', String(99999999 + 2 * 2100002).padStart(10, '0')],
    ]);
    const fileHash = String(3 * 2100002 + 12100024 + 99999999 + 2100002).padStart(10, '0');
    expect(parsed.control).toMatchObject({ batchCount: '000003', addendaCount: '00000006', entryHash: fileHash, totalCredit: '000000002100', totalDebit: '000000000000' });
    expect(entries(parsed).map((entry) => entry.transactionCode)).toEqual(['22', '22', '32', '22', '22', '22']);
    // 1 + (4 + 3 + 5) + 1 = 14 lines: two blocks.
    expect(writer.totals).toEqual({ batchCount: 3, entryCount: 6, entryHash: fileHash, totalCreditCents: 2100, totalDebitCents: 0, lineCount: 20, blockCount: 2 });
    expect(parsed.control?.blockCount).toBe('000002');
  });

  it('keeps the last 10 digits of an entry hash past 10 digits, in a batch and in the file', () => {
    const many = Array.from({ length: 1001 }, (_, i) => credit(i + 1, { routingNumber: HIGH, amountCents: 1 }));
    // 1001 × 99999999 = 100099998999; a second batch of 1001 more makes 200199997998.
    const { parsed, problems, writer } = write([many, many.map((c) => ({ ...c, traceSequence: c.traceSequence + 1001 }))]);
    expect(problems).toEqual([]);
    expect(parsed.batches.map((batch) => batch.control?.entryHash)).toEqual(['0099998999', '0099998999']);
    expect(parsed.control?.entryHash).toBe('0199997998');
    expect(writer.totals.entryHash).toBe('0199997998');
  });

  it('formats amounts from 1 cent to 99,999,999.99 dollars and refuses more', () => {
    const { parsed, problems } = write([[credit(1, { amountCents: 1 }), credit(2, { amountCents: 9_999_999_999 })]]);
    expect(problems).toEqual([]);
    expect(entries(parsed).map((entry) => entry.amount)).toEqual(['0000000001', '9999999999']);
    expect(parsed.batches[0].control?.totalCredit).toBe('010000000000');
    expect(parsed.control?.totalCredit).toBe('010000000000');

    const writer = new NachaFileWriter(originator, options);
    writer.header();
    expect(() => writer.batch([credit(1, { amountCents: 10_000_000_000 })])).toThrow(/10000000000 cents is over the 9999999999/);
    expect(() => writer.batch([credit(1, { amountCents: 0 })])).toThrow(/positive integer of cents/);
    expect(() => writer.batch([credit(1, { amountCents: -5 })])).toThrow(/positive integer of cents/);
    expect(() => writer.batch([credit(1, { amountCents: 12.5 })])).toThrow(/positive integer of cents/);
  });

  it('formats amounts whose dollar value has no exact binary form (0.07, 0.29, 1.15, 10.05) to the cent', () => {
    const cents = [7, 29, 115, 1005, 4_503_599_627, 123_456_789];
    const { parsed, problems } = write([cents.map((amountCents, i) => credit(i + 1, { amountCents }))]);
    expect(problems).toEqual([]);
    expect(entries(parsed).map((entry) => Number(entry.amount))).toEqual(cents);
  });

  it('refuses a batch or a file whose credit total overflows its 12-digit field', () => {
    const big = (n: number) => credit(n, { amountCents: 9_999_999_999 });
    const writer = new NachaFileWriter(originator, options);
    let text = writer.header();
    // 101 × 9999999999 > 999999999999.
    expect(() => writer.batch(Array.from({ length: 101 }, (_, i) => big(i + 1)))).toThrow(/a batch totals at most 9999999999.99 dollars/);
    text += writer.batch(Array.from({ length: 100 }, (_, i) => big(i + 1)));
    expect(() => writer.batch([big(101)])).toThrow(/a file totals at most/);
    // Nothing of a refused batch was counted.
    expect(writer.totals).toMatchObject({ batchCount: 1, entryCount: 100, totalCreditCents: 999_999_999_900 });
    const parsed = parseNacha(text + writer.finish());
    expect(verifyNacha(parsed)).toEqual([]);
    expect(parsed.control?.totalCredit).toBe('999999999900');
  });

  it('writes trace numbers from the first 8 digits of the ODFI and the sequence, and wants them ascending', () => {
    expect(traceNumberOf('07640125', 1)).toBe('076401250000001');
    expect(traceNumberOf('076401251', 9_999_999)).toBe('076401259999999');
    expect(() => traceNumberOf('07640125', 10_000_000)).toThrow(/1 to 9999999/);
    expect(() => traceNumberOf('07640125', 0)).toThrow(/1 to 9999999/);
    expect(() => traceNumberOf('0764012', 1)).toThrow(/8 or 9 digits/);

    const nineDigitOdfi = new NachaFileWriter({ ...originator, originatingDfi: '076401251' }, options);
    const { parsed, problems } = write([[credit(5), credit(9)], [credit(42)]], nineDigitOdfi);
    expect(problems).toEqual([]);
    expect(parsed.batches[0].header.originatingDFI).toBe('07640125');
    expect(entries(parsed).map((entry) => entry.traceNumber)).toEqual(['076401250000005', '076401250000009', '076401250000042']);

    const writer = new NachaFileWriter(originator, options);
    writer.header();
    expect(() => writer.batch([credit(2), credit(2)])).toThrow(/trace sequence does not follow 2/);
    writer.batch([credit(3)]);
    expect(() => writer.batch([credit(3)])).toThrow(/trace sequence does not follow 3/);
    expect(() => writer.batch([credit(1)])).toThrow(/trace sequence does not follow 3/);
  });

  it('transliterates names to the ACH character set, uppercase, cut to width', () => {
    expect(achName('Zoë Ångström-Núñez', 22)).toBe('ZOE ANGSTROM-NUNEZ');
    expect(achName('  Søren   Kierkegaard\tØstergaard ', 22)).toBe('SOREN KIERKEGAARD OSTE');
    expect(achName('Straße Œuvre Łódź', 22)).toBe('STRASSE OEUVRE LODZ');
    expect(achName('李 Wei 😀 O’Brien', 22)).toBe('WEI O BRIEN');
    expect(achName("O'Brien & Sons, Ltd.", 22)).toBe("O'BRIEN & SONS, LTD.");
    // Cut, then no trailing space.
    expect(achName('Anna Maria Bernadette Christina', 22)).toBe('ANNA MARIA BERNADETTE');
    expect(achName('李伟', 22)).toBe('');

    const { parsed } = write([[credit(1, { individualName: 'Anna Maria Bernadette Christina', individualId: 'f47ac10b-58cc-4372-a567-0e02b2c3d479' })]]);
    expect(entries(parsed)[0]).toMatchObject({ individualName: 'ANNA MARIA BERNADETTE', idNumber: 'F47AC10B-58CC-4' });
    expect(parsed.lines[2].slice(54, 76)).toBe('ANNA MARIA BERNADETTE ');
  });

  it('refuses credits it cannot write as given, and writes nothing of their batch', () => {
    const writer = new NachaFileWriter(originator, options);
    const header = writer.header();
    expect(() => writer.batch([])).toThrow(/at least one credit/);
    // nach2 would complete an 8-digit number with a check digit of its own: another bank.
    expect(() => writer.batch([credit(1, { routingNumber: '02100002' })])).toThrow(/9 digits/);
    expect(() => writer.batch([credit(1, { routingNumber: '021000022' })])).toThrow(/ABA check digit/);
    expect(() => writer.batch([credit(1, { accountNumber: '123456789012345678' })])).toThrow(/account number/);
    expect(() => writer.batch([credit(1, { accountNumber: '1234 5678' })])).toThrow(/account number/);
    expect(() => writer.batch([credit(1, { accountNumber: '' })])).toThrow(/account number/);
    expect(() => writer.batch([credit(1, { individualName: '李伟' })])).toThrow(/individual name/);
    expect(() => writer.batch([credit(1, { accountType: 'Brokerage' as 'Checking' })])).toThrow(/account type/);
    expect(() => writer.batch([credit(1), credit(2, { amountCents: 0 })])).toThrow(/positive/);
    expect(writer.totals).toMatchObject({ batchCount: 0, entryCount: 0, lineCount: 1 });
    // The refused batches used neither a batch number nor a trace sequence.
    const parsed = parseNacha(header + writer.batch([credit(1)]) + writer.finish());
    expect(verifyNacha(parsed)).toEqual([]);
    expect(parsed.batches[0].header.batchNumber).toBe('0000001');
    expect(parsed.batches[0].entries[0].traceNumber).toBe('076401250000001');
  });

  it('writes its parts in order, once', () => {
    const writer = new NachaFileWriter(originator, options);
    expect(() => writer.batch([credit(1)])).toThrow(/after the file header/);
    expect(() => writer.finish()).toThrow(/after the file header/);
    writer.header();
    expect(() => writer.header()).toThrow(/once, first/);
    expect(() => writer.finish()).toThrow(/at least one batch/);
    writer.batch([credit(1)]);
    writer.finish();
    expect(() => writer.batch([credit(2)])).toThrow(/finished/);
    expect(() => writer.finish()).toThrow(/finished/);
  });

  it('refuses an originator nach2 would misread', () => {
    const make = (changes: Partial<NachaOriginator>, more: object = {}) => () => new NachaFileWriter({ ...originator, ...changes }, { ...options, ...more });
    expect(make({ immediateDestination: '07640125' })).toThrow(/immediate destination must have 9 digits/);
    expect(make({ immediateDestination: '076401252' })).toThrow(/ABA check digit/);
    expect(make({ immediateOrigin: '12345678' })).toThrow(/9 or 10 digits/);
    expect(make({ companyIdentification: '123456789' })).toThrow(/company identification/);
    expect(make({ companyIdentification: '12345-6789' })).toThrow(/company identification/);
    expect(make({ originatingDfi: '076401252' })).toThrow(/ABA check digit/);
    expect(make({ companyName: '株式会社' })).toThrow(/company name/);
    expect(make({}, { fileIdModifier: 'a' })).toThrow(/file id modifier/);
    expect(make({}, { effectiveDate: new Date('nope') })).toThrow(/effectiveDate/);
  });

  it('takes a company identification with letters, which nach2 types numeric', () => {
    const { parsed, problems } = write([[credit(1)]], new NachaFileWriter({ ...originator, companyIdentification: '9ABCDEFGHI' }, options));
    expect(problems).toEqual([]);
    expect(parsed.batches[0].header.companyIdentification).toBe('9ABCDEFGHI');
    expect(parsed.batches[0].control?.companyIdentification).toBe('9ABCDEFGHI');
  });

  it('reads dates in UTC whatever the time zone of the process', () => {
    // Jest gives the test a copy of process.env, so each zone gets a process of its own (Node runs the .ts as is).
    const script = `
      import { NachaFileWriter } from ${JSON.stringify(pathToFileURL(join(__dirname, 'nacha-writer.ts')).href)};
      const writer = new NachaFileWriter(${JSON.stringify(originator)}, {
        createdAt: new Date('${options.createdAt.toISOString()}'),
        effectiveDate: new Date('${options.effectiveDate.toISOString()}'),
      });
      const text = writer.header() + writer.batch([${JSON.stringify(credit(1))}]);
      process.stdout.write(JSON.stringify({ offset: new Date('2026-11-26T23:45:00Z').getTimezoneOffset(), text }));`;
    const runs = ['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles', 'America/Santiago'].map((zone) => {
      const output = execFileSync(process.execPath, ['--no-warnings', '--input-type=module', '-e', script], {
        env: { ...process.env, TZ: zone },
        encoding: 'utf8',
      });
      return JSON.parse(output) as { offset: number; text: string };
    });
    // The zones differ; the files do not.
    expect(runs.map((run) => run.offset)).toEqual([0, -840, 480, 180]);
    expect(new Set(runs.map((run) => run.text)).size).toBe(1);
    const lines = runs[0].text.split('\r\n');
    expect(lines[0].slice(23, 33)).toBe('2611262345');
    expect(lines[1].slice(63, 75)).toBe('261127261127');
  });

  // A file of many batches, its hash past 10 digits; the full 100,000 entries are written by `npm run bench` (ach-batch).
  it('writes 12,000 entries in batches of 1,000 with the right totals', () => {
    const [entryCount, batchCount] = [12_000, 12];
    const routings = [CHASE, WELLS, HIGH, '011000015'];
    const writer = new NachaFileWriter(originator, options);
    const parts = [writer.header()];
    let cents = 0n;
    let hash = 0n;
    for (let start = 0; start < entryCount; start += 1000) {
      const chunk = Array.from({ length: 1000 }, (_, i) => {
        const n = start + i;
        const c = credit(n + 1, { routingNumber: routings[n % 4], amountCents: 1 + ((n * 7919) % 9_999_999), accountType: n % 2 ? 'Savings' : 'Checking' });
        cents += BigInt(c.amountCents);
        hash += BigInt(c.routingNumber.slice(0, 8));
        return c;
      });
      parts.push(writer.batch(chunk));
    }
    parts.push(writer.finish());

    const parsed = parseNacha(parts.join(''));
    expect(verifyNacha(parsed)).toEqual([]);
    expect(hash).toBeGreaterThan(10_000_000_000n);
    const lines = 1 + batchCount * 1002 + 1;
    const blocks = Math.ceil(lines / 10);
    expect(parsed.lines).toHaveLength(blocks * 10);
    expect(parsed.fillerLines).toBe(blocks * 10 - lines);
    expect(parsed.control).toMatchObject({
      batchCount: String(batchCount).padStart(6, '0'),
      blockCount: String(blocks).padStart(6, '0'),
      addendaCount: String(entryCount).padStart(8, '0'),
      entryHash: String(hash % 10_000_000_000n).padStart(10, '0'),
      totalCredit: String(cents).padStart(12, '0'),
      totalDebit: '000000000000',
    });
    expect(writer.totals).toEqual({
      batchCount,
      entryCount,
      entryHash: String(hash % 10_000_000_000n).padStart(10, '0'),
      totalCreditCents: Number(cents),
      totalDebitCents: 0,
      lineCount: blocks * 10,
      blockCount: blocks,
    });
    expect(parsed.batches.at(-1)?.header.batchNumber).toBe(String(batchCount).padStart(7, '0'));
    expect(entries(parsed).at(-1)?.traceNumber).toBe(`07640125${String(entryCount).padStart(7, '0')}`);
  });
});

describe('verifyNacha', () => {
  // The reader must catch a wrong file, or a passing round trip proves nothing.
  const good = () => write([[credit(1), credit(2, { routingNumber: WELLS })], [credit(3)]]).text;
  const tamper = (text: string, lineIndex: number, start: number, replacement: string) => {
    const lines = text.split('\r\n');
    const line = lines[lineIndex];
    lines[lineIndex] = line.slice(0, start) + replacement + line.slice(start + replacement.length);
    return verifyNacha(parseNacha(lines.join('\r\n')));
  };

  it('finds nothing wrong with a good file', () => {
    expect(verifyNacha(parseNacha(good()))).toEqual([]);
  });

  it('reports a wrong amount, hash, count, trace, check digit, block count and line width', () => {
    const text = good();
    // Entry 1 (line 3): amount at 29–38.
    expect(tamper(text, 2, 29, '0000009999')).toEqual(
      expect.arrayContaining([expect.stringMatching(/batch 1 control totalCredit/), expect.stringMatching(/file control totalCredit/)]),
    );
    // Entry 2: receiving DFI at 3–10 (and so its check digit).
    expect(tamper(text, 3, 3, '02100002')).toEqual(
      expect.arrayContaining([expect.stringMatching(/batch 1 control entryHash/), expect.stringMatching(/file control entryHash/)]),
    );
    expect(tamper(text, 3, 11, '7')).toEqual([expect.stringMatching(/fails the ABA check digit/)]);
    // Entry 2's trace number equal to entry 1's.
    expect(tamper(text, 3, 79, '076401250000001')).toEqual(
      expect.arrayContaining([expect.stringMatching(/repeated/), expect.stringMatching(/not after/)]),
    );
    // Batch 1 control (line 5): entry count at 4–9.
    expect(tamper(text, 4, 4, '000003')).toEqual([expect.stringMatching(/batch 1 control addendaCount/)]);
    // File control (line 9): block count at 7–12.
    expect(tamper(text, 8, 7, '000002')).toEqual([expect.stringMatching(/file control blockCount/)]);
    // Batch numbers.
    expect(tamper(text, 5, 87, '0000003')).toEqual(expect.arrayContaining([expect.stringMatching(/batch 2 is numbered 0000003/)]));
    // A line one character short.
    const lines = text.split('\r\n');
    lines[0] = lines[0].slice(0, -1);
    expect(verifyNacha(parseNacha(lines.join('\r\n')))).toEqual([expect.stringMatching(/line 1 has 93 characters/)]);
  });

  it('reports records out of order and a line count that is not a multiple of 10', () => {
    const lines = good().split('\r\n');
    // Drop the batch 1 control, and one filler line.
    const broken = [...lines.slice(0, 4), ...lines.slice(5, 10)].join('\r\n');
    expect(verifyNacha(parseNacha(broken))).toEqual(
      expect.arrayContaining([expect.stringMatching(/record types out of order/), expect.stringMatching(/not a multiple of 10/)]),
    );
  });

  it('refuses a bare LF', () => {
    expect(() => parseNacha(good().replace('\r\n', '\n'))).toThrow(/bare CR or LF/);
  });
});
