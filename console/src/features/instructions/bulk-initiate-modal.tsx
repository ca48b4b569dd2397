import { Alert, Button, Group, List, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { formatDateTime } from '../../components/format';
import type { ApprovalRequest } from '../approvals/approval-model';
import { ApprovalNeeded, SentForApproval } from '../approvals/approval-notices';
import { bulkRefusal } from './bulk-refusal';
import { instructionKeys, isApprovalRequest, SEND_WINDOWS, type NotificationChannel } from './instruction-model';

export interface BulkModalProps {
  campaignId: string;
  opened: boolean;
  onClose: () => void;
  selectedIds: string[];
  /** How to name an instruction by id (its email when the screen knows it). */
  nameOf: (id: string) => string;
  onDone: () => void;
  /** The selected instructions' total in cents, when the screen knows every one's amount (for the approval notice). */
  selectedCents?: number | null;
}

/**
 * Initiates many instructions at once (docs/state-machine.md): the selected ones, all or nothing, or every ready draft of the
 * campaign. One allocation for the total; the claim emails may be spread over a window.
 */
export function BulkInitiateModal({ campaignId, opened, onClose, selectedIds, nameOf, onDone, selectedCents = null }: BulkModalProps) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<'selected' | 'drafts'>(selectedIds.length ? 'selected' : 'drafts');
  const [channel, setChannel] = useState<NotificationChannel>('Email');
  const [spread, setSpread] = useState('0');
  const target = scope === 'selected' && selectedIds.length ? 'selected' : 'drafts';
  const [waiting, setWaiting] = useState<ApprovalRequest | null>(null);

  const initiate = useMutation({
    mutationFn: () =>
      ok(
        v2.POST('/campaigns/{campaignId}/payout-instructions/:initiate', {
          params: { path: { campaignId } },
          body: {
            channel,
            ...(target === 'selected' ? { payoutInstructionIds: selectedIds } : {}),
            ...(channel === 'Email' && spread !== '0' ? { distributionPeriodInSeconds: Number(spread) } : {}),
          },
        }),
      ),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: instructionKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['campaigns', campaignId] });
      if (isApprovalRequest(result)) {
        // Nothing was initiated: the dialog says where the request waits.
        onDone();
        return setWaiting(result);
      }
      const when = result.windowStart && result.windowEnd && result.windowStart !== result.windowEnd ? ` Emails go out between ${formatDateTime(result.windowStart)} and ${formatDateTime(result.windowEnd)}.` : '';
      notifications.show({
        color: result.count ? 'green' : 'yellow',
        title: result.count ? `${result.count} instruction${result.count === 1 ? '' : 's'} initiated` : 'Nothing to initiate',
        message: result.count ? `Their money is allocated.${channel === 'Email' ? when || ' Claim emails are on their way.' : ' No email is sent (channel None).'}` : 'No draft with an amount was ready.',
      });
      onDone();
      close();
    },
  });
  const refusal = bulkRefusal(initiate.error);

  const close = () => {
    initiate.reset();
    setWaiting(null);
    onClose();
  };

  if (waiting) {
    return (
      <Modal opened={opened} onClose={close} title="Initiate payout instructions" size="lg">
        <SentForApproval request={waiting} onClose={close} />
      </Modal>
    );
  }

  return (
    <Modal opened={opened} onClose={close} title="Initiate payout instructions" size="lg">
      <Stack>
        <Radio.Group label="Which instructions" value={target} onChange={(value) => setScope(value as 'selected' | 'drafts')}>
          <Stack gap="xs" mt="xs">
            <Radio value="selected" disabled={!selectedIds.length} label={`The ${selectedIds.length} selected (all or nothing)`} />
            <Radio value="drafts" label="Every draft of the campaign that has an amount (unsubscribed beneficiaries are skipped)" />
          </Stack>
        </Radio.Group>
        <Radio.Group label="Notify the beneficiaries" value={channel} onChange={(value) => setChannel(value as NotificationChannel)}>
          <Stack gap="xs" mt="xs">
            <Radio value="Email" label="Email: send each a claim link" />
            <Radio value="None" label="None: send nothing (you share the links yourself); later reminders are not sent either" />
          </Stack>
        </Radio.Group>
        {channel === 'Email' && (
          <Select label="Send the emails" description="Spreading them out keeps replies and claims manageable" data={SEND_WINDOWS as never} value={spread} onChange={(value) => setSpread(value ?? '0')} allowDeselect={false} />
        )}
        <Text size="sm" c="dimmed">
          Initiating allocates each instruction’s amount from the campaign’s unallocated balance, at once.
        </Text>
        <ApprovalNeeded action="InitiatePayouts" cents={target === 'selected' ? selectedCents : null} />
        {initiate.isError && (
          <Alert color="red" title={refusal?.title ?? 'Nothing was initiated'} role="alert">
            <Stack gap="xs">
              <Text size="sm">{refusal?.detail ?? describeError(initiate.error)}</Text>
              {refusal?.groups.map((group) => (
                <div key={group.label}>
                  <Text size="sm" fw={600}>
                    {group.label}
                  </Text>
                  <List size="sm">
                    {group.ids.map((id) => (
                      <List.Item key={id}>{nameOf(id)}</List.Item>
                    ))}
                  </List>
                </div>
              ))}
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => initiate.mutate()} loading={initiate.isPending}>
            {target === 'selected' ? `Initiate ${selectedIds.length}` : 'Initiate every ready draft'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
