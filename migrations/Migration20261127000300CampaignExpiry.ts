import { Migration } from '@mikro-orm/migrations';

/**
 * The campaign-expiry sweep (docs/campaign-expiry.md) looks, every few minutes, for instructions an expired campaign
 * still has to cancel: the states of the state machine's `expire` action (Draft, Initiated, Restored), in the same
 * order as the sweep's `in (...)` list so that the planner matches the predicate. Without this index each run would
 * read every instruction of every expired campaign, paid or cancelled long ago; with it, a campaign with nothing
 * left costs one probe, and a batch reads its rows in id order.
 */
export class Migration20261127000300CampaignExpiry extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index payout_instruction_expirable_idx on payout_instruction (campaign_id, id) where status in ('Draft', 'Initiated', 'Restored');`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists payout_instruction_expirable_idx;');
  }
}
