import { SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatCents, formatPercent, toCents } from '../../components/format';
import { StatCard } from '../../components/stat-card';
import { EmptyState, Loading, QueryState } from '../../components/states';
import { count, HiddenTable, Section } from './report-parts';
import { usePayoutMethods } from './report-queries';

const CountBars = lazy(() => import('./report-charts').then((m) => ({ default: m.CountBars })));

/** `GET /reports/campaigns/{id}/payout-methods`: live payouts per method, most used first. */
export function PayoutMethodsPanel({ campaignId }: { campaignId: string }) {
  const query = usePayoutMethods(campaignId);
  return (
    <QueryState query={query} loadingLabel="Loading the payout methods…">
      {(report) => (
        <Section id="methods-heading" title="Payouts by method">
          {report.data.length === 0 ? (
            <EmptyState title="No payouts yet">Once beneficiaries claim their payments, the methods they chose show here.</EmptyState>
          ) : (
            <Stack gap="md">
              <SimpleGrid cols={{ base: 1, xs: 2 }}>
                <StatCard label="Payouts" value={count.format(report.totalPayouts)} />
                <StatCard label="Amount" value={formatCents(toCents(report.totalAmount))} />
              </SimpleGrid>
              <Suspense fallback={<Loading label="Loading the chart…" />}>
                <CountBars
                  label={`Chart of payouts per method: ${report.data.map((m) => `${m.name} ${count.format(m.count)}`).join(', ')}.`}
                  data={report.data.map((m) => ({ name: m.name, value: m.count }))}
                  seriesLabel="Payouts"
                  color="teal.8"
                />
              </Suspense>
              <HiddenTable
                testId="payout-methods-data"
                caption="Payouts per method, most used first"
                head={['Method', 'Category', 'Payouts', 'Amount', 'Share']}
                rows={report.data.map((m) => [m.name, m.category, count.format(m.count), formatCents(toCents(m.amount)), formatPercent(m.share)])}
              />
            </Stack>
          )}
        </Section>
      )}
    </QueryState>
  );
}
