import { Badge, Button, Checkbox, Group, Pagination, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ApiProblem } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatCents, toCents } from '../../components/format';
import { NotFound } from '../../components/not-found';
import { Page } from '../../components/page';
import { StatCard } from '../../components/stat-card';
import { QueryState } from '../../components/states';
import { useDialog } from '../../components/use-dialog';
import { MoveMoneyModal } from './move-money-modal';
import { TRANSACTION_TYPES, TYPE_LABEL, type BankAccountSearch, type TransactionType } from './money-search';
import { useBankAccount, useCampaignsOfBankAccount, useTransactions, useWithdrawalAccounts, type BankAccount } from './money-queries';
import { TransactionsTable } from './transactions-table';
import { WithdrawalAccountsSection } from './withdrawal-accounts-section';

const ROUTE = '/money/bank-accounts/$bankAccountId';

/** One bank account: its balances, its transactions (type filter, aggregated view, pages in the URL), withdrawals. */
export function BankAccountPage() {
  const { bankAccountId } = useParams({ from: ROUTE });
  const account = useBankAccount(bankAccountId);
  if (account.error instanceof ApiProblem && (account.error.status === 404 || account.error.status === 400)) return <NotFound />;
  return (
    <QueryState query={account} loadingLabel="Loading the bank account…">
      {(data) => <BankAccountView account={data} />}
    </QueryState>
  );
}

function BankAccountView({ account }: { account: BankAccount }) {
  const canWithdraw = useCan('admin:triggerTransfer');
  const destinations = useWithdrawalAccounts({ kind: 'bank-account', id: account.id });
  const [dialog, openDialog, closeDialog] = useDialog<'withdraw'>();
  const unattributedCents = toCents(account.unattributedBalance);
  const choices = destinations.data?.data ?? [];
  return (
    <Page
      title={account.name}
      crumbs={[{ label: 'Money', to: '/money' }, { label: account.name }]}
      actions={
        canWithdraw && (
          <Button onClick={() => openDialog('withdraw')} disabled={choices.length === 0 || unattributedCents <= 0}>
            Withdraw
          </Button>
        )
      }
    >
      <Group gap="sm">
        <Badge variant="dot" color={account.status === 'Active' ? 'teal' : account.status === 'Failed' ? 'red' : 'gray'}>
          {account.status}
        </Badge>
        <Text size="sm">
          {account.bankName ?? 'Bank'} · account <span style={{ fontFamily: 'monospace' }}>{account.accountNumber ?? '—'}</span>
        </Text>
      </Group>
      {canWithdraw && destinations.isSuccess && choices.length === 0 && (
        <Text size="sm" c="dimmed">
          To withdraw, first add a withdrawal account below.
        </Text>
      )}
      <Stack gap="sm" component="section" aria-labelledby="balances-heading">
        <Title order={2} size="h4" id="balances-heading">
          Balances
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <StatCard label="Balance" value={<span data-testid="bank-balance">{formatCents(toCents(account.balance))}</span>}>
            <Text size="xs" c="dimmed">
              All money on the account, whatever its campaign
            </Text>
          </StatCard>
          <StatCard label="Not attributed to a campaign" value={<span data-testid="bank-unattributed">{formatCents(unattributedCents)}</span>}>
            <Text size="xs" c="dimmed">
              What a withdrawal can take
            </Text>
          </StatCard>
        </SimpleGrid>
      </Stack>
      <Transactions bankAccountId={account.id} />
      <WithdrawalAccountsSection owner={{ kind: 'bank-account', id: account.id }} ownerName={account.name} />
      {dialog === 'withdraw' && <MoveMoneyModal kind="withdraw" ownerId={account.id} sourceName={account.name} availableCents={unattributedCents} destinations={choices} onClose={closeDialog} />}
    </Page>
  );
}

const ALL = 'all';

function Transactions({ bankAccountId }: { bankAccountId: string }) {
  const search: BankAccountSearch = useSearch({ from: ROUTE });
  const navigate = useNavigate({ from: ROUTE });
  const aggregate = search.aggregate ?? false;
  const transactions = useTransactions(bankAccountId, search.type, aggregate, search.page ?? 1);
  const campaigns = useCampaignsOfBankAccount(bankAccountId, true);
  const change = (next: Partial<BankAccountSearch>) => void navigate({ search: (previous) => ({ ...previous, ...next }) });
  return (
    <Stack gap="sm" component="section" aria-labelledby="transactions-heading">
      <Title order={2} size="h4" id="transactions-heading">
        Transactions
      </Title>
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Type"
          w={260}
          value={search.type ?? ALL}
          allowDeselect={false}
          data={[{ value: ALL, label: 'Every type' }, ...TRANSACTION_TYPES.map((type) => ({ value: type, label: TYPE_LABEL[type] }))]}
          onChange={(value) => change({ type: value && value !== ALL ? (value as TransactionType) : undefined, page: undefined })}
        />
        <Checkbox
          label="Sum internal transfers per day"
          checked={aggregate}
          onChange={(event) => change({ aggregate: event.currentTarget.checked || undefined, page: undefined })}
          mb={8}
        />
      </Group>
      <QueryState query={transactions} loadingLabel="Loading the transactions…">
        {(data) =>
          data.totalItems === 0 ? (
            <Text size="sm" c="dimmed">
              {search.type ? `No ${TYPE_LABEL[search.type].toLowerCase()} transaction on this account.` : 'No money has moved on this account yet.'}
            </Text>
          ) : (
            <Stack gap="sm">
              <TransactionsTable
                rows={data.data}
                campaigns={campaigns.data?.data ?? []}
                caption={`Transactions, newest first${search.type ? `, ${TYPE_LABEL[search.type].toLowerCase()} only` : ''} (${data.totalItems.toLocaleString()} in all)`}
              />
              {data.totalPages > 1 && (
                <Group justify="flex-end">
                  <Pagination
                    total={data.totalPages}
                    value={data.pageNumber}
                    onChange={(page) => change({ page })}
                    size="sm"
                    getItemProps={(n) => ({ 'aria-label': `Transactions, page ${n}` })}
                    getControlProps={(control) => ({ 'aria-label': `Transactions, ${control} page` })}
                  />
                </Group>
              )}
            </Stack>
          )
        }
      </QueryState>
      <Text size="xs" c="dimmed">
        Credits less debits is the balance{aggregate ? '; internal transfers are summed per UTC day and status.' : '.'}
      </Text>
    </Stack>
  );
}
