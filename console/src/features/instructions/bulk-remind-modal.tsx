import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import type { BulkModalProps } from './bulk-initiate-modal';
import { instructionKeys, SEND_WINDOWS } from './instruction-model';

/**
 * Reminds beneficiaries who have not claimed yet (`:send-reminders`): the selected instructions, or every one of the
 * campaign. The API reminds only those a reminder is for (Initiated or Restored, subscribed) and says how many.
 */
export function BulkRemindModal({ campaignId, opened, onClose, selectedIds, onDone }: Omit<BulkModalProps, 'nameOf'>) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const [scope, setScope] = useState<'selected' | 'all'>(selectedIds.length ? 'selected' : 'all');
  const [spread, setSpread] = useState('0');
  const target = scope === 'selected' && selectedIds.length ? 'selected' : 'all';

  const remind = useMutation({
    mutationFn: () =>
      ok(
        v2.POST('/campaigns/{campaignId}/payout-instructions/:send-reminders', {
          params: { path: { campaignId } },
          body: {
            ...(target === 'selected' ? { payoutInstructionIds: selectedIds } : { statuses: ['Initiated', 'Restored'] }),
            ...(spread !== '0' ? { distributionPeriodInSeconds: Number(spread) } : {}),
          },
        }),
      ),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: instructionKeys.all });
      notifications.show({
        color: result.count ? 'green' : 'yellow',
        title: result.count ? `${result.count} reminder${result.count === 1 ? '' : 's'} queued` : 'Nobody to remind',
        message: result.count ? 'Beneficiaries who unsubscribed or already claimed were left out.' : 'None of these instructions is waiting for a claim with a subscribed beneficiary.',
      });
      onDone();
      close();
    },
  });

  const close = () => {
    remind.reset();
    onClose();
  };

  return (
    <Modal opened={opened} onClose={close} title="Send reminders" size="lg">
      <Stack>
        <Radio.Group label="Remind" value={target} onChange={(value) => setScope(value as 'selected' | 'all')}>
          <Stack gap="xs" mt="xs">
            <Radio value="selected" disabled={!selectedIds.length} label={`The ${selectedIds.length} selected`} />
            <Radio value="all" label="Everyone in the campaign who has not claimed yet (Initiated or Restored)" />
          </Stack>
        </Radio.Group>
        <Select label="Send the reminders" data={SEND_WINDOWS as never} value={spread} onChange={(value) => setSpread(value ?? '0')} allowDeselect={false} />
        <Text size="sm" c="dimmed">
          Beneficiaries who unsubscribed, or whose instruction was initiated with the channel None, get no email.
        </Text>
        {remind.isError && (
          <Alert color="red" title="No reminder was sent" role="alert">
            {describeError(remind.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => remind.mutate()} loading={remind.isPending}>
            Send reminders
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
