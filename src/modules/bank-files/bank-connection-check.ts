import { Injectable } from '@nestjs/common';
import { BankPgp, BankSftp, HostKeyMismatchError } from '../../core/bank-connection';
import { DomainError } from '../../core/errors/domain-error';

/** The bank connection as configured, never a secret (docs/bank-files.md). */
export interface BankConnectionSummary {
  configured: boolean;
  host: string | null;
  port: number | null;
  username: string | null;
  authentication: 'Password' | 'Key' | 'KeyAndPassword' | null;
  hostKeySha256: string | null;
  outboxDir: string | null;
  inboxDir: string | null;
  encryptsOutgoing: boolean;
  decryptsIncoming: boolean;
}

export interface BankConnectionTest {
  status: 'Ok' | 'Failed';
  message: string;
  outboxFiles: number | null;
  inboxFiles: number | null;
}

/** `GET /admin/bank-connection` and its `:test`: connects now and lists both folders. */
@Injectable()
export class BankConnectionCheck {
  constructor(
    private readonly sftp: BankSftp,
    private readonly pgp: BankPgp,
  ) {}

  summary(): BankConnectionSummary {
    if (!this.sftp.configured) {
      return { configured: false, host: null, port: null, username: null, authentication: null, hostKeySha256: null, outboxDir: null, inboxDir: null, encryptsOutgoing: false, decryptsIncoming: false };
    }
    const s = this.sftp.settings;
    return {
      configured: true,
      host: s.host,
      port: s.port,
      username: s.username,
      authentication: s.privateKey ? (s.password ? 'KeyAndPassword' : 'Key') : 'Password',
      hostKeySha256: s.hostKeySha256,
      outboxDir: s.outboxDir,
      inboxDir: s.inboxDir,
      encryptsOutgoing: this.pgp.encryptsOutgoing,
      decryptsIncoming: this.pgp.decryptsIncoming,
    };
  }

  async test(): Promise<BankConnectionTest> {
    if (!this.sftp.configured) throw DomainError.conflict('BANK_CONNECTION_NOT_CONFIGURED', 'No bank connection is configured: BANK_SFTP_HOST is not set (docs/bank-files.md).');
    const { outboxDir, inboxDir, host, port } = this.sftp.settings;
    try {
      const [outbox, inbox] = await this.sftp.session(async (session) => [await session.list(outboxDir), await session.list(inboxDir)] as const);
      return { status: 'Ok', message: `Connected to ${host}:${port}; ${outboxDir} holds ${outbox.length} files, ${inboxDir} ${inbox.length}.`, outboxFiles: outbox.length, inboxFiles: inbox.length };
    } catch (error) {
      const reason = error instanceof HostKeyMismatchError ? error.message : `Could not connect to ${host}:${port} or list its folders: ${error instanceof Error ? error.message : String(error)}`;
      return { status: 'Failed', message: reason, outboxFiles: null, inboxFiles: null };
    }
  }
}
