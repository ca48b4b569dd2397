import { Migration } from '@mikro-orm/migrations';

/**
 * Every webhook delivery attempt as a row (docs/webhooks.md, Attempts): its outcome (`Succeeded` a 2xx, `TimedOut` no
 * answer within the timeout, `Failed` anything else), the status code or error. Written by the deliver job in the
 * statement that records its deliveries' outcomes; `/metrics` counts the last hour's by outcome. Written by the
 * webhooks module only. No foreign keys, like `webhook_delivery`: the deliver job's statement stays cheap.
 */
export class Migration20261130000200WebhookDeliveryAttempts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_delivery_attempt (
        id uuid primary key,
        organization_id uuid not null,
        delivery_id uuid not null,
        endpoint_id uuid not null,
        outcome text not null check (outcome in ('Succeeded', 'Failed', 'TimedOut')),
        status_code integer,
        error text,
        attempted_on timestamptz not null default clock_timestamp()
      );`);
    // The metrics' attempts of the last hour by outcome (an index-only scan).
    this.addSql('create index webhook_delivery_attempt_attempted_idx on webhook_delivery_attempt (attempted_on, outcome);');
    // A delivery's attempts, in order.
    this.addSql('create index webhook_delivery_attempt_delivery_idx on webhook_delivery_attempt (delivery_id, attempted_on);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists webhook_delivery_attempt;');
  }
}
