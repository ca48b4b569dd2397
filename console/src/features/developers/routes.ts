import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';

/** The Developers area's screens (docs/console.md). */
const developersPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/developers',
  component: lazyRouteComponent(() => import('./developers-page'), 'DevelopersPage'),
});

export const developersRoutes = [developersPageRoute] as const;
