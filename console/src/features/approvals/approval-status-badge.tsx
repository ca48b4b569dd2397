import { Badge } from '@mantine/core';
import type { ApprovalStatus } from './approval-model';

const COLOR: Record<ApprovalStatus, string> = { Pending: 'yellow', Approved: 'teal', Rejected: 'red', Expired: 'gray', Failed: 'red' };

/** A request's status: a coloured dot beside dark text, as the other status badges (AA contrast). */
export function ApprovalStatusBadge({ status }: { status: ApprovalStatus }) {
  return (
    <Badge variant="dot" color={COLOR[status]}>
      {status}
    </Badge>
  );
}
