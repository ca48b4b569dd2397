import { Migration } from '@mikro-orm/migrations';

/**
 * Bank files in (docs/bank-files-in.md): the files read from the bank (returns, NOCs, statements), each recorded once
 * by its content's sha256 whatever happens; a campaign's funding reference (the code a payer writes in a transfer's
 * reference), backfilled for existing campaigns; an ACH transfer's notification of change.
 */
export class Migration20261204000200BankInbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bank_inbound_file (
        id uuid primary key,
        name text not null,
        kind text,
        sha256 text not null constraint bank_inbound_file_sha256_key unique,
        size_bytes integer not null,
        status text not null,
        error text,
        summary jsonb not null default '{}',
        received_on timestamptz not null
      );`);
    this.addSql(`create index bank_inbound_file_by_name on bank_inbound_file (name);`);
    this.addSql(`create index bank_inbound_file_newest on bank_inbound_file (received_on desc, id desc);`);

    // CM- and 8 of 31 characters that cannot be misread (no 0/O, 1/I/L): typed by a payer into a bank form.
    this.addSql(`
      create function new_funding_reference() returns text language sql volatile as $$
        select 'CM-' || string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
        from generate_series(1, 8)
      $$;`);
    // The default backfills existing campaigns and covers raw inserts; the app sets its own (campaign-funding-reference.ts).
    this.addSql(`alter table campaign add column funding_reference text default new_funding_reference();`);
    this.addSql(`alter table campaign alter column funding_reference set not null;`);
    this.addSql(`alter table campaign add constraint campaign_funding_reference_key unique (funding_reference);`);

    this.addSql(`alter table ach_transfer
      add column noc_change_code text,
      add column noc_corrected_data_encrypted text,
      add column noc_received_on timestamptz;`);
    // A withdrawal's or refund's transfer names the withdrawal account it was copied from, which records its NOCs.
    this.addSql(`alter table ach_transfer add column withdrawal_account_id uuid;`);
    this.addSql(`alter table withdrawal_account
      add column noc_change_code text,
      add column noc_corrected_data_masked text,
      add column noc_received_on timestamptz;`);
    // Returns and NOCs name our entries by trace number.
    this.addSql(`create index ach_transfer_by_trace_number on ach_transfer (trace_number) where trace_number is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table withdrawal_account drop column noc_change_code, drop column noc_corrected_data_masked, drop column noc_received_on;`);
    this.addSql(`alter table ach_transfer drop column withdrawal_account_id;`);
    this.addSql(`alter table ach_transfer drop column noc_change_code, drop column noc_corrected_data_encrypted, drop column noc_received_on;`);
    this.addSql(`alter table campaign drop column funding_reference;`);
    this.addSql(`drop function new_funding_reference();`);
    this.addSql(`drop table bank_inbound_file;`);
  }
}
