import { Migration } from '@mikro-orm/migrations';

/** Uploads of payout instruction files, their row errors, and the staging table their rows pass through. */
export class Migration20261121001000Uploads extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payout_instruction_upload (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        campaign_id uuid not null references campaign (id),
        mode text not null default 'AllOrNothing' check (mode in ('AllOrNothing', 'Partial')),
        status text not null default 'Queued' check (status in ('Queued', 'Processing', 'Completed', 'CompletedWithErrors', 'Failed')),
        file_name text not null,
        storage_key text not null,
        size_bytes bigint not null,
        header jsonb not null,
        total_rows integer not null default 0,
        processed_rows integer not null default 0,
        created_count integer not null default 0,
        updated_count integer not null default 0,
        failed_count integer not null default 0,
        failure_reason text,
        started_on timestamptz,
        finished_on timestamptz,
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql('create index payout_instruction_upload_campaign_idx on payout_instruction_upload (campaign_id, created_on);');
    this.addSql(`
      create table upload_row_error (
        upload_id uuid not null references payout_instruction_upload (id) on delete cascade,
        row_number integer not null,
        column_name text,
        message text not null,
        seq bigserial,
        primary key (upload_id, row_number, seq)
      );`);
    // The shape of an import's staging table, which holds the valid rows of one upload on their way into
    // payout_instruction. This table itself stays empty: each import creates `upload_staging_<upload id, no dashes>`
    // like it, loads it with COPY, merges it in one transaction and drops it (UploadImportService). A table per
    // import costs one CREATE and one DROP, where a shared table would cost an index on (upload_id, row_number)
    // while loading and a DELETE of millions of rows (and their vacuum) afterwards. Unlogged: the rows are rebuilt
    // from the stored file when an import restarts, so they need no WAL. No index: the merge reads it whole.
    this.addSql(`
      create unlogged table upload_staging (
        row_number integer not null,
        id uuid not null,
        external_id text,
        first_name text,
        last_name text,
        email text,
        phone_number text,
        amount_cents bigint,
        tags jsonb not null default '{}'
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists upload_staging;');
    this.addSql('drop table if exists upload_row_error;');
    this.addSql('drop table if exists payout_instruction_upload;');
  }
}
