import { SimpleGrid, Stack, Text } from '@mantine/core';
import { AttentionSummary } from '../attention/attention-summary';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useCan, useMe } from '../../app/session';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { formatCents, formatPercent } from '../../components/format';
import { Page } from '../../components/page';
import { StatCard } from '../../components/stat-card';
import { EmptyState, Loading, QueryState } from '../../components/states';
import { campaignTotals } from './campaign-totals';
import { CampaignsByExpiry } from './campaigns-by-expiry';
import { PortfolioFigures } from './portfolio-figures';
import { RedemptionActivity } from './redemption-activity';

const count = new Intl.NumberFormat();

/** The portfolio at a glance (docs/reports.md): figures with their trends, redemption activity, campaigns by expiry. */
export function HomePage() {
  const me = useMe();
  const canReport = useCan('reports:view');
  const canCreate = useCan('campaigns:create');
  const canSeeAttention = useCan('payoutInstructions:view');
  const create = canCreate ? (
    <ButtonLink to="/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
      Create a campaign
    </ButtonLink>
  ) : undefined;
  if (me.isPending) return <Loading />;
  return (
    <Page title="Home" actions={create}>
      {canSeeAttention && <AttentionSummary />}
      {canReport ? (
        <Portfolio create={create} />
      ) : (
        <EmptyState
          title="Your role does not include the portfolio's reports"
          action={
            <AnchorLink to="/campaigns" search={{ page: 1 }}>
              Go to the campaigns
            </AnchorLink>
          }
        />
      )}
    </Page>
  );
}

function Portfolio({ create }: { create: ReactNode }) {
  const api = useApi();
  // The 100 campaigns that expire soonest: the table shows them ten at a time and the totals add them up.
  const dashboard = useQuery({ queryKey: ['portfolio', 'dashboard'], queryFn: () => ok(api.v2.GET('/portfolio/dashboard', { params: { query: { pageNumber: 1, pageSize: 100 } } })) });
  return (
    <QueryState query={dashboard} loadingLabel="Loading the portfolio…">
      {(page) => {
        if (page.totalItems === 0)
          return (
            <EmptyState title="No campaigns yet" action={create}>
              A campaign holds the money you pay out and the people you pay. Create one, fund it, then add payout instructions.
            </EmptyState>
          );
        const totals = campaignTotals(page.data);
        const across = page.totalItems > page.data.length ? `across the ${page.data.length} campaigns that expire soonest` : page.totalItems === 1 ? 'for your one campaign' : `across ${count.format(page.totalItems)} campaigns`;
        return (
          <Stack gap="xl">
            <PortfolioFigures />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <StatCard label="Received" value={formatCents(totals.receivedCents)}>
                <Text size="xs" c="dimmed">
                  Funded {across}
                </Text>
              </StatCard>
              <StatCard label="Instructions" value={count.format(totals.instructions)}>
                <Text size="xs" c="dimmed">
                  {count.format(totals.claimed)} claimed
                </Text>
              </StatCard>
              <StatCard label="Campaigns' paid out" value={formatCents(totals.paidOutCents)}>
                <Text size="xs" c="dimmed">
                  {formatPercent(totals.receivedCents === 0 ? null : totals.paidOutCents / totals.receivedCents)} of what they received
                </Text>
              </StatCard>
            </SimpleGrid>
            <RedemptionActivity />
            <CampaignsByExpiry campaigns={page.data} totalItems={page.totalItems} />
          </Stack>
        );
      }}
    </QueryState>
  );
}
