import { Alert, Button, NativeSelect, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { components } from '../../../../clients/typescript/v2';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { useCan, useMe } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { ConfirmModal } from '../../components/confirm-modal';
import { EmptyState, QueryState } from '../../components/states';
import { teamKeys, useRoles, useUsers, type RoleId } from './team-queries';
import { lastAdministratorReason } from './team-rules';

type User = components['schemas']['UserView'];

const nameOf = (user: User) => user.name ?? user.email ?? user.subject;
/** Who a control is for, told apart from everyone else: the address where there is one. */
const whoIs = (user: User) => user.email ?? nameOf(user);

/**
 * The organization's people with their roles: a role changes from its own control, a person is removed after a
 * confirmation; the only Administrator's controls are held back with the reason (the API would refuse them).
 */
export function PeoplePanel() {
  const users = useUsers();
  const roles = useRoles();
  const canManage = useCan('users:manage');
  const me = useMe();
  const [removing, setRemoving] = useState<User | null>(null);
  return (
    <QueryState query={users} loadingLabel="Loading the people…">
      {(people) =>
        people.length === 0 ? (
          <EmptyState title="No one yet">People appear here after their first sign-in.</EmptyState>
        ) : (
          <>
            <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'People' } }}>
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Caption>The organization’s {people.length === 1 ? 'one person' : `${people.length} people`}, oldest first</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Person</Table.Th>
                    <Table.Th scope="col">Role</Table.Th>
                    <Table.Th scope="col">Last seen</Table.Th>
                    {canManage && (
                      <Table.Th scope="col">
                        <VisuallyHidden>Actions</VisuallyHidden>
                      </Table.Th>
                    )}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {people.map((user) => {
                    const heldBack = lastAdministratorReason(user, people);
                    return (
                      <Table.Tr key={user.id}>
                        <Table.Td>
                          <Text size="sm" fw={600}>
                            {nameOf(user)}
                            {me.data?.user?.id === user.id ? ' (you)' : ''}
                          </Text>
                          {user.name && user.email && (
                            <Text size="xs" c="dimmed">
                              {user.email}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {canManage && roles.data ? (
                            <RoleControl user={user} roles={roles.data.data} heldBack={heldBack} />
                          ) : (
                            <Text size="sm">{user.role.name}</Text>
                          )}
                          {heldBack && (
                            <Text size="xs" c="dimmed" id={`held-${user.id}`} maw={280}>
                              {heldBack}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{user.lastSeenOn ? formatDateTime(user.lastSeenOn) : 'Never'}</Text>
                        </Table.Td>
                        {canManage && (
                          <Table.Td>
                            <Button size="xs" variant="subtle" color="red" disabled={heldBack !== null} aria-describedby={heldBack ? `held-${user.id}` : undefined} onClick={() => setRemoving(user)} aria-label={`Remove ${whoIs(user)}`}>
                              Remove
                            </Button>
                          </Table.Td>
                        )}
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {removing && <RemoveModal user={removing} self={me.data?.user?.id === removing.id} onClose={() => setRemoving(null)} />}
          </>
        )
      }
    </QueryState>
  );
}

/** A person's role, changed as soon as another is chosen (the change applies to their next request). */
function RoleControl({ user, roles, heldBack }: { user: User; roles: components['schemas']['RoleView'][]; heldBack: string | null }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (roleId: string) => ok(v2.PUT('/users/{id}/role', { params: { path: { id: user.id } }, body: { roleId: roleId as RoleId } })),
    onSuccess: async (changed) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.users });
      await queryClient.invalidateQueries({ queryKey: ['me'] });
      notifications.show({ color: 'green', title: 'Role changed', message: `${nameOf(changed)} is now ${article(changed.role.name)} ${changed.role.name}, from their next request.` });
    },
    // Refused (someone else changed the team meanwhile, LAST_ADMINISTRATOR): the list is read again, so the control
    // shows the role the person still has, held back with the reason when they are now the only Administrator.
    onError: () => queryClient.invalidateQueries({ queryKey: teamKeys.users }),
  });
  return (
    <Stack gap={4}>
      <NativeSelect
        aria-label={`Role of ${whoIs(user)}`}
        aria-describedby={heldBack ? `held-${user.id}` : undefined}
        value={user.role.id}
        disabled={heldBack !== null || mutation.isPending}
        data={roles.map((role) => ({ value: role.id, label: role.name }))}
        onChange={(event) => mutation.mutate(event.currentTarget.value)}
        maw={200}
      />
      {mutation.isError && (
        <Alert color="red" variant="light" p="xs" title="Role not changed" role="alert" maw={280}>
          <Text size="xs">{describeError(mutation.error)}</Text>
        </Alert>
      )}
    </Stack>
  );
}

const article = (role: string) => (/^[AEIOU]/.test(role) ? 'an' : 'a');

function RemoveModal({ user, self, onClose }: { user: User; self: boolean; onClose: () => void }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => ok(v2.DELETE('/users/{id}', { params: { path: { id: user.id } } })),
    onError: () => queryClient.invalidateQueries({ queryKey: teamKeys.users }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.users });
      notifications.show({ color: 'green', title: 'Removed', message: `${nameOf(user)} no longer has access.` });
      onClose();
    },
  });
  return (
    <ConfirmModal title={`Remove ${nameOf(user)}?`} confirm="Remove" back="Keep" refused="Not removed" danger pending={mutation.isPending} error={mutation.error} onConfirm={() => mutation.mutate()} onClose={onClose}>
      <Text size="sm">
        {self
          ? 'This is you: your own access ends at once, and only another Administrator can invite you again.'
          : 'Their requests are refused from now on, until they are invited again (accepting brings back the same person).'}
      </Text>
    </ConfirmModal>
  );
}
