import { Badge, Pagination, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { V2Components } from '../../../../clients/typescript';
import { AnchorLink } from '../../components/router-links';
import { formatCents, formatDate, formatPercent, toCents } from '../../components/format';

type DashboardCampaign = V2Components['schemas']['DashboardCampaignView'];
const PAGE = 10;
const count = new Intl.NumberFormat();

/** The dashboard's campaigns, soonest to expire first, each with its money and claims, linking to its page. */
export function CampaignsByExpiry({ campaigns, totalItems }: { campaigns: DashboardCampaign[]; totalItems: number }) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(campaigns.length / PAGE));
  const shown = campaigns.slice((page - 1) * PAGE, page * PAGE);
  return (
    <Stack gap="sm" component="section" aria-labelledby="expiry-heading">
      <Title order={2} size="h4" id="expiry-heading">
        Campaigns by expiry
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped highlightOnHover aria-labelledby="expiry-heading">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Campaign</Table.Th>
              <Table.Th scope="col">Expires</Table.Th>
              <Table.Th scope="col" ta="right">
                Received
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Paid out
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Instructions
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Claim rate
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((campaign) => (
              <Table.Tr key={campaign.id}>
                <Table.Td>
                  <AnchorLink to="/campaigns/$campaignId" params={{ campaignId: campaign.id }}>
                    {campaign.name}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>
                  {formatDate(campaign.expiryDate)}{' '}
                  {campaign.status === 'Expired' && (
                    <Badge size="sm" color="gray" variant="dot">
                      Expired
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatCents(toCents(campaign.received))}</Table.Td>
                <Table.Td ta="right">{formatCents(toCents(campaign.paidOut))}</Table.Td>
                <Table.Td ta="right">{count.format(campaign.instructions)}</Table.Td>
                <Table.Td ta="right">{formatPercent(campaign.claimRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} size="sm" getControlProps={(control) => ({ 'aria-label': `${control} page` })} />}
      {totalItems > campaigns.length && (
        <Text size="sm" c="dimmed">
          Showing the {campaigns.length} campaigns that expire soonest of {totalItems}.{' '}
          <AnchorLink to="/campaigns" search={{ page: 1 }}>
            See all campaigns
          </AnchorLink>
        </Text>
      )}
    </Stack>
  );
}
