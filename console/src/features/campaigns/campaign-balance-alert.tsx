import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import { formatCents, toCents, toDollars } from '../../components/format';
import { MoneyInput } from '../../components/money-input';
import type { Campaign } from './campaign-types';

/**
 * The campaign's low balance alert (docs/console.md, Campaigns): when its unallocated balance falls
 * below this amount the organization's Administrators get one email and a `campaign.balance_low` event. Shown to
 * all; changed with `campaigns:edit` (`PATCH /campaigns/{id}` `{ lowBalanceAlert }`, null for none).
 */
export function CampaignBalanceAlert({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const current = campaign.lowBalanceAlert ?? null;
  const [cents, setCents] = useState<number | null>(current === null ? null : toCents(current));
  const save = useMutation({
    mutationFn: (next: number | null) => ok(v2.PATCH('/campaigns/{id}', { params: { path: { id: campaign.id } }, body: { lowBalanceAlert: next === null ? null : toDollars(next) } })),
    onSuccess: async (updated) => {
      await queryClient.invalidateQueries({ queryKey: ['campaigns', campaign.id] });
      const alert = updated.lowBalanceAlert ?? null;
      notifications.show({ color: 'teal', title: 'Alert saved', message: alert === null ? 'No low balance alert.' : `An alert is sent when the unallocated balance falls below ${formatCents(toCents(alert))}.` });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (event.currentTarget.querySelector('[aria-invalid="true"]')) return;
    save.mutate(cents);
  };
  const refused = save.error instanceof ApiProblem ? (save.error.fieldErrors.lowBalanceAlert ?? describeError(save.error)) : save.error ? describeError(save.error) : undefined;
  return (
    <Stack gap="sm" component="section" aria-labelledby="balance-alert-heading">
      <Title order={2} size="h4" id="balance-alert-heading">
        Low balance alert
      </Title>
      <Text size="sm">
        {current === null ? 'No alert: nobody is told when the unallocated balance runs low.' : `The Administrators get an email when the unallocated balance falls below ${formatCents(toCents(current))}.`}
      </Text>
      {canEdit && (
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" gap="sm">
            <MoneyInput label="Alert below" description="Empty for no alert" value={cents} onChange={setCents} error={refused} maw={240} />
            <Button type="submit" mt={{ base: 0, xs: 44 }} loading={save.isPending}>
              Save alert
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
