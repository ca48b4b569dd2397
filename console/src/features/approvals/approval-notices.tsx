import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ButtonLink } from '../../components/router-links';
import { formatCents, formatDateTime } from '../../components/format';
import { approvalNotice, needsApproval, thresholdCents, type ApprovalAction, type ApprovalRequest } from './approval-model';
import { useApprovalPolicy } from './approvals-queries';

/**
 * Said before sending (docs/console.md, Approvals): when the organization's policy (read by those with
 * `approvals:view`) makes this request wait for a second person. `cents` null: the total is not known here, so the
 * rule is stated as a condition. Nothing when no rule applies.
 */
export function ApprovalNeeded({ action, cents }: { action: ApprovalAction; cents: number | null }) {
  const policy = useApprovalPolicy();
  const threshold = thresholdCents(policy.data, action);
  if (threshold === null) return null;
  if (cents === null) {
    return (
      <Alert color="yellow" title="May need approval">
        If the total is above {formatCents(threshold)}, a second person must approve it before anything happens.
      </Alert>
    );
  }
  if (!needsApproval(policy.data, action, cents)) return null;
  return (
    <Alert color="yellow" title="Needs a second person’s approval">
      {approvalNotice(policy.data, action)}
    </Alert>
  );
}

/** What a dialog shows once its request came back as an approval request: sent, not done, and where it waits. */
export function SentForApproval({ request, onClose }: { request: ApprovalRequest; onClose: () => void }) {
  return (
    <Stack gap="sm">
      <Alert color="blue" title="Sent for approval" role="status">
        <Text size="sm">Nothing has happened yet: it waits for a second person to approve it (until {formatDateTime(request.expiresOn)}).</Text>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
        <ButtonLink to="/approvals/$requestId" params={{ requestId: request.id }}>
          Open the request
        </ButtonLink>
      </Group>
    </Stack>
  );
}
