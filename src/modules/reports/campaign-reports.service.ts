import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page } from '../../core/http/paging';
import { campaignFundingOf, LedgerService } from '../../core/ledger';
import { centsToAmount } from '../../core/money/money';
import { CampaignsService } from '../campaigns';
import { InstructionTallies, PayoutInstructionStatus } from '../payout-instructions';
import { PayoutMethodsService } from '../payout-methods';
import { PayoutTallies } from '../payouts';
import type { DateRangeQuery, PayoutsHistoryQuery } from './dto/report-queries.dto';
import type { CampaignStatisticsView, ConversionView, PayoutHistoryView, PayoutMethodsReportView, TimelinePointView } from './dto/report.views';
import { rate } from './rates';

/** `to` before `from` names nothing: 400 rather than an empty answer that looks like a quiet campaign. */
function checkRange({ from, to }: { from?: string; to?: string }): void {
  if (from && to && to < from) throw DomainError.invalidField('to', 'to must be on or after from.');
}

/**
 * A campaign's reports (docs/reports.md): figures from the ledger and from the tallies the instructions, emails and
 * payouts keep as they change, so each report reads a few rows whatever the campaign's size.
 */
@Injectable()
export class CampaignReports {
  constructor(
    private readonly em: EntityManager,
    private readonly campaigns: CampaignsService,
    private readonly ledger: LedgerService,
    private readonly instructions: InstructionTallies,
    private readonly payouts: PayoutTallies,
    private readonly methods: PayoutMethodsService,
  ) {}

  async statistics(principal: Principal, campaignId: string, range: DateRangeQuery): Promise<CampaignStatisticsView> {
    checkRange(range);
    await this.campaigns.require(campaignId);
    const org = principal.organizationId;
    const [balances, facts, days, paid] = await Promise.all([
      this.ledger.balances(this.em, org, campaignId),
      this.instructions.factsOf(org, campaignId),
      this.instructions.daysOf(org, campaignId, range.from, range.to),
      this.payouts.completedByDay(org, { campaignId, from: range.from, to: range.to }),
    ]);
    const funding = campaignFundingOf(balances);
    const timeline = new Map<string, TimelinePointView>();
    const point = (date: string) => timeline.get(date) ?? timeline.set(date, { date, initiated: 0, claimed: 0, fulfilled: 0, paidOut: 0 }).get(date)!;
    for (const day of days) Object.assign(point(day.day), { initiated: day.initiated, claimed: day.claimed, fulfilled: day.fulfilled });
    for (const day of paid) point(day.day).paidOut = centsToAmount(day.cents);
    return {
      budget: {
        received: centsToAmount(funding.receivedCents),
        unallocated: centsToAmount(funding.unallocatedCents),
        allocated: centsToAmount(funding.allocatedCents),
        paidOut: centsToAmount(funding.paidOutCents),
        returned: centsToAmount(funding.returnedCents),
        utilization: rate(funding.allocatedCents + funding.paidOutCents, funding.receivedCents),
      },
      statuses: facts.statuses,
      timeline: [...timeline.values()].sort((a, b) => (a.date < b.date ? -1 : 1)),
    };
  }

  async conversion(principal: Principal, campaignId: string): Promise<ConversionView> {
    await this.campaigns.require(campaignId);
    const facts = await this.instructions.factsOf(principal.organizationId, campaignId);
    const fulfilled = facts.statuses[PayoutInstructionStatus.Fulfilled];
    return {
      instructions: facts.instructions,
      initiated: facts.initiated,
      emailsSent: facts.emails.Sent,
      emailsFailed: facts.emails.Failed,
      emailsSuppressed: facts.emails.Suppressed,
      claimed: facts.claimed,
      fulfilled,
      cancelled: facts.statuses[PayoutInstructionStatus.Cancelled],
      claimRate: rate(facts.claimed, facts.initiated),
      fulfilmentRate: rate(fulfilled, facts.initiated),
      medianSecondsToClaim: await this.instructions.medianSecondsToClaim(campaignId, facts.claimed),
    };
  }

  async payoutMethods(principal: Principal, campaignId: string): Promise<PayoutMethodsReportView> {
    await this.campaigns.require(campaignId);
    const tallies = await this.payouts.byMethod(principal.organizationId, campaignId);
    const methods = await this.methods.entries(tallies.map((t) => t.payoutMethodId));
    const totalPayouts = tallies.reduce((sum, t) => sum + t.count, 0);
    const totalCents = tallies.reduce((sum, t) => sum + t.cents, 0);
    return {
      totalPayouts,
      totalAmount: centsToAmount(totalCents),
      data: tallies.map((t) => ({
        payoutMethodId: t.payoutMethodId,
        name: methods.get(t.payoutMethodId)?.name ?? t.payoutMethodId,
        category: methods.get(t.payoutMethodId)?.category ?? 'Unknown',
        count: t.count,
        amount: centsToAmount(t.cents),
        share: rate(t.count, totalPayouts) ?? 0,
      })),
    };
  }

  async payoutsHistory(principal: Principal, campaignId: string, query: PayoutsHistoryQuery): Promise<Page<PayoutHistoryView>> {
    checkRange(query);
    await this.campaigns.require(campaignId);
    const org = principal.organizationId;
    const { rows, total } = await this.payouts.history(org, campaignId, { from: query.from, to: query.to, status: query.status, ...pageOffset(query) });
    const [recipients, methods] = await Promise.all([
      this.instructions.recipientsOf(org, rows.map((r) => r.payoutInstructionId)),
      this.methods.entries(rows.map((r) => r.payoutMethodId)),
    ]);
    const views = rows.map((r) => ({
      payoutId: r.payoutId,
      payoutInstructionId: r.payoutInstructionId,
      externalId: recipients.get(r.payoutInstructionId)?.externalId ?? null,
      email: recipients.get(r.payoutInstructionId)?.email ?? '',
      amount: centsToAmount(r.amountCents),
      method: methods.get(r.payoutMethodId)?.name ?? r.payoutMethodId,
      category: r.category,
      status: r.status,
      requestedOn: r.requestedOn.toISOString(),
      completedOn: r.completedOn?.toISOString() ?? null,
      statusChanges: r.statusChanges.map((c) => ({ status: c.status, on: c.on.toISOString() })),
    }));
    return toPage(views, total, query);
  }
}
