import { Group, SimpleGrid, Stack, Table, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatCents, formatDate, formatPercent, toCents } from '../../components/format';
import { StatCard } from '../../components/stat-card';
import { EmptyState, Loading, QueryState } from '../../components/states';
import { STATUS_LABEL } from '../instructions/instruction-model';
import { INSTRUCTION_STATUSES } from '../instructions/instruction-search';
import { count, HiddenTable, Section } from './report-parts';
import { useStatistics } from './report-queries';
import { calendarDay, type CampaignReportsSearch } from './reports-search';

const TimelineChart = lazy(() => import('./report-charts').then((m) => ({ default: m.TimelineChart })));

/** `GET /reports/campaigns/{id}/statistics`: the budget from the ledger, instructions per state, the timeline per UTC day. */
export function StatisticsPanel({ campaignId, search, onChange }: { campaignId: string; search: CampaignReportsSearch; onChange: (next: Partial<CampaignReportsSearch>) => void }) {
  const query = useStatistics(campaignId, search.from, search.to);
  return (
    <QueryState query={query} loadingLabel="Loading the statistics…">
      {(stats) => {
        const { budget } = stats;
        const totals = stats.timeline.reduce((sum, p) => ({ initiated: sum.initiated + p.initiated, claimed: sum.claimed + p.claimed, fulfilled: sum.fulfilled + p.fulfilled }), {
          initiated: 0,
          claimed: 0,
          fulfilled: 0,
        });
        const label =
          `Chart of instructions initiated, claimed and fulfilled per day, ${stats.timeline.length} days with activity: ` +
          `${count.format(totals.initiated)} initiated, ${count.format(totals.claimed)} claimed, ${count.format(totals.fulfilled)} fulfilled.`;
        return (
          <Stack gap="xl">
            <Section id="budget-heading" title="Budget">
              <SimpleGrid cols={{ base: 2, sm: 3 }}>
                <StatCard label="Received" value={formatCents(toCents(budget.received))} />
                <StatCard label="Unallocated" value={formatCents(toCents(budget.unallocated))} />
                <StatCard label="Allocated" value={formatCents(toCents(budget.allocated))} />
                <StatCard label="Paid out" value={formatCents(toCents(budget.paidOut))} />
                <StatCard label="Returned" value={formatCents(toCents(budget.returned))} />
                <StatCard label="Utilization" value={formatPercent(budget.utilization)} />
              </SimpleGrid>
            </Section>
            <Section id="states-heading" title="Instructions by state">
              <Table.ScrollContainer minWidth={280}>
                <Table maw={420} verticalSpacing={4}>
                  <Table.Caption>Instructions now in each state</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">State</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Instructions
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {INSTRUCTION_STATUSES.map((status) => (
                      <Table.Tr key={status}>
                        <Table.Td>{STATUS_LABEL[status]}</Table.Td>
                        <Table.Td ta="right">{count.format(stats.statuses?.[status] ?? 0)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Section>
            <Section id="timeline-heading" title="Timeline">
              <Stack gap="sm">
                <Group gap="sm" align="flex-end">
                  <TextInput
                    type="date"
                    label="From"
                    description="First UTC day"
                    value={search.from ?? ''}
                    onChange={(event) => onChange({ from: calendarDay(event.currentTarget.value), page: 1 })}
                  />
                  <TextInput type="date" label="To" description="Last UTC day" value={search.to ?? ''} onChange={(event) => onChange({ to: calendarDay(event.currentTarget.value), page: 1 })} />
                </Group>
                {stats.timeline.length === 0 ? (
                  <EmptyState title="No activity on these days">Days appear here once instructions are initiated, claimed or fulfilled.</EmptyState>
                ) : (
                  <>
                    <Suspense fallback={<Loading label="Loading the chart…" />}>
                      <TimelineChart label={label} points={stats.timeline} />
                    </Suspense>
                    <HiddenTable
                      caption="Instructions and payouts per day"
                      head={['Day', 'Initiated', 'Claimed', 'Fulfilled', 'Paid out']}
                      rows={stats.timeline.map((p) => [formatDate(p.date), count.format(p.initiated), count.format(p.claimed), count.format(p.fulfilled), formatCents(toCents(p.paidOut))])}
                    />
                  </>
                )}
              </Stack>
            </Section>
          </Stack>
        );
      }}
    </QueryState>
  );
}
