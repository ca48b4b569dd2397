import { Button, Group, Modal, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ApiProblem, describeError } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { QueryState } from '../../components/states';
import { useDialog } from '../../components/use-dialog';
import { describeDestination } from './money-words';
import { useAddWithdrawalAccount, useRemoveWithdrawalAccount, useWithdrawalAccounts, type NewWithdrawalAccount, type Owner, type WithdrawalAccount } from './money-queries';

/** The owner's withdrawal accounts (numbers masked), with adding and removing for whoever may create them. */
export function WithdrawalAccountsSection({ owner, ownerName }: { owner: Owner; ownerName: string }) {
  const accounts = useWithdrawalAccounts(owner);
  const canManage = useCan('linkedAccounts:create');
  const [dialog, openDialog, closeDialog] = useDialog<'add' | 'remove'>();
  const [removing, setRemoving] = useState<WithdrawalAccount | null>(null);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="withdrawal-accounts-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Title order={2} size="h4" id="withdrawal-accounts-heading">
            Withdrawal accounts
          </Title>
          {canManage && (
            <Button size="xs" variant="default" onClick={() => openDialog('add')}>
              Add withdrawal account
            </Button>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          The organization’s own accounts elsewhere that money of {ownerName} can be sent back to. Only the last four digits are ever shown.
        </Text>
        <QueryState query={accounts} loadingLabel="Loading the withdrawal accounts…">
          {(data) =>
            data.data.length === 0 ? (
              <Text size="sm">No withdrawal account yet{canManage ? ': add one to send money back.' : '.'}</Text>
            ) : (
              <Table.ScrollContainer minWidth={520}>
                <Table>
                  <Table.Caption>Withdrawal accounts of {ownerName}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Holder</Table.Th>
                      <Table.Th scope="col">Routing</Table.Th>
                      <Table.Th scope="col">Account</Table.Th>
                      <Table.Th scope="col">Added</Table.Th>
                      {canManage && (
                        <Table.Th scope="col">
                          <VisuallyHidden>Actions</VisuallyHidden>
                        </Table.Th>
                      )}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((account) => (
                      <Table.Tr key={account.id}>
                        <Table.Td>{account.name}</Table.Td>
                        <Table.Td>{account.accountHolderName}</Table.Td>
                        <Table.Td ff="monospace">{account.routingNumber}</Table.Td>
                        <Table.Td ff="monospace">
                          {account.accountNumber} ({account.accountType})
                        </Table.Td>
                        <Table.Td>{formatDateTime(account.createdOn)}</Table.Td>
                        {canManage && (
                          <Table.Td>
                            <Button
                              size="xs"
                              variant="subtle"
                              color="red"
                              aria-label={`Remove ${account.name}`}
                              onClick={() => {
                                setRemoving(account);
                                openDialog('remove');
                              }}
                            >
                              Remove
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
      </Stack>
      {dialog === 'add' && <AddWithdrawalAccountModal owner={owner} onClose={closeDialog} />}
      {dialog === 'remove' && removing && <RemoveModal owner={owner} account={removing} onClose={closeDialog} />}
    </Paper>
  );
}

const EMPTY: NewWithdrawalAccount = { name: '', accountHolderName: '', routingNumber: '', accountNumber: '', accountType: 'Checking' };

function AddWithdrawalAccountModal({ owner, onClose }: { owner: Owner; onClose: () => void }) {
  const add = useAddWithdrawalAccount(owner);
  const [form, setForm] = useState<NewWithdrawalAccount>(EMPTY);
  const fieldErrors = add.error instanceof ApiProblem ? add.error.fieldErrors : {};
  const errorOf = (field: keyof NewWithdrawalAccount) => fieldErrors[field];
  const otherError = add.error && !(add.error instanceof ApiProblem && Object.keys(fieldErrors).length > 0) ? describeError(add.error) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { ...form, name: form.name.trim(), accountHolderName: form.accountHolderName.trim(), routingNumber: form.routingNumber.trim(), accountNumber: form.accountNumber.trim() },
      {
        onSuccess: (created) => {
          notifications.show({ color: 'teal', message: `${describeDestination(created)} added.` });
          onClose();
        },
      },
    );
  };
  const set = (field: keyof NewWithdrawalAccount) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setForm((previous) => ({ ...previous, [field]: value }));
  };
  return (
    <Modal opened onClose={onClose} title="Add a withdrawal account">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" description="How you will recognise it, e.g. Operating account" required value={form.name} onChange={set('name')} error={errorOf('name')} />
          <TextInput label="Account holder" required value={form.accountHolderName} onChange={set('accountHolderName')} error={errorOf('accountHolderName')} />
          <TextInput label="Routing number" required inputMode="numeric" autoComplete="off" value={form.routingNumber} onChange={set('routingNumber')} error={errorOf('routingNumber')} />
          <TextInput label="Account number" required inputMode="numeric" autoComplete="off" value={form.accountNumber} onChange={set('accountNumber')} error={errorOf('accountNumber')} />
          <Select
            label="Account type"
            data={['Checking', 'Savings']}
            value={form.accountType}
            allowDeselect={false}
            onChange={(value) => setForm((previous) => ({ ...previous, accountType: value === 'Savings' ? 'Savings' : 'Checking' }))}
            error={errorOf('accountType')}
          />
          {otherError && (
            <Text c="red" size="sm" role="alert">
              {otherError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={add.isPending}>
              Add
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RemoveModal({ owner, account, onClose }: { owner: Owner; account: WithdrawalAccount; onClose: () => void }) {
  const remove = useRemoveWithdrawalAccount(owner);
  return (
    <Modal opened onClose={onClose} title="Remove the withdrawal account?">
      <Stack gap="sm">
        <Text size="sm">
          {describeDestination(account)} can no longer be chosen for a withdrawal or refund. Money already sent to it travels on unchanged.
        </Text>
        {remove.error && (
          <Text c="red" size="sm" role="alert">
            {describeError(remove.error)}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep it
          </Button>
          <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(account.id, { onSuccess: onClose })}>
            Remove
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
