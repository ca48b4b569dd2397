/**
 * Reads a NACHA file back for tests, with nach2's own record layouts (nach2 has writers only): each 94-character
 * line is cut into the fields of its record type, in nach2's `position` order and `width`, keyed by nach2's field
 * names. `verifyNacha` then recomputes what the file says about itself.
 */
import type { Fields } from 'nach2';
import fileHeaderFields from 'nach2/lib/file/header';
import fileControlFields from 'nach2/lib/file/control';
import batchHeaderFields from 'nach2/lib/batch/header';
import batchControlFields from 'nach2/lib/batch/control';
import entryFields from 'nach2/lib/entry/fields';

/** Field values as written; alphanumeric fields and fields padded with spaces (`blank`, `paddingChar: ' '`) trimmed. */
export type NachaRecord = Record<string, string>;

export interface NachaBatch {
  header: NachaRecord;
  entries: NachaRecord[];
  /** Undefined when the batch has no control record. */
  control: NachaRecord | undefined;
}

export interface ParsedNacha {
  header: NachaRecord;
  batches: NachaBatch[];
  /** Undefined when the file has no control record. */
  control: NachaRecord | undefined;
  /** How many lines of 94 nines follow the file control. */
  fillerLines: number;
  /** Every line, without its CRLF. */
  lines: string[];
}

const LINE_WIDTH = 94;
const FILLER = '9'.repeat(LINE_WIDTH);
const CREDIT_CODES = new Set(['22', '23', '24', '32', '33', '34']);
const DEBIT_CODES = new Set(['27', '28', '29', '37', '38', '39']);

type Layout = { name: string; start: number; end: number; trim: boolean }[];

function layoutOf(fields: Fields): Layout {
  let start = 0;
  return Object.entries(fields)
    .sort(([, a], [, b]) => a.position - b.position)
    .map(([name, field]) => {
      const slot = {
        name,
        start,
        end: start + field.width,
        trim: field.type === 'alphanumeric' || field.blank === true || field.paddingChar === ' ',
      };
      start += field.width;
      return slot;
    });
}

const LAYOUTS = {
  fileHeader: layoutOf(fileHeaderFields),
  fileControl: layoutOf(fileControlFields),
  batchHeader: layoutOf(batchHeaderFields),
  batchControl: layoutOf(batchControlFields),
  entry: layoutOf(entryFields),
};

function parseRecord(layout: Layout, line: string): NachaRecord {
  const record: NachaRecord = {};
  for (const { name, start, end, trim } of layout) {
    const value = line.slice(start, end);
    record[name] = trim ? value.trim() : value;
  }
  return record;
}

/**
 * Parses a NACHA file. Lines are split on CRLF (a final CRLF ends the last line); a bare CR or LF inside a line
 * throws. Records are assigned by their type: 1 file header, 5 opens a batch, 6 an entry of the open batch, 8 its
 * control, 9 the file control, then 94 nines the filler. Order and counts are checked by `verifyNacha`, not here.
 */
export function parseNacha(text: string): ParsedNacha {
  const lines = text.split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  const batches: NachaBatch[] = [];
  let header: NachaRecord | undefined;
  let control: NachaRecord | undefined;
  let fillerLines = 0;
  lines.forEach((line, index) => {
    if (/[\r\n]/.test(line)) throw new Error(`line ${index + 1} holds a bare CR or LF`);
    const type = line[0];
    if (control !== undefined && line === FILLER) {
      fillerLines++;
    } else if (type === '1' && header === undefined) {
      header = parseRecord(LAYOUTS.fileHeader, line);
    } else if (type === '5') {
      batches.push({ header: parseRecord(LAYOUTS.batchHeader, line), entries: [], control: undefined });
    } else if (type === '6' && batches.length > 0) {
      batches[batches.length - 1].entries.push(parseRecord(LAYOUTS.entry, line));
    } else if (type === '8' && batches.length > 0) {
      batches[batches.length - 1].control = parseRecord(LAYOUTS.batchControl, line);
    } else if (type === '9' && control === undefined) {
      control = parseRecord(LAYOUTS.fileControl, line);
    } else {
      throw new Error(`line ${index + 1}: a record of type '${type}' where none can be: ${line}`);
    }
  });
  if (header === undefined) throw new Error('no file header');
  return { header, batches, control, fillerLines, lines };
}

/** The ABA checksum: 3, 7, 1 weights over the 9 digits. */
function isAbaNumber(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const d = [...routing].map(Number);
  return (3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + d[2] + d[5] + d[8]) % 10 === 0;
}

const last10 = (sum: bigint) => String(sum % 10_000_000_000n).padStart(10, '0');

