import { Inject, Injectable, Optional } from '@nestjs/common';
import { BankInbox, type InboxFolder, type PollOutcome } from './bank-inbox';

/**
 * Where the poll reads the bank's files: the bank connection's SFTP inbox (docs/bank-files-in.md, Pick-up over SFTP).
 * Bound to the kernel's `BankSftp` (`session`, `BANK_SFTP_INBOX_DIR`); unbound, nothing is configured and the poll
 * does nothing.
 */
export interface BankInboxSource {
  readonly configured: boolean;
  readonly inboxDir: string;
  session<T>(work: (folder: InboxFolder) => Promise<T>): Promise<T>;
}

export const BANK_INBOX_SOURCE = Symbol('BANK_INBOX_SOURCE');

/** The repeating job `bank-inbox-poll`: one SFTP session, the inbox's files not recorded yet read and ingested. */
@Injectable()
export class BankInboxPoll {
  constructor(
    private readonly inbox: BankInbox,
    @Optional() @Inject(BANK_INBOX_SOURCE) private readonly source?: BankInboxSource,
  ) {}

  async run(): Promise<PollOutcome | { configured: false }> {
    const source = this.source;
    if (!source?.configured) return { configured: false };
    return source.session((folder) => this.inbox.pollFolder(folder, source.inboxDir));
  }
}
