import { Group, Image, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatDate } from '../../components/format';
import { NotFound } from '../../components/not-found';
import { ButtonLink } from '../../components/router-links';
import { Page } from '../../components/page';
import { QueryState } from '../../components/states';
import { campaignReportsSearch } from '../reports/reports-search';
import { CampaignBalanceAlert } from './campaign-balance-alert';
import { CampaignBalances } from './campaign-balances';
import { CampaignFunding } from './campaign-funding';
import { CampaignIcon } from './campaign-icon';
import { CampaignPassword } from './campaign-password';
import { CampaignSettingsForm } from './campaign-settings-form';
import { CampaignStatusBadge } from './campaign-status-badge';
import type { Campaign } from './campaign-types';

/** One campaign: its money and how to fund it, its settings, icon and password. */
export function CampaignPage() {
  const { campaignId } = useParams({ from: '/campaigns/$campaignId' });
  const api = useApi();
  const campaign = useQuery({
    queryKey: ['campaigns', campaignId, { details: true }],
    queryFn: () => ok(api.v2.GET('/campaigns/{id}', { params: { path: { id: campaignId }, query: { includeDetails: true } } })),
  });
  if (campaign.error instanceof ApiProblem && (campaign.error.status === 404 || campaign.error.status === 400)) return <NotFound />;
  return (
    <QueryState query={campaign} loadingLabel="Loading the campaign…">
      {(data) => <CampaignView campaign={data} />}
    </QueryState>
  );
}

function CampaignView({ campaign }: { campaign: Campaign }) {
  const canEdit = useCan('campaigns:edit');
  const canSetPassword = useCan('campaigns:setPassword');
  const canReport = useCan('reports:view');
  const [tab, setTab] = useState<string | null>('overview');
  return (
    <Page
      title={campaign.name}
      crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: campaign.name }]}
      actions={
        <>
          {canReport && (
            <ButtonLink variant="default" to="/campaigns/$campaignId/reports" params={{ campaignId: campaign.id }} search={campaignReportsSearch({})}>
              Reports
            </ButtonLink>
          )}
          <ButtonLink to="/campaigns/$campaignId/instructions" params={{ campaignId: campaign.id }} search={{ page: 1, pageSize: 20 }}>
            Payout instructions
          </ButtonLink>
          <ButtonLink to="/money/campaigns/$campaignId" params={{ campaignId: campaign.id }} variant="default">
            Refunds
          </ButtonLink>
        </>
      }
    >
      <Group gap="sm">
        {campaign.iconUrl && <Image src={campaign.iconUrl} alt="" w={32} h={32} radius="sm" />}
        <CampaignStatusBadge status={campaign.status} />
        <Text size="sm">
          {campaign.status === 'Expired' ? 'Expired on' : 'Expires at the end of'} {formatDate(campaign.expiryDate)} (UTC)
          {campaign.displayEndDate && ` · shown to beneficiaries until ${formatDate(campaign.displayEndDate)}`}
        </Text>
      </Group>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List aria-label="Campaign sections">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          {canEdit && <Tabs.Tab value="settings">Settings</Tabs.Tab>}
          <Tabs.Tab value="icon">Icon</Tabs.Tab>
          {canSetPassword && <Tabs.Tab value="password">Password</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="overview" pt="md">
          <Stack gap="xl">
            <CampaignBalances campaign={campaign} />
            <CampaignBalanceAlert campaign={campaign} canEdit={canEdit} />
            <CampaignFunding campaignId={campaign.id} fundingReference={campaign.fundingReference} />
          </Stack>
        </Tabs.Panel>
        {canEdit && (
          <Tabs.Panel value="settings" pt="md">
            <CampaignSettingsForm campaign={campaign} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="icon" pt="md">
          <CampaignIcon campaign={campaign} canEdit={canEdit} />
        </Tabs.Panel>
        {canSetPassword && (
          <Tabs.Panel value="password" pt="md">
            <CampaignPassword campaign={campaign} />
          </Tabs.Panel>
        )}
      </Tabs>
    </Page>
  );
}
