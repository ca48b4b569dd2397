import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { messagesSearch } from './messages-search';

/** The Messages area's screens (docs/console.md, Messages): email templates by type, and one edited with its live preview. */
const templateListRoute = createRoute({
  getParentRoute: () => root,
  path: '/messages',
  validateSearch: messagesSearch,
  component: lazyRouteComponent(() => import('./template-list-page'), 'TemplateListPage'),
});

const templateNewRoute = createRoute({
  getParentRoute: () => root,
  path: '/messages/new',
  validateSearch: messagesSearch,
  component: lazyRouteComponent(() => import('./template-editor-page'), 'TemplateNewPage'),
});

const templateEditRoute = createRoute({
  getParentRoute: () => root,
  path: '/messages/$templateId',
  component: lazyRouteComponent(() => import('./template-editor-page'), 'TemplateEditPage'),
});

export const messagesRoutes = [templateListRoute, templateNewRoute, templateEditRoute] as const;
