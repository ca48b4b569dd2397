import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';

/** The Operations area's screens (docs/console.md). */
const operationsPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/operations',
  component: lazyRouteComponent(() => import('./operations-page'), 'OperationsPage'),
});

export const operationsRoutes = [operationsPageRoute] as const;
