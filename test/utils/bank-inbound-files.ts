/**
 * Files as a bank sends them back (docs/bank-files-in.md), for the parsers' unit tests and the e2e: a NACHA returns
 * and NOC file, a camt.053 statement, a BAI2 file. Written field by field so a test can break one.
 */
const pad = (value: string | number, width: number, fill = ' ', left = false): string => {
  const text = String(value).slice(0, width);
  return left ? text.padStart(width, fill) : text.padEnd(width, fill);
};
const num = (value: number | string, width: number): string => pad(value, width, '0', true);

export interface ReturnSpec {
  originalTraceNumber: string;
  amountCents: number;
  returnReasonCode?: string;
  changeCode?: string;
  correctedData?: string;
}

/** A returns file: one batch (SEC `COR` when every entry is a NOC, else `PPD`), each entry followed by its 99 or 98 addenda. */
export function nachaReturnsFile(entries: readonly ReturnSpec[]): string {
  const lines: string[] = [];
  lines.push(`101 021000021 0210000212611281200A094101${pad('OUR BANK', 23)}${pad('CAMPAIGN MANAGER', 23)}${pad('', 8)}`);
  const cor = entries.every((e) => e.changeCode);
  lines.push(`5200${pad('RDFI BANK', 16)}${pad('', 20)}${pad('1234567890', 10)}${cor ? 'COR' : 'PPD'}${pad('RETURNS', 10)}${pad('', 6)}261128${pad('', 3)}1021000020000001`);
  let credits = 0;
  entries.forEach((e, i) => {
    const trace = `09100001${num(i + 1, 7)}`;
    lines.push(`621${'09100001'}3${pad('123456789', 17)}${num(e.changeCode ? 0 : e.amountCents, 10)}${pad('ID' + (i + 1), 15)}${pad('ADA LOVELACE', 22)}  1${trace}`);
    if (!e.changeCode) credits += e.amountCents;
    if (e.changeCode) {
      lines.push(`798${e.changeCode}${e.originalTraceNumber}${pad('', 6)}02100002${pad(e.correctedData ?? '', 29)}${pad('', 15)}${trace}`);
    } else {
      lines.push(`799${e.returnReasonCode ?? 'R01'}${e.originalTraceNumber}${pad('', 6)}02100002${pad('', 44)}${trace}`);
    }
  });
  const count = entries.length * 2;
  lines.push(`8200${num(count, 6)}${num(0, 10)}${num(0, 12)}${num(credits, 12)}${pad('1234567890', 10)}${pad('', 19)}${pad('', 6)}021000020000001`);
  lines.push(`9${num(1, 6)}${num(Math.ceil((lines.length + 1) / 10), 6)}${num(count, 8)}${num(0, 10)}${num(0, 12)}${num(credits, 12)}${pad('', 39)}`);
  while (lines.length % 10 !== 0) lines.push('9'.repeat(94));
  return lines.map((line) => `${line}\r\n`).join('');
}

export interface CreditSpec {
  amount: string;
  reference: string;
  remittance?: string;
  debit?: boolean;
  /** A paid check: a debit naming its cheque number. */
  checkNumber?: string;
}

/** A camt.053.001.08 statement of one account. */
export function camt053(accountNumber: string, entries: readonly CreditSpec[]): string {
  const ntry = entries
    .map(
      (e) => `
      <Ntry>
        <Amt Ccy="USD">${e.amount}</Amt>
        <CdtDbtInd>${e.debit || e.checkNumber ? 'DBIT' : 'CRDT'}</CdtDbtInd>
        <Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2026-11-28</Dt></BookgDt>
        <AcctSvcrRef>${e.reference}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><EndToEndId>NOTPROVIDED</EndToEndId>${e.checkNumber ? `<ChqNb>${e.checkNumber}</ChqNb>` : ''}</Refs>
          ${e.remittance ? `<RmtInf><Ustrd>${e.remittance}</Ustrd></RmtInf>` : ''}
        </TxDtls></NtryDtls>
      </Ntry>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
  <BkToCstmrStmt>
    <GrpHdr><MsgId>STMT-1</MsgId><CreDtTm>2026-11-28T18:00:00Z</CreDtTm></GrpHdr>
    <Stmt>
      <Id>STMT-1-1</Id>
      <Acct><Id><Othr><Id>${accountNumber}</Id></Othr></Id><Ccy>USD</Ccy></Acct>${ntry}
    </Stmt>
  </BkToCstmrStmt>
</Document>
`;
}

/** A BAI2 file of one account: amounts in cents, type 195 (incoming transfer) for credits, 495 for debits, 475 for a paid check. */
export function bai2(accountNumber: string, entries: readonly { cents: number; reference: string; text?: string; debit?: boolean; checkNumber?: string }[]): string {
  const details = entries.map((e) => `16,${e.checkNumber ? 475 : e.debit ? 495 : 195},${e.cents},0,${e.reference},${e.checkNumber ?? ''},${e.text ?? ''}/`);
  const accountRecords = [`03,${accountNumber},USD,010,100000,,/`, ...details];
  const lines = ['01,021000021,CMGR,261128,1800,1,,,2/', '02,CMGR,021000021,1,261128,1800,USD,2/', ...accountRecords, `49,0,${accountRecords.length + 1}/`, `98,0,1,${accountRecords.length + 3}/`, `99,0,1,${accountRecords.length + 5}/`];
  return lines.join('\n') + '\n';
}
