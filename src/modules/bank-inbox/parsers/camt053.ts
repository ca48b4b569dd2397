import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { BankFileError } from './bank-file-error';
import { checkSerial, decimalToCents, type ParsedStatement, type StatementCredit, type StatementPaidCheck } from './statement';

type Node = Record<string, unknown>;

const asArray = <T>(value: T | T[] | undefined): T[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
const text = (value: unknown): string => (value === undefined || value === null ? '' : typeof value === 'object' ? String((value as Node)['#text'] ?? '') : String(value)).trim();
const child = (node: unknown, ...path: string[]): unknown => path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Node)[key] : undefined), node);

/** camt.053 has no line numbers worth giving: a statement and entry position says where. */
function entryAt(s: number, e: number): string {
  return `Stmt[${s + 1}]/Ntry[${e + 1}]`;
}

/**
 * The checks a booked debit paid: one cheque number takes the entry's amount; a batch booking of several cheques takes
 * each transaction's own amount (`AmtDtls/TxAmt/Amt`, else `Amt`).
 */
function paidChecksOf(details: Node[], entryCents: number, accountNumber: string, at: string): StatementPaidCheck[] {
  const cheques = details.flatMap((tx, t) => {
    const number = text(child(tx, 'Refs', 'ChqNb'));
    return number ? [{ tx, t, number }] : [];
  });
  return cheques.map(({ tx, t, number }) => {
    const where = `${at}/NtryDtls/TxDtls[${t + 1}]`;
    const checkNumber = checkSerial(number);
    if (checkNumber === null) throw new BankFileError(`${where}/Refs/ChqNb`, `a cheque number must be digits: "${number}"`);
    if (cheques.length === 1) return { accountNumber, amountCents: entryCents, checkNumber };
    const amount = text(child(tx, 'AmtDtls', 'TxAmt', 'Amt')) || text(child(tx, 'Amt'));
    const cents = decimalToCents(amount);
    if (cents === null) throw new BankFileError(where, `one of several cheques in an entry needs its own amount (AmtDtls/TxAmt/Amt or Amt): "${amount}"`);
    return { accountNumber, amountCents: cents, checkNumber };
  });
}

/**
 * An ISO 20022 bank-to-customer statement (camt.053, `BkToCstmrStmt`; docs/bank-files-in.md), read with
 * fast-xml-parser: each booked credit (`CdtDbtInd` CRDT) in USD on the statement's account, its bank reference
 * (`AcctSvcrRef`, else `NtryRef`) and its remittance text (`RmtInf/Ustrd`, `EndToEndId`, `AddtlNtryInf`); and each
 * booked debit that names a cheque (`TxDtls/Refs/ChqNb`), a check paid.
 */
export function parseCamt053(xml: string): ParsedStatement {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new BankFileError(`line ${valid.err.line}`, `not well-formed XML: ${valid.err.msg}`);
  const doc = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false, attributeNamePrefix: '@' }).parse(xml) as Node;
  const root = child(doc, 'Document', 'BkToCstmrStmt');
  if (!root) throw new BankFileError('Document', 'no BkToCstmrStmt element: not a camt.053 statement');
  const statements = asArray(child(root, 'Stmt') as Node | Node[]);
  if (statements.length === 0) throw new BankFileError('BkToCstmrStmt', 'no Stmt element');
  const credits: StatementCredit[] = [];
  const paidChecks: StatementPaidCheck[] = [];
  let ignored = 0;
  statements.forEach((stmt, s) => {
    const accountNumber = text(child(stmt, 'Acct', 'Id', 'Othr', 'Id')) || text(child(stmt, 'Acct', 'Id', 'IBAN'));
    if (!accountNumber) throw new BankFileError(`Stmt[${s + 1}]/Acct`, 'the statement names no account (Acct/Id/Othr/Id or IBAN)');
    asArray(child(stmt, 'Ntry') as Node | Node[]).forEach((entry, e) => {
      const at = entryAt(s, e);
      const amountNode = child(entry, 'Amt');
      const cents = decimalToCents(text(amountNode));
      if (cents === null) throw new BankFileError(`${at}/Amt`, `amount is not a decimal of at most 2 fraction digits: "${text(amountNode)}"`);
      const indicator = text(child(entry, 'CdtDbtInd'));
      if (indicator !== 'CRDT' && indicator !== 'DBIT') throw new BankFileError(`${at}/CdtDbtInd`, `must be CRDT or DBIT: "${indicator}"`);
      const status = text(child(entry, 'Sts', 'Cd')) || text(child(entry, 'Sts'));
      const currency = text(child(amountNode, '@Ccy'));
      if ((status && status !== 'BOOK') || currency !== 'USD') {
        ignored += 1;
        return;
      }
      const details = asArray(child(entry, 'NtryDtls') as Node | Node[]).flatMap((d) => asArray(child(d, 'TxDtls') as Node | Node[]));
      if (indicator === 'DBIT') {
        const checks = paidChecksOf(details, cents, accountNumber, at);
        if (checks.length === 0) ignored += 1;
        paidChecks.push(...checks);
        return;
      }
      const bankReference = text(child(entry, 'AcctSvcrRef')) || text(child(entry, 'NtryRef'));
      if (!bankReference) throw new BankFileError(at, 'credit has no bank reference (AcctSvcrRef or NtryRef): it could not be funded once only');
      const remittance = [
        ...details.flatMap((tx) => asArray(child(tx, 'RmtInf', 'Ustrd') as unknown).map(text)),
        ...details.map((tx) => text(child(tx, 'Refs', 'EndToEndId'))),
        text(child(entry, 'AddtlNtryInf')),
      ].filter(Boolean);
      credits.push({ accountNumber, amountCents: cents, bankReference, remittance: remittance.join(' ') });
    });
  });
  return { credits, paidChecks, ignored };
}
