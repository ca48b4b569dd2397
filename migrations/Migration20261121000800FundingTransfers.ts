import { Migration } from '@mikro-orm/migrations';

/**
 * Funding transfers (docs/money-model.md): money arriving on a funds holder's bank account (in the sandbox, a simulated
 * incoming ACH credit) and the campaign it is attributed to. The money itself is in the ledger; this row is the
 * business object its FundingReceived / FundingAttributed / FundingUnattributed transactions reference.
 */
export class Migration20261121000800FundingTransfers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table funding_transfer (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        bank_account_id uuid not null references bank_account (id),
        direction text not null default 'Incoming' check (direction in ('Incoming')),
        type text not null default 'AchCredit' check (type in ('AchCredit')),
        status text not null default 'Settled' check (status in ('Settled')),
        amount_cents bigint not null check (amount_cents > 0),
        idempotency_key text check (length(idempotency_key) between 1 and 255),
        campaign_id uuid references campaign (id),
        tags jsonb not null default '{}' check (jsonb_typeof(tags) = 'object'),
        received_on timestamptz not null default now(),
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now(),
        -- One key per organization, whatever the bank account: a repeat returns the first transfer. Nulls are
        -- distinct, so transfers without a key never conflict; a plain constraint (not a partial index) lets
        -- INSERT … ON CONFLICT (organization_id, idempotency_key) name it.
        constraint funding_transfer_idempotency_unique unique (organization_id, idempotency_key),
        -- The campaignId tag and the column always agree.
        constraint funding_transfer_campaign_tag check ((tags ->> 'campaignId') is not distinct from campaign_id::text)
      );`);
    this.addSql('create index funding_transfer_bank_account_idx on funding_transfer (bank_account_id, received_on);');
    this.addSql('create index funding_transfer_campaign_idx on funding_transfer (campaign_id, received_on) where campaign_id is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists funding_transfer;');
  }
}
