/**
 * NACHA (ACH) file writer, streaming.
 *
 * A NACHA file is what the platform hands its bank (the ODFI) to pay beneficiaries by ACH credit (docs/payouts.md):
 * fixed-width lines of 94 characters, ended by CRLF. A file header (record 1); batches, each a batch header
 * (record 5), its entry details (record 6, one per credit) and a batch control (record 8); a file control (record 9)
 * carrying the counts, the entry hash and the dollar totals; and lines of nines ("block filler") that make the line
 * count a multiple of ten, ten lines being a block.
 *
 * Why streaming: a file may hold a hundred thousand transfers. nach2 (which formats every record here) builds a
 * whole file in memory as one string, and re-adds every entry of a batch each time one is added. Here the caller
 * writes `header()`, then `batch(credits)` for each chunk it loads, then `finish()`, and stores or sends each returned
 * string at once; the writer keeps only running totals, never the entries.
 *
 * Money is counted in integer cents; nach2 only ever sees dollar strings made from them (`12.34`), so no float sum
 * reaches the file. Dates are read in UTC: `effectiveDate` is the UTC calendar day, `createdAt` the UTC date and time.
 *
 * Every line, the last one included, ends in CRLF.
 */
import nach from 'nach2';

export interface NachaOriginator {
  /** 9-digit routing number of the ODFI (receiving point). */
  immediateDestination: string;
  /** The ODFI's name, at most 23 characters after cleaning. */
  immediateDestinationName: string;
  /** 9- or 10-digit company / origin id. */
  immediateOrigin: string;
  immediateOriginName: string;
  /** Batch header company name (16). */
  companyName: string;
  /** 10 letters, digits or spaces (e.g. '1' and the EIN), written as given. */
  companyIdentification: string;
  /** 8 or 9 digits; trace numbers start with its first 8. */
  originatingDfi: string;
}

export interface NachaCredit {
  /** 9 digits with a valid ABA check digit. */
  routingNumber: string;
  /** Up to 17 letters, digits or dashes; never cut (a cut account number pays someone else). */
  accountNumber: string;
  /** Transaction code 22 (checking credit) or 32 (savings credit). */
  accountType: 'Checking' | 'Savings';
  /** Positive integer cents, at most 9999999999 (the 10-digit amount field). */
  amountCents: number;
  /** Any Unicode; written as `achName(individualName, 22)`, which must not be empty. */
  individualName: string;
  /** Our reference; written as `achName(individualId, 15)`. */
  individualId: string;
  /** 1-based position in the file, strictly ascending; the trace number is `traceNumberOf(originatingDfi, it)`. */
  traceSequence: number;
}

export interface NachaTotals {
  batchCount: number;
  entryCount: number;
  /** Sum of the entries' 8-digit receiving DFI ids, its last 10 digits, zero-padded as in the file. */
  entryHash: string;
  totalCreditCents: number;
  totalDebitCents: number;
  /** Lines written so far; after `finish()` the file's, filler included (a multiple of 10). */
  lineCount: number;
  /** ceil(lineCount / 10). */
  blockCount: number;
}

export interface NachaFileOptions {
  createdAt: Date;
  effectiveDate: Date;
  /** One of A-Z, 0-9; 'A' unless given. Tells apart files created the same day. */
  fileIdModifier?: string;
  /** Company entry description (10), shown to the beneficiary; 'PAYOUT' unless given. */
  entryDescription?: string;
  /** File header reference code (8); blank unless given. */
  referenceCode?: string;
}

const CRLF = '\r\n';
const LINE_WIDTH = 94;
const MAX_AMOUNT_CENTS = 9_999_999_999; // Entry amount: 10 digits.
const MAX_TOTAL_CENTS = 999_999_999_999; // Batch and file totals: 12 digits.
const MAX_TRACE_SEQUENCE = 9_999_999; // 7 digits after the ODFI's 8.
const MAX_BATCH_ENTRIES = 999_999; // Batch control entry/addenda count: 6 digits.
const MAX_FILE_ENTRIES = 99_999_999; // File control entry/addenda count: 8 digits.
const MAX_BATCHES = 999_999; // File control batch count: 6 digits.
const MAX_LINES = 9_999_990; // File control block count: 6 digits.
const HASH_MODULUS = 10_000_000_000; // The entry hash keeps the last 10 digits.

const CREDIT_CODES: Record<NachaCredit['accountType'], string> = { Checking: '22', Savings: '32' };

