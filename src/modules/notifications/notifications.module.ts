import { Global, Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutMethodsModule } from '../payout-methods';
import { MailModule } from '../../core/mail/mail.module';
import { PREVIEW_OUTBOX, TemplatesModule } from '../templates';
import { AutomaticReminders } from './automatic-reminders';
import { BeneficiaryMessages } from './beneficiary-messages';
import { EmailDeliveries } from './email-deliveries';
import { EmailDispatcher } from './email-dispatcher';
import { EmailOutbox } from './email-outbox';
import { EmailSender } from './email-sender';
import { SimulateEmailsController } from './simulate-emails.controller';
import { SimulatedEmails } from './simulated-emails';
import { UnsubscribeController } from './unsubscribe.controller';
import { UserMessages } from './user-messages';

/**
 * Every message to a beneficiary or a user (docs/emails.md): deciding it from the domain events (channel,
 * template, time), the deliveries table and its outbox, dispatching, rendering and sending, reminders,
 * unsubscribing. Global only to hand templates the outbox for previews without an import cycle.
 */
@Global()
@Module({
  imports: [MailModule, TemplatesModule, CampaignsModule, PayoutInstructionsModule, PayoutMethodsModule],
  controllers: [UnsubscribeController, SimulateEmailsController],
  providers: [
    SimulatedEmails,
    EmailOutbox,
    EmailDeliveries,
    EmailSender,
    EmailDispatcher,
    AutomaticReminders,
    BeneficiaryMessages,
    UserMessages,
    { provide: PREVIEW_OUTBOX, useExisting: EmailOutbox },
  ],
  exports: [EmailSender, EmailDispatcher, EmailDeliveries, AutomaticReminders, BeneficiaryMessages, UserMessages, PREVIEW_OUTBOX],
})
export class NotificationsModule {}
