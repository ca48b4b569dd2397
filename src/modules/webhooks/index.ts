export { WebhooksModule, WebhookMetricsModule } from './webhooks.module';
export { WebhookDeliveries } from './webhook-deliveries';
export { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhook-events';
export { WebhookEndpointsService } from './webhook-endpoints.service';
export { WebhookEndpoint, WebhookEndpointStatus } from './webhook-endpoint.entity';
