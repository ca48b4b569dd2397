import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { toDollars } from '../../components/format';
import { MoneyInput } from '../../components/money-input';
import { placeTagErrors, tagRowErrors, tagsFromRows, type TagRow } from '../../components/tags';
import { TagsEditor } from '../../components/tags-editor';
import { instructionKeys } from './instruction-model';

interface Values {
  email: string;
  firstName: string;
  lastName: string;
  externalId: string;
  amount: number | null;
}

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** Records one payout instruction as a Draft: nothing is allocated and nobody is told until it is initiated. */
export function CreateInstructionModal({ campaignId, opened, onClose }: { campaignId: string; opened: boolean; onClose: () => void }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [tags, setTags] = useState<TagRow[]>([]);
  const [tagErrors, setTagErrors] = useState<Record<string, string>>({});
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { email: '', firstName: '', lastName: '', externalId: '', amount: null },
    validate: { email: (value) => (/^\S+@\S+\.\S+$/.test(value.trim()) ? null : 'Enter the beneficiary’s email address') },
  });

  const create = useMutation({
    mutationFn: (values: Values) =>
      ok(
        v2.POST('/payout-instructions', {
          body: {
            campaignId,
            email: values.email.trim(),
            firstName: optional(values.firstName),
            lastName: optional(values.lastName),
            externalId: optional(values.externalId),
            amount: values.amount === null ? undefined : toDollars(values.amount),
            tags: tags.length ? tagsFromRows(tags) : undefined,
          },
        }),
      ),
    onSuccess: async (instruction) => {
      await queryClient.invalidateQueries({ queryKey: instructionKeys.all });
      notifications.show({ color: 'green', title: 'Payout instruction created', message: `A draft for ${instruction.email}. Initiate it to allocate the money and send the claim email.` });
      close();
      void navigate({ to: '/campaigns/$campaignId/instructions/$instructionId', params: { campaignId, instructionId: instruction.id } });
    },
    onError: (error) => {
      if (error instanceof ApiProblem && error.status === 400) {
        form.setErrors(error.fieldErrors);
        setTagErrors(placeTagErrors(error.fieldErrors, tags));
      }
      if (error instanceof ApiProblem && error.problem.code === 'DUPLICATE_EXTERNAL_ID') form.setFieldError('externalId', error.message);
      notifications.show({ color: 'red', title: 'The instruction was not created', message: describeError(error) });
    },
  });

  const close = () => {
    form.reset();
    setTags([]);
    setTagErrors({});
    onClose();
  };

  const submit = form.onSubmit((values) => {
    const problems = tagRowErrors(tags);
    setTagErrors(problems);
    if (Object.keys(problems).length) return;
    create.mutate(values);
  });

  return (
    <Modal opened={opened} onClose={close} title="New payout instruction" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack>
          <TextInput label="Email" type="email" required autoComplete="off" {...form.getInputProps('email')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="First name" {...form.getInputProps('firstName')} />
            <TextInput label="Last name" {...form.getInputProps('lastName')} />
            <TextInput label="External ID" description="Your own id for this beneficiary; unique in the campaign" {...form.getInputProps('externalId')} />
            <MoneyInput label="Amount" description="Needed before it can be initiated" value={form.values.amount} onChange={(cents) => form.setFieldValue('amount', cents)} error={form.errors.amount} />
          </SimpleGrid>
          <TagsEditor rows={tags} onChange={setTags} errors={tagErrors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create draft
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
