import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents, toCents } from '../../components/format';
import { StatCard } from '../../components/stat-card';
import type { Campaign } from './campaign-types';

const count = new Intl.NumberFormat();

/** Where the campaign's money is: received = unallocated + allocated + paid out + returned (docs/money-model.md). */
export function CampaignBalances({ campaign }: { campaign: Campaign }) {
  const details = campaign.details;
  if (!details) return null;
  const statuses = Object.entries(details.payoutInstructionsByStatus).filter(([, n]) => n > 0);
  return (
    <Stack gap="sm" component="section" aria-labelledby="balances-heading">
      <Title order={2} size="h4" id="balances-heading">
        Balances
      </Title>
      <SimpleGrid cols={{ base: 2, lg: 5 }}>
        <StatCard label="Received" value={formatCents(toCents(details.totalFundsReceived))} />
        <StatCard label="Unallocated" value={formatCents(toCents(details.balances.unallocated))}>
          <Text size="xs" c="dimmed">
            Ready for new payouts
          </Text>
        </StatCard>
        <StatCard label="Allocated" value={formatCents(toCents(details.balances.allocated))}>
          <Text size="xs" c="dimmed">
            Held for live instructions
          </Text>
        </StatCard>
        <StatCard label="Paid out" value={formatCents(toCents(details.balances.paidOut))} />
        <StatCard label="Returned" value={formatCents(toCents(details.balances.returned))} />
      </SimpleGrid>
      <Group gap="md">
        <Text size="sm">
          {count.format(details.totalPayoutInstructions)} payout {details.totalPayoutInstructions === 1 ? 'instruction' : 'instructions'}
          {statuses.length > 0 && ': '}
          {statuses.map(([status, n]) => `${count.format(n)} ${status}`).join(', ')}
        </Text>
      </Group>
    </Stack>
  );
}
