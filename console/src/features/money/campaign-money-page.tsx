import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatCents, toCents } from '../../components/format';
import { NotFound } from '../../components/not-found';
import { Page } from '../../components/page';
import { StatCard } from '../../components/stat-card';
import { QueryState } from '../../components/states';
import { useDialog } from '../../components/use-dialog';
import { MoveMoneyModal } from './move-money-modal';
import { useWithdrawalAccounts } from './money-queries';
import { WithdrawalAccountsSection } from './withdrawal-accounts-section';

type CampaignWithDetails = NonNullable<Awaited<ReturnType<typeof useCampaign>>['data']>;

function useCampaign(campaignId: string) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['campaigns', campaignId, { details: true }],
    queryFn: ({ signal }) => ok(v2.GET('/campaigns/{id}', { params: { path: { id: campaignId }, query: { includeDetails: true } }, signal })),
  });
}

/** A campaign's refunds: its unallocated money back to a withdrawal account of the campaign or of its bank account. */
export function CampaignMoneyPage() {
  const { campaignId } = useParams({ from: '/money/campaigns/$campaignId' });
  const campaign = useCampaign(campaignId);
  if (campaign.error instanceof ApiProblem && (campaign.error.status === 404 || campaign.error.status === 400)) return <NotFound />;
  return (
    <QueryState query={campaign} loadingLabel="Loading the campaign…">
      {(data) => <CampaignMoney campaign={data} />}
    </QueryState>
  );
}

function CampaignMoney({ campaign }: { campaign: CampaignWithDetails }) {
  const canRefund = useCan('admin:triggerTransfer');
  const own = useWithdrawalAccounts({ kind: 'campaign', id: campaign.id });
  // The bank account holding the campaign's money: its withdrawal accounts may receive a refund too.
  const { v2 } = useApi();
  const account = useQuery({
    queryKey: ['campaigns', campaign.id, 'account-details'],
    queryFn: ({ signal }) => ok(v2.GET('/campaigns/{id}/account-details', { params: { path: { id: campaign.id } }, signal })),
  });
  const bankAccount = account.data;
  const ofBank = useWithdrawalAccounts({ kind: 'bank-account', id: bankAccount?.id ?? '' }, bankAccount !== undefined);
  const destinations = [...(own.data?.data ?? []), ...(bankAccount ? (ofBank.data?.data ?? []) : [])];
  const [dialog, openDialog, closeDialog] = useDialog<'refund'>();
  const unallocatedCents = toCents(campaign.details?.balances.unallocated ?? 0);
  const title = `Refunds: ${campaign.name}`;
  return (
    <Page
      title={title}
      crumbs={[{ label: 'Campaigns', to: '/campaigns' }, { label: campaign.name, to: '/campaigns/$campaignId', params: { campaignId: campaign.id } }, { label: 'Refunds' }]}
      actions={
        canRefund && (
          <Button onClick={() => openDialog('refund')} disabled={destinations.length === 0 || unallocatedCents <= 0}>
            Refund
          </Button>
        )
      }
    >
      <Text size="sm">
        Money the campaign holds but has not allocated to payouts can be sent back to a withdrawal account of the campaign{bankAccount ? ` or of ${bankAccount.name}` : ''}.
      </Text>
      <Stack gap="sm" component="section" aria-labelledby="refund-balances-heading">
        <Title order={2} size="h4" id="refund-balances-heading">
          Balances
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <StatCard label="Unallocated" value={<span data-testid="campaign-unallocated">{formatCents(unallocatedCents)}</span>}>
            <Text size="xs" c="dimmed">
              What a refund can take
            </Text>
          </StatCard>
          <StatCard label="Returned" value={formatCents(toCents(campaign.details?.balances.returned ?? 0))} />
        </SimpleGrid>
      </Stack>
      <WithdrawalAccountsSection owner={{ kind: 'campaign', id: campaign.id }} ownerName={`campaign ${campaign.name}`} />
      {dialog === 'refund' && (
        <MoveMoneyModal kind="refund" ownerId={campaign.id} sourceName={`campaign ${campaign.name}`} availableCents={unallocatedCents} destinations={destinations} onClose={closeDialog} />
      )}
    </Page>
  );
}
