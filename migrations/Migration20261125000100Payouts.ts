import { Migration } from '@mikro-orm/migrations';

/**
 * Beneficiaries get paid (docs/payouts.md, docs/claims.md): the payout a beneficiary requests and its provider's
 * own record in the sandbox; claim sessions opened from a claim link, their one-time codes and the failed
 * password tries of an instruction; an email may carry fields too secret to keep in clear (the one-time code).
 */
export class Migration20261125000100Payouts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table payout (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        payout_instruction_id uuid not null,
        campaign_id uuid not null,
        payout_method_id uuid not null,
        category text not null,
        amount_cents bigint not null check (amount_cents > 0),
        status text not null,
        -- What the beneficiary gave for the method (AES-256-GCM, docs/security.md); shown masked.
        details_encrypted text not null,
        -- A card's code, PIN and redemption link once issued (encrypted the same way).
        credentials_encrypted text,
        provider_reference text,
        -- When a submit job last took the payout; a payout still unsubmitted long after that lost its job.
        dispatched_on timestamptz,
        -- When the provider acknowledged the request (accepted or not yet); null while it still has to be sent.
        submitted_on timestamptz,
        requested_on timestamptz not null default now(),
        completed_on timestamptz,
        failure_reason text,
        ach_transfer_id uuid,
        check_number text,
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    // At most one payout of an instruction is on its way at a time: the database refuses a second.
    this.addSql(
      `create unique index payout_one_open_per_instruction on payout (payout_instruction_id) where status in ('Pending', 'Processing', 'SentForPrinting', 'Mailed');`,
    );
    this.addSql('create index payout_instruction_idx on payout (payout_instruction_id, requested_on desc, id desc);');
    this.addSql(`create index payout_unsubmitted_idx on payout (requested_on) where submitted_on is null and status = 'Processing';`);

    // The sandbox providers' own books, as an outside provider would keep them: one row per idempotency key.
    this.addSql(`
      create table sandbox_provider_payout (
        idempotency_key text primary key,
        category text not null,
        reference text not null,
        amount_cents bigint not null,
        status text not null,
        credentials_encrypted text,
        request_count integer not null default 1,
        cancelled_on timestamptz,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);

    this.addSql(`
      create table claim_session (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        payout_instruction_id uuid not null,
        -- The link version the session was opened with: a newer link voids it.
        link_version integer not null,
        -- SHA-256 of the opaque session token; the token itself is never stored.
        token_hash bytea not null unique,
        password_verified_on timestamptz,
        otp_verified_on timestamptz,
        expires_on timestamptz not null,
        created_on timestamptz not null default now()
      );`);
    this.addSql('create index claim_session_instruction_idx on claim_session (payout_instruction_id, created_on desc);');

    this.addSql(`
      create table claim_otp (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        claim_session_id uuid not null references claim_session (id) on delete cascade,
        payout_instruction_id uuid not null,
        code_hash bytea not null,
        attempts integer not null default 0,
        sent_on timestamptz not null default now(),
        expires_on timestamptz not null,
        verified_on timestamptz
      );`);
    this.addSql('create index claim_otp_instruction_idx on claim_otp (payout_instruction_id, sent_on desc);');
    this.addSql('create index claim_otp_session_idx on claim_otp (claim_session_id, sent_on desc);');

    this.addSql(`
      create table claim_password_failure (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        payout_instruction_id uuid not null,
        occurred_on timestamptz not null default now()
      );`);
    this.addSql('create index claim_password_failure_idx on claim_password_failure (payout_instruction_id, occurred_on desc);');

    // Fields an email needs that must not sit in clear in the table (encrypted JSON): the one-time code.
    this.addSql('alter table email_delivery add column secret_fields text;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table email_delivery drop column if exists secret_fields;');
    this.addSql('drop table if exists claim_password_failure;');
    this.addSql('drop table if exists claim_otp;');
    this.addSql('drop table if exists claim_session;');
    this.addSql('drop table if exists sandbox_provider_payout;');
    this.addSql('drop table if exists payout;');
  }
}
