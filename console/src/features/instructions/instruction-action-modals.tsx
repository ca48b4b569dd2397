import { Alert, Button, Group, Modal, Radio, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { formatCents, toCents } from '../../components/format';
import type { ApprovalRequest } from '../approvals/approval-model';
import { ApprovalNeeded, SentForApproval } from '../approvals/approval-notices';
import { CANCELLATION_REASONS, instructionKeys, isApprovalRequest, type CancellationReason, type Instruction, type NotificationChannel } from './instruction-model';

/** The confirmations of one instruction's actions (instruction-action-bar.tsx): what each does, then the API's answer. */

/**
 * A mutation on one instruction that refreshes everything shown of it, and says how it went. An answer that is an
 * approval request goes to `onApproval` (the dialog then says where it waits) instead of closing as done.
 */
function useInstructionMutation<T>(instruction: Instruction, run: (value: T) => Promise<unknown>, success: (answer: unknown) => string, onDone: () => void, onApproval?: (request: ApprovalRequest) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: instructionKeys.one(instruction.id) });
      await queryClient.invalidateQueries({ queryKey: instructionKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['campaigns', instruction.campaignId] });
      if (isApprovalRequest(answer)) {
        if (onApproval) return onApproval(answer);
        notifications.show({ color: 'blue', title: 'Sent for approval', message: 'Another person must approve this before it happens (approval policy).' });
      } else notifications.show({ color: 'green', title: 'Done', message: success(answer) });
      onDone();
    },
  });
}

export function InitiateModal({ instruction, again, onClose }: { instruction: Instruction; again: boolean; onClose: () => void }) {
  const { v2 } = useApi();
  const unsubscribed = instruction.emailSubscriptionStatus === 'Unsubscribed';
  const [channel, setChannel] = useState<NotificationChannel>(unsubscribed ? 'None' : (instruction.notificationChannel ?? 'Email'));
  const path = again ? '/payout-instructions/{id}/:reinitiate' : '/payout-instructions/{id}/:initiate';
  const [waiting, setWaiting] = useState<ApprovalRequest | null>(null);
  const mutation = useInstructionMutation<NotificationChannel>(
    instruction,
    (value) => ok(v2.POST(path, { params: { path: { id: instruction.id } }, body: { channel: value } })),
    () => (channel === 'Email' ? `A claim email is on its way to ${instruction.email}.` : 'Initiated without an email: share the claim link yourself.'),
    onClose,
    setWaiting,
  );
  const allocates = !again || instruction.status === 'Cancelled';
  const title = again ? 'Reinitiate this instruction' : 'Initiate this instruction';
  if (waiting) {
    return (
      <Modal opened onClose={onClose} title={title}>
        <SentForApproval request={waiting} onClose={onClose} />
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        {allocates && instruction.amount !== null && <Text size="sm">{formatCents(toCents(instruction.amount))} will be allocated from the campaign’s unallocated balance.</Text>}
        {again && <Text size="sm">A new claim link replaces every earlier one, which stops working.</Text>}
        <ApprovalNeeded action="InitiatePayouts" cents={allocates && instruction.amount !== null ? toCents(instruction.amount) : 0} />
        <Radio.Group label="Notify the beneficiary" value={channel} onChange={(value) => setChannel(value as NotificationChannel)}>
          <Stack gap="xs" mt="xs">
            <Radio value="Email" disabled={unsubscribed} label={unsubscribed ? 'Email (the beneficiary unsubscribed)' : `Email the claim link to ${instruction.email}`} />
            <Radio value="None" label="None: send nothing, now or later" />
          </Stack>
        </Radio.Group>
        {mutation.isError && (
          <Alert color="red" title={again ? 'Not reinitiated' : 'Not initiated'} role="alert">
            {describeError(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button loading={mutation.isPending} onClick={() => mutation.mutate(channel)}>
            {again ? 'Reinitiate' : 'Initiate'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function CancelModal({ instruction, onClose }: { instruction: Instruction; onClose: () => void }) {
  const { v2 } = useApi();
  const [reason, setReason] = useState<CancellationReason | null>(null);
  const [missing, setMissing] = useState(false);
  const mutation = useInstructionMutation<CancellationReason>(
    instruction,
    (value) => ok(v2.POST('/payout-instructions/{id}/:cancel', { params: { path: { id: instruction.id } }, body: { cancellationReason: value } })),
    () => 'The instruction is cancelled; its claim links no longer work and its money is back in the campaign.',
    onClose,
  );
  return (
    <Modal opened onClose={onClose} title="Cancel this instruction">
      <Stack>
        <Text size="sm">The beneficiary can no longer claim it; money allocated to it goes back to the campaign. It can be reinitiated later.</Text>
        <Select
          label="Reason"
          required
          placeholder="Choose a reason"
          data={CANCELLATION_REASONS as never}
          value={reason}
          onChange={(value) => {
            setReason(value as CancellationReason | null);
            setMissing(false);
          }}
          error={missing ? 'Choose why it is cancelled' : undefined}
        />
        {mutation.isError && (
          <Alert color="red" title="Not cancelled" role="alert">
            {describeError(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red.9" loading={mutation.isPending} onClick={() => (reason ? mutation.mutate(reason) : setMissing(true))}>
            Cancel instruction
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

const SIMPLE = {
  tryRestore: {
    title: 'Try to restore this instruction',
    text: 'The payout not processed yet is cancelled at its provider, and the beneficiary gets a new claim link to choose again. A payout already paid, or a check already printed, cannot be restored.',
    button: 'Try to restore',
    done: 'Restored: the beneficiary can claim again with a new link.',
  },
  sendReminder: {
    title: 'Send a reminder',
    text: 'The beneficiary gets a reminder email with their claim link.',
    button: 'Send the reminder',
    done: 'The reminder is on its way.',
  },
} as const;

export function SimpleActionModal({ instruction, action, onClose }: { instruction: Instruction; action: 'tryRestore' | 'sendReminder'; onClose: () => void }) {
  const { v2 } = useApi();
  const copy = SIMPLE[action];
  const mutation = useInstructionMutation<void>(
    instruction,
    () => ok(v2.POST(action === 'tryRestore' ? '/payout-instructions/{id}/:try-restore' : '/payout-instructions/{id}/:send-reminder', { params: { path: { id: instruction.id } } })),
    () => (action === 'sendReminder' && instruction.notificationChannel === 'None' ? 'Recorded; no email was sent, as the instruction’s channel is None.' : copy.done),
    onClose,
  );
  return (
    <Modal opened onClose={onClose} title={copy.title}>
      <Stack>
        <Text size="sm">{copy.text}</Text>
        {action === 'sendReminder' && instruction.notificationChannel === 'None' && (
          <Text size="sm">
            This instruction was initiated with the channel None: no email will be sent.
          </Text>
        )}
        {mutation.isError && (
          <Alert color="red" title="It did not happen" role="alert">
            {describeError(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Back
          </Button>
          <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
            {copy.button}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
