export { WebhooksModule, WebhookMetricsModule } from './webhooks.module';
export { WebhookDeliveries } from './webhook-deliveries';
export { WEBHOOK_EVENT_TYPES, WEBHOOK_EVENTS_CHANNEL, type WebhookEventType } from './webhook-events';
