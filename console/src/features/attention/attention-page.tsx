import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useCan } from '../../app/session';
import { formatCents, formatDate, formatDateTime, toCents } from '../../components/format';
import { Page } from '../../components/page';
import { EmptyState, QueryState } from '../../components/states';
import { AttentionLink } from './attention-link';
import { isDay, KINDS, needingAttention, targetOf, whenLabel, type AttentionGroup, type AttentionItem } from './attention-model';
import { useAttention } from './attention-queries';
import { ReinitiateModal } from './reinitiate-modal';

const count = new Intl.NumberFormat();

/** What went wrong and what to act on (docs/console.md, Needs attention): each kind with its count and first items. */
export function AttentionPage() {
  const attention = useAttention();
  const canReinitiate = useCan('payoutInstructions:reinitiate');
  const [confirming, setConfirming] = useState<(AttentionItem & { payoutInstructionId: string }) | null>(null);
  return (
    <Page title="Needs attention">
      <QueryState query={attention} loadingLabel="Looking for what needs attention…">
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

function KindSection({ group, onReinitiate }: { group: AttentionGroup; onReinitiate?: (item: AttentionItem & { payoutInstructionId: string }) => void }) {
  const info = KINDS[group.kind];
  const heading = `attention-${group.kind}`;
  const money = group.kind === 'UnderfundedDrafts' ? 'Drafts' : group.kind === 'ExpiringCampaigns' ? 'Unallocated' : 'Amount';
  const campaignKind = group.kind === 'ExpiringCampaigns' || group.kind === 'UnderfundedDrafts';
  const reinitiable = group.kind === 'FailedPayouts' && onReinitiate !== undefined;
  return (
    <Stack gap="xs" component="section" aria-labelledby={heading}>
      <Group gap="xs">
        <Title order={2} size="h4" id={heading}>
          {info.title}
        </Title>
        <Badge color="red.9" variant="filled" aria-label={`${count.format(group.count)} to look at`}>
          {count.format(group.count)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {info.hint}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped aria-labelledby={heading}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{campaignKind ? 'Campaign' : group.kind === 'DisabledWebhookEndpoints' ? 'Endpoint' : group.kind === 'FailedUploads' ? 'File' : 'Beneficiary'}</Table.Th>
              {!campaignKind && group.kind !== 'DisabledWebhookEndpoints' && <Table.Th scope="col">Campaign</Table.Th>}
              {group.kind !== 'FailedUploads' && group.kind !== 'FailedEmails' && group.kind !== 'DisabledWebhookEndpoints' && (
                <Table.Th scope="col" ta="right">
                  {money}
                </Table.Th>
              )}
              {group.kind === 'UnderfundedDrafts' ? (
                <Table.Th scope="col" ta="right">
                  Unallocated
                </Table.Th>
              ) : (
                !campaignKind && <Table.Th scope="col">{group.kind === 'FailedEmails' ? 'Email and error' : 'Reason'}</Table.Th>
              )}
              <Table.Th scope="col">{whenLabel(group.kind)}</Table.Th>
              {reinitiable && <Table.Th scope="col">Action</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.items.map((item) => {
              const target = targetOf(group.kind, item);
              const instructionId = item.payoutInstructionId;
              return (
                <Table.Tr key={item.id}>
                  <Table.Td>{target ? <AttentionLink target={target}>{item.label}</AttentionLink> : item.label}</Table.Td>
                  {!campaignKind && group.kind !== 'DisabledWebhookEndpoints' && <Table.Td>{item.campaignName ?? '—'}</Table.Td>}
                  {group.kind !== 'FailedUploads' && group.kind !== 'FailedEmails' && group.kind !== 'DisabledWebhookEndpoints' && (
                    <Table.Td ta="right">{item.amount === null ? '—' : formatCents(toCents(item.amount))}</Table.Td>
                  )}
                  {group.kind === 'UnderfundedDrafts' ? (
                    <Table.Td ta="right">{item.unallocatedAmount === null ? '—' : formatCents(toCents(item.unallocatedAmount))}</Table.Td>
                  ) : (
                    !campaignKind && (
                      <Table.Td>
                        {group.kind === 'FailedEmails' && item.status ? `${item.status}: ` : ''}
                        {item.reason ?? (group.kind === 'FailedPayouts' ? item.status : '—')}
                      </Table.Td>
                    )
                  )}
                  <Table.Td>{isDay(group.kind) ? formatDate(item.on.slice(0, 10)) : formatDateTime(item.on)}</Table.Td>
                  {reinitiable && (
                    <Table.Td>
                      {instructionId && (
                        <Button size="xs" variant="light" aria-label={`Reinitiate the instruction of ${item.label}`} onClick={() => onReinitiate({ ...item, payoutInstructionId: instructionId })}>
                          Reinitiate
                        </Button>
                      )}
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {group.count > group.items.length && (
        <Text size="sm" c="dimmed">
          Showing the first {group.items.length} of {count.format(group.count)}.
        </Text>
      )}
    </Stack>
  );
}
