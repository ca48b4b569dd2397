import { Migration } from '@mikro-orm/migrations';

/**
 * Email delivery by workers: the outbox rows become the schedule (dispatched to send jobs as they come due),
 * carry a short lease while one worker sends them, and a dedupe key so periodic producers (automatic
 * reminders) write each email once. Templates gain their logo.
 */
export class Migration20261121001100Notifications extends Migration {
  override async up(): Promise<void> {
    // Previews are emails of no campaign and no instruction.
    this.addSql('alter table email_delivery alter column campaign_id drop not null;');
    // When a send job was last created for the row; a row still Queued long after that lost its job and is dispatched again.
    this.addSql('alter table email_delivery add column dispatched_on timestamptz;');
    // While set and in the future, one worker is sending the row; others wait for the outcome.
    this.addSql('alter table email_delivery add column claimed_until timestamptz;');
    // Periodic producers (automatic reminders) name each email they write, so a rerun writes nothing twice.
    this.addSql('alter table email_delivery add column dedupe_key text;');
    this.addSql('create unique index email_delivery_dedupe_idx on email_delivery (payout_instruction_id, dedupe_key) where dedupe_key is not null;');
    this.addSql('create index email_delivery_organization_idx on email_delivery (organization_id, created_on desc, id desc);');

    this.addSql('alter table email_template add column campaign_logo text;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table email_template drop column if exists campaign_logo;');
    this.addSql('drop index if exists email_delivery_organization_idx;');
    this.addSql('drop index if exists email_delivery_dedupe_idx;');
    this.addSql('alter table email_delivery drop column if exists dedupe_key, drop column if exists claimed_until, drop column if exists dispatched_on;');
  }
}
