import { Migration } from '@mikro-orm/migrations';

/** Payout instructions, their activity history and the email outbox their actions write to. */
export class Migration20261121000900PayoutInstructions extends Migration {
  override async up(): Promise<void> {
    // Time-ordered ids for rows written by set-based SQL (bulk actions), like the app's UUIDv7: a random v4 with
    // its first 48 bits replaced by the Unix time in milliseconds and its version nibble set to 7.
    this.addSql(`
      create or replace function uuid_generate_v7() returns uuid language sql volatile as $$
        select encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
          placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3) from 1 for 6), 52, 1), 53, 1), 'hex')::uuid
      $$;`);
    this.addSql(`
      create table payout_instruction (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        campaign_id uuid not null references campaign (id),
        external_id text,
        first_name text,
        last_name text,
        email text not null,
        phone_number text,
        amount_cents bigint check (amount_cents > 0),
        status text not null default 'Draft'
          check (status in ('Draft', 'Initiated', 'Restored', 'PayoutMethodSelected', 'Requested', 'Fulfilled', 'Cancelled')),
        cancellation_reason text,
        tags jsonb not null default '{}',
        email_subscription_status text not null default 'Subscribed' check (email_subscription_status in ('Subscribed', 'Unsubscribed')),
        payout_method_id uuid,
        link_version integer not null default 0,
        initiated_on timestamptz,
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now(),
        -- Money is held only with an amount.
        constraint payout_instruction_holding_has_amount
          check (status not in ('Initiated', 'Restored', 'PayoutMethodSelected', 'Requested', 'Fulfilled') or amount_cents is not null)
      ) with (fillfactor = 70);`);
    // Room in every page and no index on the columns actions change (status, version, link_version, dates) let
    // PostgreSQL update instructions in place (HOT), without touching any index: bulk initiation of 100,000
    // instructions is about three times faster for it.
    this.addSql('create unique index payout_instruction_external_id_idx on payout_instruction (campaign_id, external_id) where external_id is not null;');
    this.addSql('create index payout_instruction_campaign_idx on payout_instruction (campaign_id);');
    this.addSql('create index payout_instruction_organization_idx on payout_instruction (organization_id, created_on, id);');
    this.addSql('create index payout_instruction_email_idx on payout_instruction (organization_id, lower(email));');

    // The history and the outbox are append-only and written in the same transaction as the instruction they
    // belong to (never deleted): no foreign keys, whose per-row checks would double the cost of bulk actions.
    this.addSql(`
      create table payout_instruction_activity (
        id uuid primary key,
        organization_id uuid not null,
        payout_instruction_id uuid not null,
        kind text not null,
        description text not null,
        details jsonb,
        actor_type text not null check (actor_type in ('Administrator', 'Beneficiary', 'System')),
        actor_id text,
        occurred_on timestamptz not null default clock_timestamp()
      );`);
    this.addSql('create index payout_instruction_activity_idx on payout_instruction_activity (payout_instruction_id, occurred_on, id);');

    this.addSql(`
      create table email_delivery (
        id uuid primary key,
        organization_id uuid not null,
        campaign_id uuid not null,
        payout_instruction_id uuid,
        template_type text not null,
        recipient text not null,
        delivery_status text not null default 'Queued' check (delivery_status in ('Queued', 'Sent', 'Failed', 'Suppressed')),
        scheduled_for timestamptz not null default now(),
        link_version integer,
        subject text,
        html_body text,
        attempts integer not null default 0,
        last_error text,
        message_id text,
        sent_on timestamptz,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql(`create index email_delivery_due_idx on email_delivery (scheduled_for) where delivery_status = 'Queued';`);
    this.addSql('create index email_delivery_instruction_idx on email_delivery (payout_instruction_id, created_on);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists email_delivery;');
    this.addSql('drop table if exists payout_instruction_activity;');
    this.addSql('drop table if exists payout_instruction;');
    this.addSql('drop function if exists uuid_generate_v7();');
  }
}
