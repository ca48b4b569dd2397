import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';

/** The Reports area's screens (docs/console.md). */
const portfolioPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/reports',
  component: lazyRouteComponent(() => import('./portfolio-page'), 'PortfolioPage'),
});

export const reportsRoutes = [portfolioPageRoute] as const;
