import { Stack, Tabs, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useMe } from '../../app/session';
import { Page } from '../../components/page';
import { QueryState } from '../../components/states';
import { BankFilesPanel } from './bank-files-panel';
import { BankConnectionPanel } from './bank-connection-panel';
import { BankInboxPanel } from './bank-inbox-panel';
import { JobsPanel } from './jobs-panel';
import { accessOf, shownTab, tabsOf, type OperationsSearch, type OperationsTab } from './operations-search';
import { StuckPayoutsPanel } from './stuck-payouts-panel';

const FROM = '/operations';

const TAB_LABEL: Readonly<Record<OperationsTab, string>> = {
  jobs: 'Queues and jobs',
  files: 'Bank files',
  payouts: 'Stuck payouts',
};

/**
 * The operators' levers (docs/console.md, Operations): the queues and scheduled jobs (an operator organization's),
 * the ACH batch and print run with their files, and stuck payouts to fail. Each tab shows only for its scopes.
 */
export function OperationsPage() {
  const me = useMe();
  return (
    <Page title="Operations">
      <QueryState query={me} loadingLabel="Loading what you may do…">
        {(data) => <OperationsTabs scopes={data.scopes} />}
      </QueryState>
    </Page>
  );
}

function OperationsTabs({ scopes }: { scopes: readonly string[] }) {
  const search: OperationsSearch = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const access = accessOf(scopes);
  const tabs = tabsOf(access);
  const tab = shownTab(search.tab, tabs);
  if (!tab) return <Text>Your role has none of the operators’ levers.</Text>;
  const change = (next: Partial<OperationsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <Tabs value={tab} onChange={(value) => change({ tab: (value ?? undefined) as OperationsTab | undefined })} keepMounted={false}>
      <Tabs.List aria-label="Operations sections">
        {tabs.map((value) => (
          <Tabs.Tab key={value} value={value}>
            {TAB_LABEL[value]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.includes('jobs') && (
        <Tabs.Panel value="jobs" pt="md">
          <JobsPanel queues={access.queues} scheduledJobs={access.scheduledJobs} />
        </Tabs.Panel>
      )}
      {tabs.includes('files') && (
        <Tabs.Panel value="files" pt="md">
          <Stack gap="xl">
            <BankFilesPanel search={search} onChange={change} />
            {access.queues && <BankConnectionPanel />}
            {access.queues && <BankInboxPanel />}
          </Stack>
        </Tabs.Panel>
      )}
      {tabs.includes('payouts') && (
        <Tabs.Panel value="payouts" pt="md">
          <StuckPayoutsPanel search={search} onChange={change} />
        </Tabs.Panel>
      )}
    </Tabs>
  );
}
