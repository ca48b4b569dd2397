import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { choicesFrom, sameChoices, selectionsFrom } from '../../payout-method-choices';
import { PayoutMethodPicker, usePayoutMethods } from '../../payout-method-picker';
import { showSaveProblem } from '../../show-save-problem';
import { StepActions } from '../step-actions';
import type { StepProps } from '../step-props';
import { useSaveDraft } from '../use-draft';

/** Which payout methods beneficiaries may choose among, each within its limits. */
export function MethodsStep({ draft, onSaved }: StepProps) {
  const save = useSaveDraft(draft.id);
  const catalog = usePayoutMethods();
  const [selections, setSelections] = useState(() => selectionsFrom(draft.payoutMethods));
  const [error, setError] = useState<string>();
  const current = choicesFrom(selectionsFrom(draft.payoutMethods), draft.payoutMethods.map((m) => m.id));
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const choices = choicesFrom(selections, (catalog.data?.data ?? []).map((m) => m.id));
        if (choices.length === 0) return setError('Offer at least one payout method.');
        setError(undefined);
        save.mutate(sameChoices(choices, current) ? [] : [{ op: 'add', path: '/payoutMethods', value: choices }], {
          onSuccess: onSaved,
          onError: (problem) => {
            const fields = showSaveProblem(problem);
            setError(Object.entries(fields).find(([field]) => field.startsWith('payoutMethod'))?.[1]);
          },
        });
      }}
    >
      <Stack>
        <Text size="sm" c="dimmed">
          Beneficiaries choose among the methods you offer whose limits cover their amount.
        </Text>
        <PayoutMethodPicker value={selections} onChange={setSelections} error={error} />
        <StepActions draftId={draft.id} previous="basics" saving={save.isPending} />
      </Stack>
    </form>
  );
}
