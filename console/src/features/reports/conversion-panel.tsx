import { SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { formatPercent } from '../../components/format';
import { StatCard } from '../../components/stat-card';
import { Loading, QueryState } from '../../components/states';
import { formatDuration } from './duration';
import { count, HiddenTable, Section } from './report-parts';
import { useConversion } from './report-queries';

const CountBars = lazy(() => import('./report-charts').then((m) => ({ default: m.CountBars })));

/** `GET /reports/campaigns/{id}/conversion`: from initiation to claim to payment, and the emails. */
export function ConversionPanel({ campaignId }: { campaignId: string }) {
  const query = useConversion(campaignId);
  return (
    <QueryState query={query} loadingLabel="Loading the conversion…">
      {(conversion) => {
        const stages = [
          { name: 'Instructions', value: conversion.instructions },
          { name: 'Initiated', value: conversion.initiated },
          { name: 'Claimed', value: conversion.claimed },
          { name: 'Fulfilled', value: conversion.fulfilled },
        ];
        const label = `Chart of the conversion: ${stages.map((s) => `${count.format(s.value)} ${s.name.toLowerCase()}`).join(', ')}.`;
        return (
          <Stack gap="xl">
            <Section id="funnel-heading" title="From initiation to payment">
              <Stack gap="md">
                <SimpleGrid cols={{ base: 2, sm: 4 }}>
                  <StatCard label="Claim rate" value={formatPercent(conversion.claimRate)}>
                    <Text size="xs" c="dimmed">
                      Of the initiated
                    </Text>
                  </StatCard>
                  <StatCard label="Fulfilment rate" value={formatPercent(conversion.fulfilmentRate)}>
                    <Text size="xs" c="dimmed">
                      Of the initiated
                    </Text>
                  </StatCard>
                  <StatCard label="Median time to claim" value={formatDuration(conversion.medianSecondsToClaim)} />
                  <StatCard label="Cancelled" value={count.format(conversion.cancelled)} />
                </SimpleGrid>
                <Suspense fallback={<Loading label="Loading the chart…" />}>
                  <CountBars label={label} data={stages} seriesLabel="Instructions" />
                </Suspense>
                <HiddenTable caption="Instructions at each stage" head={['Stage', 'Instructions']} rows={stages.map((s) => [s.name, count.format(s.value)])} />
              </Stack>
            </Section>
            <Section id="emails-heading" title="Emails">
              <SimpleGrid cols={{ base: 1, xs: 3 }}>
                <StatCard label="Sent" value={count.format(conversion.emailsSent)} />
                <StatCard label="Failed" value={count.format(conversion.emailsFailed)} />
                <StatCard label="Not sent" value={count.format(conversion.emailsSuppressed)}>
                  <Text size="xs" c="dimmed">
                    Unsubscribed, or the instruction moved on
                  </Text>
                </StatCard>
              </SimpleGrid>
            </Section>
          </Stack>
        );
      }}
    </QueryState>
  );
}
