import { BankFileError } from './bank-file-error';
import { checkSerial, type ParsedStatement, type StatementCredit, type StatementPaidCheck } from './statement';

const DIGITS = /^[0-9]+$/;
/** BAI2 detail type code of a check the bank paid from the account. */
const CHECK_PAID = 475;

/** A BAI2 record with its continuations (88) folded in, and the line it starts on. */
interface Bai2Record {
  readonly line: number;
  readonly code: string;
  readonly fields: string[];
  /** Physical lines: 1 and its continuations (trailers count lines). */
  readonly lines: number;
}

/** Splits the physical lines into logical records: `88` lines continue the record before them. */
function recordsOf(text: string): Bai2Record[] {
  const records: { line: number; code: string; body: string; lines: number }[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line) return;
    const comma = line.indexOf(',');
    const code = comma < 0 ? line.replace(/\/$/, '') : line.slice(0, comma);
    const body = comma < 0 ? '' : line.slice(comma + 1);
    if (code === '88') {
      const previous = records[records.length - 1];
      if (!previous) throw new BankFileError(`line ${index + 1}`, 'continuation record (88) with no record before it');
      // A continuation's fields follow the previous record's: its '/' ended a field, not the record.
      previous.lines += 1;
      previous.body = previous.code === '16' ? `${previous.body.replace(/\/$/, '')} ${body}` : `${previous.body.replace(/\/$/, '')},${body}`;
      return;
    }
    records.push({ line: index + 1, code, body, lines: 1 });
  });
  return records.map((r) => ({ line: r.line, code: r.code, lines: r.lines, fields: r.body.replace(/\/\s*$/, '').split(',') }));
}

/** How many fields a transaction detail's funds type adds after it (BAI2: 0/1/2/Z none, S three, V two, D a count of pairs). */
function fundsTypeFields(fields: string[], at: number, where: string): number {
  const type = (fields[at] ?? '').toUpperCase();
  if (type === '' || type === '0' || type === '1' || type === '2' || type === 'Z') return 1;
  if (type === 'S') return 4;
  if (type === 'V') return 3;
  if (type === 'D') {
    const count = Number(fields[at + 1]);
    if (!Number.isInteger(count)) throw new BankFileError(where, `funds type D needs a distribution count: "${fields[at + 1] ?? ''}"`);
    return 2 + count * 2;
  }
  throw new BankFileError(where, `unknown funds type "${fields[at]}"`);
}

/**
 * A BAI2 cash management file (docs/bank-files-in.md): 01 file header, 02 group, 03 account (its number), 16
 * transactions (type code 100-399 a credit, in cents; bank reference; text; 475 a check paid, its serial number in
 * the customer reference), 88 continuations, 49/98/99 trailers
 * whose record counts must agree. Only structure and amounts are checked; balances (03's summaries) are not used.
 */
export function parseBai2(text: string): ParsedStatement {
  const records = recordsOf(text);
  const credits: StatementCredit[] = [];
  const paidChecks: StatementPaidCheck[] = [];
  let ignored = 0;
  let group = false;
  let account: { number: string; line: number; records: number } | null = null;
  let ended = false;
  records.forEach((record, index) => {
    const where = `line ${record.line} (record ${record.code})`;
    if (ended) throw new BankFileError(where, 'record after the file trailer (99)');
    if (index === 0 && record.code !== '01') throw new BankFileError(where, 'the first record must be the file header (01)');
    if (account) account.records += record.lines;
    switch (record.code) {
      case '01':
        if (index !== 0) throw new BankFileError(where, 'a second file header');
        return;
      case '02':
        if (group) throw new BankFileError(where, 'group header before the previous group trailer (98)');
        group = true;
        return;
      case '03': {
        if (!group || account) throw new BankFileError(where, 'account identifier outside a group or before the previous account trailer (49)');
        const number = (record.fields[0] ?? '').trim();
        if (!number) throw new BankFileError(where, 'account number (field 2) is empty');
        account = { number, line: record.line, records: record.lines };
        return;
      }
      case '16': {
        if (!account) throw new BankFileError(where, 'transaction detail outside an account');
        const [typeCode, amount] = record.fields;
        if (!/^[0-9]{3}$/.test(typeCode ?? '')) throw new BankFileError(where, `type code (field 2) must be 3 digits: "${typeCode ?? ''}"`);
        if (!DIGITS.test(amount ?? '')) throw new BankFileError(where, `amount (field 3) must be whole cents: "${amount ?? ''}"`);
        const rest = 2 + fundsTypeFields(record.fields, 2, where);
        const bankReference = (record.fields[rest] ?? '').trim();
        const customerReference = (record.fields[rest + 1] ?? '').trim();
        const remittance = [customerReference, record.fields.slice(rest + 2).join(',').trim()].filter(Boolean).join(' ');
        const code = Number(typeCode);
        if (code === CHECK_PAID) {
          const checkNumber = checkSerial(customerReference);
          if (checkNumber === null) throw new BankFileError(where, `check paid (475) needs the check's serial number as its customer reference: "${customerReference}"`);
          paidChecks.push({ accountNumber: account.number, amountCents: Number(amount), checkNumber });
          return;
        }
        if (code < 100 || code >= 400) {
          ignored += 1;
          return;
        }
        if (!bankReference) throw new BankFileError(where, 'credit has no bank reference: it could not be funded once only');
        credits.push({ accountNumber: account.number, amountCents: Number(amount), bankReference, remittance });
        return;
      }
      case '49': {
        if (!account) throw new BankFileError(where, 'account trailer without an account identifier');
        const count = Number(record.fields[1]);
        if (count !== account.records) throw new BankFileError(where, `account trailer counts ${record.fields[1] ?? ''} records, the account (from line ${account.line}) has ${account.records}`);
        account = null;
        return;
      }
      case '98':
        if (!group || account) throw new BankFileError(where, 'group trailer outside a group or before its account trailer (49)');
        group = false;
        return;
      case '99':
        if (group) throw new BankFileError(where, 'file trailer before the group trailer (98)');
        ended = true;
        return;
      default:
        throw new BankFileError(where, `unknown record code "${record.code}"`);
    }
  });
  if (!ended) throw new BankFileError(`line ${records[records.length - 1]?.line ?? 1}`, 'the file ends without a file trailer (99)');
  return { credits, paidChecks, ignored };
}
