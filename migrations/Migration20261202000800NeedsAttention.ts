import { Migration } from '@mikro-orm/migrations';

/**
 * `GET /attention` (docs/attention.md): each kind of problem is read from a partial index holding only the rows in
 * that condition, so the read costs what is wrong, not the organization's size (1,000,000 instructions and payouts).
 */
export class Migration20261202000800NeedsAttention extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index payout_closed_idx on payout (organization_id, updated_on desc, id desc) where status in ('Failed', 'Returned');`);
    this.addSql(`create index payout_wallet_open_idx on payout (organization_id, requested_on, id) where status = 'Processing' and category = 'DigitalWallet';`);
    this.addSql(`create index payout_mailed_idx on payout (organization_id, mailed_on, id) where status = 'Mailed';`);
    this.addSql(`create index payout_instruction_upload_failed_idx on payout_instruction_upload (organization_id, finished_on desc, id desc) where status = 'Failed';`);
    this.addSql(`create index email_delivery_failed_idx on email_delivery (organization_id, updated_on desc, id desc) where delivery_status = 'Failed';`);
    this.addSql(`create index payout_instruction_draft_amount_idx on payout_instruction (campaign_id) include (organization_id, amount_cents) where status = 'Draft';`);
  }

  override async down(): Promise<void> {
    for (const index of ['payout_closed_idx', 'payout_wallet_open_idx', 'payout_mailed_idx', 'payout_instruction_upload_failed_idx', 'email_delivery_failed_idx', 'payout_instruction_draft_amount_idx'])
      this.addSql(`drop index if exists ${index};`);
  }
}
