import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { auditLogSearch } from './audit-log-search';

/** Who changed what, when, through the API and the console (docs/console.md, Audit log). */
const auditLogRoute = createRoute({
  getParentRoute: () => root,
  path: '/audit-log',
  validateSearch: auditLogSearch,
  component: lazyRouteComponent(() => import('./audit-log-page'), 'AuditLogPage'),
});

export const auditLogRoutes = [auditLogRoute] as const;
