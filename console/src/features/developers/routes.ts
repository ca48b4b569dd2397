import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { developersSearch, endpointSearch } from './developers-search';

/** Webhook endpoints, their deliveries, the events and the API's documentation (docs/console.md, Developers). */
const developersRoute = createRoute({
  getParentRoute: () => root,
  path: '/developers',
  validateSearch: developersSearch,
  component: lazyRouteComponent(() => import('./developers-page'), 'DevelopersPage'),
});

const endpointRoute = createRoute({
  getParentRoute: () => root,
  path: '/developers/endpoints/$endpointId',
  validateSearch: endpointSearch,
  component: lazyRouteComponent(() => import('./endpoint-page'), 'EndpointPage'),
});

export const developersRoutes = [developersRoute, endpointRoute] as const;