/**
 * Everything the file gets wrong about itself, as sentences; empty when it is consistent: line widths, line and
 * block counts, the order of record types, batch numbers and counts, entry hashes, debit and credit totals per batch
 * and per file, check digits, and trace numbers (15 digits, starting with the batch's ODFI, unique and ascending).
 */
export function verifyNacha(parsed: ParsedNacha): string[] {
  const problems: string[] = [];
  const { lines, batches, control } = parsed;

  lines.forEach((line, index) => {
    if (line.length !== LINE_WIDTH) problems.push(`line ${index + 1} has ${line.length} characters, not ${LINE_WIDTH}`);
  });
  if (lines.length % 10 !== 0) problems.push(`${lines.length} lines, not a multiple of 10`);
  const types = lines.map((line) => (line === FILLER ? 'F' : line[0])).join('');
  if (!/^1(56+8)+9F*$/.test(types)) problems.push(`record types out of order: ${types.slice(0, 200)}`);
  if (parsed.fillerLines >= 10) problems.push(`${parsed.fillerLines} filler lines: a whole block of them`);

  const header = parsed.header;
  if (header.recordSize !== '094') problems.push(`file header record size ${header.recordSize}`);
  if (header.blockingFactor !== '10') problems.push(`file header blocking factor ${header.blockingFactor}`);
  if (header.formatCode !== '1') problems.push(`file header format code ${header.formatCode}`);

  let fileHash = 0n;
  let fileDebit = 0n;
  let fileCredit = 0n;
  let entryCount = 0;
  let lastTrace = '';
  const traces = new Set<string>();
  batches.forEach((batch, index) => {
    const name = `batch ${index + 1}`;
    const bh = batch.header;
    const bc = batch.control;
    if (Number(bh.batchNumber) !== index + 1) problems.push(`${name} is numbered ${bh.batchNumber}`);
    let hash = 0n;
    let debit = 0n;
    let credit = 0n;
    for (const entry of batch.entries) {
      const at = `${name}, trace ${entry.traceNumber}`;
      hash += BigInt(entry.receivingDFI);
      if (CREDIT_CODES.has(entry.transactionCode)) credit += BigInt(entry.amount);
      else if (DEBIT_CODES.has(entry.transactionCode)) debit += BigInt(entry.amount);
      else problems.push(`${at}: transaction code ${entry.transactionCode}`);
      if (!isAbaNumber(entry.receivingDFI + entry.checkDigit)) {
        problems.push(`${at}: ${entry.receivingDFI}${entry.checkDigit} fails the ABA check digit`);
      }
      if (!/^\d{15}$/.test(entry.traceNumber)) problems.push(`${at}: not 15 digits`);
      if (!entry.traceNumber.startsWith(bh.originatingDFI)) problems.push(`${at}: not from ODFI ${bh.originatingDFI}`);
      if (traces.has(entry.traceNumber)) problems.push(`${at}: repeated`);
      if (entry.traceNumber <= lastTrace) problems.push(`${at}: not after ${lastTrace}`);
      traces.add(entry.traceNumber);
      lastTrace = entry.traceNumber;
    }
    fileHash += hash;
    fileDebit += debit;
    fileCredit += credit;
    entryCount += batch.entries.length;
    if (bc === undefined) return; // reported by the record order
    const expected: Record<string, string> = {
      serviceClassCode: bh.serviceClassCode,
      companyIdentification: bh.companyIdentification,
      originatingDFI: bh.originatingDFI,
      batchNumber: bh.batchNumber,
      addendaCount: String(batch.entries.length).padStart(6, '0'),
      entryHash: last10(hash),
      totalDebit: String(debit).padStart(12, '0'),
      totalCredit: String(credit).padStart(12, '0'),
    };
    for (const [field, value] of Object.entries(expected)) {
      if (bc[field] !== value) problems.push(`${name} control ${field} is ${bc[field]}, not ${value}`);
    }
  });

  if (control !== undefined) {
    const expected: Record<string, string> = {
      batchCount: String(batches.length).padStart(6, '0'),
      blockCount: String(Math.ceil((lines.length - parsed.fillerLines) / 10)).padStart(6, '0'),
      addendaCount: String(entryCount).padStart(8, '0'),
      entryHash: last10(fileHash),
      totalDebit: String(fileDebit).padStart(12, '0'),
      totalCredit: String(fileCredit).padStart(12, '0'),
    };
    for (const [field, value] of Object.entries(expected)) {
      if (control[field] !== value) problems.push(`file control ${field} is ${control[field]}, not ${value}`);
    }
  }
  return problems;
}