/** The characters nach2 accepts in an alphanumeric field, lowercase letters left out (ACH names are uppercase). */
const NOT_ACH_CHARACTER = /[^0-9A-Z!"#$%&'()*+,\-./:;<>=?@[\]\\^_`{}|~ ]/gu;
const COMBINING_MARK = /\p{M}/gu;
/** Latin letters that NFD does not decompose into a base letter and a mark. */
const LETTERS_WITHOUT_DECOMPOSITION: Record<string, string> = {
  Æ: 'AE', Ð: 'D', Ø: 'O', Þ: 'TH', ẞ: 'SS', Đ: 'D', Ħ: 'H', Ĳ: 'IJ', Ŀ: 'L', Ł: 'L', Ŋ: 'N', Œ: 'OE', Ŧ: 'T',
};
const UNDECOMPOSED_LETTER = new RegExp(`[${Object.keys(LETTERS_WITHOUT_DECOMPOSITION).join('')}]`, 'gu');

/**
 * Text as an ACH alphanumeric field takes it: uppercased, diacritics stripped (NFD), the few Latin letters NFD keeps
 * whole spelled out (Ø → O, Æ → AE, ß → SS), any other character outside the ACH set replaced by a space, spaces
 * collapsed and trimmed, then cut to `width` (and trimmed again).
 */
export function achName(text: string, width: number): string {
  return text
    .toUpperCase()
    .normalize('NFD')
    .replace(COMBINING_MARK, '')
    .replace(UNDECOMPOSED_LETTER, (letter) => LETTERS_WITHOUT_DECOMPOSITION[letter])
    .replace(NOT_ACH_CHARACTER, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, width)
    .trimEnd();
}

/** The 15-digit trace number: the first 8 digits of the originating DFI, then the sequence on 7 digits. */
export function traceNumberOf(originatingDfi: string, sequence: number): string {
  if (!/^\d{8,9}$/.test(originatingDfi)) {
    throw new Error(`NACHA: the originating DFI must have 8 or 9 digits, not '${originatingDfi}'`);
  }
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > MAX_TRACE_SEQUENCE) {
    throw new Error(`NACHA: a trace sequence is an integer from 1 to ${MAX_TRACE_SEQUENCE}, not ${sequence}`);
  }
  return originatingDfi.slice(0, 8) + String(sequence).padStart(7, '0');
}

/**
 * Runs one of nach2's generators, which answer through a callback, and returns its string. They are all
 * synchronous; a callback that has not run when the call returns is a nach2 that changed under us.
 */
function generated(generate: (cb: nach.Callback<string>) => void): string {
  let result: string | undefined;
  generate((text) => {
    result = text;
  });
  if (result === undefined) throw new Error('NACHA: nach2 did not generate a record synchronously');
  return result;
}

/** One 94-character line, or an Error naming the record: nach2 lets a value wider than its field widen the line. */
function line(record: string, text: string): string {
  if (text.length !== LINE_WIDTH) {
    throw new Error(`NACHA: the ${record} came out ${text.length} characters long instead of ${LINE_WIDTH}`);
  }
  return text;
}

/** Integer cents as the dollar string nach2 formats (`1234` → `'12.34'`), without any float arithmetic. */
function dollarsOf(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** A 9-digit ABA routing number, checked with nach2's checksum. nach2 itself would take 8 digits and add a digit. */
function requireRoutingNumber(what: string, routing: string): void {
  if (!/^\d{9}$/.test(routing)) throw new Error(`NACHA: ${what} must have 9 digits, not '${routing}'`);
  try {
    nach.Validate.validateRoutingNumber(routing);
  } catch {
    throw new Error(`NACHA: ${what} '${routing}' fails the ABA check digit`);
  }
}

function requireName(what: string, text: string, width: number): string {
  const name = achName(text, width);
  if (name === '') throw new Error(`NACHA: ${what} has no character an ACH file can carry: '${text}'`);
  return name;
}

/** A Date whose local-time fields are `date`'s UTC ones, for nach2's formatters (which read local time). */
function utcDay(date: Date): Date {
  // Noon, so that no daylight saving change (some zones skip midnight) moves it to another day.
  return new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), 12);
}
function utcTimeOfDay(date: Date): Date {
  return new Date(2001, 0, 1, date.getUTCHours(), date.getUTCMinutes());
}

