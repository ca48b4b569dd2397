import { oneOf, type Raw } from '../../app/search';
import { APPROVAL_ACTIONS, APPROVAL_STATUSES, type ApprovalAction, type ApprovalStatus } from './approval-model';

export const APPROVALS_TABS = ['requests', 'policy'] as const;
export type ApprovalsTab = (typeof APPROVALS_TABS)[number];

/** Which requests the inbox shows: one status (Pending unless chosen) or all of them. */
export type StatusFilter = ApprovalStatus | 'all';

/** The approvals screen in the address (docs/console.md, Approvals): its tab, the requests' filters and page. */
export interface ApprovalsSearch {
  tab?: ApprovalsTab;
  status?: StatusFilter;
  action?: ApprovalAction;
  page?: number;
}

const positive = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};

export function approvalsSearch(search: Raw): ApprovalsSearch {
  return {
    tab: oneOf(APPROVALS_TABS, search.tab),
    status: oneOf<StatusFilter>([...APPROVAL_STATUSES, 'all'], search.status),
    action: oneOf(APPROVAL_ACTIONS, search.action),
    page: positive(search.page),
  };
}
