import { Migration } from '@mikro-orm/migrations';

/**
 * Withdrawal accounts (return external accounts, docs/withdrawal-accounts.md): the organization's own bank accounts
 * elsewhere that money on one of its bank accounts, or a campaign's unallocated money, may be sent back to.
 */
export class Migration20261127000200WithdrawalAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table withdrawal_account (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        -- What it is the return account of: a bank account or a campaign (no foreign key: two tables).
        owner_type text not null check (owner_type in ('BankAccount', 'Campaign')),
        owner_id uuid not null,
        name text not null,
        account_holder_name text not null,
        routing_number text not null,
        -- AES-256-GCM (docs/security.md); only the last four digits are ever shown.
        account_number_encrypted text not null,
        account_number_last4 text not null,
        account_type text not null check (account_type in ('Checking', 'Savings')),
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    // The list of one owner, newest first, paged with the id as the last key.
    this.addSql('create index withdrawal_account_owner_idx on withdrawal_account (owner_id, created_on, id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists withdrawal_account;');
  }
}
