import { Badge, Group, Pagination, Stack, Table, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatCents, toCents } from '../../components/format';
import { Page } from '../../components/page';
import { AnchorLink } from '../../components/router-links';
import { EmptyState, QueryState } from '../../components/states';
import { useBankAccounts } from './money-queries';

/** The organization's bank accounts, each with its balance and the part attributed to no campaign. */
export function MoneyPage() {
  const search = useSearch({ from: '/money' });
  const navigate = useNavigate({ from: '/money' });
  const accounts = useBankAccounts(search.page ?? 1);
  return (
    <Page title="Money">
      <Text size="sm">
        The bank accounts holding the organization’s money. Open one for its transactions, to tag incoming transfers to campaigns, and to withdraw money no campaign has been given.
      </Text>
      <QueryState query={accounts} loadingLabel="Loading the bank accounts…">
        {(data) =>
          data.totalItems === 0 ? (
            <EmptyState title="No bank account yet">A funds holder’s bank account appears here once it is opened.</EmptyState>
          ) : (
            <Stack gap="sm">
              <Table.ScrollContainer minWidth={560}>
                <Table striped highlightOnHover>
                  <Table.Caption>Bank accounts ({data.totalItems.toLocaleString()} in all)</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Account</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Balance
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Not attributed
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.data.map((account) => (
                      <Table.Tr key={account.id}>
                        <Table.Td>
                          <AnchorLink to="/money/bank-accounts/$bankAccountId" params={{ bankAccountId: account.id }}>
                            {account.name}
                          </AnchorLink>
                        </Table.Td>
                        <Table.Td ff="monospace">{account.accountNumber ?? '—'}</Table.Td>
                        <Table.Td>
                          <Badge variant="dot" color={account.status === 'Active' ? 'teal' : account.status === 'Failed' ? 'red' : 'gray'}>
                            {account.status}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatCents(toCents(account.balance))}
                        </Table.Td>
                        <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                          {formatCents(toCents(account.unattributedBalance))}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              {data.totalPages > 1 && (
                <Group justify="flex-end">
                  <Pagination
                    total={data.totalPages}
                    value={data.pageNumber}
                    onChange={(page) => void navigate({ search: { page } })}
                    size="sm"
                    getItemProps={(n) => ({ 'aria-label': `Bank accounts, page ${n}` })}
                    getControlProps={(control) => ({ 'aria-label': `Bank accounts, ${control} page` })}
                  />
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
    </Page>
  );
}
