import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { root } from '../../app/root-route';
import { bankAccountSearch, moneySearch } from './money-search';

/** The Money area's screens (docs/console.md): bank accounts, their transactions and withdrawals, campaigns' refunds. */
const moneyPageRoute = createRoute({
  getParentRoute: () => root,
  path: '/money',
  validateSearch: moneySearch,
  component: lazyRouteComponent(() => import('./money-page'), 'MoneyPage'),
});

const bankAccountRoute = createRoute({
  getParentRoute: () => root,
  path: '/money/bank-accounts/$bankAccountId',
  validateSearch: bankAccountSearch,
  component: lazyRouteComponent(() => import('./bank-account-page'), 'BankAccountPage'),
});

const campaignMoneyRoute = createRoute({
  getParentRoute: () => root,
  path: '/money/campaigns/$campaignId',
  component: lazyRouteComponent(() => import('./campaign-money-page'), 'CampaignMoneyPage'),
});

export const moneyRoutes = [moneyPageRoute, bankAccountRoute, campaignMoneyRoute] as const;
