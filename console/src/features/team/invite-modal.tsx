import { ActionIcon, Alert, Button, Group, Modal, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { teamKeys, useRoles, type RoleId } from './team-queries';
import { invitationRowErrors, MAX_INVITATIONS, type InvitationRow } from './team-rules';

let nextKey = 0;
const newRow = (roleId: string): InvitationRow => ({ key: `invite-${++nextKey}`, email: '', roleId });

/**
 * Up to five people invited at once, each with a role; all or nothing, as the API does it. Each row's problem shows
 * beside it, found here first and else named by the API (`invitations.2.email`).
 */
export function InviteModal({ onClose }: { onClose: () => void }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const roles = useRoles();
  const viewer = roles.data?.data.find((role) => role.name === 'Viewer')?.id ?? roles.data?.data[0]?.id ?? '';
  const [rows, setRows] = useState<InvitationRow[]>(() => [newRow(viewer)]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const emails = useRef<(HTMLInputElement | null)[]>([]);
  const mutation = useMutation({
    mutationFn: (invitations: { email: string; roleId: string }[]) => ok(v2.POST('/invitations/bulk', { body: { invitations: invitations.map((i) => ({ ...i, roleId: i.roleId as RoleId })) } })),
    onSuccess: async ({ data }) => {
      await queryClient.invalidateQueries({ queryKey: teamKeys.invitations });
      notifications.show({ color: 'green', title: data.length === 1 ? 'Invitation sent' : `${data.length} invitations sent`, message: `Emailed to ${data.map((i) => i.email).join(', ')}; each link lasts 7 days.` });
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiProblem) setErrors(error.fieldErrors);
    },
  });
  const change = (key: string, patch: Partial<InvitationRow>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const add = () => {
    setRows((current) => [...current, newRow(viewer)]);
    // The new row's address is where the person types next.
    requestAnimationFrame(() => emails.current[rows.length]?.focus());
  };
  const remove = (key: string) => {
    setRows((current) => current.filter((row) => row.key !== key));
    setErrors({});
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = invitationRowErrors(rows);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    mutation.mutate(rows.map((row) => ({ email: row.email.trim(), roleId: row.roleId || viewer })));
  };
  // What no row shows: the list's own problem, a refusal naming no field, or a field no row has.
  const shown = new Set(rows.flatMap((_, index) => [`invitations.${index}.email`, `invitations.${index}.roleId`]));
  const unshown = Object.entries(errors).filter(([field]) => !shown.has(field));
  const general = unshown.length > 0 ? unshown.map(([, message]) => message).join(' ') : mutation.isError && Object.keys(errors).length === 0 ? describeError(mutation.error) : null;
  return (
    <Modal opened onClose={onClose} title="Invite people" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <Text size="sm">Each person gets an email with a link; signing in with that address within 7 days makes them a member with the role chosen here.</Text>
          {rows.map((row, index) => (
            <Group key={row.key} align="flex-start" gap="xs" wrap="wrap">
              <TextInput
                ref={(element) => {
                  emails.current[index] = element;
                }}
                label={`Email address ${index + 1}`}
                type="email"
                autoComplete="off"
                value={row.email}
                onChange={(event) => change(row.key, { email: event.currentTarget.value })}
                error={errors[`invitations.${index}.email`]}
                style={{ flex: '1 1 220px' }}
                data-autofocus={index === 0 ? true : undefined}
              />
              <NativeSelect
                label={`Role ${index + 1}`}
                value={row.roleId || viewer}
                data={(roles.data?.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
                onChange={(event) => change(row.key, { roleId: event.currentTarget.value })}
                error={errors[`invitations.${index}.roleId`]}
                style={{ flex: '0 1 160px' }}
              />
              {rows.length > 1 && (
                <ActionIcon variant="subtle" color="red" mt={26} size="lg" aria-label={`Remove row ${index + 1}`} onClick={() => remove(row.key)}>
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          ))}
          {general && (
            <Alert color="red" title="Nobody was invited" role="alert">
              {general}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={add} disabled={rows.length >= MAX_INVITATIONS}>
              {rows.length >= MAX_INVITATIONS ? `At most ${MAX_INVITATIONS} at once` : 'Add another'}
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={mutation.isPending}>
                {rows.length === 1 ? 'Send invitation' : `Send ${rows.length} invitations`}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
