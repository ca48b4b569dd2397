import { Anchor, Group, List, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatCents, formatDateTime, toCents } from '../../components/format';
import { EmptyState, QueryState } from '../../components/states';
import { count, Pages, PAYOUT_STATUS_LABEL, PayoutStatusBadge, Section } from './report-parts';
import { usePayoutsHistory } from './report-queries';
import { calendarDay, PAYOUT_STATUSES, type CampaignReportsSearch, type PayoutStatus } from './reports-search';

const ALL = 'all';

/** `GET /reports/campaigns/{id}/payouts-history`: payouts newest first, each with every status it took; filters and page in the URL. */
export function PayoutsHistoryPanel({ campaignId, search, onChange }: { campaignId: string; search: CampaignReportsSearch; onChange: (next: Partial<CampaignReportsSearch>) => void }) {
  const query = usePayoutsHistory(campaignId, { from: search.from, to: search.to, status: search.status, page: search.page });
  const filtered = Boolean(search.from || search.to || search.status);
  return (
    <Section id="history-heading" title="Payouts history">
      <Stack gap="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label="Status now"
            value={search.status ?? ALL}
            onChange={(value) => onChange({ status: value && value !== ALL ? (value as PayoutStatus) : undefined, page: 1 })}
            data={[{ value: ALL, label: 'Any status' }, ...PAYOUT_STATUSES.map((status) => ({ value: status, label: PAYOUT_STATUS_LABEL[status] }))]}
            allowDeselect={false}
            w={200}
          />
          <TextInput type="date" label="Requested from" value={search.from ?? ''} onChange={(event) => onChange({ from: calendarDay(event.currentTarget.value), page: 1 })} />
          <TextInput type="date" label="Requested to" value={search.to ?? ''} onChange={(event) => onChange({ to: calendarDay(event.currentTarget.value), page: 1 })} />
        </Group>
        <QueryState query={query} loadingLabel="Loading the payouts…">
          {(page) =>
            page.totalItems === 0 ? (
              <EmptyState title={filtered ? 'No payout matches these filters' : 'No payouts yet'}>
                {filtered ? 'Try another status or other days.' : 'Payouts show here once beneficiaries claim their payments.'}
              </EmptyState>
            ) : (
              <Stack gap="sm">
                <Text size="sm" c="dimmed" role="status" aria-live="polite">
                  {count.format(page.totalItems)} payout{page.totalItems === 1 ? '' : 's'}
                </Text>
                <Table.ScrollContainer minWidth={960}>
                  <Table striped verticalSpacing="xs">
                    <Table.Caption>
                      Payouts of the campaign, newest first, page {page.pageNumber} of {Math.max(page.totalPages, 1)}
                    </Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">Requested</Table.Th>
                        <Table.Th scope="col">Beneficiary</Table.Th>
                        <Table.Th scope="col">Method</Table.Th>
                        <Table.Th scope="col" ta="right">
                          Amount
                        </Table.Th>
                        <Table.Th scope="col">Status</Table.Th>
                        <Table.Th scope="col">Status changes</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {page.data.map((payout) => (
                        <Table.Tr key={payout.payoutId}>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(payout.requestedOn)}</Table.Td>
                          <Table.Td>
                            <Anchor
                              size="sm"
                              fw={500}
                              renderRoot={(props) => <Link {...props} to="/campaigns/$campaignId/instructions/$instructionId" params={{ campaignId, instructionId: payout.payoutInstructionId }} />}
                            >
                              {payout.email}
                            </Anchor>
                            {payout.externalId && (
                              <Text size="xs" c="dimmed" ff="monospace">
                                {payout.externalId}
                              </Text>
                            )}
                          </Table.Td>
                          <Table.Td>{payout.method}</Table.Td>
                          <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                            {formatCents(toCents(payout.amount))}
                          </Table.Td>
                          <Table.Td>
                            <PayoutStatusBadge status={payout.status} />
                          </Table.Td>
                          <Table.Td>
                            <List size="xs" listStyleType="none" spacing={2}>
                              {payout.statusChanges.map((change, i) => (
                                <List.Item key={i}>
                                  {PAYOUT_STATUS_LABEL[change.status]} · {formatDateTime(change.on)}
                                </List.Item>
                              ))}
                            </List>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
                <Pages total={page.totalPages} value={search.page} onChange={(pageNumber) => onChange({ page: pageNumber })} />
              </Stack>
            )
          }
        </QueryState>
      </Stack>
    </Section>
  );
}
