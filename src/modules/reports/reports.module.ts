import { Module } from '@nestjs/common';
import { CampaignsModule } from '../campaigns';
import { PayoutInstructionsModule } from '../payout-instructions';
import { PayoutMethodsModule } from '../payout-methods';
import { PayoutsModule } from '../payouts';
import { BasicReport } from './basic-report';
import { CampaignReportsController } from './campaign-reports.controller';
import { CampaignReports } from './campaign-reports.service';
import { PortfolioController } from './portfolio.controller';
import { PortfolioReports } from './portfolio.service';
import { ReportCache } from './report-cache';

/** Campaign reports and the portfolio (docs/reports.md): reads only, over the owners' tallies and the ledger. */
@Module({
  imports: [CampaignsModule, PayoutInstructionsModule, PayoutMethodsModule, PayoutsModule],
  controllers: [CampaignReportsController, PortfolioController],
  providers: [CampaignReports, PortfolioReports, BasicReport, ReportCache],
})
export class ReportsModule {}
