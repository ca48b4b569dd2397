import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type SftpClient from 'ssh2-sftp-client';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { BankConnectionConfig } from '../config/bank-connection.config';

/** A file in a folder of the bank's server. */
export interface RemoteFile {
  name: string;
  size: number;
  modifiedOn: Date;
}

/** What the service does over one connection to the bank's server (docs/bank-files.md). */
export interface BankSftpSession {
  /** The files of a folder (not its subfolders). */
  list(dir: string): Promise<RemoteFile[]>;
  read(path: string): Promise<Buffer>;
  write(path: string, content: Buffer): Promise<void>;
  rename(from: string, to: string): Promise<void>;
  exists(path: string): Promise<boolean>;
  remove(path: string): Promise<void>;
}

/** The key a server presented, as `ssh-keygen -lf` prints it: `SHA256:` and the unpadded base64 of its SHA-256. */
export const hostKeyFingerprint = (key: Buffer): string => `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** Raised when the server's key is not the pinned one: never trusted, whatever else it says. */
export class HostKeyMismatchError extends Error {
  constructor(readonly presented: string) {
    super(`The bank's server presented host key ${presented}, not the pinned BANK_SFTP_HOST_KEY_SHA256`);
  }
}

/**
 * The bank's SFTP server (docs/bank-files.md), over `ssh2-sftp-client`: one connection per piece of work, its host key
 * pinned. `configured` is false without BANK_SFTP_HOST; then nothing here is called.
 */
@Injectable()
export class BankSftp {
  private readonly config?: BankConnectionConfig;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'bankConnection'>) {
    this.config = config.bankConnection;
  }

  get configured(): boolean {
    return this.config !== undefined;
  }

  get settings(): BankConnectionConfig {
    if (!this.config) throw new Error('No bank connection is configured (BANK_SFTP_HOST)');
    return this.config;
  }

  /** Connects, runs `work`, and always closes; a host key other than the pinned one refuses the connection. */
  async session<T>(work: (session: BankSftpSession) => Promise<T>): Promise<T> {
    const config = this.settings;
    // Loaded at first use: a deployment without a bank connection never loads the SSH stack.
    const { default: Client } = await import('ssh2-sftp-client');
    const client = new Client('bank');
    let presented: string | undefined;
    try {
      await client.connect({
        host: config.host,
        port: config.port,
        username: config.username,
        password: config.password,
        privateKey: config.privateKey,
        passphrase: config.passphrase,
        readyTimeout: 15_000,
        hostVerifier: (key: Buffer) => {
          presented = hostKeyFingerprint(key);
          return presented === config.hostKeySha256;
        },
      });
    } catch (error) {
      await client.end().catch(() => undefined);
      if (presented && presented !== config.hostKeySha256) throw new HostKeyMismatchError(presented);
      throw error;
    }
    try {
      return await work(sessionOf(client, config.timeoutSeconds * 1_000));
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

/** An operation that did not finish within BANK_SFTP_TIMEOUT_SECONDS; its connection was ended. */
export class BankSftpTimeoutError extends Error {}

/**
 * Each operation bounded (BANK_SFTP_TIMEOUT_SECONDS): a server that stops answering mid-upload would otherwise hold the
 * delivery's row lock, its open transaction and the worker's job for ever (docs/bank-files.md, Failures). On timeout
 * the connection is ended, so the stalled operation cannot complete behind the caller's back.
 */
function sessionOf(client: SftpClient, timeoutMs: number): BankSftpSession {
  const bounded = <T>(what: string, operation: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        void client.end().catch(() => undefined);
        reject(new BankSftpTimeoutError(`${what} took longer than ${timeoutMs / 1_000} s (BANK_SFTP_TIMEOUT_SECONDS); the connection was ended`));
      }, timeoutMs);
    });
    // The operation fails too once the connection ends: handled here, the timeout's error is the one reported.
    operation.catch(() => undefined);
    return Promise.race([operation, timeout]).finally(() => clearTimeout(timer));
  };
  return {
    list: async (dir) =>
      (await bounded(`Listing ${dir}`, client.list(dir)))
        .filter((entry) => entry.type === '-')
        .map((entry) => ({ name: entry.name, size: entry.size, modifiedOn: new Date(entry.modifyTime) })),
    read: async (path) => (await bounded(`Reading ${path}`, client.get(path))) as Buffer,
    write: async (path, content) => {
      await bounded(`Writing ${path}`, client.put(content, path));
    },
    rename: async (from, to) => {
      await bounded(`Renaming ${from}`, client.rename(from, to));
    },
    exists: async (path) => (await bounded(`Looking for ${path}`, client.exists(path))) !== false,
    remove: async (path) => {
      await bounded(`Removing ${path}`, client.delete(path));
    },
  };
}
