import { Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useCan } from '../../../../app/session';
import type { DraftOperation } from '../../campaign-types';
import { CAMPAIGN_EMAIL_TYPES, REMINDER_OPTIONS } from '../../email-settings';
import { showSaveProblem } from '../../show-save-problem';
import { TemplateSelect } from '../../template-select';
import { StepActions } from '../step-actions';
import type { StepProps } from '../step-props';
import { useSaveDraft } from '../use-draft';

/** The template of each email the campaign sends (the default one unless chosen), and automatic reminders. */
export function MessagesStep({ draft, onSaved }: StepProps) {
  const save = useSaveDraft(draft.id);
  const canViewTemplates = useCan('templates:view');
  const form = useForm({
    initialValues: {
      automaticReminders: draft.automaticReminders ?? 'None',
      templates: Object.fromEntries(CAMPAIGN_EMAIL_TYPES.map(({ type }) => [type, draft.emailTemplates[type] ?? ''])) as Record<string, string>,
    },
  });
  const submit = form.onSubmit((values) => {
    const operations: DraftOperation[] = [];
    for (const { type } of CAMPAIGN_EMAIL_TYPES) {
      const before = draft.emailTemplates[type] ?? '';
      const after = values.templates[type] ?? '';
      if (after === before) continue;
      operations.push(after ? { op: 'add', path: `/emailTemplates/${type}`, value: after } : { op: 'remove', path: `/emailTemplates/${type}` });
    }
    if (values.automaticReminders !== (draft.automaticReminders ?? 'None')) operations.push({ op: 'add', path: '/automaticReminders', value: values.automaticReminders as 'None' });
    save.mutate(operations, {
      onSuccess: onSaved,
      // The API names a template field `emailTemplates.<Type>`; the form keeps it as `templates.<Type>`.
      onError: (error) => showSaveProblem(error, form.setErrors, (field) => field.replace(/^emailTemplates\./, 'templates.')),
    });
  });
  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        {!canViewTemplates && (
          <Text size="sm" c="dimmed">
            Your role cannot list templates, so the campaign uses the default ones unless another was chosen.
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {CAMPAIGN_EMAIL_TYPES.map(({ type, label, description }) => (
            <TemplateSelect key={type} templateType={type} label={`${label} email`} description={description} {...form.getInputProps(`templates.${type}`)} />
          ))}
        </SimpleGrid>
        <Select label="Automatic reminders" description="To beneficiaries who have not claimed yet" data={REMINDER_OPTIONS} allowDeselect={false} {...form.getInputProps('automaticReminders')} />
        <StepActions draftId={draft.id} previous="methods" saving={save.isPending} />
      </Stack>
    </form>
  );
}
