import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { campaignReportsSearch, portfolioSearch } from './reports-search';

/** The Reports area's screens (docs/console.md): the portfolio, and each campaign's reports; their state in the URL. */
const portfolioPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/reports',
  validateSearch: portfolioSearch,
  component: lazyRouteComponent(() => import('./portfolio-page'), 'PortfolioPage'),
});

const campaignReportsRoute = createRoute({
  getParentRoute: () => root,
  path: '/campaigns/$campaignId/reports',
  validateSearch: campaignReportsSearch,
  component: lazyRouteComponent(() => import('./campaign-reports-page'), 'CampaignReportsPage'),
});

export const reportsRoutes = [portfolioPageRoute, campaignReportsRoute] as const;
