import { Alert, Badge, Button, Group, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { V2Components } from '../../../../clients/typescript';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { formatDateTime } from '../../components/format';
import { QueryState } from '../../components/states';

type Delivery = V2Components['schemas']['BankFileDeliveryView'];

const PAGE_SIZE = 10;
const KIND_LABEL: Record<Delivery['kind'], string> = { AchFile: 'NACHA file', CheckPrintRun: 'Print run', PositivePay: 'Positive pay' };
const STATUS_COLOR: Record<Delivery['status'], string> = { Pending: 'yellow', Delivered: 'teal', Failed: 'red' };

/**
 * The bank connection (docs/bank-files.md), for operators: how it is configured, a test that connects now, and the
 * files delivered to the bank with their status; a failed one is sent again from here.
 */
export function BankConnectionPanel() {
  const { v2 } = useApi();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const connection = useQuery({ queryKey: ['admin', 'bank-connection'], queryFn: ({ signal }) => ok(v2.GET('/admin/bank-connection', { signal })) });
  const deliveries = useQuery({
    queryKey: ['admin', 'bank-file-deliveries', page],
    queryFn: ({ signal }) => ok(v2.GET('/admin/bank-file-deliveries', { params: { query: { pageNumber: page, pageSize: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
  const test = useMutation({ mutationFn: () => ok(v2.POST('/admin/bank-connection/:test')) });
  const retry = useMutation({
    mutationFn: (id: string) => ok(v2.POST('/admin/bank-file-deliveries/{id}/:retry', { params: { path: { id } } })),
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'bank-file-deliveries'] }),
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-connection-heading">
      <Title order={2} size="h4" id="bank-connection-heading">
        Bank connection
      </Title>
      <QueryState query={connection} loadingLabel="Loading the bank connection…">
        {(shown) =>
          !shown.configured ? (
            <Text size="sm">No bank connection is configured: files are not sent to a bank. Set BANK_SFTP_HOST and its settings (docs/going-live.md).</Text>
          ) : (
            <Stack gap="xs">
              <Text size="sm">
                SFTP <Text span ff="monospace">{`${shown.username ?? ''}@${shown.host ?? ''}:${shown.port ?? ''}`}</Text>, files to{' '}
                <Text span ff="monospace">{shown.outboxDir}</Text>, read from <Text span ff="monospace">{shown.inboxDir}</Text>;{' '}
                {shown.encryptsOutgoing ? 'encrypted to the bank’s PGP key' : 'not encrypted'}. Host key{' '}
                <Text span ff="monospace" style={{ wordBreak: 'break-all' }}>
                  {shown.hostKeySha256}
                </Text>
                .
              </Text>
              <Group>
                <Button variant="default" onClick={() => test.mutate()} loading={test.isPending}>
                  Test connection
                </Button>
              </Group>
              {test.data && (
                <Alert color={test.data.status === 'Ok' ? 'teal' : 'red'} title={test.data.status === 'Ok' ? 'Connected' : 'The connection failed'} role="status">
                  {test.data.message}
                </Alert>
              )}
              {test.error && (
                <Alert color="red" title="The test could not run" role="alert">
                  {describeError(test.error)}
                </Alert>
              )}
            </Stack>
          )
        }
      </QueryState>
      <QueryState query={deliveries} loadingLabel="Loading the deliveries…">
        {(data) =>
          data.data.length === 0 ? (
            <Text size="sm">No file has been sent to the bank yet.</Text>
          ) : (
            <>
              <Table aria-label="Files sent to the bank">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">Made</Table.Th>
                    <Table.Th scope="col">File</Table.Th>
                    <Table.Th scope="col">Name at the bank</Table.Th>
                    <Table.Th scope="col">Status</Table.Th>
                    <Table.Th scope="col">
                      <Text span size="sm" fw={700}>
                        Action
                      </Text>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((delivery) => (
                    <Table.Tr key={delivery.id}>
                      <Table.Td>{formatDateTime(delivery.createdOn)}</Table.Td>
                      <Table.Td>{KIND_LABEL[delivery.kind]}</Table.Td>
                      <Table.Td ff="monospace">{delivery.remoteName}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLOR[delivery.status]}>{delivery.status}</Badge>
                        {delivery.status !== 'Delivered' && delivery.lastError && (
                          <Text size="xs" c="dimmed">
                            {`After ${delivery.attempts} attempts: ${delivery.lastError}`}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {delivery.status === 'Failed' && (
                          <Button size="xs" variant="default" onClick={() => retry.mutate(delivery.id)} loading={retry.isPending && retry.variables === delivery.id}>
                            Send again
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {retry.error && (
                <Alert color="red" role="alert">
                  {describeError(retry.error)}
                </Alert>
              )}
              {data.totalPages > 1 && <Pagination total={data.totalPages} value={page} onChange={setPage} aria-label="Deliveries pages" />}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