/** Where a field sits in a record, from nach2's own layout: to read back what nach2 wrote. */
interface Span {
  start: number;
  end: number;
}
function fieldSpan(fields: nach.Fields, name: string): Span {
  let start = 0;
  for (const field of Object.values(fields).sort((a, b) => a.position - b.position)) {
    if (field === fields[name]) return { start, end: start + field.width };
    start += field.width;
  }
  throw new Error(`NACHA: nach2 has no field ${name}`);
}

interface CheckedCredit {
  credit: NachaCredit;
  individualName: string;
  individualId: string;
  dollars: string;
}

export class NachaFileWriter {
  private readonly file: nach.File;
  /** nach2's entry, made (and validated) once, refilled for every credit: a new Entry per credit costs 15 µs. */
  private readonly entry: nach.Entry;
  /** Where nach2 writes the amount of an entry and the totals of a batch control, to check what it wrote. */
  private readonly amountSpan: Span;
  private readonly debitSpan: Span;
  private readonly creditSpan: Span;
  private readonly batchOptions: Record<string, string | Date>;
  private readonly companyIdentification: string;
  private readonly originatingDfi: string;
  private state: 'new' | 'open' | 'finished' = 'new';
  private lastTraceSequence = 0;
  private batchCount = 0;
  private entryCount = 0;
  private entryHash = 0;
  private totalCreditCents = 0;
  private lineCount = 0;

  constructor(originator: NachaOriginator, options: NachaFileOptions) {
    requireRoutingNumber('the immediate destination', originator.immediateDestination);
    if (!/^\d{9,10}$/.test(originator.immediateOrigin)) {
      throw new Error(`NACHA: the immediate origin must have 9 or 10 digits, not '${originator.immediateOrigin}'`);
    }
    if (!/^[0-9A-Za-z ]{10}$/.test(originator.companyIdentification)) {
      const given = originator.companyIdentification;
      throw new Error(`NACHA: the company identification must be 10 letters, digits or spaces, not '${given}'`);
    }
    if (!/^\d{8,9}$/.test(originator.originatingDfi)) {
      throw new Error(`NACHA: the originating DFI must have 8 or 9 digits, not '${originator.originatingDfi}'`);
    }
    if (originator.originatingDfi.length === 9) requireRoutingNumber('the originating DFI', originator.originatingDfi);
    const fileIdModifier = options.fileIdModifier ?? 'A';
    if (!/^[A-Z0-9]$/.test(fileIdModifier)) {
      throw new Error(`NACHA: the file id modifier is one of A-Z, 0-9, not '${fileIdModifier}'`);
    }
    for (const [what, date] of [['createdAt', options.createdAt], ['effectiveDate', options.effectiveDate]] as const) {
      if (!(date instanceof Date) || Number.isNaN(date.getTime())) {
        throw new Error(`NACHA: ${what} is not a valid date`);
      }
    }

    this.originatingDfi = originator.originatingDfi;
    this.companyIdentification = originator.companyIdentification;
    this.file = new nach.File({
      immediateDestination: originator.immediateDestination,
      immediateOrigin: originator.immediateOrigin,
      immediateDestinationName: requireName('the immediate destination name', originator.immediateDestinationName, 23),
      immediateOriginName: requireName('the immediate origin name', originator.immediateOriginName, 23),
      fileCreationDate: nach.Utils.formatDate(utcDay(options.createdAt)),
      fileCreationTime: nach.Utils.formatTime(utcTimeOfDay(options.createdAt)),
      fileIdModifier,
      // nach2 refuses an empty alphanumeric field; a space is written as blanks all the same.
      referenceCode: achName(options.referenceCode ?? '', 8) || ' ',
    });

    const effectiveDate = utcDay(options.effectiveDate);
    this.batchOptions = {
      serviceClassCode: '220', // credits only
      standardEntryClassCode: 'PPD',
      companyName: requireName('the company name', originator.companyName, 16),
      // nach2 types this field numeric; NACHA allows letters, which are set after nach2's check (see batch()).
      companyIdentification: /^\d+$/.test(originator.companyIdentification) ? originator.companyIdentification : '0',
      companyEntryDescription: requireName('the entry description', options.entryDescription ?? 'PAYOUT', 10),
      companyDescriptiveDate: nach.Utils.formatDate(effectiveDate),
      effectiveEntryDate: effectiveDate,
      originatingDFI: originator.originatingDfi,
    };
    // Fails here, not at the first batch, when nach2 will not take the batch header.
    const probe = new nach.Batch(this.batchOptions);
    this.debitSpan = fieldSpan(probe.control, 'totalDebit');
    this.creditSpan = fieldSpan(probe.control, 'totalCredit');

    this.entry = new nach.Entry({
      transactionCode: '22',
      receivingDFI: originator.immediateDestination,
      DFIAccount: '0',
      amount: '0.01',
      individualName: 'X',
      // nach2 refuses an empty alphanumeric field; these two are written as blanks all the same.
      idNumber: ' ',
      discretionaryData: ' ',
    });
    this.amountSpan = fieldSpan(this.entry.fields, 'amount');
  }

