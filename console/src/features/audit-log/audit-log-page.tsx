import { Button, Group, NativeSelect, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { Page } from '../../components/page';
import { Pager } from '../../components/pager';
import { EmptyState, QueryState } from '../../components/states';
import { fromLocalInput, toLocalInput } from '../developers/developers-search';
import { saveFile } from '../reports/report-queries';
import { useUsers } from '../team/team-queries';
import { fetchAuditLogCsv, useAuditLog } from './audit-log-queries';
import { auditLogFileName, filtersOf, hasFilters, type AuditLogSearch } from './audit-log-search';

/**
 * The audit log (`auditLog:view`): every change a person or machine client made through the API, every approval
 * decision and console sign-in, newest first; filters and page in the address, and the filtered list as CSV.
 */
export function AuditLogPage() {
  const search = useSearch({ from: '/audit-log' });
  const page = search.page ?? 1;
  const log = useAuditLog(filtersOf(search), page);
  const navigate = useNavigate({ from: '/audit-log' });
  const filtered = hasFilters(search);
  return (
    <Page title="Audit log" actions={<ExportButton search={search} />}>
      <Filters key={JSON.stringify(filtersOf(search))} search={search} />
      <QueryState query={log} loadingLabel="Loading the audit log…">
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState title={filtered ? 'No entry matches these filters' : 'Nothing recorded yet'}>Each change made through the API or the console is recorded here, with who made it and when.</EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={880} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Audit log entries' } }}>
                <Table verticalSpacing="xs">
                  <Table.Caption>
                    Audit log, newest first: page {result.pageNumber} of {Math.max(result.totalPages, 1)} ({result.totalItems} in all)
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">When</Table.Th>
                      <Table.Th scope="col">Who</Table.Th>
                      <Table.Th scope="col">Action</Table.Th>
                      <Table.Th scope="col">Resource</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Request and address</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.map((entry) => (
                      <Table.Tr key={entry.id}>
                        <Table.Td>
                          <Text size="sm">{formatDateTime(entry.occurredOn)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{entry.actor.type === 'Machine' ? `Machine client ${entry.actor.id}` : (entry.actor.email ?? entry.actor.id)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" ff="monospace">
                            {entry.action}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{entry.resourceType ?? '—'}</Text>
                          {entry.resourceId && (
                            <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                              {entry.resourceId}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{entry.status}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
                            {entry.requestId ?? '—'}
                          </Text>
                          <Text size="xs">{entry.ip ?? ''}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
              <Pager total={result.totalPages} value={page} onChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next }) })} />
            </>
          )
        }
      </QueryState>
    </Page>
  );
}

/** The filters, typed then applied together (one request, not one per key), into the address. */
function Filters({ search }: { search: AuditLogSearch }) {
  const navigate = useNavigate({ from: '/audit-log' });
  const canSeeUsers = useCan('users:view');
  const users = useUsers(canSeeUsers);
  const [values, setValues] = useState({
    actorId: search.actorId ?? '',
    action: search.action ?? '',
    resourceType: search.resourceType ?? '',
    resourceId: search.resourceId ?? '',
    since: toLocalInput(search.since),
    until: toLocalInput(search.until),
  });
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const blank = (value: string) => value.trim() || undefined;
    void navigate({
      search: {
        actorId: blank(values.actorId),
        action: blank(values.action),
        resourceType: blank(values.resourceType),
        resourceId: blank(values.resourceId),
        since: fromLocalInput(values.since),
        until: fromLocalInput(values.until),
      },
    });
  };
  const people = users.data ?? [];
  const actorChoices = [
    { value: '', label: 'Anyone' },
    ...people.map((user) => ({ value: user.id, label: user.email ?? user.id })),
    ...(values.actorId && !people.some((user) => user.id === values.actorId) ? [{ value: values.actorId, label: values.actorId }] : []),
  ];
  return (
    <form onSubmit={apply} role="search" aria-label="Filter the audit log">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
          {canSeeUsers ? (
            <NativeSelect label="Who" value={values.actorId} data={actorChoices} onChange={set('actorId')} />
          ) : (
            <TextInput label="Who (user or client id)" value={values.actorId} onChange={set('actorId')} />
          )}
          <TextInput label="Action" placeholder="payoutInstructions.initiate" value={values.action} onChange={set('action')} />
          <TextInput label="Resource type" placeholder="BankAccount" value={values.resourceType} onChange={set('resourceType')} />
          <TextInput label="Resource id" value={values.resourceId} onChange={set('resourceId')} />
          <TextInput label="Since" type="datetime-local" value={values.since} onChange={set('since')} />
          <TextInput label="Until" type="datetime-local" value={values.until} onChange={set('until')} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit">Apply filters</Button>
          {hasFilters(search) && (
            <Button variant="subtle" onClick={() => void navigate({ search: {} })}>
              Clear filters
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

function ExportButton({ search }: { search: AuditLogSearch }) {
  const { v2 } = useApi();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchAuditLogCsv(v2, filtersOf(search)), auditLogFileName(search, new Date()));
    } catch (error) {
      notifications.show({ color: 'red', title: 'The export did not download', message: describeError(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" leftSection={<IconDownload size={16} aria-hidden />} loading={busy} onClick={() => void download()}>
      Export CSV
    </Button>
  );
}
