import { Alert, Checkbox, Group, Paper, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { formatCents, toCents } from '../../components/format';
import { QueryState } from '../../components/states';
import { tooManyChecks, type MethodSelection, type MethodSelections } from './payout-method-choices';
import type { PayoutMethod } from './campaign-types';

const CATEGORY_LABELS: Record<PayoutMethod['category'], string> = {
  GiftCard: 'Gift card',
  PrepaidCard: 'Prepaid card',
  AchBankTransfer: 'ACH bank transfer',
  DigitalWallet: 'Digital wallet',
  PaperCheck: 'Paper check',
  CheckTransfer: 'Check transfer',
};

export function usePayoutMethods() {
  const api = useApi();
  return useQuery({ queryKey: ['payout-methods', 'list'], queryFn: () => ok(api.v2.GET('/payout-methods', { params: { query: { pageNumber: 1, pageSize: 100 } } })), staleTime: 5 * 60_000 });
}

/**
 * The catalog's payout methods with their limits; each can be offered, and an offered one disabled with a reason
 * beneficiaries see. `error` is the API's message about the methods as a whole.
 */
export function PayoutMethodPicker({ value, onChange, error }: { value: MethodSelections; onChange: (next: MethodSelections) => void; error?: string }) {
  const methods = usePayoutMethods();
  return (
    <QueryState query={methods} loadingLabel="Loading the payout methods…">
      {(catalog) => {
        const categories = Object.fromEntries(catalog.data.map((m) => [m.id, m.category]));
        const checks = tooManyChecks(value, categories);
        return (
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            {checks && (
              <Alert color="orange" role="status">
                A campaign offers at most one check method (paper check or check transfer).
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {catalog.data.map((method) => (
                <MethodCard
                  key={method.id}
                  method={method}
                  selection={value[method.id] ?? { offered: false, disabled: false, reason: '' }}
                  onChange={(selection) => onChange({ ...value, [method.id]: selection })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        );
      }}
    </QueryState>
  );
}

function MethodCard({ method, selection, onChange }: { method: PayoutMethod; selection: MethodSelection; onChange: (next: MethodSelection) => void }) {
  const limits = `${formatCents(toCents(method.transactionLimits.minimumAmount))} to ${formatCents(toCents(method.transactionLimits.maximumAmount))} per payout`;
  return (
    <Paper withBorder p="sm" radius="md">
      <Stack gap={6}>
        <Checkbox
          label={<Text fw={600}>{method.name}</Text>}
          description={`${CATEGORY_LABELS[method.category]} · ${limits}`}
          checked={selection.offered}
          onChange={(event) => onChange({ ...selection, offered: event.currentTarget.checked })}
        />
        {selection.offered && (
          <Group align="flex-end" gap="sm" pl="xl">
            <Switch label="Disabled for now" checked={selection.disabled} onChange={(event) => onChange({ ...selection, disabled: event.currentTarget.checked })} />
            {selection.disabled && (
              <TextInput
                label={`Why ${method.name} is disabled`}
                description="Beneficiaries see this"
                value={selection.reason}
                onChange={(event) => onChange({ ...selection, reason: event.currentTarget.value })}
                style={{ flex: '1 1 12rem' }}
              />
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
