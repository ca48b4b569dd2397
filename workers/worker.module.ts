import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { CoreModule } from '../src/core/core.module';
import { ScheduledJobsModule } from '../src/modules/administration';
import { BankAccountsModule } from '../src/modules/bank-accounts';
import { FundsHoldersModule } from '../src/modules/funds-holders';
import { NotificationsModule } from '../src/modules/notifications';
import { BankFilesModule } from '../src/modules/bank-files';
import { PayoutsModule } from '../src/modules/payouts';
import { UploadsModule } from '../src/modules/uploads';
import { UsersModule } from '../src/modules/users';
import { WebhooksModule } from '../src/modules/webhooks';
import { ApprovalEmailsModule } from '../src/modules/approval-emails';
import { BankInboxModule } from '../src/modules/bank-inbox';
import { EventWakeups } from './events/event-wakeups';
import { EventsProcessor } from './events/events.processor';
import { HandlerCheck } from './handler-check';
import { MaintenanceProcessor } from './maintenance/maintenance.processor';
import { MoneyMovementProcessor } from './money-movement/money-movement.processor';
import { NotificationsProcessor } from './notifications/notifications.processor';
import { PayoutsProcessor } from './payouts/payouts.processor';
import { Schedules } from './schedules';
import { UploadsProcessor } from './uploads/uploads.processor';
import { WebhooksProcessor } from './webhooks/webhooks.processor';

/** The worker process: the only module that registers processors, so only worker processes consume jobs. */
@Module({
  imports: [DiscoveryModule, CoreModule, FundsHoldersModule, BankAccountsModule, UploadsModule, NotificationsModule, PayoutsModule, BankFilesModule, WebhooksModule, ScheduledJobsModule, ApprovalEmailsModule, UsersModule, BankInboxModule],
  providers: [MoneyMovementProcessor, MaintenanceProcessor, UploadsProcessor, NotificationsProcessor, PayoutsProcessor, WebhooksProcessor, EventsProcessor, EventWakeups, HandlerCheck, Schedules],
})
export class WorkerModule {}
