import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { toPage, type Page, type PageQuery } from '../../core/http/paging';
import { campaignFundingOf, LedgerService } from '../../core/ledger';
import { centsToAmount } from '../../core/money/money';
import { CampaignsService, todayUtc } from '../campaigns';
import { InstructionTallies } from '../payout-instructions';
import { PayoutTallies } from '../payouts';
import type { RedemptionRange } from './dto/report-queries.dto';
import type { DashboardCampaignView, OrganizationStatisticsView, RedemptionActivityView } from './dto/report.views';
import { changePercent, daysBefore, rate } from './rates';

/** The organization's whole portfolio (docs/reports.md): its money, beneficiaries, payouts and campaigns. */
@Injectable()
export class PortfolioReports {
  constructor(
    private readonly em: EntityManager,
    private readonly campaigns: CampaignsService,
    private readonly ledger: LedgerService,
    private readonly instructions: InstructionTallies,
    private readonly payouts: PayoutTallies,
  ) {}

  /** Trends compare the last 30 UTC days (today included) with the 30 before. */
  async organizationStatistics(principal: Principal): Promise<OrganizationStatisticsView> {
    const org = principal.organizationId;
    const today = todayUtc();
    const windows = [daysBefore(today, 29), daysBefore(today, 59)];
    const [balanceCents, beneficiaries, payouts] = await Promise.all([
      this.ledger.organizationBalanceCents(this.em, org),
      this.instructions.beneficiariesOf(org, windows),
      this.payouts.completedTotals(org, windows),
    ]);
    const [last30, last60] = beneficiaries.since;
    const [paid30, paid60] = payouts.since;
    return {
      totalBalance: centsToAmount(balanceCents),
      totalBeneficiaries: { value: beneficiaries.total, previous30Days: last60 - last30, changePercent: changePercent(last30, last60 - last30) },
      totalPayouts: {
        count: payouts.count,
        amount: centsToAmount(payouts.cents),
        previous30Days: paid60.count - paid30.count,
        changePercent: changePercent(paid30.count, paid60.count - paid30.count),
      },
    };
  }

  async redemptionActivity(principal: Principal, range: RedemptionRange): Promise<RedemptionActivityView> {
    const from = range === 'all' ? undefined : daysBefore(todayUtc(), Number(range) - 1);
    const days = await this.payouts.completedByDay(principal.organizationId, { from });
    return { range, data: days.map((d) => ({ date: d.day, count: d.count, amount: centsToAmount(d.cents) })) };
  }

  async dashboard(principal: Principal, query: PageQuery): Promise<Page<DashboardCampaignView>> {
    const org = principal.organizationId;
    const { campaigns, total } = await this.campaigns.pageByExpiry(query);
    const ids = campaigns.map((c) => c.id);
    const [balances, progress] = await Promise.all([this.ledger.balancesOf(this.em, org, ids), this.instructions.progressOf(org, ids)]);
    const today = todayUtc();
    const views = campaigns.map((c) => {
      const funding = campaignFundingOf(balances.get(c.id) ?? {});
      const p = progress.get(c.id) ?? { instructions: 0, initiated: 0, claimed: 0 };
      return {
        id: c.id,
        name: c.name,
        status: c.statusOn(today),
        expiryDate: c.expiryDate,
        received: centsToAmount(funding.receivedCents),
        paidOut: centsToAmount(funding.paidOutCents),
        instructions: p.instructions,
        claimed: p.claimed,
        claimRate: rate(p.claimed, p.initiated),
      };
    });
    return toPage(views, total, query);
  }
}
