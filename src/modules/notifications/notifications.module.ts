import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { TemplatesModule } from '../templates';
import { SimulateEmailsController } from './simulate-emails.controller';
import { SimulatedEmails } from './simulated-emails';
import { UnsubscribeController } from './unsubscribe.controller';

/** Email delivery: dispatching queued emails to workers, rendering and sending them, reminders, unsubscribing. */
@Module({
  imports: [TemplatesModule, CampaignsModule, PayoutInstructionsModule],
  controllers: [UnsubscribeController, SimulateEmailsController],
  providers: [SimulatedEmails],
  exports: [],
})
export class NotificationsModule {}
