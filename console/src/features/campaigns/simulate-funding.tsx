import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { formatCents, toDollars } from '../../components/format';
import { MoneyInput } from '../../components/money-input';

/**
 * Sandbox only: money arrives on the campaign's bank account as an ACH credit, attributed to the campaign at once
 * (v3 `POST /simulate/bank-accounts/{id}/:receive-ach` with `distributionId`), then the balances refresh.
 */
export function SimulateFunding({ campaignId, bankAccountId }: { campaignId: string; bankAccountId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [cents, setCents] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const receive = useMutation({
    mutationFn: (amount: number) =>
      ok(api.v3.POST('/simulate/bank-accounts/{id}/:receive-ach', { params: { path: { id: bankAccountId } }, body: { amount: toDollars(amount), distributionId: campaignId } })),
    onSuccess: (_transfer, amount) => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns', campaignId] });
      void queryClient.invalidateQueries({ queryKey: ['portfolio'] });
      notifications.show({ color: 'teal', title: 'Funds received', message: `${formatCents(amount)} arrived and was attributed to this campaign.` });
    },
    onError: (problem) => {
      if (problem instanceof ApiProblem && problem.fieldErrors.amount) setError(problem.fieldErrors.amount);
      notifications.show({ color: 'red', title: 'No funds received', message: describeError(problem) });
    },
  });
  return (
    <Paper bg="orange.0" p="sm" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!cents || cents <= 0) return setError('Enter an amount above zero');
          setError(undefined);
          receive.mutate(cents);
        }}
      >
        <Stack gap="xs">
          <Title order={3} size="h5">
            Sandbox: simulate an incoming ACH
          </Title>
          <Text size="sm">Money arrives on this account at once and is attributed to this campaign.</Text>
          <Group align="flex-start" gap="sm">
            <MoneyInput label="Amount" value={cents} onChange={setCents} error={error} style={{ flex: '0 1 14rem' }} />
            <Button type="submit" loading={receive.isPending} mt={25}>
              Receive funds
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
