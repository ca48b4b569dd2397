import { SimpleGrid, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { formatCents, toCents } from '../../components/format';
import { StatCard } from '../../components/stat-card';
import { QueryState } from '../../components/states';
import { Trend } from '../../components/trend';

const count = new Intl.NumberFormat();

/** The organization's headline figures (`GET /portfolio/organization-statistics`), each with its 30-day change. */
export function PortfolioFigures() {
  const api = useApi();
  const query = useQuery({ queryKey: ['portfolio', 'organization-statistics'], queryFn: () => ok(api.v2.GET('/portfolio/organization-statistics')) });
  return (
    <section aria-labelledby="figures-heading">
      <Title order={2} size="h4" id="figures-heading" mb="sm">
        At a glance
      </Title>
      <QueryState query={query} loadingLabel="Loading the figures…">
        {(stats) => (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <StatCard label="Money on your bank accounts" value={formatCents(toCents(stats.totalBalance))}>
              <Text size="xs" c="dimmed">
                Received and not yet paid out, across campaigns
              </Text>
            </StatCard>
            <StatCard label="Paid out" value={formatCents(toCents(stats.totalPayouts.amount))}>
              <Text size="xs" c="dimmed">
                {count.format(stats.totalPayouts.count)} completed payouts
              </Text>
              <Trend changePercent={stats.totalPayouts.changePercent} />
            </StatCard>
            <StatCard label="Beneficiaries" value={count.format(stats.totalBeneficiaries.value)}>
              <Trend changePercent={stats.totalBeneficiaries.changePercent} />
            </StatCard>
          </SimpleGrid>
        )}
      </QueryState>
    </section>
  );
}
