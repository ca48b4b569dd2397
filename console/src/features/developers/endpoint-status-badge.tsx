import { Badge } from '@mantine/core';

export function EndpointStatusBadge({ status }: { status: 'Enabled' | 'Disabled' }) {
  return (
    <Badge color={status === 'Enabled' ? 'green.9' : 'red.9'} variant="light">
      {status}
    </Badge>
  );
}

const DELIVERY_COLORS = { Pending: 'yellow.9', Delivered: 'green.9', Failed: 'red.9' } as const;

export function DeliveryStatusBadge({ status }: { status: keyof typeof DELIVERY_COLORS }) {
  return (
    <Badge color={DELIVERY_COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
