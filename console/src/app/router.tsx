import type { QueryClient } from '@tanstack/react-query';
import { createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { root } from './root-route';
import { attentionRoutes } from '../features/attention/routes';
import { messagesRoutes } from '../features/messages/routes';
import { moneyRoutes } from '../features/money/routes';
import { reportsRoutes } from '../features/reports/routes';
import { teamRoutes } from '../features/team/routes';
import { developersRoutes } from '../features/developers/routes';
import { operationsRoutes } from '../features/operations/routes';
import { approvalsRoutes } from '../features/approvals/routes';
import { auditLogRoutes } from '../features/audit-log/routes';
import { campaignListSearch, wizardSearch } from '../features/campaigns/campaign-search';
import { instructionListSearch } from '../features/instructions/instruction-search';
import { sandboxEmailsSearch } from '../features/sandbox/sandbox-emails-search';

/**
 * The console's screens (docs/console.md). Each screen's code is its own chunk, loaded when first visited; filters
 * and pages live in the URL (validated here), so a link or a reload shows the same view. Part 1's screens are here;
 * each later area declares its own in `features/<area>/routes.ts`.
 */

const home = createRoute({ getParentRoute: () => root, path: '/', component: lazyRouteComponent(() => import('../features/home/home-page'), 'HomePage') });

const campaigns = createRoute({
  getParentRoute: () => root,
  path: '/campaigns',
  validateSearch: campaignListSearch,
  component: lazyRouteComponent(() => import('../features/campaigns/campaign-list-page'), 'CampaignListPage'),
});

const newCampaign = createRoute({
  getParentRoute: () => root,
  path: '/campaigns/new',
  component: lazyRouteComponent(() => import('../features/campaigns/wizard/new-campaign-page'), 'NewCampaignPage'),
});

const draft = createRoute({
  getParentRoute: () => root,
  path: '/campaigns/drafts/$draftId',
  validateSearch: wizardSearch,
  component: lazyRouteComponent(() => import('../features/campaigns/wizard/campaign-wizard-page'), 'CampaignWizardPage'),
});

const campaign = createRoute({
  getParentRoute: () => root,
  path: '/campaigns/$campaignId',
  component: lazyRouteComponent(() => import('../features/campaigns/campaign-page'), 'CampaignPage'),
});

const instructions = createRoute({
  getParentRoute: () => root,
  path: '/campaigns/$campaignId/instructions',
  validateSearch: instructionListSearch,
  component: lazyRouteComponent(() => import('../features/instructions/instruction-list-page'), 'InstructionListPage'),
});

const instruction = createRoute({
  getParentRoute: () => root,
  path: '/campaigns/$campaignId/instructions/$instructionId',
  component: lazyRouteComponent(() => import('../features/instructions/instruction-page'), 'InstructionPage'),
});

const upload = createRoute({
  getParentRoute: () => root,
  path: '/campaigns/$campaignId/uploads/$uploadId',
  component: lazyRouteComponent(() => import('../features/instructions/upload-page'), 'UploadPage'),
});

const sandboxEmails = createRoute({
  getParentRoute: () => root,
  path: '/sandbox/emails',
  validateSearch: sandboxEmailsSearch,
  component: lazyRouteComponent(() => import('../features/sandbox/sandbox-emails-page'), 'SandboxEmailsPage'),
});

const routeTree = root.addChildren([
  home,
  campaigns,
  newCampaign,
  draft,
  campaign,
  instructions,
  instruction,
  upload,
  sandboxEmails,
  ...attentionRoutes,
  ...messagesRoutes,
  ...moneyRoutes,
  ...reportsRoutes,
  ...teamRoutes,
  ...developersRoutes,
  ...operationsRoutes,
  ...approvalsRoutes,
  ...auditLogRoutes,
]);

export function createConsoleRouter(queryClient: QueryClient) {
  return createRouter({ routeTree, basepath: '/console', context: { queryClient }, defaultPreload: 'intent', scrollRestoration: true });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createConsoleRouter>;
  }
}
