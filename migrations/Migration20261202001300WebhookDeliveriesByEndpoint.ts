import { Migration } from '@mikro-orm/migrations';

/**
 * `GET /webhook-endpoints/{id}/deliveries` (docs/webhooks.md): an endpoint's deliveries, newest first. The other
 * indexes are by due time, event and creation; without this one a page read every delivery of the period.
 */
export class Migration20261202001300WebhookDeliveriesByEndpoint extends Migration {
  override async up(): Promise<void> {
    this.addSql('create index webhook_delivery_endpoint_idx on webhook_delivery (endpoint_id, created_on desc, id desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists webhook_delivery_endpoint_idx;');
  }
}