  /** The file header record and its CRLF. First, once. */
  header(): string {
    if (this.state !== 'new') throw new Error('NACHA: the file header is written once, first');
    const text = line('file header', generated((cb) => this.file.generateHeader(cb))) + CRLF;
    this.state = 'open';
    this.lineCount = 1;
    return text;
  }

  /**
   * One PPD batch of credits (service class 220): its header, an entry per credit, its control, each line ended by
   * CRLF. Numbered 1, 2, 3… Throws, writing nothing and counting nothing, on an empty list or any credit it cannot
   * write.
   */
  batch(credits: readonly NachaCredit[]): string {
    if (this.state !== 'open') {
      throw new Error(`NACHA: a batch comes after the file header and before finish() (the file is ${this.state})`);
    }
    if (credits.length === 0) throw new Error('NACHA: a batch needs at least one credit');
    if (credits.length > MAX_BATCH_ENTRIES) {
      throw new Error(`NACHA: a batch holds at most ${MAX_BATCH_ENTRIES} entries`);
    }
    const batchNumber = this.batchCount + 1;
    if (batchNumber > MAX_BATCHES) throw new Error(`NACHA: a file holds at most ${MAX_BATCHES} batches`);
    if (this.entryCount + credits.length > MAX_FILE_ENTRIES) {
      throw new Error(`NACHA: a file holds at most ${MAX_FILE_ENTRIES} entries`);
    }
    // The batch's lines, and the file control still to come.
    if (this.lineCount + credits.length + 3 > MAX_LINES) {
      throw new Error(`NACHA: a file holds at most ${MAX_LINES} lines`);
    }

    const checked: CheckedCredit[] = [];
    let lastTraceSequence = this.lastTraceSequence;
    let batchCents = 0;
    let batchHash = 0;
    for (const credit of credits) {
      checked.push(this.check(credit, lastTraceSequence));
      lastTraceSequence = credit.traceSequence;
      batchCents += credit.amountCents;
      batchHash = (batchHash + Number(credit.routingNumber.slice(0, 8))) % HASH_MODULUS;
      if (batchCents > MAX_TOTAL_CENTS) {
        throw new Error(`NACHA: a batch totals at most ${dollarsOf(MAX_TOTAL_CENTS)} dollars (12-digit field)`);
      }
    }
    if (this.totalCreditCents + batchCents > MAX_TOTAL_CENTS) {
      throw new Error(`NACHA: a file totals at most ${dollarsOf(MAX_TOTAL_CENTS)} dollars (12-digit field)`);
    }

    const batch = new nach.Batch(this.batchOptions);
    batch.set('companyIdentification', this.companyIdentification);
    batch.set('batchNumber', batchNumber);
    const lines = [line('batch header', generated((cb) => batch.generateHeader(cb)))];

    let writtenCents = 0;
    const entry = this.entry;
    for (const { credit, individualName, individualId, dollars } of checked) {
      entry.set('transactionCode', CREDIT_CODES[credit.accountType]);
      entry.set('receivingDFI', credit.routingNumber.slice(0, 8));
      entry.set('checkDigit', credit.routingNumber.slice(8));
      entry.set('DFIAccount', credit.accountNumber);
      entry.set('amount', dollars);
      entry.set('idNumber', individualId);
      entry.set('individualName', individualName);
      entry.set('traceNumber', traceNumberOf(this.originatingDfi, credit.traceSequence));
      const text = line('entry detail', generated((cb) => entry.generateString(cb)));
      writtenCents += Number(text.slice(this.amountSpan.start, this.amountSpan.end));
      lines.push(text);
    }
    if (writtenCents !== batchCents) {
      throw new Error(`NACHA: nach2 wrote entries totalling ${writtenCents} cents for ${batchCents}`);
    }

    const entryHash = String(batchHash).padStart(10, '0');
    batch.set('addendaCount', credits.length);
    batch.set('entryHash', entryHash);
    batch.set('totalDebit', '0.00');
    batch.set('totalCredit', dollarsOf(batchCents));
    const control = line('batch control', generated((cb) => batch.generateControl(cb)));
    if (
      control.slice(this.debitSpan.start, this.debitSpan.end) !== '0'.repeat(12) ||
      control.slice(this.creditSpan.start, this.creditSpan.end) !== String(batchCents).padStart(12, '0')
    ) {
      throw new Error(`NACHA: nach2 wrote batch totals that are not ${batchCents} cents of credits and none of debits`);
    }
    lines.push(control);

    this.lastTraceSequence = lastTraceSequence;
    this.batchCount = batchNumber;
    this.entryCount += credits.length;
    this.entryHash = (this.entryHash + batchHash) % HASH_MODULUS;
    this.totalCreditCents += batchCents;
    this.lineCount += lines.length;
    return lines.join(CRLF) + CRLF;
  }

