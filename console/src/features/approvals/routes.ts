import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { approvalsSearch } from './approvals-search';

/** Dual control: the inbox of approval requests, each request, and the policy (docs/console.md, Approvals). */
const approvalsRoute = createRoute({
  getParentRoute: () => root,
  path: '/approvals',
  validateSearch: approvalsSearch,
  component: lazyRouteComponent(() => import('./approvals-page'), 'ApprovalsPage'),
});

const approvalRequestRoute = createRoute({
  getParentRoute: () => root,
  path: '/approvals/$requestId',
  component: lazyRouteComponent(() => import('./approval-request-page'), 'ApprovalRequestPage'),
});

export const approvalsRoutes = [approvalsRoute, approvalRequestRoute] as const;
