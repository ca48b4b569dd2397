import { Injectable } from '@nestjs/common';
import type { BankFileKind } from './bank-file-names';

/** A file's content by its id: the bytes the bank receives (before PGP), or null when there is no such file. */
export type BankFileReader = (sourceId: string) => Promise<Buffer | null>;

/**
 * Where each kind of file's content comes from: the context that owns the files (payouts: NACHA files, print runs,
 * positive pay) registers its readers as it starts, so bank-files depends on no other context (docs/bank-files.md).
 */
@Injectable()
export class BankFileSources {
  private readonly readers = new Map<BankFileKind, BankFileReader>();

  register(kind: BankFileKind, reader: BankFileReader): void {
    if (this.readers.has(kind)) throw new Error(`Two readers of ${kind} bank files`);
    this.readers.set(kind, reader);
  }

  async read(kind: BankFileKind, sourceId: string): Promise<Buffer> {
    const reader = this.readers.get(kind);
    if (!reader) throw new Error(`No reader of ${kind} bank files is registered`);
    const content = await reader(sourceId);
    if (!content) throw new Error(`The ${kind} ${sourceId} to deliver does not exist`);
    return content;
  }
}
