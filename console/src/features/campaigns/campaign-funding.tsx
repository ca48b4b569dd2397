import { ActionIcon, Alert, CopyButton, Group, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useCan, useSession } from '../../app/session';
import { QueryState } from '../../components/states';
import { SimulateFunding } from './simulate-funding';

/** Where to send the campaign's money: its funds holder's bank account, by ACH; in the sandbox, a simulated deposit. */
export function CampaignFunding({ campaignId, fundingReference }: { campaignId: string; fundingReference: string }) {
  const api = useApi();
  const { config } = useSession();
  // The simulation changes the campaign's money: not for a role that only reads (a Viewer holds no transfers:tagCampaign).
  const canSimulate = useCan('transfers:tagCampaign');
  const account = useQuery({
    queryKey: ['campaigns', campaignId, 'account-details'],
    queryFn: () => ok(api.v2.GET('/campaigns/{id}/account-details', { params: { path: { id: campaignId } } })),
  });
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="funding-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="funding-heading">
          Fund this campaign
        </Title>
        <QueryState query={account} loadingLabel="Loading the bank account…">
          {(bank) =>
            bank.status !== 'Active' || !bank.accountNumber ? (
              <Alert color="orange" role="status">
                The bank account is {bank.status.toLowerCase()}: its numbers appear once the bank has opened it.
                {bank.failureReason && ` ${bank.failureReason}`}
              </Alert>
            ) : (
              <>
                <Text size="sm" c="dimmed">
                  Send an ACH credit to this account and put the funding reference in the transfer’s reference (remittance): the money is then
                  attributed to this campaign when the bank’s statement arrives. Money without it waits on the account until its transfer is tagged.
                </Text>
                <Table variant="vertical" withTableBorder aria-label="Bank account for funding">
                  <Table.Tbody>
                    <Row label="Bank" value={bank.bankName ?? '—'} />
                    <Row label="Account name" value={bank.name} />
                    <Row label="Routing number" value={bank.routingNumber ?? '—'} copy />
                    <Row label="Account number" value={bank.accountNumber} copy />
                    <Row label="Funding reference" value={fundingReference} copy />
                  </Table.Tbody>
                </Table>
                {config.sandbox && canSimulate && <SimulateFunding campaignId={campaignId} bankAccountId={bank.id} />}
              </>
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}

function Row({ label, value, copy }: { label: string; value: string; copy?: boolean }) {
  return (
    <Table.Tr>
      <Table.Th scope="row" w="40%">
        {label}
      </Table.Th>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" ff="monospace">
            {value}
          </Text>
          {copy && value !== '—' && (
            <CopyButton value={value}>
              {({ copied, copy: doCopy }) => (
                <Tooltip label={copied ? 'Copied' : `Copy the ${label.toLowerCase()}`} withArrow>
                  <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={doCopy} aria-label={copied ? `${label} copied` : `Copy the ${label.toLowerCase()}`}>
                    {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
