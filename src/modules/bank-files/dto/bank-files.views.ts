import { ApiProperty } from '@nestjs/swagger';
import type { BankConnectionSummary, BankConnectionTest } from '../bank-connection-check';
import type { BankFileDelivery } from '../bank-file-deliveries';
import { BANK_FILE_KINDS, type BankFileKind } from '../bank-file-names';

/** The bank connection as configured (docs/bank-files.md): never a password, key or passphrase. */
export class BankConnectionView {
  @ApiProperty({ description: 'Whether a bank connection is configured (BANK_SFTP_HOST): without one, nothing is delivered or picked up.' }) configured!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'sftp.bank.example' }) host!: string | null;
  @ApiProperty({ type: 'integer', nullable: true, example: 22 }) port!: number | null;
  @ApiProperty({ type: String, nullable: true }) username!: string | null;
  @ApiProperty({ enum: ['Password', 'Key', 'KeyAndPassword'], enumName: 'BankSftpAuthentication', nullable: true, description: 'How the service signs in; the secrets themselves are never shown.' })
  authentication!: 'Password' | 'Key' | 'KeyAndPassword' | null;
  @ApiProperty({ type: String, nullable: true, example: 'SHA256:47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU', description: 'The pinned host key: a server presenting another is refused.' })
  hostKeySha256!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/outbound', description: 'Where our files go.' }) outboxDir!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/inbound', description: 'Where the bank’s returns and statements are read from.' }) inboxDir!: string | null;
  @ApiProperty({ description: 'Outgoing files are PGP-encrypted to the bank’s key.' }) encryptsOutgoing!: boolean;
  @ApiProperty({ description: 'Incoming PGP files can be decrypted (our private key is configured).' }) decryptsIncoming!: boolean;

  static of(summary: BankConnectionSummary): BankConnectionView {
    return { ...summary };
  }
}

/** `:test`: connected and listed both folders, or why not. */
export class BankConnectionTestView {
  @ApiProperty({ enum: ['Ok', 'Failed'], enumName: 'BankConnectionTestStatus' }) status!: 'Ok' | 'Failed';
  @ApiProperty({ description: 'What happened, in a sentence; never a secret.' }) message!: string;
  @ApiProperty({ type: 'integer', minimum: 0, nullable: true, description: 'Files in the outbox folder.' }) outboxFiles!: number | null;
  @ApiProperty({ type: 'integer', minimum: 0, nullable: true, description: 'Files in the inbox folder.' }) inboxFiles!: number | null;

  static of(test: BankConnectionTest): BankConnectionTestView {
    return { ...test };
  }
}

/** One file's delivery to the bank's SFTP server (docs/bank-files.md). */
export class BankFileDeliveryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: BANK_FILE_KINDS, enumName: 'BankFileKind', description: '`AchFile`: a NACHA file; `CheckPrintRun`: a print run’s PDF; `PositivePay`: a print run’s issued checks.' })
  kind!: BankFileKind;
  @ApiProperty({ format: 'uuid', description: 'The NACHA file’s or print run’s id (`GET /admin/ach-files`, `/admin/check-print-runs`).' }) sourceId!: string;
  @ApiProperty({ example: 'ACH_20261128_090507_0195A3F0.txt', description: 'Its name on the bank’s server.' }) remoteName!: string;
  @ApiProperty({ enum: ['Pending', 'Delivered', 'Failed'], enumName: 'BankFileDeliveryStatus', description: '`Pending`: waiting or retrying; `Failed`: its attempts spent, `:retry` sends it again.' })
  status!: 'Pending' | 'Delivered' | 'Failed';
  @ApiProperty({ type: 'integer', minimum: 0 }) attempts!: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed.' }) lastError!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a `Pending` delivery is next tried.' }) nextAttemptOn!: string | null;
  @ApiProperty({ type: 'integer', minimum: 0, nullable: true, description: 'Bytes sent (after encryption).' }) sizeBytes!: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'SHA-256 (hex) of the bytes sent.' }) sha256!: string | null;
  @ApiProperty({ description: 'The file was found on the server already, from an attempt whose outcome was not recorded: not sent twice.' }) foundOnServer!: boolean;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) deliveredOn!: string | null;

  static of(delivery: BankFileDelivery): BankFileDeliveryView {
    return {
      ...delivery,
      nextAttemptOn: delivery.nextAttemptOn?.toISOString() ?? null,
      createdOn: delivery.createdOn.toISOString(),
      deliveredOn: delivery.deliveredOn?.toISOString() ?? null,
    };
  }
}
