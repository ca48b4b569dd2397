import { readFileSync } from 'node:fs';
import type { EnvironmentVariables } from './env.schema';

/** The bank's SFTP server and what goes over it (docs/bank-files.md). Present only when BANK_SFTP_HOST is set. */
export interface BankConnectionConfig {
  readonly host: string;
  readonly port: number;
  readonly username: string;
  readonly password?: string;
  readonly privateKey?: string;
  readonly passphrase?: string;
  /** `SHA256:<base64>`: a server presenting another key is refused. */
  readonly hostKeySha256: string;
  readonly outboxDir: string;
  readonly inboxDir: string;
  readonly pgp: { readonly bankPublicKey?: string; readonly ourPrivateKey?: string; readonly passphrase?: string };
  readonly fileNames: { readonly AchFile: string; readonly CheckPrintRun: string; readonly PositivePay: string };
  readonly inboxPollSeconds: number;
  /** The longest one remote operation may take; past it the connection is ended and the operation fails. */
  readonly timeoutSeconds: number;
}

/** A key file's text, read once at start-up; a missing file stops the process naming the variable. */
function keyFile(variable: string, file: string | undefined): string | undefined {
  if (!file) return undefined;
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${variable}: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`, { cause: error });
  }
}

export function bankConnectionConfig(v: EnvironmentVariables): BankConnectionConfig | undefined {
  if (!v.BANK_SFTP_HOST) return undefined;
  return Object.freeze({
    host: v.BANK_SFTP_HOST,
    port: v.BANK_SFTP_PORT,
    username: v.BANK_SFTP_USERNAME!,
    password: v.BANK_SFTP_PASSWORD,
    privateKey: keyFile('BANK_SFTP_PRIVATE_KEY_FILE', v.BANK_SFTP_PRIVATE_KEY_FILE),
    passphrase: v.BANK_SFTP_PRIVATE_KEY_PASSPHRASE,
    hostKeySha256: v.BANK_SFTP_HOST_KEY_SHA256!,
    outboxDir: v.BANK_SFTP_OUTBOX_DIR.replace(/\/+$/, '') || '/',
    inboxDir: v.BANK_SFTP_INBOX_DIR.replace(/\/+$/, '') || '/',
    pgp: Object.freeze({
      bankPublicKey: keyFile('BANK_PGP_PUBLIC_KEY_FILE', v.BANK_PGP_PUBLIC_KEY_FILE),
      ourPrivateKey: keyFile('BANK_PGP_PRIVATE_KEY_FILE', v.BANK_PGP_PRIVATE_KEY_FILE),
      passphrase: v.BANK_PGP_PASSPHRASE,
    }),
    fileNames: Object.freeze({ AchFile: v.BANK_FILE_NAME_ACH, CheckPrintRun: v.BANK_FILE_NAME_CHECKS, PositivePay: v.BANK_FILE_NAME_POSITIVE_PAY }),
    inboxPollSeconds: v.BANK_INBOX_POLL_SECONDS,
    timeoutSeconds: v.BANK_SFTP_TIMEOUT_SECONDS,
  });
}
