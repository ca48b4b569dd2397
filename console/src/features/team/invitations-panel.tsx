import { Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../clients/typescript/v2';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useCan } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState, QueryState } from '../../components/states';
import { InviteModal } from './invite-modal';
import { teamKeys, useInvitations } from './team-queries';

type Invitation = components['schemas']['InvitationView'];

/** The invitations not yet accepted, with whom they invite as what, and their cancellation; "Invite people" above. */
export function InvitationsPanel() {
  const invitations = useInvitations();
  const canInvite = useCan('invitations:create');
  const canCancel = useCan('invitations:delete');
  const [inviting, setInviting] = useState(false);
  const [cancelling, setCancelling] = useState<Invitation | null>(null);
  return (
    <Stack>
      {canInvite && (
        <Group justify="flex-end">
          <Button onClick={() => setInviting(true)}>Invite people</Button>
        </Group>
      )}
      <QueryState query={invitations} loadingLabel="Loading the invitations…">
        {(pending) =>
          pending.length === 0 ? (
            <EmptyState title="No pending invitations">Invited people appear here until they accept; each invitation lasts 7 days.</EmptyState>
          ) : (
            <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Pending invitations' } }}>
              <Table verticalSpacing="sm">
                <Table.Caption>{pending.length === 1 ? 'One pending invitation' : `${pending.length} pending invitations`}, newest first</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Email</Table.Th>
                    <Table.Th scope="col">Role</Table.Th>
                    <Table.Th scope="col">Invited by</Table.Th>
                    <Table.Th scope="col">Expires</Table.Th>
                    {canCancel && (
                      <Table.Th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {pending.map((invitation) => (
                    <Table.Tr key={invitation.id}>
                      <Table.Td>{invitation.email}</Table.Td>
                      <Table.Td>{invitation.role.name}</Table.Td>
                      <Table.Td>{invitation.invitedBy ?? '—'}</Table.Td>
                      <Table.Td>{invitation.status === 'Expired' ? 'Expired' : formatDateTime(invitation.expiresOn)}</Table.Td>
                      {canCancel && (
                        <Table.Td>
                          <Button size="xs" variant="subtle" color="red" aria-label={`Cancel the invitation of ${invitation.email}`} onClick={() => setCancelling(invitation)}>
                            Cancel
                          </Button>
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </QueryState>
      {inviting && <InviteModal onClose={() => setInviting(false)} />}
      {cancelling && <CancelModal invitation={cancelling} onClose={() => setCancelling(null)} />}
    </Stack>
  );
}

function CancelModal({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => ok(v2.DELETE('/invitations/{id}', { params: { path: { id: invitation.id } } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations });
      notifications.show({ color: 'green', title: 'Invitation cancelled', message: `The link sent to ${invitation.email} no longer works.` });
      onClose();
    },
  });
  return (
    <ConfirmModal title="Cancel this invitation?" confirm="Cancel invitation" back="Keep it" refused="Not cancelled" danger pending={mutation.isPending} error={mutation.error} onConfirm={() => mutation.mutate()} onClose={onClose}>
      <Text size="sm">
        {invitation.email} was invited as {invitation.role.name}. Their link will say the invitation was cancelled.
      </Text>
    </ConfirmModal>
  );
}
