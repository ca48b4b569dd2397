import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { MailModule } from '../../core/mail/mail.module';
import { TemplatesModule } from '../templates';
import { AutomaticReminders } from './automatic-reminders';
import { EmailDispatcher } from './email-dispatcher';
import { EmailSender } from './email-sender';
import { SimulateEmailsController } from './simulate-emails.controller';
import { SimulatedEmails } from './simulated-emails';
import { UnsubscribeController } from './unsubscribe.controller';

/** Email delivery: dispatching queued emails to workers, rendering and sending them, reminders, unsubscribing. */
@Module({
  imports: [MailModule, TemplatesModule, CampaignsModule, PayoutInstructionsModule],
  controllers: [UnsubscribeController, SimulateEmailsController],
  providers: [SimulatedEmails, EmailSender, EmailDispatcher, AutomaticReminders],
  exports: [EmailSender, EmailDispatcher, AutomaticReminders],
})
export class NotificationsModule {}
