import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { TemplatesModule } from '../templates';
import { UnsubscribeController } from './unsubscribe.controller';

/** Email delivery: dispatching queued emails to workers, rendering and sending them, reminders, unsubscribing. */
@Module({
  imports: [TemplatesModule, CampaignsModule, PayoutInstructionsModule],
  controllers: [UnsubscribeController],
  providers: [],
  exports: [],
})
export class NotificationsModule {}
