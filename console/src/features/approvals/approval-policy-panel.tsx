import { Alert, Button, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { ApiProblem, describeError } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatCents } from '../../components/format';
import { MoneyInput } from '../../components/money-input';
import { QueryState } from '../../components/states';
import { ACTION_LABEL, APPROVAL_ACTIONS, policyRules, policyValues, type ApprovalPolicy, type PolicyValues } from './approval-model';
import { useApprovalPolicy, useSavePolicy } from './approvals-queries';

const EXPLAINED = 'A request above its action’s threshold waits for a second person’s approval; an action without a threshold never waits.';

/** The approval policy: thresholds per action, edited by those with `approvals:manage`, read by the others. */
export function ApprovalPolicyPanel() {
  const policy = useApprovalPolicy();
  const canManage = useCan('approvals:manage');
  return (
    <QueryState query={policy} loadingLabel="Loading the policy…">
      {(found) => (canManage ? <PolicyForm policy={found} /> : <PolicyTable policy={found} />)}
    </QueryState>
  );
}

function thresholdText(cents: number | null): string {
  return cents === null ? 'No approval needed' : `Above ${formatCents(cents)}`;
}

function PolicyTable({ policy }: { policy: ApprovalPolicy }) {
  const values = policyValues(policy);
  return (
    <Stack>
      <Text size="sm">{EXPLAINED} Only an Administrator changes the policy.</Text>
      <Table.ScrollContainer minWidth={320}>
        <Table verticalSpacing="sm">
          <Table.Caption>The organization’s approval policy</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Action</Table.Th>
              <Table.Th scope="col">Needs a second person’s approval</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {APPROVAL_ACTIONS.map((action) => (
              <Table.Tr key={action}>
                <Table.Th scope="row">{ACTION_LABEL[action]}</Table.Th>
                <Table.Td>{thresholdText(values[action])}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

const FIELD_DESCRIPTION: Record<keyof PolicyValues, string> = {
  InitiatePayouts: 'The total an initiation or reinitiation would allocate, single or bulk. Empty: no approval.',
  Withdraw: 'A withdrawal’s amount. Empty: no approval.',
  Refund: 'A refund’s amount. Empty: no approval.',
};

function PolicyForm({ policy }: { policy: ApprovalPolicy }) {
  const save = useSavePolicy();
  const [values, setValues] = useState<PolicyValues>(() => policyValues(policy));
  const [texts, setTexts] = useState(0);
  const fieldErrors = save.error instanceof ApiProblem ? save.error.fieldErrors : {};
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A threshold that is not an amount reads as none: never save it as "no approval"; its field says why.
    if (event.currentTarget.querySelector('[aria-invalid="true"]')) return;
    save.mutate(policyRules(values), {
      onSuccess: (saved) => {
        setValues(policyValues(saved));
        setTexts((n) => n + 1);
        notifications.show({ color: 'teal', title: 'Policy saved', message: saved.rules.length === 0 ? 'No action needs approval now.' : 'Requests above these thresholds now wait for a second person.' });
      },
    });
  };
  // A field whose API name is `rules.N.threshold` is the Nth rule sent: its action's field shows the message.
  const sent = policyRules(values);
  const errorOf = (action: keyof PolicyValues) => {
    const index = sent.findIndex((rule) => rule.action === action);
    return index >= 0 ? fieldErrors[`rules.${index}.threshold`] : undefined;
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="policy-heading">
      <Stack>
        <Text size="sm" id="policy-heading">
          {EXPLAINED}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 3 }} key={texts}>
          {APPROVAL_ACTIONS.map((action) => (
            <MoneyInput
              key={action}
              label={`${ACTION_LABEL[action]} above`}
              description={FIELD_DESCRIPTION[action]}
              value={values[action]}
              onChange={(cents) => setValues((current) => ({ ...current, [action]: cents }))}
              error={errorOf(action)}
            />
          ))}
        </SimpleGrid>
        {save.isError && Object.keys(fieldErrors).length === 0 && (
          <Alert color="red" title="Policy not saved" role="alert">
            {describeError(save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save policy
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
