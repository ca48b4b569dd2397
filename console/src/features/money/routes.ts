import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';

/** The Money area's screens (docs/console.md). */
const moneyPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/money',
  component: lazyRouteComponent(() => import('./money-page'), 'MoneyPage'),
});

export const moneyRoutes = [moneyPageRoute] as const;
