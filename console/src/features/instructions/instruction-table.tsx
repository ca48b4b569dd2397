import { Anchor, Badge, Checkbox, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCents, formatDateTime, toCents } from '../../components/format';
import { beneficiaryName, type Instruction } from './instruction-model';
import { InstructionStatusBadge } from './instruction-status-badge';

const TAGS_SHOWN = 3;

export interface InstructionTableProps {
  campaignId: string;
  rows: Instruction[];
  caption: string;
  /** Present when the person may act on a selection (bulk initiate or reminders). */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
}

/** One page of a campaign's payout instructions; each row links to its instruction, and may be selected for bulk actions. */
export function InstructionTable({ campaignId, rows, caption, selection }: InstructionTableProps) {
  const selectedHere = selection ? rows.filter((row) => selection.selected.has(row.id)).length : 0;
  const toggle = (id: string, on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (on) next.add(id);
    else next.delete(id);
    selection.onChange(next);
  };
  const toggleAll = (on: boolean) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const row of rows) if (on) next.add(row.id);
    else next.delete(row.id);
    selection.onChange(next);
  };
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label="Select every instruction on this page"
                  checked={rows.length > 0 && selectedHere === rows.length}
                  indeterminate={selectedHere > 0 && selectedHere < rows.length}
                  onChange={(event) => toggleAll(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            <Table.Th scope="col" miw={150}>
              Status
            </Table.Th>
            <Table.Th scope="col">Beneficiary</Table.Th>
            <Table.Th scope="col">External ID</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Tags</Table.Th>
            <Table.Th scope="col">Updated</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const name = beneficiaryName(row);
            const tags = Object.entries(row.tags);
            return (
              <Table.Tr key={row.id} bg={selection?.selected.has(row.id) ? 'var(--mantine-color-blue-0)' : undefined}>
                {selection && (
                  <Table.Td>
                    <Checkbox aria-label={`Select ${row.email}`} checked={selection.selected.has(row.id)} onChange={(event) => toggle(row.id, event.currentTarget.checked)} />
                  </Table.Td>
                )}
                <Table.Td>
                  <InstructionStatusBadge status={row.status} />
                </Table.Td>
                <Table.Td>
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/campaigns/$campaignId/instructions/$instructionId" params={{ campaignId, instructionId: row.id }} />}
                    size="sm"
                    fw={500}
                  >
                    {row.email}
                  </Anchor>
                  {(name || row.emailSubscriptionStatus === 'Unsubscribed') && (
                    <Text size="xs" c="dimmed">
                      {[name, row.emailSubscriptionStatus === 'Unsubscribed' ? 'Unsubscribed from emails' : null].filter(Boolean).join(' · ')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {row.externalId ?? '—'}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {row.amount === null ? (
                    <Text size="sm" c="dimmed">
                      No amount
                    </Text>
                  ) : (
                    formatCents(toCents(row.amount))
                  )}
                </Table.Td>
                <Table.Td>
                  {tags.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      —
                    </Text>
                  ) : (
                    <Group gap={4}>
                      {tags.slice(0, TAGS_SHOWN).map(([key, value]) => (
                        <Badge key={key} variant="outline" color="gray" c="gray.8" radius="sm" style={{ textTransform: 'none' }} fw={400}>
                          {key}: {value}
                        </Badge>
                      ))}
                      {tags.length > TAGS_SHOWN && (
                        <Text size="xs" c="dimmed">
                          +{tags.length - TAGS_SHOWN} more
                        </Text>
                      )}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{formatDateTime(row.updatedOn)}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
