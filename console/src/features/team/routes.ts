import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { teamSearch } from './team-search';

/** The team: its people and their roles, the invitations, what each role may do (docs/console.md, Team). */
const teamRoute = createRoute({
  getParentRoute: () => root,
  path: '/team',
  validateSearch: teamSearch,
  component: lazyRouteComponent(() => import('./team-page'), 'TeamPage'),
});

export const teamRoutes = [teamRoute] as const;
