import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiBadRequestResponse, ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { versionedPaths } from '../../core/http/api-version';
import { pagedSchema, PageQuery, type Page } from '../../core/http/paging';
import { jsonOrChart, wantsChart } from './chart-negotiation';
import { RedemptionActivityQuery } from './dto/report-queries.dto';
import { DashboardCampaignView, OrganizationStatisticsView, RedemptionActivityView } from './dto/report.views';
import { PortfolioReports } from './portfolio.service';
import { renderSvgChart, SVG_CONTENT_TYPE } from './svg-chart';

/** The organization-wide portfolio (docs/reports.md). */
@Controller()
@ApiTags('Portfolio')
@ApiExtraModels(OrganizationStatisticsView, RedemptionActivityView, DashboardCampaignView)
export class PortfolioController {
  constructor(private readonly portfolio: PortfolioReports) {}

  @Get(versionedPaths('portfolio/organization-statistics'))
  @RequireScopes('reports:view')
  @ApiOperation({
    summary: 'Organization statistics',
    description: 'The money on the organization’s bank accounts, its distinct beneficiaries and its completed payouts, each with the last 30 UTC days compared to the 30 before.',
  })
  @ApiOkResponse({ type: OrganizationStatisticsView })
  organizationStatistics(@CurrentPrincipal() principal: Principal): Promise<OrganizationStatisticsView> {
    return this.portfolio.organizationStatistics(principal);
  }

  @Get(versionedPaths('portfolio/redemption-activity'))
  @RequireScopes('reports:view')
  @ApiOperation({
    summary: 'Redemption activity',
    description: 'One point per UTC day with payouts completed, over the last 30 or 90 days or all of them. With `Accept: image/svg+xml`, as a chart.',
  })
  @ApiProduces('application/json', SVG_CONTENT_TYPE)
  @ApiOkResponse(jsonOrChart(RedemptionActivityView.name, 'The points, or their chart.'))
  @ApiBadRequestResponse({ description: 'Validation problem: a `range` other than 30, 90 or all.' })
  async redemptionActivity(
    @CurrentPrincipal() principal: Principal,
    @Query() query: RedemptionActivityQuery,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RedemptionActivityView | string> {
    const activity = await this.portfolio.redemptionActivity(principal, query.range);
    if (!wantsChart(req)) return activity;
    res.setHeader('Content-Type', SVG_CONTENT_TYPE);
    return renderSvgChart({
      title: 'Payouts completed per day',
      description: `Payouts completed per UTC day, ${query.range === 'all' ? 'all days' : `last ${query.range} days`}.`,
      points: activity.data.map((p) => p.date),
      series: [{ name: 'Payouts completed', values: activity.data.map((p) => p.count) }],
    });
  }

  @Get(versionedPaths('portfolio/dashboard'))
  @RequireScopes('reports:view')
  @ApiOperation({
    summary: 'Dashboard of the organization’s campaigns',
    description: 'Campaigns by expiry date: running ones first, soonest to expire first; then expired ones, most recently expired first. Each with its money and claims.',
  })
  @ApiOkResponse({ schema: pagedSchema(DashboardCampaignView) })
  @ApiBadRequestResponse({ description: 'Validation problem: a bad page.' })
  dashboard(@CurrentPrincipal() principal: Principal, @Query() query: PageQuery): Promise<Page<DashboardCampaignView>> {
    return this.portfolio.dashboard(principal, query);
  }
}
