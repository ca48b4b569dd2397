import { Tabs } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ApiProblem } from '../../api/problem';
import { useCan, useMe } from '../../app/session';
import { NotFound } from '../../components/not-found';
import { Page } from '../../components/page';
import { AnchorLink } from '../../components/router-links';
import { EmptyState, Loading, QueryState } from '../../components/states';
import { useCampaign } from '../instructions/campaign-name';
import { BasicReportPanel } from './basic-report-panel';
import { ConversionPanel } from './conversion-panel';
import { PayoutMethodsPanel } from './payout-methods-panel';
import { PayoutsHistoryPanel } from './payouts-history-panel';
import { REPORT_TABS, withTab, type CampaignReportsSearch, type ReportTab } from './reports-search';
import { StatisticsPanel } from './statistics-panel';

const FROM = '/campaigns/$campaignId/reports';

const TAB_LABEL: Readonly<Record<ReportTab, string>> = {
  statistics: 'Statistics',
  conversion: 'Conversion',
  'payout-methods': 'Payout methods',
  'payouts-history': 'Payouts history',
  basic: 'Basic report',
};

/** A campaign's five reports (docs/reports.md), a tab each; the tab, filters, sort and pages in the URL. */
export function CampaignReportsPage() {
  const { campaignId } = useParams({ from: FROM });
  const me = useMe();
  const canReport = useCan('reports:view');
  const campaign = useCampaign(campaignId);
  if (campaign.error instanceof ApiProblem && (campaign.error.status === 404 || campaign.error.status === 400)) return <NotFound />;
  const name = campaign.data?.name ?? 'Campaign';
  return (
    <Page title="Reports" crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: name, to: '/campaigns/$campaignId', params: { campaignId } }, { label: 'Reports' }]}>
      {me.isPending ? (
        <Loading />
      ) : !canReport ? (
        <EmptyState
          title="Your role does not include reports"
          action={
            <AnchorLink to="/campaigns/$campaignId" params={{ campaignId }}>
              Back to the campaign
            </AnchorLink>
          }
        />
      ) : (
        <QueryState query={campaign} loadingLabel="Loading the campaign…">
          {(data) => <ReportTabs campaignId={campaignId} campaignName={data.name} />}
        </QueryState>
      )}
    </Page>
  );
}

function ReportTabs({ campaignId, campaignName }: { campaignId: string; campaignName: string }) {
  const search: CampaignReportsSearch = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const change = (next: Partial<CampaignReportsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <Tabs value={search.tab} onChange={(value) => value && void navigate({ search: withTab(search, value as ReportTab) })} keepMounted={false}>
      <Tabs.List aria-label="Reports">
        {REPORT_TABS.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {TAB_LABEL[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="statistics" pt="md">
        <StatisticsPanel campaignId={campaignId} search={search} onChange={change} />
      </Tabs.Panel>
      <Tabs.Panel value="conversion" pt="md">
        <ConversionPanel campaignId={campaignId} />
      </Tabs.Panel>
      <Tabs.Panel value="payout-methods" pt="md">
        <PayoutMethodsPanel campaignId={campaignId} />
      </Tabs.Panel>
      <Tabs.Panel value="payouts-history" pt="md">
        <PayoutsHistoryPanel campaignId={campaignId} search={search} onChange={change} />
      </Tabs.Panel>
      <Tabs.Panel value="basic" pt="md">
        <BasicReportPanel campaignId={campaignId} campaignName={campaignName} search={search} onChange={change} />
      </Tabs.Panel>
    </Tabs>
  );
}
