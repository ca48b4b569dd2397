import { Module } from '@nestjs/common';
import { OperationsModule } from '../../core/observability/operations.module';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApprovalsModule } from '../approvals';
import { FundingModule } from '../funding';
import { NotificationsModule } from '../notifications';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutsModule } from '../payouts';
import { UploadsModule } from '../uploads';
import { WebhookDeliveries } from './webhook-deliveries';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WebhookMetrics } from './webhook-metrics';
import { WebhookPublisher } from './webhook-publisher';
import { WebhookEndpointsController, WebhookEventsController } from './webhooks.controller';

/** Webhooks (docs/webhooks.md): endpoints, events published from the domain events of their causes, signed deliveries. */
@Module({
  imports: [MikroOrmModule.forFeature([WebhookEndpoint]), PayoutInstructionsModule, PayoutsModule, UploadsModule, FundingModule, NotificationsModule, ApprovalsModule, CampaignsModule],
  controllers: [WebhookEndpointsController, WebhookEventsController],
  providers: [WebhookEndpointsService, WebhookDeliveries, WebhookPublisher],
  exports: [WebhookDeliveries, WebhookEndpointsService],
})
export class WebhooksModule {}

/** The API's side only: webhook figures in `/metrics` (the worker has no metrics registry). */
@Module({ imports: [OperationsModule], providers: [WebhookMetrics] })
export class WebhookMetricsModule {}
