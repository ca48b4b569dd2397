import { Badge, Button, Group, Modal, Select, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { V2Components } from '../../../../clients/typescript';
import { describeError } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatCents, formatDate, formatDateTime, toCents } from '../../components/format';
import { AnchorLink } from '../../components/router-links';
import { useDialog } from '../../components/use-dialog';
import { TYPE_LABEL } from './money-search';
import { useTagTransfer, type Transaction } from './money-queries';

type Campaign = V2Components['schemas']['CampaignView'];

const STATUS_COLOR: Record<Transaction['status'], string> = { Pending: 'gray', Submitted: 'blue', Completed: 'teal', Returned: 'orange' };

/** A bank account's transactions; an incoming transfer shows its campaign tag and, for whoever may, lets it be set. */
export function TransactionsTable({ rows, campaigns, caption }: { rows: Transaction[]; campaigns: Campaign[]; caption: string }) {
  const canTag = useCan('transfers:tagCampaign');
  const [dialog, openDialog, closeDialog] = useDialog<'tag'>();
  const [tagging, setTagging] = useState<Transaction | null>(null);
  const nameOf = (id: string) => campaigns.find((c) => c.id === id)?.name ?? 'A campaign';
  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table striped>
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Date</Table.Th>
              <Table.Th scope="col">Type</Table.Th>
              <Table.Th scope="col">Description</Table.Th>
              <Table.Th scope="col">Campaign</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              {canTag && (
                <Table.Th scope="col">
                  <VisuallyHidden>Tag</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => {
              const cents = toCents(row.amount);
              const transfer = row.type === 'IncomingAch' && row.id !== null;
              return (
                <Table.Tr key={row.id ?? `${row.createdOn}-${row.status}-${index}`} data-testid="transaction-row">
                  <Table.Td>{row.id === null ? formatDate(row.createdOn.slice(0, 10)) : formatDateTime(row.createdOn)}</Table.Td>
                  <Table.Td>{TYPE_LABEL[row.type]}</Table.Td>
                  <Table.Td>
                    {row.description}
                    {row.count > 1 && ` (${row.count.toLocaleString()})`}
                  </Table.Td>
                  <Table.Td>
                    {row.campaignId ? (
                      <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: row.campaignId }}>
                        {nameOf(row.campaignId)}
                      </AnchorLink>
                    ) : (
                      <Text size="sm" c="dimmed" component="span">
                        Not attributed
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={STATUS_COLOR[row.status]}>
                      {row.status}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
                    {row.direction === 'Credit' ? '+' : '−'}
                    {formatCents(cents)}
                  </Table.Td>
                  {canTag && (
                    <Table.Td>
                      {transfer && (
                        <Button
                          size="xs"
                          variant="subtle"
                          aria-label={`${row.campaignId ? 'Change tag' : 'Tag'}: the transfer of ${formatCents(cents)} on ${formatDateTime(row.createdOn)}`}
                          onClick={() => {
                            setTagging(row);
                            openDialog('tag');
                          }}
                        >
                          {row.campaignId ? 'Change tag' : 'Tag'}
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
      {dialog === 'tag' && tagging?.id && <TagModal transfer={tagging} transferId={tagging.id} campaigns={campaigns} onClose={closeDialog} />}
    </>
  );
}

const NONE = 'none';

function TagModal({ transfer, transferId, campaigns, onClose }: { transfer: Transaction; transferId: string; campaigns: Campaign[]; onClose: () => void }) {
  const tag = useTagTransfer();
  const [choice, setChoice] = useState<string>(transfer.campaignId ?? NONE);
  const cents = toCents(transfer.amount);
  const save = () =>
    tag.mutate(
      { transferId, campaignId: choice === NONE ? null : choice },
      {
        onSuccess: () => {
          const name = campaigns.find((c) => c.id === choice)?.name;
          notifications.show({ color: 'teal', message: name ? `${formatCents(cents)} attributed to ${name}.` : `${formatCents(cents)} attributed to no campaign.` });
          onClose();
        },
      },
    );
  return (
    <Modal opened onClose={onClose} title="Tag the transfer to a campaign">
      <Stack gap="sm">
        <Text size="sm">
          The whole {formatCents(cents)} of this transfer becomes the chosen campaign’s unallocated money; changing the tag moves it to the new campaign.
        </Text>
        <Select
          label="Campaign"
          value={choice}
          allowDeselect={false}
          searchable
          data={[{ value: NONE, label: 'No campaign (not attributed)' }, ...campaigns.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(value) => setChoice(value ?? NONE)}
        />
        {tag.error && (
          <Text c="red" size="sm" role="alert">
            {describeError(tag.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button loading={tag.isPending} onClick={save} disabled={choice === (transfer.campaignId ?? NONE)}>
            Save tag
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
