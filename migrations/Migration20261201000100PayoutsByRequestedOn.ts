import { Migration } from '@mikro-orm/migrations';

/**
 * `GET /payouts` (docs/payouts.md, Listing): an organization's payouts, newest request first. Its other indexes are
 * by instruction and by campaign; without this one a page of a large organization read and sorted all its payouts.
 */
export class Migration20261201000100PayoutsByRequestedOn extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index payout_organization_requested_idx on payout (organization_id, requested_on desc, id desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists payout_organization_requested_idx;');
  }
}
