import { Migration } from '@mikro-orm/migrations';

/** Funds holders (primary organization account, settlement funds), their attachments and bank accounts. */
export class Migration20261121000300FundsHoldersAndBankAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table funds_holder (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        name text not null,
        type text not null check (type in ('OrganizationAccount', 'SettlementFund')),
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql('create index funds_holder_organization_idx on funds_holder (organization_id, type, created_on);');
    // One primary account per organization, whatever the races of just-in-time provisioning.
    this.addSql(`create unique index funds_holder_one_primary_idx on funds_holder (organization_id) where type = 'OrganizationAccount';`);
    this.addSql(`
      create table funds_holder_attachment (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        funds_holder_id uuid not null references funds_holder (id),
        file_name text not null,
        content_type text not null,
        size_bytes bigint not null,
        storage_key text not null,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql('create index funds_holder_attachment_holder_idx on funds_holder_attachment (funds_holder_id);');
    this.addSql(`
      create table bank_account (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        funds_holder_id uuid not null references funds_holder (id),
        name text not null,
        status text not null default 'Pending' check (status in ('Pending', 'Active', 'Failed')),
        bank_name text,
        routing_number text,
        account_number text,
        currency text not null default 'USD',
        opened_on timestamptz,
        failure_reason text,
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now(),
        constraint bank_account_open_has_numbers check (status <> 'Active' or (routing_number is not null and account_number is not null))
      );`);
    this.addSql('create index bank_account_organization_idx on bank_account (organization_id, created_on);');
    this.addSql('create index bank_account_funds_holder_idx on bank_account (funds_holder_id);');
    this.addSql(`create index bank_account_pending_idx on bank_account (created_on) where status = 'Pending';`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists bank_account;');
    this.addSql('drop table if exists funds_holder_attachment;');
    this.addSql('drop table if exists funds_holder;');
  }
}
