import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';

/** The Messages area's screens (docs/console.md). */
const templateListPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/messages',
  component: lazyRouteComponent(() => import('./template-list-page'), 'TemplateListPage'),
});

export const messagesRoutes = [templateListPageRoute] as const;
