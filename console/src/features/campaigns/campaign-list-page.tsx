import { Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../../app/session';
import { formatCents, formatDate, toCents } from '../../components/format';
import { Page } from '../../components/page';
import { AnchorLink, ButtonLink } from '../../components/router-links';
import { EmptyState, QueryState } from '../../components/states';
import { CampaignStatusBadge } from './campaign-status-badge';
import { DraftList } from './draft-list';
import { useCampaignList } from './campaign-list-query';
import { CAMPAIGN_STATUSES, type CampaignListSearch } from './campaign-search';

const count = new Intl.NumberFormat();

/** The organization's campaigns, newest first: search by name, status, pages, all in the URL. */
export function CampaignListPage() {
  const search = useSearch({ from: '/campaigns' });
  const navigate = useNavigate({ from: '/campaigns' });
  const canCreate = useCan('campaigns:create');
  const list = useCampaignList(search);
  const [q, setQ] = useState(search.q ?? '');
  const go = (change: Partial<CampaignListSearch>) => void navigate({ search: (prev) => ({ ...prev, page: 1, ...change }), replace: true });
  const searchByName = useDebouncedCallback((value: string) => go({ q: value.trim() || undefined }), 300);
  const filtered = Boolean(search.q || search.status);

  return (
    <Page
      title="Campaigns"
      actions={
        canCreate && (
          <ButtonLink to="/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
            New campaign
          </ButtonLink>
        )
      }
    >
      {!filtered && <DraftList />}
      <Group align="flex-end" gap="sm" role="search" aria-label="Filter campaigns">
        <TextInput
          label="Search by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={q}
          onChange={(event) => {
            setQ(event.currentTarget.value);
            searchByName(event.currentTarget.value);
          }}
          style={{ flex: '1 1 16rem' }}
        />
        <Select
          label="Status"
          data={[{ value: '', label: 'All' }, ...CAMPAIGN_STATUSES.map((status) => ({ value: status, label: status }))]}
          value={search.status ?? ''}
          onChange={(value) => go({ status: value ? (value as CampaignListSearch['status']) : undefined })}
          allowDeselect={false}
          style={{ flex: '0 1 10rem' }}
        />
      </Group>
      <QueryState query={list} loadingLabel="Loading the campaigns…">
        {(page) => (
          <Stack gap="sm">
            <Text size="sm" c="dimmed" role="status">
              {page.totalItems === 1 ? '1 campaign' : `${count.format(page.totalItems)} campaigns`}
              {filtered && ' match'}
              {page.truncated && ` among the first 1,000 (searching reads at most that many)`}
            </Text>
            {page.totalItems === 0 ? (
              filtered ? (
                <EmptyState title="No campaign matches">Try another name or status.</EmptyState>
              ) : (
                <EmptyState
                  title="No campaigns yet"
                  action={
                    canCreate && (
                      <ButtonLink to="/campaigns/new" leftSection={<IconPlus size={16} aria-hidden />}>
                        Create a campaign
                      </ButtonLink>
                    )
                  }
                >
                  A campaign holds the money you pay out and the people you pay.
                </EmptyState>
              )
            ) : (
              <Table.ScrollContainer minWidth={640}>
                <Table striped highlightOnHover aria-label={`Campaigns, page ${page.pageNumber} of ${page.totalPages}`}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Name</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Expires</Table.Th>
                      <Table.Th scope="col" ta="right">
                        Received
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Unallocated
                      </Table.Th>
                      <Table.Th scope="col" ta="right">
                        Instructions
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.data.map((campaign) => (
                      <Table.Tr key={campaign.id}>
                        <Table.Td>
                          <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: campaign.id }}>
                            {campaign.name}
                          </AnchorLink>
                        </Table.Td>
                        <Table.Td>
                          <CampaignStatusBadge status={campaign.status} />
                        </Table.Td>
                        <Table.Td>{formatDate(campaign.expiryDate)}</Table.Td>
                        <Table.Td ta="right">{campaign.details ? formatCents(toCents(campaign.details.totalFundsReceived)) : '—'}</Table.Td>
                        <Table.Td ta="right">{campaign.details ? formatCents(toCents(campaign.details.balances.unallocated)) : '—'}</Table.Td>
                        <Table.Td ta="right">{campaign.details ? count.format(campaign.details.totalPayoutInstructions) : '—'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {page.totalPages > 1 && (
              <Pagination
                total={page.totalPages}
                value={page.pageNumber}
                onChange={(pageNumber) => void navigate({ search: (prev) => ({ ...prev, page: pageNumber }) })}
                getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                getItemProps={(pageNumber) => ({ 'aria-label': `Page ${pageNumber}` })}
              />
            )}
          </Stack>
        )}
      </QueryState>
    </Page>
  );
}
