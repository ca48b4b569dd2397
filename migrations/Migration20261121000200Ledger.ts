import { Migration } from '@mikro-orm/migrations';

/**
 * The double-entry ledger (docs/money-model.md; src/core/ledger). The database itself refuses what must never happen:
 * a posting set that does not sum to zero, a changed or deleted posting or transaction, and a negative balance
 * on an account that does not allow one; LedgerService checks all of these before writing.
 */
export class Migration20261121000200Ledger extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ledger_account (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        kind text not null,
        owner_id uuid not null,
        allow_negative boolean not null default false,
        balance_cents bigint not null default 0,
        created_on timestamptz not null default now(),
        constraint ledger_account_owner_kind_unique unique (owner_id, kind),
        constraint ledger_account_kind_check check (kind in (
          'CampaignUnallocated', 'CampaignAllocated', 'CampaignPaidOut', 'CampaignReturned',
          'ExternalFunding', 'BankAccountUnattributed')),
        -- the backstop behind LedgerService's check on row-locked balances
        constraint ledger_account_balance_sign_check check (allow_negative or balance_cents >= 0)
      );`);
    this.addSql('create index ledger_account_organization_idx on ledger_account (organization_id);');
    this.addSql(`
      create table ledger_transaction (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        kind text not null,
        reference_id uuid,
        idempotency_key text,
        created_on timestamptz not null default now(),
        -- nulls are distinct, so only transactions that carry a key are deduplicated
        constraint ledger_transaction_idempotency_unique unique (organization_id, idempotency_key)
      );`);
    this.addSql('create index ledger_transaction_reference_idx on ledger_transaction (reference_id) where reference_id is not null;');
    this.addSql(`
      create table ledger_posting (
        id uuid primary key,
        transaction_id uuid not null references ledger_transaction (id),
        account_id uuid not null references ledger_account (id),
        amount_cents bigint not null check (amount_cents <> 0),
        created_on timestamptz not null default now(),
        -- an account appears once per transaction; this index also serves lookups by transaction_id
        constraint ledger_posting_transaction_account_unique unique (transaction_id, account_id)
      );`);
    this.addSql('create index ledger_posting_account_idx on ledger_posting (account_id);');

    // Append-only: postings and transactions are never updated or deleted (a correction is a new transaction).
    this.addSql(`
      create function ledger_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = 'restrict_violation';
      end $$;`);
    this.addSql(`
      create trigger ledger_posting_append_only before update or delete on ledger_posting
      for each row execute function ledger_refuse_change();`);
    this.addSql(`
      create trigger ledger_transaction_append_only before update or delete on ledger_transaction
      for each row execute function ledger_refuse_change();`);

    // Every transaction's postings sum to zero. A statement-level trigger over the inserted rows costs one query
    // per insert statement, however many postings it carries; it requires a transaction's postings to be inserted
    // by one statement, which is how LedgerService writes them.
    this.addSql(`
      create function ledger_check_balanced() returns trigger language plpgsql as $$
      declare unbalanced uuid;
      begin
        select p.transaction_id into unbalanced
        from ledger_posting p
        where p.transaction_id in (select distinct transaction_id from inserted)
        group by p.transaction_id
        having sum(p.amount_cents) <> 0
        limit 1;
        if unbalanced is not null then
          raise exception 'ledger transaction % does not balance to zero', unbalanced using errcode = 'check_violation';
        end if;
        return null;
      end $$;`);
    this.addSql(`
      create trigger ledger_posting_balanced after insert on ledger_posting
      referencing new table as inserted
      for each statement execute function ledger_check_balanced();`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists ledger_posting;');
    this.addSql('drop table if exists ledger_transaction;');
    this.addSql('drop table if exists ledger_account;');
    this.addSql('drop function if exists ledger_check_balanced();');
    this.addSql('drop function if exists ledger_refuse_change();');
  }
}
