import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';

/** The Team area's screens (docs/console.md). */
const teamPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/team',
  component: lazyRouteComponent(() => import('./team-page'), 'TeamPage'),
});

export const teamRoutes = [teamPageRoute] as const;
