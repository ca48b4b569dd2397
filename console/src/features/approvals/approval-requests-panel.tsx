import { Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { formatDateTime } from '../../components/format';
import { Pager } from '../../components/pager';
import { AnchorLink } from '../../components/router-links';
import { EmptyState, QueryState } from '../../components/states';
import { ACTION_LABEL, APPROVAL_ACTIONS, APPROVAL_STATUSES, describeRequest, requesterName, type ApprovalAction, type ApprovalRequest } from './approval-model';
import { ApprovalStatusBadge } from './approval-status-badge';
import { useApprovalRequests, useRequestNames } from './approvals-queries';
import type { ApprovalsSearch, StatusFilter } from './approvals-search';

/** The inbox: requests of one status (Pending unless chosen) or all, Pending first then newest, filters in the URL. */
export function ApprovalRequestsPanel() {
  const search = useSearch({ from: '/approvals' });
  const navigate = useNavigate({ from: '/approvals' });
  const status = search.status ?? 'Pending';
  const page = search.page ?? 1;
  const requests = useApprovalRequests(status === 'all' ? undefined : status, search.action, page);
  const change = (patch: Partial<ApprovalsSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch, tab: undefined, page: undefined }), replace: true });
  const filtered = status !== 'Pending' || search.action !== undefined;
  return (
    <Stack>
      <Group align="flex-end" gap="sm" wrap="wrap" role="search" aria-label="Filter the requests">
        <NativeSelect
          label="Status"
          value={status}
          data={[...APPROVAL_STATUSES.map((s) => ({ value: s, label: s })), { value: 'all', label: 'Every status' }]}
          onChange={(event) => change({ status: event.currentTarget.value === 'Pending' ? undefined : (event.currentTarget.value as StatusFilter) })}
        />
        <NativeSelect
          label="Action"
          value={search.action ?? ''}
          data={[{ value: '', label: 'Every action' }, ...APPROVAL_ACTIONS.map((a) => ({ value: a, label: ACTION_LABEL[a] }))]}
          onChange={(event) => change({ action: (event.currentTarget.value || undefined) as ApprovalAction | undefined })}
        />
        {filtered && (
          <Button variant="subtle" onClick={() => change({ status: undefined, action: undefined })}>
            Show pending requests
          </Button>
        )}
      </Group>
      <QueryState query={requests} loadingLabel="Loading the requests…">
        {(result) =>
          result.data.length === 0 ? (
            <EmptyState title={status === 'Pending' && !search.action ? 'Nothing waits for approval' : 'No request matches these filters'}>
              A withdrawal, refund or initiation above the policy’s threshold waits here until a second person approves or rejects it.
            </EmptyState>
          ) : (
            <>
              <RequestsTable requests={result.data} caption={`Approval requests, pending first then newest: page ${result.pageNumber} of ${Math.max(result.totalPages, 1)} (${result.totalItems} in all)`} />
              <Pager total={result.totalPages} value={page} onChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next }) })} />
            </>
          )
        }
      </QueryState>
    </Stack>
  );
}

function RequestsTable({ requests, caption }: { requests: ApprovalRequest[]; caption: string }) {
  const names = useRequestNames(requests);
  return (
    <Table.ScrollContainer minWidth={720} scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': 'Approval requests' } }}>
      <Table verticalSpacing="sm">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Request</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Requested by</Table.Th>
            <Table.Th scope="col">Requested</Table.Th>
            <Table.Th scope="col">Expires or decided</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.map((request) => (
            <Table.Tr key={request.id}>
              <Table.Td>
                <AnchorLink to="/approvals/$requestId" params={{ requestId: request.id }} size="sm">
                  {describeRequest(request, names)}
                </AnchorLink>
              </Table.Td>
              <Table.Td>
                <ApprovalStatusBadge status={request.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{requesterName(request)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDateTime(request.requestedOn)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{request.status === 'Pending' ? `Expires ${formatDateTime(request.expiresOn)}` : request.decidedOn ? `${request.status} ${formatDateTime(request.decidedOn)}` : request.status}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
