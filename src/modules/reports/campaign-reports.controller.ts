import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { versionedPaths } from '../../core/http/api-version';
import { pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BasicReport, BASIC_REPORT_COLUMNS } from './basic-report';
import { CampaignReports } from './campaign-reports.service';
import { jsonOrChart, wantsChart } from './chart-negotiation';
import { BasicReportQuery, BASIC_REPORT_MAX_PAGE_SIZE, DateRangeQuery, PayoutsHistoryQuery } from './dto/report-queries.dto';
import { CampaignStatisticsView, ConversionView, PayoutHistoryView, PayoutMethodsReportView } from './dto/report.views';
import { renderSvgChart, SVG_CONTENT_TYPE } from './svg-chart';

const NOT_FOUND = 'No such campaign in the organization.';

/** Reports of one campaign (docs/reports.md); v3 serves them under `/reports/distributions/{distributionId}/`. */
@Controller()
@ApiTags('Reports')
@ApiExtraModels(CampaignStatisticsView, ConversionView, PayoutMethodsReportView, PayoutHistoryView)
export class CampaignReportsController {
  constructor(
    private readonly reports: CampaignReports,
    private readonly basic: BasicReport,
  ) {}

  @Get(versionedPaths('reports/campaigns/:campaignId/statistics'))
  @RequireScopes('reports:view')
  @ApiOperation({
    summary: 'Campaign statistics: budget, statuses, timeline',
    description:
      'The budget from the ledger, the instructions in each state, and per UTC day with activity the instructions first initiated, first ' +
      'claimed, fulfilled, and the dollars paid out. `from` and `to` narrow the timeline only. With `Accept: image/svg+xml`, the timeline as a chart.',
  })
  @ApiProduces('application/json', SVG_CONTENT_TYPE)
  @ApiOkResponse(jsonOrChart(CampaignStatisticsView.name, 'The statistics, or their timeline as an SVG chart.'))
  @ApiBadRequestResponse({ description: 'Validation problem: a `from` or `to` that is not a calendar date, or a `to` before `from`.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async statistics(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('campaignId') campaignId: string,
    @Query() query: DateRangeQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<CampaignStatisticsView | string> {
    const statistics = await this.reports.statistics(principal, campaignId, query);
    if (!wantsChart(req)) return statistics;
    res.setHeader('Content-Type', SVG_CONTENT_TYPE);
    return renderSvgChart({
      title: 'Claims per day',
      description: 'Instructions first initiated, first claimed and fulfilled per UTC day.',
      points: statistics.timeline.map((p) => p.date),
      series: [
        { name: 'Initiations', values: statistics.timeline.map((p) => p.initiated) },
        { name: 'Claims', values: statistics.timeline.map((p) => p.claimed) },
        { name: 'Fulfilments', values: statistics.timeline.map((p) => p.fulfilled) },
      ],
    });
  }

  @Get(versionedPaths('reports/campaigns/:campaignId/conversion'))
  @RequireScopes('reports:view')
  @ApiOperation({
    summary: 'Campaign conversion: from initiation to claim to payment',
    description: 'Instructions ever initiated and claimed, emails by outcome, instructions fulfilled and cancelled now; rates over initiated (null when nothing was).',
  })
  @ApiOkResponse({ type: ConversionView })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  conversion(@CurrentPrincipal() principal: Principal, @UuidParam('campaignId') campaignId: string): Promise<ConversionView> {
    return this.reports.conversion(principal, campaignId);
  }

  @Get(versionedPaths('reports/campaigns/:campaignId/payout-methods'))
  @RequireScopes('reports:view')
  @ApiOperation({ summary: 'Payouts of a campaign by method', description: 'Payouts Pending, Processing, SentForPrinting, Mailed or Completed, counted and summed per method, most used first.' })
  @ApiOkResponse({ type: PayoutMethodsReportView })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  payoutMethods(@CurrentPrincipal() principal: Principal, @UuidParam('campaignId') campaignId: string): Promise<PayoutMethodsReportView> {
    return this.reports.payoutMethods(principal, campaignId);
  }

  @Get(versionedPaths('reports/campaigns/:campaignId/payouts-history'))
  @RequireScopes('reports:view')
  @ApiOperation({ summary: 'Payouts history of a campaign', description: 'Payouts by request time, newest first (the id breaks ties), each with every status it took.' })
  @ApiOkResponse({ schema: pagedSchema(PayoutHistoryView) })
  @ApiBadRequestResponse({ description: 'Validation problem: a malformed date, an unknown `status`, a `to` before `from`, or a bad page.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  payoutsHistory(@CurrentPrincipal() principal: Principal, @UuidParam('campaignId') campaignId: string, @Query() query: PayoutsHistoryQuery): Promise<Page<PayoutHistoryView>> {
    return this.reports.payoutsHistory(principal, campaignId, query);
  }

  @Get(versionedPaths('reports/campaigns/:campaignId/basic'))
  @RequireScopes('reports:view')
  @ApiOperation({
    summary: 'Basic report: the campaign’s instructions as CSV',
    description:
      `A header row, then one row per instruction: ${BASIC_REPORT_COLUMNS.join(', ')}, then one column per tag key of the campaign (ordinal ` +
      `order ignoring case). Paged by \`pageNumber\` and \`pageSize\` (at most ${BASIC_REPORT_MAX_PAGE_SIZE}), sorted by \`sortBy\` and \`sortOrder\` ` +
      '(default: creation date, newest first), the id breaking ties in the same direction. Each page is cached for two minutes per ' +
      'campaign and combination of page, size and sort. A cell a spreadsheet would run as a formula (starting with =, +, -, @, tab or ' +
      'carriage return) is prefixed with an apostrophe.',
  })
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: 'The page as CSV.',
    content: { 'text/csv': { schema: { type: 'string', example: `${BASIC_REPORT_COLUMNS.join(',')},cohort\n` } } },
    headers: {
      'X-Total-Count': { schema: { type: 'integer' }, description: 'Instructions of the campaign, all pages.' },
      Link: { schema: { type: 'string' }, description: 'first, prev, next and last pages (RFC 8288).' },
    },
  })
  @ApiBadRequestResponse({ description: 'Validation problem: a bad page, a page size over 10,000, an unknown `sortBy` or `sortOrder`.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async basicReport(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('campaignId') campaignId: string,
    @Query() query: BasicReportQuery,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    await this.basic.send(principal.organizationId, campaignId, query, req, res);
  }
}
