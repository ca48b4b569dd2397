import { bai2, camt053, nachaReturnsFile } from '../../../../test/utils/bank-inbound-files';
import { BankFileError } from './bank-file-error';
import { parseBai2 } from './bai2';
import { parseCamt053 } from './camt053';
import { isPgp, kindOf, parseBankFile } from './detect';
import { parseNachaReturns } from './nacha-returns';

const TRACE_A = '021000020000001';
const TRACE_B = '021000020000002';

/** The BankFileError `work` throws (failing when it throws nothing or something else). */
function errorOf(work: () => unknown): BankFileError {
  try {
    work();
  } catch (error) {
    if (error instanceof BankFileError) return error;
    throw error;
  }
  throw new Error('expected a BankFileError');
}

const replaceLine = (text: string, index: number, change: (line: string) => string): string => {
  const lines = text.split('\r\n');
  lines[index] = change(lines[index]);
  return lines.join('\r\n');
};

describe('NACHA returns file', () => {
  const file = nachaReturnsFile([
    { originalTraceNumber: TRACE_A, amountCents: 2500, returnReasonCode: 'R03' },
    { originalTraceNumber: TRACE_B, amountCents: 0, changeCode: 'C01', correctedData: '987654321' },
  ]);

  it('reads each return (reason, original trace, amount) and each NOC (change code, corrected data)', () => {
    expect(parseNachaReturns(file)).toEqual({
      returns: [{ returnReasonCode: 'R03', originalTraceNumber: TRACE_A, amountCents: 2500 }],
      notificationsOfChange: [{ changeCode: 'C01', originalTraceNumber: TRACE_B, correctedData: '987654321' }],
    });
    expect(kindOf(file)).toBe('NachaReturns');
  });

  it.each([
    ['a short record', (f: string) => replaceLine(f, 2, (l) => l.slice(0, 90)), 'line 3', 'is 94 characters, this one 90'],
    ['an unknown return reason', (f: string) => replaceLine(f, 3, (l) => `799R99${l.slice(6)}`), 'line 4', 'return reason code (positions 4-6) must be R01-R85: "R99"'],
    ['an unknown change code', (f: string) => replaceLine(f, 5, (l) => `798C14${l.slice(6)}`), 'line 6', 'change code (positions 4-6) must be C01-C13'],
    ['an entry without addenda', (f: string) => replaceLine(f, 3, () => '9'.repeat(94)), 'line 3', 'entry has no addenda record'],
    ['a non-numeric amount', (f: string) => replaceLine(f, 2, (l) => `${l.slice(0, 29)}00000025X0${l.slice(39)}`), 'line 3', 'amount (positions 30-39) is not numeric'],
    ['a batch control total that differs', (f: string) => replaceLine(f, 6, (l) => `${l.slice(0, 32)}000000002600${l.slice(44)}`), 'line 7', 'batch control totals'],
    ['an unknown addenda type', (f: string) => replaceLine(f, 3, (l) => `705${l.slice(3)}`), 'line 4', 'addenda type code (positions 2-3) must be 99 (return) or 98 (NOC): "05"'],
    ['no file header', (f: string) => f.split('\r\n').slice(1).join('\r\n'), 'line 1', 'the first record must be the file header'],
    ['no file control', (f: string) => f.split('\r\n').slice(0, 7).join('\r\n'), 'line 7', 'ends without a file control record'],
  ])('quarantines %s, naming the record', (_case, change, location, problem) => {
    const error = errorOf(() => parseNachaReturns(change(file)));
    expect(error.location).toBe(location);
    expect(error.problem).toContain(problem);
  });
});

