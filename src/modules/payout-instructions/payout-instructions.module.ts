import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { CampaignsModule, INSTRUCTION_STATISTICS } from '../campaigns';
import { ActivityLog } from './activity-log';
import { BulkInitiation } from './bulk-initiation';
import { BulkReminders } from './bulk-reminders';
import { EmailOutbox } from './email-outbox';
import { EmailSubscriptions } from './email-subscriptions';
import { InstructionMoney } from './instruction-money';
import { InstructionStatisticsProvider } from './instruction-statistics.provider';
import { PayoutInstruction } from './payout-instruction.entity';
import { CampaignPayoutInstructionsController, PayoutInstructionsController } from './payout-instructions.controller';
import { PayoutInstructionsService } from './payout-instructions.service';

/** Global only to hand campaigns the InstructionStatistics they show, without an import cycle. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([PayoutInstruction]), CampaignsModule],
  controllers: [PayoutInstructionsController, CampaignPayoutInstructionsController],
  providers: [
    PayoutInstructionsService,
    BulkInitiation,
    BulkReminders,
    InstructionMoney,
    ActivityLog,
    EmailOutbox,
    EmailSubscriptions,
    InstructionStatisticsProvider,
    { provide: INSTRUCTION_STATISTICS, useExisting: InstructionStatisticsProvider },
  ],
  exports: [PayoutInstructionsService, ActivityLog, EmailSubscriptions, INSTRUCTION_STATISTICS],
})
export class PayoutInstructionsModule {}
