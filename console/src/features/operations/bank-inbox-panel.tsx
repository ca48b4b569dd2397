import { Badge, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { formatDateTime } from '../../components/format';
import { QueryState } from '../../components/states';
import { summaryOf } from './bank-inbox-summary';

const PAGE_SIZE = 10;

/** The files read from the bank's SFTP inbox: applied, or quarantined with their error (operators only). */
export function BankInboxPanel() {
  const { v2 } = useApi();
  const [page, setPage] = useState(1);
  const files = useQuery({
    queryKey: ['admin', 'bank-inbound-files', page],
    queryFn: ({ signal }) => ok(v2.GET('/admin/bank-inbound-files', { params: { query: { pageNumber: page, pageSize: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
  return (
    <Stack gap="sm" component="section" aria-labelledby="bank-inbox-heading">
      <Title order={2} size="h4" id="bank-inbox-heading">
        Incoming bank files
      </Title>
      <QueryState query={files} loadingLabel="Loading the bank files…">
        {(data) =>
          data.data.length === 0 ? (
            <Text size="sm">No file has been read from the bank yet.</Text>
          ) : (
            <>
              <Table aria-label="Incoming bank files">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Received</Table.Th>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Kind</Table.Th>
                    <Table.Th>Status</Table.Th>
                    <Table.Th>Outcome</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.data.map((file) => (
                    <Table.Tr key={file.id}>
                      <Table.Td>{formatDateTime(file.receivedOn)}</Table.Td>
                      <Table.Td ff="monospace">{file.name}</Table.Td>
                      <Table.Td>{file.kind ?? 'Unknown'}</Table.Td>
                      <Table.Td>
                        <Badge color={file.status === 'Applied' ? 'teal' : 'red'}>{file.status}</Badge>
                      </Table.Td>
                      <Table.Td>{file.status === 'Quarantined' ? `Nothing applied: ${file.error ?? ''}` : summaryOf(file)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {data.totalPages > 1 && <Pagination total={data.totalPages} value={page} onChange={setPage} aria-label="Bank files pages" />}
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}