describe('camt.053 statement', () => {
  it('reads booked USD credits with their bank reference and remittance text, and counts debits as ignored', () => {
    const xml = camt053('000123456789', [
      { amount: '1250.5', reference: 'BANKREF-1', remittance: 'Funding CM-7K3Q9X2D thanks' },
      { amount: '10.00', reference: 'BANKREF-2', debit: true },
      { amount: '99', reference: 'BANKREF-3' },
    ]);
    expect(kindOf(xml)).toBe('Camt053');
    expect(parseCamt053(xml)).toEqual({
      credits: [
        { accountNumber: '000123456789', amountCents: 125050, bankReference: 'BANKREF-1', remittance: 'Funding CM-7K3Q9X2D thanks NOTPROVIDED' },
        { accountNumber: '000123456789', amountCents: 9900, bankReference: 'BANKREF-3', remittance: 'NOTPROVIDED' },
      ],
      paidChecks: [],
      ignored: 1,
    });
  });

  it('reads a booked debit naming a cheque as a paid check, its number without the bank’s padding', () => {
    const xml = camt053('000123456789', [
      { amount: '25.00', reference: 'CHQ-1', checkNumber: '000100042' },
      { amount: '10.00', reference: 'DEBIT-1', debit: true },
    ]);
    expect(parseCamt053(xml)).toEqual({ credits: [], paidChecks: [{ accountNumber: '000123456789', amountCents: 2500, checkNumber: '100042' }], ignored: 1 });
  });

  it('takes each cheque’s own amount from a batch booking of several, and wants one for each', () => {
    const batch = (second: string) =>
      camt053('1', [{ amount: '40.00', reference: 'CHQ-B' }])
        .replace('<CdtDbtInd>CRDT</CdtDbtInd>', '<CdtDbtInd>DBIT</CdtDbtInd>')
        .replace(
          /<NtryDtls>[\s\S]*<\/NtryDtls>/,
          `<NtryDtls><TxDtls><Refs><ChqNb>100001</ChqNb></Refs><AmtDtls><TxAmt><Amt Ccy="USD">15.00</Amt></TxAmt></AmtDtls></TxDtls><TxDtls><Refs><ChqNb>100002</ChqNb></Refs>${second}</TxDtls></NtryDtls>`,
        );
    expect(parseCamt053(batch('<Amt Ccy="USD">25.00</Amt>')).paidChecks).toEqual([
      { accountNumber: '1', amountCents: 1500, checkNumber: '100001' },
      { accountNumber: '1', amountCents: 2500, checkNumber: '100002' },
    ]);
    const error = errorOf(() => parseCamt053(batch('')));
    expect(error.location).toBe('Stmt[1]/Ntry[1]/NtryDtls/TxDtls[2]');
    expect(error.problem).toContain('needs its own amount');
    expect(errorOf(() => parseCamt053(camt053('1', [{ amount: '1', reference: 'R', checkNumber: 'A-17' }]))).problem).toContain('a cheque number must be digits');
  });

  it.each([
    ['a bad amount', camt053('1', [{ amount: '12.345', reference: 'R' }]), 'Stmt[1]/Ntry[1]/Amt', 'amount is not a decimal'],
    ['a credit without a reference', camt053('1', [{ amount: '12', reference: '' }]), 'Stmt[1]/Ntry[1]', 'no bank reference'],
    ['broken XML', camt053('1', [{ amount: '12', reference: 'R' }]).replace('</Stmt>', ''), 'line', 'not well-formed XML'],
    ['a statement without an account', camt053('', [{ amount: '12', reference: 'R' }]), 'Stmt[1]/Acct', 'names no account'],
  ])('quarantines %s', (_case, xml, location, problem) => {
    const error = errorOf(() => parseCamt053(xml));
    expect(error.location.startsWith(location)).toBe(true);
    expect(error.problem).toContain(problem);
  });
});

describe('BAI2 file', () => {
  it('reads credits (type < 400) in cents with the bank reference and text, continuations included', () => {
    const text = bai2('000123456789', [
      { cents: 50000, reference: 'B-1', text: 'WIRE FROM ACME REF CM-7K3Q9X2D' },
      { cents: 700, reference: 'B-2', debit: true },
    ]).replace('REF CM-7K3Q9X2D/', 'REF/\n88,CM-7K3Q9X2D/');
    expect(kindOf(text)).toBe('Bai2');
    expect(parseBai2(text.replace('49,0,4/', '49,0,5/').replace('98,0,1,6/', '98,0,1,7/'))).toEqual({
      credits: [{ accountNumber: '000123456789', amountCents: 50000, bankReference: 'B-1', remittance: 'WIRE FROM ACME REF CM-7K3Q9X2D' }],
      paidChecks: [],
      ignored: 1,
    });
  });

  it('reads a check paid (475) with its serial number from the customer reference, and wants one', () => {
    expect(parseBai2(bai2('000123456789', [{ cents: 2500, reference: 'B-9', checkNumber: '0000100042' }]))).toEqual({
      credits: [],
      paidChecks: [{ accountNumber: '000123456789', amountCents: 2500, checkNumber: '100042' }],
      ignored: 0,
    });
    const error = errorOf(() => parseBai2(bai2('1', [{ cents: 2500, reference: 'B-9' }]).replace('16,195,', '16,475,')));
    expect(error.location).toBe('line 4 (record 16)');
    expect(error.problem).toContain("check paid (475) needs the check's serial number");
  });

  it.each([
    ['a non-numeric amount', (f: string) => f.replace('16,195,50000', '16,195,500.00'), 'line 4 (record 16)', 'amount (field 3) must be whole cents'],
    ['a wrong account trailer count', (f: string) => f.replace('49,0,3/', '49,0,9/'), 'line 5 (record 49)', 'account trailer counts 9 records'],
    ['a missing file trailer', (f: string) => f.replace(/99,.*\n$/, ''), 'line 6', 'ends without a file trailer'],
    ['a transaction outside an account', (f: string) => f.replace(/03,[^\n]*\n/, ''), 'line 3 (record 16)', 'outside an account'],
    ['an unknown record', (f: string) => f.replace('02,', '07,'), 'line 2 (record 07)', 'unknown record code'],
  ])('quarantines %s, naming the record', (_case, change, location, problem) => {
    const error = errorOf(() => parseBai2(change(bai2('1', [{ cents: 50000, reference: 'B-1' }]))));
    expect(error.location).toBe(location);
    expect(error.problem).toContain(problem);
  });
});

describe('detection', () => {
  it('refuses a file of no kind it reads, and recognises PGP armour and binary packets', () => {
    expect(errorOf(() => parseBankFile('hello')).problem).toContain('not a file kind we read');
    expect(isPgp(Buffer.from('-----BEGIN PGP MESSAGE-----\n'))).toBe(true);
    expect(isPgp(Buffer.from([0xc1, 0x01]))).toBe(true);
    expect(isPgp(Buffer.from('101 0210'))).toBe(false);
    // A statement saved with a byte order mark is text, read as its kind.
    const withBom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(camt053('1', [{ amount: '1', reference: 'R' }]))]);
    expect(isPgp(withBom)).toBe(false);
    expect(parseBankFile(withBom.toString('utf8'))).toMatchObject({ kind: 'Camt053', credits: [{ amountCents: 100 }] });
  });
});
