import { Badge } from '@mantine/core';

/** A campaign's status: a coloured dot beside dark text (light badges' coloured text misses AA contrast). */
export function CampaignStatusBadge({ status }: { status: string }) {
  return (
    <Badge variant="dot" color={status === 'Active' ? 'teal' : 'gray'}>
      {status}
    </Badge>
  );
}
