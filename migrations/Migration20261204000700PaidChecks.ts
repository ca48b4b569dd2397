import { Migration } from '@mikro-orm/migrations';

/**
 * Paid checks on bank statements (docs/bank-files-in.md, Paid checks): a statement names a check by its serial number,
 * so the payouts are found by theirs.
 */
export class Migration20261204000700PaidChecks extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index payout_check_number_idx on payout (check_number) where check_number is not null;');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists payout_check_number_idx;');
  }
}
