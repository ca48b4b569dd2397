import { Alert, PasswordInput, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useCan } from '../../../../app/session';
import { parseAmount, toCents, toDollars } from '../../../../components/format';
import { MoneyInput } from '../../../../components/money-input';
import { showSaveProblem } from '../../show-save-problem';
import { StepActions } from '../step-actions';
import type { StepProps } from '../step-props';
import { useSaveDraft } from '../use-draft';

/**
 * The one-time code threshold (saved in the draft) and the campaign password. Drafts have no password member, so the
 * password stays in this tab's memory and is set on the campaign right after it is created.
 */
export function SecurityStep({ draft, onSaved, password, onPasswordChange }: StepProps & { password: string; onPasswordChange: (password: string) => void }) {
  const save = useSaveDraft(draft.id);
  const canSetPassword = useCan('campaigns:setPassword');
  const initial = draft.otpThresholdAmount === null ? null : toCents(draft.otpThresholdAmount);
  const [threshold, setThreshold] = useState<number | null>(initial);
  const [thresholdInvalid, setThresholdInvalid] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (thresholdInvalid) return setError('Enter an amount in dollars, or leave it empty');
        const operations =
          threshold === initial ? [] : threshold === null ? [{ op: 'remove' as const, path: '/otpThresholdAmount' as const }] : [{ op: 'add' as const, path: '/otpThresholdAmount' as const, value: toDollars(threshold) }];
        save.mutate(operations, { onSuccess: onSaved, onError: (problem) => setError(showSaveProblem(problem).otpThresholdAmount) });
      }}
    >
      <Stack maw={480}>
        <MoneyInput
          label="One-time code from"
          description="Claims of this amount or more need a code sent by email. Leave empty for none."
          value={threshold}
          error={error}
          onChange={(cents) => {
            setError(undefined);
            setThreshold(cents);
          }}
          // MoneyInput gives null both for empty and for not-an-amount; only empty means no threshold.
          onInput={(event) => setThresholdInvalid(event.currentTarget.value.trim() !== '' && parseAmount(event.currentTarget.value) === null)}
        />
        {canSetPassword ? (
          <>
            <PasswordInput
              label="Campaign password"
              description="Optional: every beneficiary must enter it to claim. It can be changed later, never removed."
              autoComplete="new-password"
              value={password}
              onChange={(event) => onPasswordChange(event.currentTarget.value)}
            />
            {password && (
              <Alert color="blue" role="status">
                The password is kept in this browser tab only (drafts do not store passwords) and set when you create the campaign.
              </Alert>
            )}
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Your role cannot set campaign passwords.
          </Text>
        )}
        <StepActions draftId={draft.id} previous="dates" saving={save.isPending} />
      </Stack>
    </form>
  );
}
