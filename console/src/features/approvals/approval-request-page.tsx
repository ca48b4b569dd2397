import { Alert, Button, Card, Code, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { ApiProblem } from '../../api/problem';
import { useCan, useMe } from '../../app/session';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatCents, formatDateTime, toCents } from '../../components/format';
import { NotFound } from '../../components/not-found';
import { Page } from '../../components/page';
import { QueryState } from '../../components/states';
import { useDialog } from '../../components/use-dialog';
import { ACTION_LABEL, decisionHeldBack, describeRequest, describeResult, requesterName, type ApprovalRequest } from './approval-model';
import { ApprovalStatusBadge } from './approval-status-badge';
import { useApprovalRequest, useDecide, useRequestNames } from './approvals-queries';

/** One approval request: what it would do, who asked and when, and its decision or the controls to make it. */
export function ApprovalRequestPage() {
  const { requestId } = useParams({ from: '/approvals/$requestId' });
  const request = useApprovalRequest(requestId);
  if (request.error instanceof ApiProblem && (request.error.status === 404 || request.error.status === 400)) return <NotFound />;
  return (
    <QueryState query={request} loadingLabel="Loading the request…">
      {(found) => <RequestView request={found} />}
    </QueryState>
  );
}

function RequestView({ request }: { request: ApprovalRequest }) {
  const names = useRequestNames([request]);
  const description = describeRequest(request, names);
  const result = describeResult(request);
  return (
    <Page title="Approval request" crumbs={[{ label: 'Approvals', to: '/approvals' }, { label: description }]}>
      <Card withBorder>
        <Stack gap="xs">
          <Title order={2} size="h4">
            {description}
          </Title>
          <Group gap="xs">
            <ApprovalStatusBadge status={request.status} />
            <Text size="sm">{ACTION_LABEL[request.action]}</Text>
          </Group>
          <Fact label="Amount">{formatCents(toCents(request.amount))}</Fact>
          <Fact label="Requested by">{requesterName(request)}</Fact>
          <Fact label="Requested">{formatDateTime(request.requestedOn)}</Fact>
          {request.status === 'Pending' && <Fact label="Expires">{formatDateTime(request.expiresOn)}</Fact>}
          {request.decidedBy && <Fact label={request.status === 'Rejected' ? 'Rejected by' : 'Approved by'}>{request.decidedBy.email ?? 'A user'}</Fact>}
          {request.decidedOn && <Fact label="Decided">{formatDateTime(request.decidedOn)}</Fact>}
          {request.reason && <Fact label="Reason">{request.reason}</Fact>}
        </Stack>
      </Card>
      {result && (
        <Alert color={request.status === 'Failed' ? 'red' : 'teal'} title={request.status === 'Failed' ? 'Failed' : 'Carried out'}>
          <Stack gap="xs">
            <Text size="sm">{result}</Text>
            {request.result && (
              <details>
                <summary>
                  <Text span size="sm">
                    The service’s answer
                  </Text>
                </summary>
                <Code block mt="xs">
                  {JSON.stringify(request.result.body, null, 2)}
                </Code>
              </details>
            )}
          </Stack>
        </Alert>
      )}
      {request.status === 'Pending' && <Decision request={request} description={description} />}
    </Page>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text size="sm">
      <strong>{label}:</strong> {children}
    </Text>
  );
}

/** Approve, or reject with a reason, each after a confirmation; held back with the reason when this person may not. */
function Decision({ request, description }: { request: ApprovalRequest; description: string }) {
  const me = useMe();
  const canApprove = useCan('approvals:approve');
  const [dialog, openDialog, closeDialog] = useDialog<'approve' | 'reject'>();
  const heldBack = decisionHeldBack(request, { userId: me.data?.user?.id ?? null, canApprove });
  if (!canApprove) return <Text size="sm">{heldBack}</Text>;
  return (
    <Stack gap="xs" component="section" aria-labelledby="decision-heading">
      <Title order={2} size="h4" id="decision-heading">
        Decision
      </Title>
      {heldBack && (
        <Text size="sm" id="decision-held-back">
          {heldBack}
        </Text>
      )}
      <Group gap="sm">
        <Button onClick={() => openDialog('approve')} disabled={heldBack !== null} aria-describedby={heldBack ? 'decision-held-back' : undefined}>
          Approve
        </Button>
        <Button variant="default" color="red" onClick={() => openDialog('reject')} disabled={heldBack !== null} aria-describedby={heldBack ? 'decision-held-back' : undefined}>
          Reject
        </Button>
      </Group>
      {dialog && <DecideModal kind={dialog} request={request} description={description} onClose={closeDialog} />}
    </Stack>
  );
}

function DecideModal({ kind, request, description, onClose }: { kind: 'approve' | 'reject'; request: ApprovalRequest; description: string; onClose: () => void }) {
  const decide = useDecide(request.id);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const confirm = () => {
    const text = reason.trim();
    if (kind === 'reject' && !text) return setMissing(true);
    decide.mutate(kind === 'approve' ? { kind, reason: text || undefined } : { kind, reason: text }, {
      onSuccess: (decided) => {
        notifications.show(
          decided.status === 'Failed'
            ? { color: 'red', title: 'Approved, but it failed', message: describeResult(decided) ?? 'It could not be carried out.' }
            : { color: 'teal', title: kind === 'approve' ? 'Approved' : 'Rejected', message: kind === 'approve' ? `${description}: done.` : `${description}: it will not happen.` },
        );
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      title={kind === 'approve' ? 'Approve this request?' : 'Reject this request?'}
      confirm={kind === 'approve' ? 'Approve' : 'Reject'}
      refused={kind === 'approve' ? 'Not approved' : 'Not rejected'}
      danger={kind === 'reject'}
      pending={decide.isPending}
      error={decide.error}
      onConfirm={confirm}
      onClose={onClose}
    >
      <Text size="sm">
        {kind === 'approve' ? `${description}, asked by ${requesterName(request)}: approving carries it out at once.` : `${description}, asked by ${requesterName(request)}: rejecting means it never happens.`}
      </Text>
      <Textarea
        label={kind === 'approve' ? 'Reason (optional)' : 'Reason'}
        required={kind === 'reject'}
        autosize
        minRows={2}
        maxLength={1000}
        data-autofocus
        value={reason}
        onChange={(event) => {
          setReason(event.currentTarget.value);
          setMissing(false);
        }}
        error={missing ? 'Say why it is rejected' : undefined}
      />
    </ConfirmModal>
  );
}
