import { Badge } from '@mantine/core';
import { STATUS_COLOR, STATUS_LABEL } from './instruction-model';
import type { InstructionStatus } from './instruction-search';

/** A status in words and colour; the darkest shade of the colour for the text keeps AA contrast on the light background. */
export function InstructionStatusBadge({ status }: { status: InstructionStatus }) {
  const color = STATUS_COLOR[status];
  return (
    <Badge variant="light" color={color} c={`${color}.9`} radius="sm" style={{ textTransform: 'none' }}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
