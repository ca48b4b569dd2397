import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { ApprovalsModule } from '../approvals';
import { CampaignsModule, INSTRUCTION_STATISTICS } from '../campaigns';
import { ActivityLog } from './activity-log';
import { BulkInitiation } from './bulk-initiation';
import { BulkReminders } from './bulk-reminders';
import { CampaignExpirySweep } from './campaign-expiry';
import { EmailSubscriptions } from './email-subscriptions';
import { InstructionMoney } from './instruction-money';
import { InstructionProgress } from './instruction-progress';
import { InstructionStatisticsProvider } from './instruction-statistics.provider';
import { InstructionTallies } from './instruction-tallies';
import { BasicReportRows } from './basic-report-rows';
import { PayoutInstruction } from './payout-instruction.entity';
import { CampaignPayoutInstructionsController, PayoutInstructionsController } from './payout-instructions.controller';
import { InstructionReads } from './instruction-reads';
import { PayoutInstructionsService } from './payout-instructions.service';
import { SimulateExpiryController } from './simulate-expiry.controller';
import { StagedMerge } from './staged-merge';

/** Global only to hand campaigns the InstructionStatistics they show without an import cycle. */
@Global()
@Module({
  imports: [MikroOrmModule.forFeature([PayoutInstruction]), CampaignsModule, ApprovalsModule],
  controllers: [PayoutInstructionsController, CampaignPayoutInstructionsController, SimulateExpiryController],
  providers: [
    PayoutInstructionsService,
    InstructionReads,
    BulkInitiation,
    BulkReminders,
    CampaignExpirySweep,
    InstructionMoney,
    InstructionProgress,
    ActivityLog,
    EmailSubscriptions,
    StagedMerge,
    InstructionStatisticsProvider,
    InstructionTallies,
    BasicReportRows,
    { provide: INSTRUCTION_STATISTICS, useExisting: InstructionStatisticsProvider },
  ],
  exports: [PayoutInstructionsService, CampaignExpirySweep, InstructionProgress, ActivityLog, EmailSubscriptions, StagedMerge, InstructionTallies, BasicReportRows, INSTRUCTION_STATISTICS],
})
export class PayoutInstructionsModule {}
