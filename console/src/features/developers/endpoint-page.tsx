import { Button, Card, Group, List, NativeSelect, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useState } from 'react';
import type { components } from '../../../../clients/typescript/v2';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useCan } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { Page } from '../../components/page';
import { EmptyState, QueryState } from '../../components/states';
import { ConfirmModal } from '../../components/confirm-modal';
import { developerKeys, useDeliveries, useEndpoint } from './developers-queries';
import { DELIVERY_STATUSES, fromLocalInput, toLocalInput, type DeliveryStatus } from './developers-search';
import { EndpointFormModal } from './endpoint-form-modal';
import { DeliveryStatusBadge, EndpointStatusBadge } from './endpoint-status-badge';
import { Pager } from '../../components/pager';
import { SecretModal } from './secret-modal';

type Endpoint = components['schemas']['WebhookEndpointView'];
type Dialog = 'edit' | 'rotate' | 'replay' | 'delete';

/** One webhook endpoint: what it receives, its deliveries with every attempt, and what can be done with it. */
export function EndpointPage() {
  const { endpointId } = useParams({ from: '/developers/endpoints/$endpointId' });
  const endpoint = useEndpoint(endpointId);
  return (
    <QueryState query={endpoint} loadingLabel="Loading the endpoint…">
      {(found) => (
        <Page title="Webhook endpoint" crumbs={[{ label: 'Developers', to: '/developers' }, { label: found.description ?? found.url }]} actions={<EndpointActions endpoint={found} />}>
          <EndpointFacts endpoint={found} />
          <Deliveries endpointId={found.id} />
        </Page>
      )}
    </QueryState>
  );
}

function EndpointFacts({ endpoint }: { endpoint: Endpoint }) {
  return (
    <Card withBorder>
      <Stack gap={6}>
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          <strong>URL:</strong> {endpoint.url}
        </Text>
        {endpoint.description && (
          <Text size="sm">
            <strong>Description:</strong> {endpoint.description}
          </Text>
        )}
        <Text size="sm">
          <strong>Events:</strong> {endpoint.eventTypes ? endpoint.eventTypes.join(', ') : 'every type'}
        </Text>
        <Group gap="xs">
          <Text size="sm" fw={700}>
            Status:
          </Text>
          <EndpointStatusBadge status={endpoint.status} />
          {endpoint.disabledReason && <Text size="sm">{endpoint.disabledReason}</Text>}
        </Group>
        <Text size="sm">
          <strong>Added:</strong> {formatDateTime(endpoint.createdOn)}
        </Text>
      </Stack>
    </Card>
  );
}

const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();

