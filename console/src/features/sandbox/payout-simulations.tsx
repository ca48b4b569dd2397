import { Alert, Button, Card, Group, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFlask } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { applicableSimulations, COMMON_RETURN_CODES, isReturnCode, SIMULATION_LABEL, type PayoutFacts, type Simulation } from './simulations';

/**
 * The sandbox's stand-ins for the bank, the check's payee and the payout provider (docs/payouts.md), for the
 * instruction's payout as it stands. Shown only in the sandbox.
 */
export function PayoutSimulations({ instructionId, payout }: { instructionId: string; payout: PayoutFacts }) {
  const { v3 } = useApi();
  const queryClient = useQueryClient();
  const [returnCode, setReturnCode] = useState<string | null>('R01');
  const [reason, setReason] = useState('Recipient account closed');
  const offered = applicableSimulations(payout);

  const simulate = useMutation({
    mutationFn: (simulation: Simulation) => {
      const params = { params: { path: { id: instructionId } } };
      switch (simulation) {
        case 'settleAch':
          return ok(v3.POST('/simulate/payout-instructions/{id}/:settle-ach', params));
        case 'returnAch':
          return ok(v3.POST('/simulate/payout-instructions/{id}/:return-ach', { ...params, body: { returnReasonCode: returnCode ?? '' } }));
        case 'depositCheck':
          return ok(v3.POST('/simulate/payout-instructions/{id}/:deposit-check', params));
        case 'completePayout':
          return ok(v3.POST('/simulate/payout-instructions/{id}/:complete-payout', params));
        case 'failPayout':
          return ok(v3.POST('/simulate/payout-instructions/{id}/:fail-payout', { ...params, body: { reason } }));
      }
    },
    onSuccess: (_, simulation) => {
      notifications.show({ color: 'green', title: 'Simulated', message: `${SIMULATION_LABEL[simulation]}: done. The page updates in a moment.` });
      const refresh = () => queryClient.invalidateQueries({ queryKey: ['payout-instructions', instructionId] });
      void refresh();
      // Outcomes are applied by the service within a second or two; look again then.
      setTimeout(() => void refresh(), 2000);
    },
  });

  if (!offered.length) return null;
  return (
    <Card withBorder style={{ borderColor: 'var(--mantine-color-orange-6)', borderStyle: 'dashed' }}>
      <Stack gap="sm">
        <Group gap="xs">
          <IconFlask size={18} aria-hidden />
          <Title order={3} size="h5">
            Sandbox simulations
          </Title>
        </Group>
        <Text size="sm">Act as the bank or the payout provider would, to see what follows.</Text>
        {offered.includes('returnAch') && (
          <Select
            label="ACH return reason"
            data={COMMON_RETURN_CODES as never}
            value={returnCode}
            onChange={setReturnCode}
            searchable
            allowDeselect={false}
            error={returnCode && !isReturnCode(returnCode) ? 'R01 to R85' : undefined}
          />
        )}
        {offered.includes('failPayout') && <TextInput label="Failure reason" value={reason} onChange={(event) => setReason(event.currentTarget.value)} />}
        <Group gap="xs">
          {offered.map((simulation) => (
            <Button
              key={simulation}
              variant={simulation === 'failPayout' || simulation === 'returnAch' ? 'outline' : 'filled'}
              color={simulation === 'failPayout' || simulation === 'returnAch' ? 'red.9' : undefined}
              loading={simulate.isPending && simulate.variables === simulation}
              disabled={(simulation === 'failPayout' && !reason.trim()) || (simulation === 'returnAch' && !(returnCode && isReturnCode(returnCode)))}
              onClick={() => simulate.mutate(simulation)}
            >
              {SIMULATION_LABEL[simulation]}
            </Button>
          ))}
        </Group>
        {simulate.isError && (
          <Alert color="red" title="The simulation did not apply" role="alert">
            {describeError(simulate.error)}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
