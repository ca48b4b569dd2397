import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { operationsSearch } from './operations-search';

/** The Operations area's screens (docs/console.md): one screen, its tabs, pages and filters in the URL. */
const operationsPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/operations',
  validateSearch: operationsSearch,
  component: lazyRouteComponent(() => import('./operations-page'), 'OperationsPage'),
});

export const operationsRoutes = [operationsPageRoute] as const;