function EndpointActions({ endpoint }: { endpoint: Endpoint }) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const canManage = useCan('webhooks:manage');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [since, setSince] = useState(hourAgo);
  const refresh = () => queryClient.invalidateQueries({ queryKey: developerKeys.endpoints });
  const close = () => setDialog(null);
  const enable = useMutation({
    mutationFn: () => ok(v2.PATCH('/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } }, body: { status: 'Enabled' } })),
    onSuccess: async () => {
      await refresh();
      notifications.show({ color: 'green', title: 'Endpoint enabled', message: 'What waited for it goes out now.' });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Not enabled', message: error.message }),
  });
  const rotate = useMutation({
    mutationFn: () => ok(v2.POST('/webhook-endpoints/{id}/:rotate-secret', { params: { path: { id: endpoint.id } } })),
    onSuccess: ({ secret: next }) => {
      close();
      setSecret(next);
    },
  });
  const replay = useMutation({
    mutationFn: () => ok(v2.POST('/webhook-endpoints/{id}/:replay', { params: { path: { id: endpoint.id } }, body: { since } })),
    onSuccess: async ({ count }) => {
      await refresh();
      close();
      notifications.show({ color: 'green', title: count === 1 ? 'One event sent again' : `${count} events sent again`, message: `Every event since ${formatDateTime(since)} is on its way to this endpoint.` });
    },
  });
  const remove = useMutation({
    mutationFn: () => ok(v2.DELETE('/webhook-endpoints/{id}', { params: { path: { id: endpoint.id } } })),
    onSuccess: async () => {
      await refresh();
      notifications.show({ color: 'green', title: 'Endpoint deleted', message: endpoint.url });
      void navigate({ to: '/developers' });
    },
  });
  if (!canManage) return null;
  return (
    <>
      <Button variant="default" onClick={() => setDialog('edit')}>
        Edit
      </Button>
      {endpoint.status === 'Disabled' && (
        <Button loading={enable.isPending} onClick={() => enable.mutate()}>
          Enable
        </Button>
      )}
      <Button variant="default" onClick={() => setDialog('replay')}>
        Replay events
      </Button>
      <Button variant="default" onClick={() => setDialog('rotate')}>
        Rotate the secret
      </Button>
      <Button variant="subtle" color="red" onClick={() => setDialog('delete')}>
        Delete
      </Button>
      {dialog === 'edit' && <EndpointFormModal endpoint={endpoint} onClose={close} />}
      {dialog === 'replay' && (
        <ConfirmModal title="Replay events" confirm="Replay" pending={replay.isPending} error={replay.error} onConfirm={() => replay.mutate()} onClose={close}>
          <Text size="sm">Every event of this endpoint’s types since the time below (30 days back at most) is delivered to it again, each with its own webhook-id.</Text>
          <TextInput label="Since" type="datetime-local" value={toLocalInput(since)} onChange={(event) => setSince(fromLocalInput(event.currentTarget.value) ?? since)} data-autofocus />
        </ConfirmModal>
      )}
      {dialog === 'rotate' && (
        <ConfirmModal title="Rotate the secret?" confirm="Rotate" pending={rotate.isPending} error={rotate.error} onConfirm={() => rotate.mutate()} onClose={close}>
          <Text size="sm">A new secret signs from now on and is shown once; the current one keeps signing beside it for 24 hours, while your receiver moves to the new one.</Text>
        </ConfirmModal>
      )}
      {dialog === 'delete' && (
        <ConfirmModal title="Delete this endpoint?" confirm="Delete" danger pending={remove.isPending} error={remove.error} onConfirm={() => remove.mutate()} onClose={close}>
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            Nothing more is delivered to {endpoint.url}; what waited for it is dropped.
          </Text>
        </ConfirmModal>
      )}
      {secret && <SecretModal title="The new signing secret" secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}

/** The endpoint's deliveries, newest first, each with every attempt: when, how it went, the answer's status, the error. */
function Deliveries({ endpointId }: { endpointId: string }) {
  const search = useSearch({ from: '/developers/endpoints/$endpointId' });
  const navigate = useNavigate({ from: '/developers/endpoints/$endpointId' });
  const page = search.page ?? 1;
  const deliveries = useDeliveries(endpointId, search.status, page);
  return (
    <Stack component="section" aria-labelledby="deliveries">
      <Group justify="space-between" align="flex-end">
        <Title order={2} size="h3" id="deliveries">
          Deliveries
        </Title>
        <NativeSelect
          label="Status"
          value={search.status ?? ''}
          data={[{ value: '', label: 'Every status' }, ...DELIVERY_STATUSES.map((status) => ({ value: status, label: status }))]}
          onChange={(event) => void navigate({ search: { status: (event.currentTarget.value || undefined) as DeliveryStatus | undefined }, replace: true })}
        />
      </Group>
      <QueryState query={deliveries} loadingLabel="Loading the deliveries…">
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState title={search.status ? `No ${search.status.toLowerCase()} deliveries` : 'No deliveries yet'}>Each event of this endpoint’s types is delivered here as it happens.</EmptyState>
          ) : (
            <>
              <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Deliveries' } }}>
                <Table verticalSpacing="sm">
                  <Table.Caption>
                    Deliveries, newest first: page {result.pageNumber} of {Math.max(result.totalPages, 1)} ({result.totalItems} in all)
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Created</Table.Th>
                      <Table.Th scope="col">Event</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Attempts</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {result.data.map((delivery) => (
                      <Table.Tr key={delivery.id}>
                        <Table.Td>
                          <Text size="sm">{formatDateTime(delivery.createdOn)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{delivery.eventType ?? 'an event past its 30 days'}</Text>
                          <Text size="xs" c="dimmed" ff="monospace">
                            {delivery.eventId}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <DeliveryStatusBadge status={delivery.status} />
                          {delivery.nextAttemptOn && <Text size="xs">Next try {formatDateTime(delivery.nextAttemptOn)}</Text>}
                        </Table.Td>
                        <Table.Td>
                          {delivery.attempts.length === 0 ? (
                            <Text size="sm">None yet</Text>
                          ) : (
                            <List size="sm" spacing={2} aria-label={`Attempts of delivery ${delivery.id}`}>
                              {delivery.attempts.map((attempt) => (
                                <List.Item key={attempt.attemptedOn + attempt.outcome}>
                                  {formatDateTime(attempt.attemptedOn)}: {attempt.outcome}
                                  {attempt.statusCode !== null ? `, HTTP ${attempt.statusCode}` : ''}
                                  {attempt.error && attempt.error !== `HTTP ${attempt.statusCode}` ? ` (${attempt.error})` : ''}
                                </List.Item>
                              ))}
                            </List>
                          )}
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
