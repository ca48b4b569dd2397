import { Anchor, Paper, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCan, useMe } from '../../app/session';
import { formatCents, formatDate, formatPercent, toCents } from '../../components/format';
import { Page } from '../../components/page';
import { AnchorLink } from '../../components/router-links';
import { EmptyState, Loading, QueryState } from '../../components/states';
import { PortfolioFigures } from '../home/portfolio-figures';
import { summarizeRedemptions } from '../home/redemption-summary';
import { count, HiddenTable, Pages, Section } from './report-parts';
import { useDashboard, useRedemptionActivity } from './report-queries';
import { campaignReportsSearch, REDEMPTION_RANGES, type PortfolioSearch, type RedemptionRange } from './reports-search';

const RedemptionChart = lazy(() => import('../home/redemption-chart'));

const FROM = '/reports';
const RANGE_LABEL: Readonly<Record<RedemptionRange, string>> = { '30': '30 days', '90': '90 days', all: 'All' };

/** The organization's portfolio (docs/reports.md): its figures, the redemption activity, and its campaigns with their reports. */
export function PortfolioPage() {
  const me = useMe();
  const canReport = useCan('reports:view');
  const search: PortfolioSearch = useSearch({ from: FROM });
  const navigate = useNavigate({ from: FROM });
  const change = (next: Partial<PortfolioSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <Page title="Reports">
      {me.isPending ? (
        <Loading />
      ) : !canReport ? (
        <EmptyState title="Your role does not include reports" />
      ) : (
        <Stack gap="xl">
          <PortfolioFigures />
          <Activity range={search.range} onRange={(range) => change({ range })} />
          <Campaigns page={search.page} onPage={(page) => change({ page })} />
        </Stack>
      )}
    </Page>
  );
}

function Activity({ range, onRange }: { range: RedemptionRange; onRange: (range: RedemptionRange) => void }) {
  const query = useRedemptionActivity(range);
  const period = range === 'all' ? 'all time' : `the last ${RANGE_LABEL[range]}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Section
        id="redemption-heading"
        title="Redemption activity"
        action={<SegmentedControl size="xs" aria-label="Period" value={range} onChange={(value) => onRange(value as RedemptionRange)} data={REDEMPTION_RANGES.map((value) => ({ value, label: RANGE_LABEL[value] }))} />}
      >
        <QueryState query={query} loadingLabel="Loading the activity…">
          {(activity) => {
            const summary = summarizeRedemptions(activity.data);
            const sentence =
              summary.count === 0
                ? `No payouts completed over ${period}.`
                : `${count.format(summary.count)} payouts completed for ${formatCents(summary.amountCents)} over ${period}` +
                  (summary.busiest ? `; the busiest day was ${formatDate(summary.busiest.date)} with ${formatCents(summary.busiest.amountCents)}.` : '.');
            return (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" role="status">
                  {sentence}
                </Text>
                {summary.days > 0 && (
                  <>
                    <Suspense fallback={<Loading label="Loading the chart…" />}>
                      <RedemptionChart points={activity.data} label={`Chart of amounts paid out per day. ${sentence}`} />
                    </Suspense>
                    <HiddenTable
                      caption={`Payouts completed per day, ${period}`}
                      head={['Day', 'Payouts', 'Amount']}
                      rows={activity.data.map((p) => [formatDate(p.date), count.format(p.count), formatCents(toCents(p.amount))])}
                    />
                  </>
                )}
              </Stack>
            );
          }}
        </QueryState>
      </Section>
    </Paper>
  );
}

function Campaigns({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const query = useDashboard(page);
  return (
    <Section id="campaigns-heading" title="Campaigns">
      <QueryState query={query} loadingLabel="Loading the campaigns…">
        {(dashboard) =>
          dashboard.totalItems === 0 ? (
            <EmptyState
              title="No campaigns yet"
              action={
                <AnchorLink to="/campaigns" search={{ page: 1 }}>
                  Go to the campaigns
                </AnchorLink>
              }
            >
              Each campaign’s reports show here once it exists.
            </EmptyState>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={820}>
                <Table striped verticalSpacing="xs">
                  <Table.Caption>
                    Campaigns by expiry, running ones first, page {dashboard.pageNumber} of {Math.max(dashboard.totalPages, 1)}
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Campaign</Table.Th>
                      <Table.Th scope="col">Expiry</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Received
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Paid out
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Instructions
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Claimed
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Claim rate
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {dashboard.data.map((campaign) => (
                      <Table.Tr key={campaign.id}>
                        <Table.Td>
                          <Anchor size="sm" fw={500} renderRoot={(props) => <Link {...props} to="/campaigns/$campaignId/reports" params={{ campaignId: campaign.id }} search={campaignReportsSearch({})} />}>
                            {campaign.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          {campaign.status === 'Expired' ? 'Expired ' : ''}
                          {formatDate(campaign.expiryDate)}
                        </Table.Td>
                        <Table.Td ta="right">{formatCents(toCents(campaign.received))}</Table.Td>
                        <Table.Td ta="right">{formatCents(toCents(campaign.paidOut))}</Table.Td>
                        <Table.Td ta="right">{count.format(campaign.instructions)}</Table.Td>
                        <Table.Td ta="right">{count.format(campaign.claimed)}</Table.Td>
                        <Table.Td ta="right">{formatPercent(campaign.claimRate)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pages total={dashboard.totalPages} value={page} onChange={onPage} />
            </Stack>
          )
        }
      </QueryState>
    </Section>
  );
}
