import { Injectable } from '@nestjs/common';
import { BankSftp } from '../../core/bank-connection';
import { BankInbox, type PollOutcome } from './bank-inbox';

/**
 * The repeating job `bank-inbox-poll` (docs/bank-files-in.md, Pick-up over SFTP): one session with the bank's SFTP
 * server, the inbox's files not recorded yet read and ingested. Without a bank connection it does nothing (and is not
 * scheduled).
 */
@Injectable()
export class BankInboxPoll {
  constructor(
    private readonly inbox: BankInbox,
    private readonly sftp: BankSftp,
  ) {}

  async run(): Promise<PollOutcome | { configured: false }> {
    if (!this.sftp.configured) return { configured: false };
    const { inboxDir } = this.sftp.settings;
    return this.sftp.session((folder) => this.inbox.pollFolder(folder, inboxDir));
  }
}
