import { Paper, SegmentedControl, Group, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { formatCents, formatDate, toCents } from '../../components/format';
import { Loading, QueryState } from '../../components/states';
import type { V2Components } from '../../../../clients/typescript';
import { summarizeRedemptions } from './redemption-summary';

const RedemptionChart = lazy(() => import('./redemption-chart'));

type RedemptionActivityView = V2Components['schemas']['RedemptionActivityView'];
type Range = '30' | '90' | 'all';
const RANGES: { value: Range; label: string }[] = [
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'all', label: 'All' },
];
const count = new Intl.NumberFormat();

/** Payouts completed per day (`GET /portfolio/redemption-activity`), over 30 or 90 days or all of them. */
export function RedemptionActivity() {
  const api = useApi();
  const [range, setRange] = useState<Range>('30');
  const query = useQuery({
    queryKey: ['portfolio', 'redemption-activity', range],
    // The operation also answers SVG when asked; the client asks for JSON.
    queryFn: async () => (await ok(api.v2.GET('/portfolio/redemption-activity', { params: { query: { range } } }))) as RedemptionActivityView,
    placeholderData: keepPreviousData,
  });
  const rangeLabel = RANGES.find((r) => r.value === range)?.label.toLowerCase() ?? range;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="activity-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="activity-heading">
            Redemption activity
          </Title>
          <SegmentedControl size="xs" aria-label="Period" value={range} onChange={(value) => setRange(value as Range)} data={RANGES} />
        </Group>
        <QueryState query={query} loadingLabel="Loading the activity…">
          {(activity) => {
            const summary = summarizeRedemptions(activity.data);
            const sentence =
              summary.count === 0
                ? `No payouts completed over ${range === 'all' ? 'all time' : `the last ${rangeLabel}`}.`
                : `${count.format(summary.count)} payouts completed for ${formatCents(summary.amountCents)} over ${range === 'all' ? 'all time' : `the last ${rangeLabel}`}` +
                  (summary.busiest ? `; the busiest day was ${formatDate(summary.busiest.date)} with ${formatCents(summary.busiest.amountCents)}.` : '.');
            return (
              <>
                <Text size="sm" c="dimmed" role="status">
                  {sentence}
                </Text>
                {summary.days > 0 && (
                  <>
                    <Suspense fallback={<Loading label="Loading the chart…" />}>
                      <RedemptionChart points={activity.data} label={`Chart of amounts paid out per day. ${sentence}`} />
                    </Suspense>
                    <VisuallyHidden>
                      <Table>
                        <caption>Payouts completed per day, {rangeLabel}</caption>
                        <Table.Thead>
                          <Table.Tr>
                            <Table.Th scope="col">Day</Table.Th>
                            <Table.Th scope="col">Payouts</Table.Th>
                            <Table.Th scope="col">Amount</Table.Th>
                          </Table.Tr>
                        </Table.Thead>
                        <Table.Tbody>
                          {activity.data.map((point) => (
                            <Table.Tr key={point.date}>
                              <Table.Td>{formatDate(point.date)}</Table.Td>
                              <Table.Td>{count.format(point.count)}</Table.Td>
                              <Table.Td>{formatCents(toCents(point.amount))}</Table.Td>
                            </Table.Tr>
                          ))}
                        </Table.Tbody>
                      </Table>
                    </VisuallyHidden>
                  </>
                )}
              </>
            );
          }}
        </QueryState>
      </Stack>
    </Paper>
  );
}
