import { Module } from '@nestjs/common';
import { OperationsModule } from '../../core/observability/operations.module';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookMetrics } from './webhook-metrics';
import { WebhookEndpointsController, WebhookEventsController } from './webhooks.controller';

/** Webhooks (docs/webhooks.md): endpoints, events captured in the transaction of their causes, signed deliveries. */
@Module({
  imports: [MikroOrmModule.forFeature([WebhookEndpoint])],
  controllers: [WebhookEndpointsController, WebhookEventsController],
  providers: [WebhookEndpointsService, WebhookDeliveries],
  exports: [WebhookDeliveries],
})
export class WebhooksModule {}

/** The API's side only: webhook figures in `/metrics` (the worker has no metrics registry). */
@Module({ imports: [OperationsModule], providers: [WebhookMetrics] })
export class WebhookMetricsModule {}
