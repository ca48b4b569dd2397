import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { FundsHolderSelect } from '../../funds-holder-select';
import { showSaveProblem } from '../../show-save-problem';
import { DraftIcon } from '../draft-icon';
import { StepActions } from '../step-actions';
import type { StepProps } from '../step-props';
import { useSaveDraft } from '../use-draft';
import { textOperations } from '../wizard-progress';

const PATHS = ['/name', '/fundingSourceId', '/welcomeHeadline', '/campaignDescription', '/welcomeText', '/campaignManager'] as const;

/** Name, funds holder and what beneficiaries read on the claim page's welcome screen. */
export function BasicsStep({ draft, onSaved }: StepProps) {
  const save = useSaveDraft(draft.id);
  const form = useForm({
    initialValues: {
      name: draft.name ?? '',
      fundingSourceId: draft.fundingSourceId ?? '',
      welcomeHeadline: draft.welcomeHeadline ?? '',
      campaignDescription: draft.campaignDescription ?? '',
      welcomeText: draft.welcomeText ?? '',
      campaignManager: draft.campaignManager ?? '',
    },
    validate: { name: (value) => (value.trim() ? null : 'Give the campaign a name') },
  });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => save.mutate(textOperations(draft, values, PATHS), { onSuccess: onSaved, onError: (error) => showSaveProblem(error, form.setErrors) }))}
    >
      <Stack>
        <TextInput label="Campaign name" required maxLength={255} {...form.getInputProps('name')} />
        <FundsHolderSelect required {...form.getInputProps('fundingSourceId')} />
        <TextInput label="Welcome headline" description="The first thing beneficiaries read on the claim page" {...form.getInputProps('welcomeHeadline')} />
        <Textarea label="Campaign description" autosize minRows={2} {...form.getInputProps('campaignDescription')} />
        <Textarea label="Welcome text" autosize minRows={3} {...form.getInputProps('welcomeText')} />
        <TextInput label="Campaign manager" description="Who beneficiaries can contact: a name or an email address" {...form.getInputProps('campaignManager')} />
        {/* The icon uploads at once (a file is not a patch operation); its buttons do not submit the form. */}
        <DraftIcon draft={draft} />
        <StepActions draftId={draft.id} saving={save.isPending} />
      </Stack>
    </form>
  );
}
