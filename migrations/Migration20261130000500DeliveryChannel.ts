import { Migration } from '@mikro-orm/migrations';

/**
 * The deliveries table belongs to notifications now (docs/emails.md) and says which channel each message goes by:
 * `Email` for every row today. A second channel (SMS) is a sender of its own rows, not a second table.
 */
export class Migration20261130000500DeliveryChannel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table email_delivery add column channel text not null default 'Email' check (channel in ('Email'));`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table email_delivery drop column channel;');
  }
}
