import { Migration } from '@mikro-orm/migrations';

/**
 * Bank files out (docs/bank-files.md): one delivery per file to the bank's SFTP server, written in the transaction
 * that made the file (an ACH batch, a print run), so a file exists exactly when its delivery does. The row is the
 * outbox: the deliverer takes due rows under a row lock held for the upload, and a file's remote name is fixed at
 * creation, so a retry finds what an earlier attempt left on the server.
 */
export class Migration20261204000600BankFileDeliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table bank_file_delivery (
      id uuid primary key,
      kind text not null check (kind in ('AchFile', 'CheckPrintRun', 'PositivePay')),
      source_id uuid not null,
      remote_name text not null,
      status text not null default 'Pending' check (status in ('Pending', 'Delivered', 'Failed')),
      attempts integer not null default 0,
      last_error text,
      next_attempt_on timestamptz not null default now(),
      size_bytes bigint,
      sha256 text,
      found_on_server boolean not null default false,
      created_on timestamptz not null default now(),
      delivered_on timestamptz,
      unique (kind, source_id),
      -- A name found on the server counts as delivered: two files must never share one.
      unique (remote_name)
    );`);
    this.addSql(`create index bank_file_delivery_due_idx on bank_file_delivery (next_attempt_on) where status = 'Pending';`);
    this.addSql(`create index bank_file_delivery_list_idx on bank_file_delivery (created_on desc, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists bank_file_delivery;');
  }
}
