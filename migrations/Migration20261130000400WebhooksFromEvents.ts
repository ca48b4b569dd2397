import { Migration } from '@mikro-orm/migrations';

const CAPTURES: readonly (readonly [table: string, trigger: string])[] = [
  ['funding_transfer', 'webhook_capture_funding'],
  ['email_delivery', 'webhook_capture_email'],
  ['payout_instruction_upload', 'webhook_capture_upload'],
  ['payout', 'webhook_capture_payout'],
  ['payout_instruction', 'webhook_capture_instruction'],
];

/**
 * Webhook events come from domain events now (docs/events.md, src/modules/webhooks/webhook-publisher.ts), their
 * payloads built in TypeScript from the API's own views: the capture triggers and their payload SQL go. A webhook
 * event takes its domain event's id.
 */
export class Migration20261130000400WebhooksFromEvents extends Migration {
  override async up(): Promise<void> {
    for (const [table, trigger] of CAPTURES) {
      this.addSql(`drop trigger if exists ${trigger} on ${table};`);
      this.addSql(`drop function if exists ${trigger}();`);
    }
    this.addSql('drop function if exists webhook_capture(jsonb);');
  }

  override async down(): Promise<void> {
    // The triggers' payload SQL lives in Migration20261128000300Webhooks; going back means going back past it.
    throw new Error('Migration20261130000400WebhooksFromEvents cannot be undone: roll back to before Migration20261128000300Webhooks instead');
  }
}
