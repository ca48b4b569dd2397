import { Module } from '@nestjs/common';
import { OperationsModule } from '../../core/observability/operations.module';
import { CampaignsModule } from '../campaigns';
import { NotificationsModule } from '../notifications';
import { PayoutInstructionsModule } from '../payout-instructions';
import { AdministrationController, QueueBoardController } from './administration.controllers';
import { QueueBoardSignInController } from './queue-board-sign-in.controller';
import { MessagesService } from './messages.service';
import { QueueBoard } from './queue-board';
import { QueueCounts } from './queue-counts';
import { ScheduledJobMetrics } from './scheduled-job-metrics';
import { ScheduledJobsModule } from './scheduled-jobs.module';

/** Operators' endpoints (docs/administration.md): publish emails, queue counts, scheduled jobs, Bull Board. API only. */
@Module({
  imports: [OperationsModule, CampaignsModule, PayoutInstructionsModule, NotificationsModule, ScheduledJobsModule],
  controllers: [AdministrationController, QueueBoardSignInController, QueueBoardController],
  providers: [MessagesService, QueueCounts, QueueBoard, ScheduledJobMetrics],
})
export class AdministrationModule {}
