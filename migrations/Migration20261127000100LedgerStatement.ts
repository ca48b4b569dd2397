import { Migration } from '@mikro-orm/migrations';

/**
 * The statement of each bank account (docs/money-movement.md): one line per movement of money across the account's
 * boundary, written by LedgerService.post with the postings that move it, so the statement and the balances cannot
 * disagree. Which bank account holds a campaign's money is recorded once, at its first attribution. The InternalTransfer
 * lines are summed per day and status by triggers, so the aggregated statement of a million payouts reads a few rows.
 */
export class Migration20261127000100LedgerStatement extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table ledger_campaign_holding (
        campaign_id uuid primary key,
        organization_id uuid not null references organization (id),
        bank_account_id uuid not null,
        created_on timestamptz not null default now()
      );`);
    this.addSql('create index ledger_campaign_holding_bank_idx on ledger_campaign_holding (bank_account_id);');

    this.addSql(`
      create table ledger_statement_line (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        transaction_id uuid not null references ledger_transaction (id),
        bank_account_id uuid not null,
        campaign_id uuid,
        type text not null check (type in ('IncomingAch', 'InternalTransfer', 'Withdrawal', 'Refund', 'PayoutReturn')),
        direction text not null check (direction in ('Credit', 'Debit')),
        amount_cents bigint not null check (amount_cents > 0),
        status text not null check (status in ('Pending', 'Submitted', 'Completed', 'Returned')),
        -- the funding transfer, payout or withdrawal the line is about; a return names its original's
        reference_id uuid not null,
        description text not null,
        created_on timestamptz not null default now(),
        completed_on timestamptz
      );`);
    // Newest first per bank account and per campaign, all types or one; the partial ones serve the aggregated
    // statement, whose individual rows are every type but InternalTransfer.
    this.addSql('create index ledger_statement_line_bank_idx on ledger_statement_line (bank_account_id, created_on desc, id desc);');
    this.addSql('create index ledger_statement_line_bank_type_idx on ledger_statement_line (bank_account_id, type, created_on desc, id desc);');
    this.addSql(`create index ledger_statement_line_bank_other_idx on ledger_statement_line (bank_account_id, created_on desc, id desc) where type <> 'InternalTransfer';`);
    this.addSql('create index ledger_statement_line_campaign_idx on ledger_statement_line (campaign_id, created_on desc, id desc) where campaign_id is not null;');
    this.addSql('create index ledger_statement_line_campaign_type_idx on ledger_statement_line (campaign_id, type, created_on desc, id desc) where campaign_id is not null;');
    this.addSql(`create index ledger_statement_line_campaign_other_idx on ledger_statement_line (campaign_id, created_on desc, id desc) where campaign_id is not null and type <> 'InternalTransfer';`);
    this.addSql('create index ledger_statement_line_reference_idx on ledger_statement_line (reference_id);');

    // What a line says about money never changes; only its journey does (status, completion, a funding transfer's campaign).
    this.addSql(`
      create function ledger_statement_line_guard() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' then
          raise exception 'ledger_statement_line is append-only: DELETE refused' using errcode = 'restrict_violation';
        end if;
        if (new.id, new.organization_id, new.transaction_id, new.bank_account_id, new.type, new.direction, new.amount_cents, new.reference_id, new.created_on)
           is distinct from
           (old.id, old.organization_id, old.transaction_id, old.bank_account_id, old.type, old.direction, old.amount_cents, old.reference_id, old.created_on) then
          raise exception 'ledger_statement_line % : only status, completed_on and campaign_id may change', old.id using errcode = 'restrict_violation';
        end if;
        return new;
      end $$;`);
    this.addSql(`
      create trigger ledger_statement_line_guard before update or delete on ledger_statement_line
      for each row execute function ledger_statement_line_guard();`);

    this.addSql(`
      create table ledger_statement_day (
        bank_account_id uuid not null,
        campaign_id uuid not null,
        day date not null,
        status text not null,
        count bigint not null,
        amount_cents bigint not null,
        primary key (bank_account_id, campaign_id, day, status)
      );`);
    this.addSql('create index ledger_statement_day_campaign_idx on ledger_statement_day (campaign_id, day desc, status);');

    // The day sums follow the InternalTransfer lines: one upsert per statement, whatever the number of lines. An update
    // moves a line between sums when its status changes (or its date: only a test re-dating lines with the guard off does that).
    this.addSql(`
      create function ledger_statement_day_on_insert() returns trigger language plpgsql as $$
      begin
        insert into ledger_statement_day as d (bank_account_id, campaign_id, day, status, count, amount_cents)
        select bank_account_id, campaign_id, (created_on at time zone 'UTC')::date, status, count(*), sum(amount_cents)
        from inserted where type = 'InternalTransfer'
        group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict (bank_account_id, campaign_id, day, status)
        do update set count = d.count + excluded.count, amount_cents = d.amount_cents + excluded.amount_cents;
        return null;
      end $$;`);
    this.addSql(`
      create trigger ledger_statement_day_insert after insert on ledger_statement_line
      referencing new table as inserted
      for each statement execute function ledger_statement_day_on_insert();`);
    this.addSql(`
      create function ledger_statement_day_on_update() returns trigger language plpgsql as $$
      begin
        insert into ledger_statement_day as d (bank_account_id, campaign_id, day, status, count, amount_cents)
        select bank_account_id, campaign_id, day, status, sum(count), sum(amount_cents)
        from (
          select o.bank_account_id, o.campaign_id, (o.created_on at time zone 'UTC')::date as day, o.status, -1 as count, -o.amount_cents as amount_cents
          from old_rows o join new_rows n on n.id = o.id
          where o.type = 'InternalTransfer' and (o.status, o.created_on) is distinct from (n.status, n.created_on)
          union all
          select n.bank_account_id, n.campaign_id, (n.created_on at time zone 'UTC')::date, n.status, 1, n.amount_cents
          from old_rows o join new_rows n on n.id = o.id
          where n.type = 'InternalTransfer' and (o.status, o.created_on) is distinct from (n.status, n.created_on)
        ) moved
        group by 1, 2, 3, 4 order by 1, 2, 3, 4
        on conflict (bank_account_id, campaign_id, day, status)
        do update set count = d.count + excluded.count, amount_cents = d.amount_cents + excluded.amount_cents;
        return null;
      end $$;`);
    this.addSql(`
      create trigger ledger_statement_day_update after update on ledger_statement_line
      referencing old table as old_rows new table as new_rows
      for each statement execute function ledger_statement_day_on_update();`);
    // Withdrawals and refunds leave as ACH credits in the same NACHA files as payouts (docs/bank-rails.md).
    this.addSql(`
      alter table ach_transfer
        alter column payout_instruction_id drop not null,
        alter column payout_id drop not null,
        add column purpose text not null default 'Payout' check (purpose in ('Payout', 'Withdrawal', 'Refund')),
        add column statement_line_id uuid unique,
        add constraint ach_transfer_purpose_reference_check check (
          case when purpose = 'Payout' then payout_id is not null and payout_instruction_id is not null and statement_line_id is null
               else payout_id is null and payout_instruction_id is null and statement_line_id is not null end);`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from ach_transfer where purpose <> 'Payout';`);
    this.addSql('alter table ach_transfer drop column statement_line_id, drop column purpose;');
    this.addSql('alter table ach_transfer alter column payout_instruction_id set not null, alter column payout_id set not null;');
    this.addSql('drop table if exists ledger_statement_day;');
    this.addSql('drop table if exists ledger_statement_line;');
    this.addSql('drop table if exists ledger_campaign_holding;');
    this.addSql('drop function if exists ledger_statement_day_on_update();');
    this.addSql('drop function if exists ledger_statement_day_on_insert();');
    this.addSql('drop function if exists ledger_statement_line_guard();');
  }
}
