import '@mantine/dates/styles.css';
import { Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import dayjs from 'dayjs';
import { showSaveProblem } from '../../show-save-problem';
import { StepActions } from '../step-actions';
import type { StepProps } from '../step-props';
import { useSaveDraft } from '../use-draft';
import { textOperations } from '../wizard-progress';

/** When the campaign ends (its links stop working after the expiry date, UTC) and when it stops being shown. */
export function DatesStep({ draft, onSaved }: StepProps) {
  const save = useSaveDraft(draft.id);
  const form = useForm({
    initialValues: { expiryDate: draft.expiryDate ?? '', displayEndDate: draft.displayEndDate ?? '' },
    validate: {
      expiryDate: (value) => (value ? null : 'Choose the expiry date'),
      displayEndDate: (value, values) => (value && values.expiryDate && value > values.expiryDate ? 'The display end date cannot be after the expiry date' : null),
    },
  });
  const today = dayjs().format('YYYY-MM-DD');
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        save.mutate(textOperations(draft, values, ['/expiryDate', '/displayEndDate']), { onSuccess: onSaved, onError: (error) => showSaveProblem(error, form.setErrors) }),
      )}
    >
      <Stack maw={420}>
        <Text size="sm" c="dimmed">
          The campaign expires at the end of its expiry date (UTC): unclaimed instructions are then cancelled and their money returns to the campaign.
        </Text>
        <DateInput label="Expiry date" required valueFormat="MMM D, YYYY" minDate={today} clearable={false} {...form.getInputProps('expiryDate')} />
        <DateInput
          label="Display end date"
          description="Optional: the last day beneficiaries see the campaign"
          valueFormat="MMM D, YYYY"
          minDate={today}
          maxDate={form.values.expiryDate || undefined}
          clearable
          {...form.getInputProps('displayEndDate')}
        />
        <StepActions draftId={draft.id} previous="messages" saving={save.isPending} />
      </Stack>
    </form>
  );
}
