import { BankFileError } from './bank-file-error';

/** An OpenPGP message (armoured or binary): the kernel's test, which outgoing files are made to pass. */
export { isPgpMessage as isPgp } from '../../../core/bank-connection';
import { parseBai2 } from './bai2';
import { parseCamt053 } from './camt053';
import { parseNachaReturns, type NachaReturnsFile } from './nacha-returns';
import type { ParsedStatement } from './statement';

export type BankFileKind = 'NachaReturns' | 'Camt053' | 'Bai2';

export type ParsedBankFile = ({ kind: 'NachaReturns' } & NachaReturnsFile) | ({ kind: 'Camt053' | 'Bai2' } & ParsedStatement);

/** The file's kind from its first bytes (docs/bank-files-in.md, Formats); null when it is none we read. */
export function kindOf(text: string): BankFileKind | null {
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('101') || start.startsWith('1 01')) return 'NachaReturns';
  if (start.startsWith('01,')) return 'Bai2';
  if (start.startsWith('<') && start.includes('BkToCstmrStmt')) return 'Camt053';
  return null;
}

/** The whole file parsed, or a BankFileError saying where it is wrong: nothing is applied from a file that fails. */
export function parseBankFile(text: string): ParsedBankFile {
  const kind = kindOf(text);
  if (kind === 'NachaReturns') return { kind, ...parseNachaReturns(text.replace(/^\uFEFF/, '')) };
  if (kind === 'Bai2') return { kind, ...parseBai2(text.replace(/^\uFEFF/, '')) };
  if (kind === 'Camt053') return { kind, ...parseCamt053(text.replace(/^\uFEFF/, '')) };
  throw new BankFileError('line 1', 'not a file kind we read: a NACHA returns file (starting "101"), a camt.053 statement (BkToCstmrStmt) or BAI2 (starting "01,")');
}
