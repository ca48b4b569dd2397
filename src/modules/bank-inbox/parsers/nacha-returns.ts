import { BankFileError } from './bank-file-error';

/** A return entry: the receiving bank sends back one of our credits (addenda type 99). */
export interface NachaReturn {
  readonly returnReasonCode: string;
  /** The trace number of our entry it returns (`ach_transfer.trace_number`). */
  readonly originalTraceNumber: string;
  readonly amountCents: number;
}

/** A notification of change (COR entry, addenda type 98): what to correct on the account our entry was sent to. */
export interface NachaNotificationOfChange {
  readonly changeCode: string;
  readonly originalTraceNumber: string;
  /** Left-justified in the 29-character field, trimmed. */
  readonly correctedData: string;
}

export interface NachaReturnsFile {
  readonly returns: NachaReturn[];
  readonly notificationsOfChange: NachaNotificationOfChange[];
}

const RECORD_LENGTH = 94;
const RETURN_CODE = /^R(0[1-9]|[1-7][0-9]|8[0-5])$/;
const CHANGE_CODE = /^C(0[1-9]|1[0-3])$/;
const DIGITS = /^[0-9]+$/;

/**
 * A returns/NOC file from the bank (docs/bank-files-in.md): NACHA's fixed-width 94-character records, strictly.
 * nach2 writes NACHA but its parser accepts loose files (it neither checks the record order nor requires addenda),
 * so this small reader checks what a returns file must be: a file header, batches of entries each followed by its
 * 98 or 99 addenda, batch and file controls whose counts and totals agree, then only block filler.
 */
export function parseNachaReturns(text: string): NachaReturnsFile {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  const returns: NachaReturn[] = [];
  const notificationsOfChange: NachaNotificationOfChange[] = [];
  let inBatch = false;
  let fileControl = false;
  let batchCount = 0;
  let fileEntries = 0;
  let batch = { entries: 0, creditCents: 0, debitCents: 0, number: '' };
  let pendingEntry: { line: number; amountCents: number; traceNumber: string } | null = null;

  lines.forEach((raw, index) => {
    const n = index + 1;
    const at = `line ${n}`;
    if (raw.length !== RECORD_LENGTH) throw new BankFileError(at, `a NACHA record is ${RECORD_LENGTH} characters, this one ${raw.length}`);
    const type = raw[0];
    if (fileControl) {
      if (raw !== '9'.repeat(RECORD_LENGTH)) throw new BankFileError(at, 'only block filler (all nines) may follow the file control record');
      return;
    }
    if (n === 1 && type !== '1') throw new BankFileError(at, 'the first record must be the file header (record type 1)');
    if (pendingEntry && type !== '7') throw new BankFileError(`line ${pendingEntry.line}`, 'entry has no addenda record: a returns file carries a 99 (return) or 98 (NOC) addenda after each entry');
    switch (type) {
      case '1':
        if (n !== 1) throw new BankFileError(at, 'a second file header');
        return;
      case '5':
        if (inBatch) throw new BankFileError(at, 'batch header before the previous batch control');
        inBatch = true;
        batch = { entries: 0, creditCents: 0, debitCents: 0, number: raw.slice(87, 94) };
        return;
      case '6': {
        if (!inBatch) throw new BankFileError(at, 'entry detail outside a batch');
        const amount = raw.slice(29, 39);
        if (!DIGITS.test(amount)) throw new BankFileError(at, `amount (positions 30-39) is not numeric: "${amount}"`);
        const code = raw.slice(1, 3);
        if (!DIGITS.test(code)) throw new BankFileError(at, `transaction code (positions 2-3) is not numeric: "${code}"`);
        if (raw[78] !== '1') throw new BankFileError(at, 'addenda record indicator (position 79) must be 1 in a returns file');
        const cents = Number(amount);
        // Codes ending 1-4 are credits (21-24, 31-34, ...), 6-9 debits.
        if (Number(code[1]) <= 4) batch.creditCents += cents;
        else batch.debitCents += cents;
        batch.entries += 1;
        pendingEntry = { line: n, amountCents: cents, traceNumber: raw.slice(79, 94) };
        return;
      }
      case '7': {
        if (!pendingEntry) throw new BankFileError(at, 'addenda record without its entry detail');
        const entry: { line: number; amountCents: number; traceNumber: string } = pendingEntry;
        pendingEntry = null;
        batch.entries += 1;
        const addendaType = raw.slice(1, 3);
        const reason = raw.slice(3, 6);
        const originalTraceNumber = raw.slice(6, 21);
        if (!DIGITS.test(originalTraceNumber)) throw new BankFileError(at, `original entry trace number (positions 7-21) is not numeric: "${originalTraceNumber}"`);
        if (addendaType === '99') {
          if (!RETURN_CODE.test(reason)) throw new BankFileError(at, `return reason code (positions 4-6) must be R01-R85: "${reason}"`);
          returns.push({ returnReasonCode: reason, originalTraceNumber, amountCents: entry.amountCents });
        } else if (addendaType === '98') {
          if (!CHANGE_CODE.test(reason)) throw new BankFileError(at, `change code (positions 4-6) must be C01-C13: "${reason}"`);
          const correctedData = raw.slice(35, 64).trim();
          if (!correctedData) throw new BankFileError(at, 'corrected data (positions 36-64) is empty');
          notificationsOfChange.push({ changeCode: reason, originalTraceNumber, correctedData });
        } else {
          throw new BankFileError(at, `addenda type code (positions 2-3) must be 99 (return) or 98 (NOC): "${addendaType}"`);
        }
        return;
      }
      case '8': {
        if (!inBatch) throw new BankFileError(at, 'batch control without a batch header');
        const count = Number(raw.slice(4, 10));
        if (count !== batch.entries) throw new BankFileError(at, `batch control counts ${count} entries and addenda, the batch has ${batch.entries}`);
        const debits = Number(raw.slice(20, 32));
        const credits = Number(raw.slice(32, 44));
        if (debits !== batch.debitCents || credits !== batch.creditCents) {
          throw new BankFileError(at, `batch control totals (debits ${debits}, credits ${credits}) differ from its entries (debits ${batch.debitCents}, credits ${batch.creditCents})`);
        }
        inBatch = false;
        batchCount += 1;
        fileEntries += batch.entries;
        return;
      }
      case '9': {
        if (inBatch) throw new BankFileError(at, 'file control before the last batch control');
        const batches = Number(raw.slice(1, 7));
        const entries = Number(raw.slice(13, 21));
        if (batches !== batchCount) throw new BankFileError(at, `file control counts ${batches} batches, the file has ${batchCount}`);
        if (entries !== fileEntries) throw new BankFileError(at, `file control counts ${entries} entries and addenda, the file has ${fileEntries}`);
        fileControl = true;
        return;
      }
      default:
        throw new BankFileError(at, `unknown record type "${type}"`);
    }
  });
  if (!fileControl) throw new BankFileError(`line ${lines.length}`, 'the file ends without a file control record (record type 9)');
  return { returns, notificationsOfChange };
}
