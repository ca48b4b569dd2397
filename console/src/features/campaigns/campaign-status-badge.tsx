import { Badge } from '@mantine/core';

/** A campaign's status; dark text on a light badge for contrast. */
export function CampaignStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="light" color={status === 'Active' ? 'teal' : 'gray'} c={status === 'Active' ? 'teal.9' : 'gray.8'}>
      {status}
    </Badge>
  );
}