  /**
   * The file control record, then lines of 94 nines up to a multiple of 10 lines, each ended by CRLF. Last, once,
   * after at least one batch (a file without a batch pays nobody).
   */
  finish(): string {
    if (this.state !== 'open') {
      throw new Error(`NACHA: finish() comes once, after the file header (the file is ${this.state})`);
    }
    if (this.batchCount === 0) throw new Error('NACHA: a file needs at least one batch');
    const lineCount = this.lineCount + 1;
    const blockCount = Math.ceil(lineCount / 10);
    this.file.set('batchCount', this.batchCount);
    this.file.set('blockCount', blockCount);
    this.file.set('addendaCount', this.entryCount);
    this.file.set('entryHash', String(this.entryHash).padStart(10, '0'));
    this.file.set('totalDebit', '0.00');
    this.file.set('totalCredit', dollarsOf(this.totalCreditCents));
    const control = line('file control', generated((cb) => this.file.generateControl(cb)));
    const filler = generated((cb) => this.file.generatePaddedRows(blockCount * 10 - lineCount, cb));
    this.state = 'finished';
    this.lineCount = blockCount * 10;
    return control + filler + CRLF;
  }

  /** Running totals of what was written so far; after `finish()`, the file's. */
  get totals(): NachaTotals {
    return {
      batchCount: this.batchCount,
      entryCount: this.entryCount,
      entryHash: String(this.entryHash).padStart(10, '0'),
      totalCreditCents: this.totalCreditCents,
      totalDebitCents: 0,
      lineCount: this.lineCount,
      blockCount: Math.ceil(this.lineCount / 10),
    };
  }

  private check(credit: NachaCredit, lastTraceSequence: number): CheckedCredit {
    const { amountCents, traceSequence } = credit;
    // Names the credit by our reference and its place, never by the beneficiary's name or account.
    const fail = (why: string) =>
      new Error(`NACHA: credit '${credit.individualId}' (trace sequence ${traceSequence}): ${why}`);
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
      throw fail(`the amount must be a positive integer of cents, not ${amountCents}`);
    }
    if (amountCents > MAX_AMOUNT_CENTS) {
      throw fail(`${amountCents} cents is over the ${MAX_AMOUNT_CENTS} cents one entry can carry (10-digit field)`);
    }
    if (!/^\d{9}$/.test(credit.routingNumber)) throw fail(`the routing number must have 9 digits`);
    try {
      nach.Validate.validateRoutingNumber(credit.routingNumber);
    } catch {
      throw fail(`routing number '${credit.routingNumber}' fails the ABA check digit`);
    }
    if (!/^[0-9A-Za-z-]{1,17}$/.test(credit.accountNumber)) {
      throw fail('the account number must be 1 to 17 letters, digits or dashes');
    }
    if (!Object.hasOwn(CREDIT_CODES, credit.accountType)) throw fail(`unknown account type '${credit.accountType}'`);
    if (!Number.isSafeInteger(traceSequence) || traceSequence <= lastTraceSequence) {
      throw fail(`the trace sequence does not follow ${lastTraceSequence}`);
    }
    if (traceSequence > MAX_TRACE_SEQUENCE) throw fail(`the trace sequence is over ${MAX_TRACE_SEQUENCE}`);
    const individualName = achName(credit.individualName, 22);
    if (individualName === '') throw fail('the individual name has no character an ACH file can carry');
    return { credit, individualName, individualId: achName(credit.individualId, 15), dollars: dollarsOf(amountCents) };
  }
}
