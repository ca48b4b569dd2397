import { Migration } from '@mikro-orm/migrations';

/** Campaigns and campaign drafts. Payout methods and email templates are referenced by id inside JSON members. */
export class Migration20261121000700Campaigns extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table campaign (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        funding_source_id uuid not null references funds_holder (id),
        name text not null,
        welcome_headline text,
        campaign_description text,
        campaign_manager text,
        welcome_text text,
        icon_key text,
        payout_methods jsonb not null default '[]',
        expiry_date date not null,
        display_end_date date,
        email_templates jsonb not null default '{}',
        automatic_reminders text not null default 'None' check (automatic_reminders in ('None', 'Daily', 'Every3Days', 'Weekly')),
        otp_threshold_amount_cents bigint check (otp_threshold_amount_cents >= 0),
        password_hash text,
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now(),
        constraint campaign_display_end_not_after_expiry check (display_end_date is null or display_end_date <= expiry_date)
      );`);
    this.addSql('create index campaign_organization_idx on campaign (organization_id, created_on);');
    this.addSql('create index campaign_funding_source_idx on campaign (funding_source_id);');
    this.addSql(`
      create table campaign_draft (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        funding_source_id uuid,
        name text,
        welcome_headline text,
        campaign_description text,
        campaign_manager text,
        welcome_text text,
        icon_key text,
        payout_methods jsonb not null default '[]',
        expiry_date date,
        display_end_date date,
        email_templates jsonb not null default '{}',
        automatic_reminders text,
        otp_threshold_amount_cents bigint,
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql('create index campaign_draft_organization_idx on campaign_draft (organization_id, created_on);');
    this.addSql('create index campaign_draft_funding_source_idx on campaign_draft (organization_id, funding_source_id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists campaign_draft;');
    this.addSql('drop table if exists campaign;');
  }
}
