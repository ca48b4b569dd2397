import { Anchor, Button, Group, Select, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { formatCents, formatDateTime, parseAmount } from '../../components/format';
import { EmptyState, QueryState } from '../../components/states';
import { STATUS_LABEL } from '../instructions/instruction-model';
import { basicReportFileName, describeSort } from './basic-report-file';
import { count, Pages, Section } from './report-parts';
import { fetchBasicReportCsv, saveFile, useBasicReport } from './report-queries';
import { BASIC_PAGE_SIZES, nextSort, type BasicSortKey, type CampaignReportsSearch } from './reports-search';

/** The CSV's fixed columns as the table shows them; the sortable ones with their `sortBy`. */
const COLUMNS: readonly { key: string; label: string; sort?: BasicSortKey; align?: 'right' }[] = [
  { key: 'ExternalId', label: 'External ID', sort: 'externalId' },
  { key: 'FirstName', label: 'First name' },
  { key: 'LastName', label: 'Last name', sort: 'lastName' },
  { key: 'Email', label: 'Email', sort: 'email' },
  { key: 'Amount', label: 'Amount', sort: 'amount', align: 'right' },
  { key: 'Status', label: 'Status', sort: 'status' },
  { key: 'PayoutMethod', label: 'Payout method' },
  { key: 'CreatedOn', label: 'Created', sort: 'createdOn' },
  { key: 'UpdatedOn', label: 'Updated' },
];
const FIXED = new Set(['Id', ...COLUMNS.map((c) => c.key)]);

function cell(key: string, value: string): string {
  if (value === '') return '—';
  if (key === 'Amount') {
    const cents = parseAmount(value);
    return cents === null ? value : formatCents(cents);
  }
  if (key === 'Status') return STATUS_LABEL[value as keyof typeof STATUS_LABEL] ?? value;
  if (key === 'CreatedOn' || key === 'UpdatedOn') return formatDateTime(value);
  return value;
}

/**
 * `GET /reports/campaigns/{id}/basic`: the campaign's instructions as the API's CSV, a page at a time in a table whose
 * sort (its column headers) and page live in the URL; "Download CSV" takes the whole report in that same order.
 */
export function BasicReportPanel({
  campaignId,
  campaignName,
  search,
  onChange,
}: {
  campaignId: string;
  campaignName: string;
  search: CampaignReportsSearch;
  onChange: (next: Partial<CampaignReportsSearch>) => void;
}) {
  const query = useBasicReport(campaignId, { page: search.page, pageSize: search.pageSize, sortBy: search.sortBy, sortOrder: search.sortOrder });
  const sortedBy = describeSort(search.sortBy, search.sortOrder);
  return (
    <Section
      id="basic-heading"
      title="Basic report"
      action={<DownloadButton campaignId={campaignId} campaignName={campaignName} search={search} />}
    >
      <QueryState query={query} loadingLabel="Loading the basic report…">
        {(report) => {
          if (report.total === 0) return <EmptyState title="No instructions yet">The report lists the campaign’s payout instructions once it has some.</EmptyState>;
          const totalPages = Math.max(1, Math.ceil(report.total / report.of.pageSize));
          const shownSort = describeSort(report.of.sortBy, report.of.sortOrder);
          const tags = report.header.filter((name) => !FIXED.has(name));
          return (
            <Stack gap="sm">
              <Group justify="space-between" gap="sm" align="flex-end">
                <Text size="sm" c="dimmed" role="status" aria-live="polite">
                  {count.format(report.total)} instruction{report.total === 1 ? '' : 's'} · sorted by {sortedBy}
                  {query.isPlaceholderData ? ' · loading…' : ''}
                </Text>
                <Select
                  label="Rows per page"
                  size="xs"
                  w={120}
                  value={String(search.pageSize)}
                  onChange={(value) => onChange({ pageSize: Number(value), page: 1 })}
                  data={BASIC_PAGE_SIZES.map((size) => String(size))}
                  allowDeselect={false}
                />
              </Group>
              <Table.ScrollContainer minWidth={1100}>
                <Table striped verticalSpacing="xs" data-testid="basic-report">
                  <Table.Caption>
                    Basic report, sorted by {shownSort}, page {Math.min(report.of.page, totalPages)} of {totalPages}. Sort by a column with its header’s button.
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      {COLUMNS.map((column) => (
                        <SortableTh key={column.key} column={column} search={search} onSort={(sortBy) => onChange({ ...nextSort(search, sortBy), page: 1 })} />
                      ))}
                      {tags.map((tag) => (
                        <Table.Th key={tag} scope="col">
                          {tag}
                        </Table.Th>
                      ))}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {report.records.map((record) => (
                      <Table.Tr key={record.Id}>
                        {COLUMNS.map((column) => (
                          <Table.Td key={column.key} ta={column.align} style={column.key === 'Email' ? undefined : { whiteSpace: 'nowrap' }}>
                            {column.key === 'Email' && record.Id ? (
                              <Anchor
                                size="sm"
                                renderRoot={(props) => <Link {...props} to="/campaigns/$campaignId/instructions/$instructionId" params={{ campaignId, instructionId: record.Id ?? '' }} />}
                              >
                                {record.Email}
                              </Anchor>
                            ) : (
                              cell(column.key, record[column.key] ?? '')
                            )}
                          </Table.Td>
                        ))}
                        {tags.map((tag) => (
                          <Table.Td key={tag}>{record[tag] || '—'}</Table.Td>
                        ))}
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pages total={totalPages} value={search.page} onChange={(page) => onChange({ page })} />
            </Stack>
          );
        }}
      </QueryState>
    </Section>
  );
}

function SortableTh({ column, search, onSort }: { column: (typeof COLUMNS)[number]; search: CampaignReportsSearch; onSort: (sortBy: BasicSortKey) => void }) {
  if (!column.sort) {
    return (
      <Table.Th scope="col" ta={column.align}>
        {column.label}
      </Table.Th>
    );
  }
  const sortBy = column.sort;
  const active = search.sortBy === sortBy;
  const Icon = !active ? IconArrowsSort : search.sortOrder === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th scope="col" ta={column.align} aria-sort={active ? (search.sortOrder === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(sortBy)} fw={700} fz="sm" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
        {column.label}
        <Icon size={14} aria-hidden />
      </UnstyledButton>
    </Table.Th>
  );
}

/** Fetches the whole report, in the chosen order, through the typed client (it needs the token), then hands it to the browser. */
function DownloadButton({ campaignId, campaignName, search }: { campaignId: string; campaignName: string; search: CampaignReportsSearch }) {
  const { v2 } = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const blob = await fetchBasicReportCsv(v2, campaignId, { sortBy: search.sortBy, sortOrder: search.sortOrder });
      saveFile(blob, basicReportFileName(campaignName, search.sortBy, search.sortOrder, new Date()));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The report did not download', message: describeError(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void download()}>
      Download CSV
    </Button>
  );
}
