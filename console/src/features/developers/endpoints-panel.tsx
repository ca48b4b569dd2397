import { Button, Group, Stack, Table, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useCan } from '../../app/session';
import { formatDateTime } from '../../components/format';
import { AnchorLink } from '../../components/router-links';
import { EmptyState, QueryState } from '../../components/states';
import { EndpointFormModal } from './endpoint-form-modal';
import { EndpointStatusBadge } from './endpoint-status-badge';
import { useEndpoints } from './developers-queries';
import { SecretModal } from './secret-modal';

/** The organization's webhook endpoints, each linked to its deliveries; a new one shows its secret once. */
export function EndpointsPanel() {
  const endpoints = useEndpoints();
  const canManage = useCan('webhooks:manage');
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<{ secret: string; id: string } | null>(null);
  const add = canManage && <Button onClick={() => setAdding(true)}>Add endpoint</Button>;
  return (
    <Stack>
      <QueryState query={endpoints} loadingLabel="Loading the endpoints…">
        {(list) =>
          list.length === 0 ? (
            <EmptyState title="No webhook endpoints yet" action={add || undefined}>
              An endpoint receives each event as it happens (a payout completed, an upload finished), signed so that it can trust it.
            </EmptyState>
          ) : (
            <>
              {add && <Group justify="flex-end">{add}</Group>}
              <Table.ScrollContainer minWidth={640} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Webhook endpoints' } }}>
                <Table verticalSpacing="sm" highlightOnHover>
                  <Table.Caption>{list.length === 1 ? 'One endpoint' : `${list.length} endpoints`}, oldest first</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">Endpoint</Table.Th>
                      <Table.Th scope="col">Events</Table.Th>
                      <Table.Th scope="col">Status</Table.Th>
                      <Table.Th scope="col">Added</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {list.map((endpoint) => (
                      <Table.Tr key={endpoint.id}>
                        <Table.Td>
                          <AnchorLink to="/developers/endpoints/$endpointId" params={{ endpointId: endpoint.id }} style={{ wordBreak: 'break-all' }}>
                            {endpoint.url}
                          </AnchorLink>
                          {endpoint.description && (
                            <Text size="xs" c="dimmed">
                              {endpoint.description}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{endpoint.eventTypes ? endpoint.eventTypes.join(', ') : 'Every type'}</Text>
                        </Table.Td>
                        <Table.Td>
                          <EndpointStatusBadge status={endpoint.status} />
                          {endpoint.disabledReason && (
                            <Text size="xs" c="dimmed">
                              {endpoint.disabledReason}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatDateTime(endpoint.createdOn)}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </>
          )
        }
      </QueryState>
      {adding && <EndpointFormModal onClose={() => setAdding(false)} onCreated={(secret, id) => setCreated({ secret, id })} />}
      {created && (
        <SecretModal
          title="Endpoint added: its signing secret"
          secret={created.secret}
          onClose={() => {
            setCreated(null);
            void navigate({ to: '/developers/endpoints/$endpointId', params: { endpointId: created.id } });
          }}
        />
      )}
    </Stack>
  );
}
