import { Tabs } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { Page } from '../../components/page';
import { ApprovalRequestsPanel } from './approval-requests-panel';
import { ApprovalPolicyPanel } from './approval-policy-panel';
import type { ApprovalsTab } from './approvals-search';

/**
 * Dual control (docs/console.md, Approvals): the requests waiting for a second person, Pending first, and the policy
 * that sends them here. The policy is a tab of this screen, not a settings page: it only decides what lands in this
 * inbox, and everyone who sees the inbox may read it.
 */
export function ApprovalsPage() {
  const search = useSearch({ from: '/approvals' });
  const navigate = useNavigate({ from: '/approvals' });
  const tab = search.tab ?? 'requests';
  return (
    <Page title="Approvals">
      <Tabs value={tab} onChange={(value) => void navigate({ search: { tab: (value as ApprovalsTab | null) ?? undefined }, replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="requests">Requests</Tabs.Tab>
          <Tabs.Tab value="policy">Policy</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="requests" pt="md">
          <ApprovalRequestsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="policy" pt="md">
          <ApprovalPolicyPanel />
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
