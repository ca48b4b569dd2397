import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';

/** The Needs attention area's screens (docs/console.md). */
const attentionPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/attention',
  component: lazyRouteComponent(() => import('./attention-page'), 'AttentionPage'),
});

export const attentionRoutes = [attentionPageRoute] as const;
