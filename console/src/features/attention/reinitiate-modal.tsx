import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatCents, toCents } from '../../components/format';
import { attentionKeys, type AttentionItem } from './attention-model';

/**
 * Confirms, then reinitiates the instruction of a failed or returned payout (`POST /payout-instructions/{id}/:reinitiate`):
 * a new claim link by email. The attention list and the instruction's queries are read again, so the item leaves.
 */
export function ReinitiateModal({ item, onClose }: { item: AttentionItem & { payoutInstructionId: string }; onClose: () => void }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => ok(v2.POST('/payout-instructions/{id}/:reinitiate', { params: { path: { id: item.payoutInstructionId } }, body: { channel: 'Email' } })),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: attentionKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['payout-instructions'] }),
        item.campaignId ? queryClient.invalidateQueries({ queryKey: ['campaigns', item.campaignId] }) : Promise.resolve(),
      ]);
      notifications.show({ color: 'green', title: 'Reinitiated', message: `A new claim link is on its way to ${item.label}.` });
      onClose();
    },
  });
  return (
    <ConfirmModal title="Reinitiate this instruction" confirm="Reinitiate" refused="Not reinitiated" pending={mutation.isPending} error={mutation.error} onConfirm={() => mutation.mutate()} onClose={onClose}>
      <Text size="sm">
        The {item.amount !== null ? `${formatCents(toCents(item.amount))} ` : ''}payout to {item.label} {item.status === 'Returned' ? 'came back' : 'failed'}
        {item.reason ? `: ${item.reason}` : '.'}
      </Text>
      <Text size="sm">Reinitiating emails the beneficiary a new claim link, which replaces every earlier one, so they can choose how to be paid again.</Text>
    </ConfirmModal>
  );
}
