import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { useCan } from '../../app/session';
import { formatCents, formatDate, formatDateTime, toCents } from '../../components/format';
import { Page } from '../../components/page';
import { EmptyState, QueryState } from '../../components/states';
import { AttentionLink } from './attention-link';
import { isDay, KINDS, needingAttention, targetOf, whenLabel, type AttentionGroup, type AttentionItem, type AttentionKind } from './attention-model';
import { useAttention } from './attention-queries';
import { ReinitiateModal } from './reinitiate-modal';

const count = new Intl.NumberFormat();
type Reinitiable = AttentionItem & { payoutInstructionId: string };

/** What went wrong and what to act on (docs/console.md, Needs attention): each kind with its count and first items. */
export function AttentionPage() {
  const attention = useAttention();
  const canReinitiate = useCan('payoutInstructions:reinitiate');
  const [confirming, setConfirming] = useState<Reinitiable | null>(null);
  return (
    <Page title="Needs attention">
      <QueryState query={attention} loadingLabel="Loading what needs attention…">
        {(view) => {
          const groups = needingAttention(view);
          if (groups.length === 0)
            return (
              <EmptyState title="All clear" action={<IconCircleCheck size={40} color="var(--mantine-color-green-8)" aria-hidden />}>
                No failed payouts, uploads or emails, nothing unclaimed, and every campaign can cover its drafts. Checked {formatDateTime(view.generatedOn)}.
              </EmptyState>
            );
          return (
            <Stack gap="xl">
              <Text size="sm" c="dimmed">
                Checked {formatDateTime(view.generatedOn)}. Each item links to where it is fixed; it leaves this list once it is.
              </Text>
              {groups.map((group) => (
                <KindSection key={group.kind} group={group} onReinitiate={canReinitiate ? setConfirming : undefined} />
              ))}
            </Stack>
          );
        }}
      </QueryState>
      {confirming && <ReinitiateModal item={confirming} onClose={() => setConfirming(null)} />}
    </Page>
  );
}

interface Column {
  header: string;
  numeric?: boolean;
  cell: (item: AttentionItem) => ReactNode;
}

const money = (dollars: number | null) => (dollars === null ? '—' : formatCents(toCents(dollars)));
const campaignKinds: readonly AttentionKind[] = ['ExpiringCampaigns', 'UnderfundedDrafts'];

/** The columns of a kind after its first (the item, linked): each kind shows what matters for it. */
function columnsOf(kind: AttentionKind): Column[] {
  const when: Column = { header: whenLabel(kind), cell: (item) => (isDay(kind) ? formatDate(item.on.slice(0, 10)) : formatDateTime(item.on)) };
  const campaign: Column = { header: 'Campaign', cell: (item) => item.campaignName ?? '—' };
  const reason: Column = { header: 'Reason', cell: (item) => item.reason ?? item.status ?? '—' };
  switch (kind) {
    case 'FailedPayouts':
    case 'UnclaimedWalletPayouts':
    case 'UndepositedChecks':
      return [campaign, { header: 'Amount', numeric: true, cell: (item) => money(item.amount) }, ...(kind === 'FailedPayouts' ? [reason] : []), when];
    case 'FailedUploads':
      return [campaign, reason, when];
    case 'FailedEmails':
      return [campaign, { header: 'Email', cell: (item) => item.status ?? '—' }, reason, when];
    case 'DisabledWebhookEndpoints':
      return [reason, when];
    case 'ExpiringCampaigns':
      return [{ header: 'Unallocated', numeric: true, cell: (item) => money(item.amount) }, when];
    case 'UnderfundedDrafts':
      return [{ header: 'Drafts', numeric: true, cell: (item) => money(item.amount) }, { header: 'Unallocated', numeric: true, cell: (item) => money(item.unallocatedAmount) }, when];
  }
}

function firstHeader(kind: AttentionKind): string {
  if (campaignKinds.includes(kind)) return 'Campaign';
  if (kind === 'DisabledWebhookEndpoints') return 'Endpoint';
  if (kind === 'FailedUploads') return 'File';
  return 'Beneficiary';
}

function KindSection({ group, onReinitiate }: { group: AttentionGroup; onReinitiate?: (item: Reinitiable) => void }) {
  // Below 48em each item is a card: a table this wide would hide its action off to the side.
  const wide = useMediaQuery('(min-width: 48em)', true);
  const info = KINDS[group.kind];
  const heading = `attention-${group.kind}`;
  const columns = columnsOf(group.kind);
  const reinitiable = group.kind === 'FailedPayouts' && onReinitiate !== undefined;
  const name = (item: AttentionItem) => {
    const target = targetOf(group.kind, item);
    return target ? <AttentionLink target={target}>{item.label}</AttentionLink> : item.label;
  };
  const action = (item: AttentionItem) => {
    const instructionId = item.payoutInstructionId;
    return reinitiable && instructionId ? (
      <Button size="xs" variant="light" aria-label={`Reinitiate the instruction of ${item.label}`} onClick={() => onReinitiate({ ...item, payoutInstructionId: instructionId })}>
        Reinitiate
      </Button>
    ) : null;
  };
  return (
    <Stack gap="xs" component="section" aria-labelledby={`${heading}-title`} id={heading}>
      <Group gap="xs">
        <Title order={2} size="h4" id={`${heading}-title`}>
          {info.title}
        </Title>
        <Badge color="red.9" variant="filled" aria-label={`${count.format(group.count)} to look at`}>
          {count.format(group.count)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {info.hint}
      </Text>
      {wide ? (
        <Table striped aria-labelledby={`${heading}-title`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{firstHeader(group.kind)}</Table.Th>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col" ta={column.numeric ? 'right' : undefined}>
                  {column.header}
                </Table.Th>
              ))}
              {reinitiable && <Table.Th scope="col">Action</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td style={{ overflowWrap: 'break-word' }}>{name(item)}</Table.Td>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.numeric ? 'right' : undefined}>
                    {column.cell(item)}
                  </Table.Td>
                ))}
                {reinitiable && <Table.Td>{action(item)}</Table.Td>}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Stack gap="xs" component="ul" aria-labelledby={`${heading}-title`} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {group.items.map((item) => (
            <Paper key={item.id} component="li" withBorder p="sm" radius="md">
              <Stack gap={6}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {firstHeader(group.kind)}: {name(item)}
                </Text>
                <SimpleGrid cols={2} spacing={4} verticalSpacing={4}>
                  {columns.map((column) => (
                    <Stack key={column.header} gap={0}>
                      <Text size="xs" c="dimmed">
                        {column.header}
                      </Text>
                      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {column.cell(item)}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
                {action(item)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {group.count > group.items.length && (
        <Text size="sm" c="dimmed">
          Showing the first {group.items.length} of {count.format(group.count)}.
        </Text>
      )}
    </Stack>
  );
}
