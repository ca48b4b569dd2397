import { Alert, Button, Group, List, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { V2Components } from '../../../../clients/typescript';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { formatCents, toCents, toDollars } from '../../components/format';
import { MoneyInput } from '../../components/money-input';
import { placeTagErrors, rowsFromTags, tagRowErrors, tagsFromRows, tagsPatch, type TagRow } from '../../components/tags';
import { TagsEditor } from '../../components/tags-editor';
import { canClearAmount, emailChangeConsequences, HOLDING_STATUSES } from './instruction-actions';
import { instructionKeys, type Instruction } from './instruction-model';

type Patch = V2Components['schemas']['UpdatePayoutInstructionDto'];

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  externalId: string;
  amount: number | null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Only what changed, as a JSON merge patch (docs/state-machine.md): an untouched field is left out, an emptied one is null. */
function patchOf(instruction: Instruction, values: Values, tags: TagRow[]): Patch {
  const patch: Patch = {};
  if (values.email.trim().toLowerCase() !== instruction.email.toLowerCase()) patch.email = values.email.trim();
  if (orNull(values.firstName) !== instruction.firstName) patch.firstName = orNull(values.firstName);
  if (orNull(values.lastName) !== instruction.lastName) patch.lastName = orNull(values.lastName);
  if (orNull(values.externalId) !== instruction.externalId) patch.externalId = orNull(values.externalId);
  const before = instruction.amount === null ? null : toCents(instruction.amount);
  if (values.amount !== before) patch.amount = values.amount === null ? null : toDollars(values.amount);
  const tagsChange = tagsPatch(instruction.tags, tagsFromRows(tags));
  if (tagsChange !== undefined) patch.tags = tagsChange;
  return patch;
}

/**
 * Edits an instruction that nobody has claimed yet. A new email address is confirmed first, with what it does to
 * the claim links; a new amount on an initiated instruction moves money, and says so.
 */
export function EditInstructionModal({ instruction, opened, onClose }: { instruction: Instruction; opened: boolean; onClose: () => void }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const [tags, setTags] = useState<TagRow[]>(() => rowsFromTags(instruction.tags));
  const [tagErrors, setTagErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<Patch | null>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: {
      email: instruction.email,
      firstName: instruction.firstName ?? '',
      lastName: instruction.lastName ?? '',
      externalId: instruction.externalId ?? '',
      amount: instruction.amount === null ? null : toCents(instruction.amount),
    },
    validate: {
      email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter an email address'),
      amount: (value) => (value === null && !canClearAmount(instruction.status) ? 'An initiated instruction needs an amount' : null),
    },
  });

  const save = useMutation({
    mutationFn: (patch: Patch) => ok(v2.PATCH('/payout-instructions/{id}', { params: { path: { id: instruction.id } }, body: patch })),
    onSuccess: async (updated) => {
      queryClient.setQueryData(instructionKeys.one(instruction.id), updated);
      await queryClient.invalidateQueries({ queryKey: instructionKeys.all });
      await queryClient.invalidateQueries({ queryKey: ['campaigns', instruction.campaignId] });
      notifications.show({
        color: 'green',
        title: 'Payout instruction saved',
        message: updated.status !== instruction.status ? `It is now ${updated.status}: earlier claim links no longer work.` : 'The changes are saved.',
      });
      onClose();
    },
    onError: (error) => {
      setConfirming(null);
      if (error instanceof ApiProblem && error.status === 400) {
        form.setErrors(error.fieldErrors);
        setTagErrors(placeTagErrors(error.fieldErrors, tags));
      }
      if (error instanceof ApiProblem && error.problem.code === 'DUPLICATE_EXTERNAL_ID') form.setFieldError('externalId', error.message);
      notifications.show({ color: 'red', title: 'The changes were not saved', message: describeError(error) });
    },
  });

  const submit = form.onSubmit((values) => {
    const problems = tagRowErrors(tags);
    setTagErrors(problems);
    if (Object.keys(problems).length) return;
    const patch = patchOf(instruction, values, tags);
    if (Object.keys(patch).length === 0) return onClose();
    if (patch.email !== undefined) return setConfirming(patch);
    save.mutate(patch);
  });

  const holding = HOLDING_STATUSES.includes(instruction.status);
  const amountNow = form.values.amount;
  const before = instruction.amount === null ? null : toCents(instruction.amount);
  const difference = holding && amountNow !== null && before !== null ? amountNow - before : 0;

  return (
    <Modal opened={opened} onClose={onClose} title={confirming ? 'Change the email address?' : 'Edit payout instruction'} size="lg">
      {confirming ? (
        <Stack>
          <Text size="sm">
            From <strong>{instruction.email}</strong> to <strong>{confirming.email}</strong>.
          </Text>
          <Alert color="orange" title="What this does">
            <List size="sm">
              {emailChangeConsequences(instruction.status).map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              Back
            </Button>
            <Button color="red.9" loading={save.isPending} onClick={() => save.mutate(confirming)}>
              Change the email
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="First name" {...form.getInputProps('firstName')} />
              <TextInput label="Last name" {...form.getInputProps('lastName')} />
              <TextInput label="External ID" {...form.getInputProps('externalId')} />
              <MoneyInput label="Amount" value={form.values.amount} onChange={(cents) => form.setFieldValue('amount', cents)} error={form.errors.amount} />
            </SimpleGrid>
            {difference !== 0 && (
              <Text size="sm" role="status">
                {difference > 0
                  ? `${formatCents(difference)} more will be allocated from the campaign’s unallocated balance.`
                  : `${formatCents(-difference)} will go back to the campaign’s unallocated balance.`}
                {instruction.status === 'Initiated' && ' The instruction becomes Restored: earlier claim links stop working.'}
              </Text>
            )}
            <TagsEditor rows={tags} onChange={setTags} errors={tagErrors} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
