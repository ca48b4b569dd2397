import { Migration } from '@mikro-orm/migrations';

const TODAY = `(now() at time zone 'UTC')::date`;
const DAY_OF = (column: string) => `(${column} at time zone 'UTC')::date`;

/**
 * Reports that stay fast at a million instructions (docs/reports.md). Counting a campaign's instructions by status,
 * its claims per day or its payouts by method would read every row; instead, statement-level triggers append what
 * each statement changed to tally tables, in the transaction of the change, and reports sum a few rows.
 *
 * Tallies are append-only deltas (`entered`/`exited` a status, first initiations, first claims...): a trigger only
 * inserts, so two transactions never wait on, or deadlock over, a shared counter row. A maintenance job folds the
 * deltas into one row per key now and then, which keeps the sums short without changing them.
 *
 * PostgreSQL has no statistics of transition tables and guesses them large: left to itself it JIT-compiles each
 * trigger's statement, 0.7 s a run for a few milliseconds of work. The trigger functions turn JIT off for themselves.
 *
 * An instruction also keeps when it was first initiated and first claimed (a method first chosen), set by a row
 * trigger on whatever path changes it, and the seconds between: an index on them gives the median time to claim.
 */
export class Migration20261128000100ReportTallies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table payout_instruction
        add column first_initiated_on timestamptz,
        add column claimed_on timestamptz,
        add column claim_seconds double precision;`);
    // What was there before: the latest initiation, and the last change of an instruction that has a method (or went further).
    this.addSql(`
      update payout_instruction set
        first_initiated_on = initiated_on,
        claimed_on = case when payout_method_id is not null or status in ('Requested', 'Fulfilled') then updated_on end
      where initiated_on is not null or payout_method_id is not null or status in ('Requested', 'Fulfilled');`);
    this.addSql(`update payout_instruction set claim_seconds = extract(epoch from claimed_on - first_initiated_on) where claimed_on is not null and first_initiated_on is not null;`);

    this.addSql(`
      create function payout_instruction_firsts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then
          new.first_initiated_on := new.initiated_on;
          new.claimed_on := case when new.payout_method_id is not null then now() end;
        else
          new.first_initiated_on := coalesce(old.first_initiated_on, new.initiated_on);
          new.claimed_on := coalesce(old.claimed_on, case when new.payout_method_id is not null then now() end);
        end if;
        new.claim_seconds := extract(epoch from new.claimed_on - new.first_initiated_on);
        return new;
      end $$;`);
    this.addSql(`
      create trigger payout_instruction_firsts before insert or update of initiated_on, payout_method_id on payout_instruction
      for each row execute function payout_instruction_firsts();`);

    // Paging the basic report in creation order, and the median time to claim. Neither column changes on the actions
    // that update instructions in bulk, so those updates stay HOT (docs/reports.md).
    this.addSql('create index payout_instruction_campaign_created_idx on payout_instruction (campaign_id, created_on, id);');
    this.addSql('drop index if exists payout_instruction_campaign_idx;');
    this.addSql('create index payout_instruction_claim_seconds_idx on payout_instruction (campaign_id, claim_seconds) where claim_seconds is not null;');
    this.addSql('create index payout_campaign_requested_idx on payout (campaign_id, requested_on desc, id desc);');

    // An instruction's tally: status flows, first initiations and claims, and new beneficiaries (distinct emails of
    // the organization), per campaign and UTC day.
    this.addSql(`
      create table payout_instruction_tally (
        id bigint generated always as identity primary key,
        organization_id uuid not null,
        campaign_id uuid not null,
        day date not null,
        status text,
        entered bigint not null default 0,
        exited bigint not null default 0,
        initiated bigint not null default 0,
        claimed bigint not null default 0,
        beneficiaries bigint not null default 0
      );`);
    this.addSql('create index payout_instruction_tally_campaign_idx on payout_instruction_tally (campaign_id);');
    this.addSql('create index payout_instruction_tally_organization_idx on payout_instruction_tally (organization_id, day);');
    this.addSql(`
      create table payout_instruction_tag_tally (
        id bigint generated always as identity primary key,
        campaign_id uuid not null,
        tag_key text not null,
        instructions bigint not null
      );`);
    this.addSql('create index payout_instruction_tag_tally_campaign_idx on payout_instruction_tag_tally (campaign_id);');
    this.addSql(`
      create table organization_beneficiary (
        organization_id uuid not null,
        email_key text not null,
        -- The campaign whose instruction first brought the email.
        campaign_id uuid not null,
        first_day date not null,
        primary key (organization_id, email_key)
      );`);
    this.addSql(`
      create table email_delivery_tally (
        id bigint generated always as identity primary key,
        campaign_id uuid not null,
        status text not null,
        emails bigint not null
      );`);
    this.addSql('create index email_delivery_tally_campaign_idx on email_delivery_tally (campaign_id);');
    this.addSql(`
      create table payout_tally (
        id bigint generated always as identity primary key,
        organization_id uuid not null,
        campaign_id uuid not null,
        payout_method_id uuid not null,
        day date not null,
        status text not null,
        entered bigint not null default 0,
        exited bigint not null default 0,
        entered_cents bigint not null default 0,
        exited_cents bigint not null default 0
      );`);
    this.addSql('create index payout_tally_campaign_idx on payout_tally (campaign_id);');
    // Every status a payout took, when: the payouts history report's statusChanges.
    this.addSql(`
      create table payout_status_change (
        id bigint generated always as identity primary key,
        payout_id uuid not null,
        status text not null,
        changed_on timestamptz not null default clock_timestamp()
      );`);
    this.addSql('create index payout_status_change_payout_idx on payout_status_change (payout_id, id);');
    this.addSql('create index payout_tally_organization_idx on payout_tally (organization_id, day);');

    // What is there now, as of today (a payout completed earlier counts on its completion day).
    this.addSql(`
      insert into payout_instruction_tally (organization_id, campaign_id, day, status, entered)
      select organization_id, campaign_id, ${TODAY}, status, count(*) from payout_instruction group by 1, 2, 4;`);
    this.addSql(`
      insert into payout_instruction_tally (organization_id, campaign_id, day, initiated)
      select organization_id, campaign_id, ${DAY_OF('first_initiated_on')}, count(*) from payout_instruction where first_initiated_on is not null group by 1, 2, 3;`);
    this.addSql(`
      insert into payout_instruction_tally (organization_id, campaign_id, day, claimed)
      select organization_id, campaign_id, ${DAY_OF('claimed_on')}, count(*) from payout_instruction where claimed_on is not null group by 1, 2, 3;`);
    this.addSql(`
      insert into payout_instruction_tag_tally (campaign_id, tag_key, instructions)
      select campaign_id, key, count(*) from payout_instruction, jsonb_object_keys(tags) as key group by 1, 2;`);
    this.addSql(`
      insert into organization_beneficiary (organization_id, email_key, campaign_id, first_day)
      select distinct on (organization_id, lower(email)) organization_id, lower(email), campaign_id, ${DAY_OF('first_initiated_on')}
      from payout_instruction where first_initiated_on is not null order by organization_id, lower(email), first_initiated_on;`);
    this.addSql(`
      insert into payout_instruction_tally (organization_id, campaign_id, day, beneficiaries)
      select organization_id, campaign_id, first_day, count(*) from organization_beneficiary group by 1, 2, 3;`);
    this.addSql(`
      insert into email_delivery_tally (campaign_id, status, emails)
      select campaign_id, delivery_status, count(*) from email_delivery where campaign_id is not null group by 1, 2;`);
    this.addSql(`
      insert into payout_tally (organization_id, campaign_id, payout_method_id, day, status, entered, entered_cents)
      select organization_id, campaign_id, payout_method_id, coalesce(${DAY_OF('completed_on')}, ${TODAY}), status, count(*), sum(amount_cents)
      from payout group by 1, 2, 3, 4, 5;`);
    this.addSql(`
      insert into payout_status_change (payout_id, status, changed_on)
      select id, status, case when status = 'Completed' then coalesce(completed_on, updated_on) else updated_on end from payout order by requested_on, id;`);

    this.instructionTriggers();
    this.emailTriggers();
    this.payoutTriggers();
  }

  /**
   * Instructions: one statement per triggering statement, over its changed rows (`n_` columns new, `o_` old): status
   * flows, first initiations and claims, tag keys, and the organization's new beneficiaries.
   */
  private instructionTriggers(): void {
    const columns = (alias: string, prefix: string) =>
      ['organization_id', 'campaign_id', 'status', 'first_initiated_on', 'claimed_on', 'initiated_on', 'tags', 'email'].map((c) => `${alias}.${c} as ${prefix}_${c}`).join(', ');
    const deltas = (changes: string, hasOld: boolean) => `
      with changes as materialized (${changes}),
      tags as (
        insert into payout_instruction_tag_tally (campaign_id, tag_key, instructions)
        select campaign_id, tag_key, sum(instructions) from (
          select n_campaign_id as campaign_id, key as tag_key, 1 as instructions
          from changes, jsonb_object_keys(n_tags) as key ${hasOld ? 'where o_tags is distinct from n_tags' : ''}
          ${hasOld ? 'union all select n_campaign_id, key, -1 from changes, jsonb_object_keys(o_tags) as key where o_tags is distinct from n_tags' : ''}
        ) k
        group by 1, 2 having sum(instructions) <> 0
        returning 1),
      fresh as (
        insert into organization_beneficiary (organization_id, email_key, campaign_id, first_day)
        select distinct on (n_organization_id, lower(n_email)) n_organization_id, lower(n_email), n_campaign_id, ${DAY_OF('n_initiated_on')}
        from changes where n_initiated_on is not null ${hasOld ? 'and o_initiated_on is distinct from n_initiated_on' : ''}
        order by n_organization_id, lower(n_email)
        on conflict do nothing
        returning organization_id, campaign_id, first_day)
      insert into payout_instruction_tally (organization_id, campaign_id, day, status, entered, exited, initiated, claimed, beneficiaries)
      select organization_id, campaign_id, day, status, sum(entered), sum(exited), sum(initiated), sum(claimed), sum(beneficiaries)
      from (
        select n_organization_id as organization_id, n_campaign_id as campaign_id, ${TODAY} as day, n_status as status,
               1 as entered, 0 as exited, 0 as initiated, 0 as claimed, 0 as beneficiaries
        from changes ${hasOld ? 'where o_status is distinct from n_status' : ''}
        ${hasOld ? `union all select n_organization_id, n_campaign_id, ${TODAY}, o_status, 0, 1, 0, 0, 0 from changes where o_status is distinct from n_status` : ''}
        union all
        select n_organization_id, n_campaign_id, ${DAY_OF('n_first_initiated_on')}, null, 0, 0, 1, 0, 0
        from changes where n_first_initiated_on is not null ${hasOld ? 'and o_first_initiated_on is null' : ''}
        union all
        select n_organization_id, n_campaign_id, ${DAY_OF('n_claimed_on')}, null, 0, 0, 0, 1, 0
        from changes where n_claimed_on is not null ${hasOld ? 'and o_claimed_on is null' : ''}
        union all
        select organization_id, campaign_id, first_day, null, 0, 0, 0, 0, 1 from fresh
      ) e
      group by 1, 2, 3, 4;`;

    this.addSql(`
      create function payout_instruction_tally_on_insert() returns trigger language plpgsql set jit = off as $$
      begin
        ${deltas(`select ${columns('i', 'n')} from inserted i`, false)}
        return null;
      end $$;`);
    this.addSql(`
      create trigger payout_instruction_tally_insert after insert on payout_instruction
      referencing new table as inserted for each statement execute function payout_instruction_tally_on_insert();`);
    this.addSql(`
      create function payout_instruction_tally_on_update() returns trigger language plpgsql set jit = off as $$
      begin
        ${deltas(
          `select ${columns('o', 'o')}, ${columns('n', 'n')} from old_rows o join new_rows n using (id)
           where (o.status, o.first_initiated_on, o.claimed_on, o.initiated_on, o.tags) is distinct from (n.status, n.first_initiated_on, n.claimed_on, n.initiated_on, n.tags)`,
          true,
        )}
        return null;
      end $$;`);
    this.addSql(`
      create trigger payout_instruction_tally_update after update on payout_instruction
      referencing old table as old_rows new table as new_rows for each statement execute function payout_instruction_tally_on_update();`);
  }

  private emailTriggers(): void {
    this.addSql(`
      create function email_delivery_tally_on_insert() returns trigger language plpgsql set jit = off as $$
      begin
        insert into email_delivery_tally (campaign_id, status, emails)
        select campaign_id, delivery_status, count(*) from inserted where campaign_id is not null group by 1, 2;
        return null;
      end $$;`);
    this.addSql(`
      create trigger email_delivery_tally_insert after insert on email_delivery
      referencing new table as inserted for each statement execute function email_delivery_tally_on_insert();`);
    this.addSql(`
      create function email_delivery_tally_on_update() returns trigger language plpgsql set jit = off as $$
      begin
        insert into email_delivery_tally (campaign_id, status, emails)
        select campaign_id, status, sum(emails) from (
          select n.campaign_id, n.delivery_status as status, 1 as emails from old_rows o join new_rows n using (id)
          where n.campaign_id is not null and o.delivery_status is distinct from n.delivery_status
          union all
          select o.campaign_id, o.delivery_status, -1 from old_rows o join new_rows n using (id)
          where o.campaign_id is not null and o.delivery_status is distinct from n.delivery_status
        ) m group by 1, 2 having sum(emails) <> 0;
        return null;
      end $$;`);
    this.addSql(`
      create trigger email_delivery_tally_update after update on email_delivery
      referencing old table as old_rows new table as new_rows for each statement execute function email_delivery_tally_on_update();`);
  }

  private payoutTriggers(): void {
    this.addSql(`
      create function payout_tally_on_insert() returns trigger language plpgsql set jit = off as $$
      begin
        insert into payout_tally (organization_id, campaign_id, payout_method_id, day, status, entered, entered_cents)
        select organization_id, campaign_id, payout_method_id, ${TODAY}, status, count(*), sum(amount_cents) from inserted group by 1, 2, 3, 5;
        insert into payout_status_change (payout_id, status) select id, status from inserted;
        return null;
      end $$;`);
    this.addSql(`
      create trigger payout_tally_insert after insert on payout
      referencing new table as inserted for each statement execute function payout_tally_on_insert();`);
    this.addSql(`
      create function payout_tally_on_update() returns trigger language plpgsql set jit = off as $$
      begin
        insert into payout_tally (organization_id, campaign_id, payout_method_id, day, status, entered, exited, entered_cents, exited_cents)
        select organization_id, campaign_id, payout_method_id, ${TODAY}, status, sum(entered), sum(exited), sum(entered_cents), sum(exited_cents)
        from (
          select n.organization_id, n.campaign_id, n.payout_method_id, n.status, 1 as entered, 0 as exited, n.amount_cents as entered_cents, 0 as exited_cents
          from old_rows o join new_rows n using (id) where o.status is distinct from n.status
          union all
          select o.organization_id, o.campaign_id, o.payout_method_id, o.status, 0, 1, 0, o.amount_cents
          from old_rows o join new_rows n using (id) where o.status is distinct from n.status
        ) m group by 1, 2, 3, 5;
        insert into payout_status_change (payout_id, status)
        select n.id, n.status from old_rows o join new_rows n using (id) where o.status is distinct from n.status;
        return null;
      end $$;`);
    this.addSql(`
      create trigger payout_tally_update after update on payout
      referencing old table as old_rows new table as new_rows for each statement execute function payout_tally_on_update();`);
  }

  override async down(): Promise<void> {
    for (const [table, name] of [
      ['payout', 'payout_tally_update'],
      ['payout', 'payout_tally_insert'],
      ['email_delivery', 'email_delivery_tally_update'],
      ['email_delivery', 'email_delivery_tally_insert'],
      ['payout_instruction', 'payout_instruction_tally_update'],
      ['payout_instruction', 'payout_instruction_tally_insert'],
      ['payout_instruction', 'payout_instruction_firsts'],
    ]) {
      this.addSql(`drop trigger if exists ${name} on ${table};`);
    }
    for (const fn of [
      'payout_tally_on_update',
      'payout_tally_on_insert',
      'email_delivery_tally_on_update',
      'email_delivery_tally_on_insert',
      'payout_instruction_tally_on_update',
      'payout_instruction_tally_on_insert',
      'payout_instruction_firsts',
    ]) {
      this.addSql(`drop function if exists ${fn}();`);
    }
    for (const table of ['payout_status_change', 'payout_tally', 'email_delivery_tally', 'organization_beneficiary', 'payout_instruction_tag_tally', 'payout_instruction_tally']) {
      this.addSql(`drop table if exists ${table};`);
    }
    this.addSql('drop index if exists payout_campaign_requested_idx;');
    this.addSql('drop index if exists payout_instruction_claim_seconds_idx;');
    this.addSql('create index if not exists payout_instruction_campaign_idx on payout_instruction (campaign_id);');
    this.addSql('drop index if exists payout_instruction_campaign_created_idx;');
    this.addSql('alter table payout_instruction drop column claim_seconds, drop column claimed_on, drop column first_initiated_on;');
  }
}
