import { Button, Code, Group, NativeSelect, Stack, Table, Text, TextInput } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatDateTime } from '../../components/format';
import { EmptyState, QueryState } from '../../components/states';
import { useEvents } from './developers-queries';
import { EVENT_TYPES, fromLocalInput, toLocalInput, type DevelopersSearch, type WebhookEventType } from './developers-search';
import { Pager } from '../../components/pager';

/** The events of the last 30 days, newest first, by type and between two instants (`GET /events`), each with its data. */
export function EventsPanel() {
  const search = useSearch({ from: '/developers' });
  const navigate = useNavigate({ from: '/developers' });
  const page = search.page ?? 1;
  const events = useEvents({ type: search.type, since: search.since, until: search.until, page });
  const change = (patch: Partial<DevelopersSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch, tab: 'events' as const, page: undefined }), replace: true });
  const filtered = Boolean(search.type || search.since || search.until);
  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label="Filter the events">
        <NativeSelect
          label="Type"
          value={search.type ?? ''}
          data={[{ value: '', label: 'Every type' }, ...EVENT_TYPES.map((type) => ({ value: type, label: type }))]}
          onChange={(event) => change({ type: (event.currentTarget.value || undefined) as WebhookEventType | undefined })}
        />
        <TextInput label="Since" type="datetime-local" value={toLocalInput(search.since)} onChange={(event) => change({ since: fromLocalInput(event.currentTarget.value) })} />
        <TextInput label="Until" type="datetime-local" value={toLocalInput(search.until)} onChange={(event) => change({ until: fromLocalInput(event.currentTarget.value) })} />
        {filtered && (
          <Button variant="subtle" onClick={() => change({ type: undefined, since: undefined, until: undefined })}>
            Clear filters
          </Button>
        )}
      </Group>
      <QueryState query={events} loadingLabel="Loading the events…">
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState title={filtered ? 'No event matches these filters' : 'No events in the last 30 days'}>
              Events are recorded once the organization has a webhook endpoint, and kept 30 days.
            </EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Events' } }}>
                <Table verticalSpacing="xs">
                  <Table.Caption>
                    Events, newest first: page {result.pageNumber} of {Math.max(result.totalPages, 1)} ({result.totalItems} in all)
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">When</Table.Th>
                      <Table.Th scope="col">Type</Table.Th>
                      <Table.Th scope="col">Event id and data</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.map((event) => (
                      <Table.Tr key={event.id}>
                        <Table.Td>
                          <Text size="sm">{formatDateTime(event.timestamp)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{event.type}</Text>
                        </Table.Td>
                        <Table.Td>
                          <details>
                            <summary>
                              <Text span size="sm" ff="monospace">
                                {event.id}
                              </Text>
                            </summary>
                            <Code block mt="xs">
                              {JSON.stringify(event.data, null, 2)}
                            </Code>
                          </details>
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
    </Stack>
  );
}
