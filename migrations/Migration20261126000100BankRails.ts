import { Migration } from '@mikro-orm/migrations';

/**
 * Bank rails (docs/bank-rails.md): ACH transfers batched into NACHA files, paper checks and check transfers
 * printed in runs, and direct ACH requests waiting for the worker.
 */
export class Migration20261126000100BankRails extends Migration {
  override async up(): Promise<void> {
    // One NACHA file per batch; its text is kept in parts written in the batch's own transaction, so a batch that
    // dies midway leaves neither a file nor a submitted transfer behind.
    this.addSql(`
      create table ach_file (
        id uuid primary key,
        -- The organization whose administrator triggered the batch; null for the scheduled batch of every organization.
        organization_id uuid references organization (id),
        effective_date date not null,
        batch_count integer not null default 0,
        entry_count integer not null default 0,
        entry_hash text,
        total_credit_cents bigint not null default 0,
        line_count integer not null default 0,
        -- The trace sequences of its entries run from first_trace_sequence to last_trace_sequence; the next file goes on
        -- from there, so that a trace number names one entry for ten million entries (docs/bank-rails.md).
        first_trace_sequence integer,
        last_trace_sequence integer,
        created_on timestamptz not null default now()
      );`);
    this.addSql(`
      create table ach_file_part (
        ach_file_id uuid not null references ach_file (id) on delete cascade,
        part_number integer not null,
        -- The text of one NACHA batch (account numbers in full), AES-256-GCM like every secret (docs/security.md).
        content_encrypted text not null,
        primary key (ach_file_id, part_number)
      );`);

    this.addSql(`
      create table ach_transfer (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        payout_instruction_id uuid not null,
        payout_id uuid not null unique,
        amount_cents bigint not null check (amount_cents > 0),
        direction text not null default 'Credit',
        status text not null,
        return_reason_code text,
        account_holder_name text not null,
        routing_number text not null,
        -- AES-256-GCM (docs/security.md); only the last four digits are ever shown.
        account_number_encrypted text not null,
        account_number_last4 text not null,
        account_type text not null,
        effective_date date,
        ach_file_id uuid references ach_file (id),
        trace_number text,
        created_on timestamptz not null default now(),
        submitted_on timestamptz,
        settled_on timestamptz,
        returned_on timestamptz,
        cancelled_on timestamptz,
        updated_on timestamptz not null default now()
      );`);
    this.addSql(`create index ach_transfer_pending_idx on ach_transfer (id) where status = 'Pending';`);
    this.addSql(`create index ach_transfer_submitted_idx on ach_transfer (submitted_on) where status = 'Submitted';`);
    this.addSql('create index ach_transfer_instruction_idx on ach_transfer (payout_instruction_id, created_on desc);');

    this.addSql(`
      create table check_print_run (
        id uuid primary key,
        organization_id uuid references organization (id),
        check_count integer not null,
        total_cents bigint not null,
        first_check_number text not null,
        last_check_number text not null,
        -- The run's one PDF, as sent to the printer.
        pdf bytea not null,
        printed_on timestamptz not null default now()
      );`);
    // Check numbers of the drawer's account: one sequence for the deployment, never reused.
    this.addSql('create sequence check_number_seq start with 100001;');
    this.addSql('alter table payout add column check_print_run_id uuid references check_print_run (id);');
    this.addSql('alter table payout add column mailed_on timestamptz;');
    this.addSql(`create index payout_awaiting_print_idx on payout (requested_on, id) where status = 'Pending' and category in ('PaperCheck', 'CheckTransfer');`);
    this.addSql(`create index payout_printed_idx on payout (submitted_on) where status = 'SentForPrinting';`);

    // A direct ACH request between its 202 and the worker: the bank account travels encrypted, never in a job.
    this.addSql(`
      create table direct_ach_request (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        campaign_id uuid not null,
        payout_instruction_id uuid not null,
        request_encrypted text not null,
        status text not null,
        outcome text,
        created_on timestamptz not null default now(),
        processed_on timestamptz
      );`);
    this.addSql(`create index direct_ach_request_queued_idx on direct_ach_request (created_on) where status = 'Queued';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists direct_ach_request;');
    this.addSql('drop index if exists payout_printed_idx;');
    this.addSql('drop index if exists payout_awaiting_print_idx;');
    this.addSql('alter table payout drop column if exists mailed_on;');
    this.addSql('alter table payout drop column if exists check_print_run_id;');
    this.addSql('drop sequence if exists check_number_seq;');
    this.addSql('drop table if exists check_print_run;');
    this.addSql('drop table if exists ach_transfer;');
    this.addSql('drop table if exists ach_file_part;');
    this.addSql('drop table if exists ach_file;');
  }
}
