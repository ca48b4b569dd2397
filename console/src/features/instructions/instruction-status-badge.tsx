import { Badge } from '@mantine/core';
import { STATUS_COLOR, STATUS_LABEL } from './instruction-model';
import type { InstructionStatus } from './instruction-search';

/** A status in words and colour: the colour on a dot, the words in the text colour (coloured text on a tint misses AA for some colours). */
export function InstructionStatusBadge({ status }: { status: InstructionStatus }) {
  const color = STATUS_COLOR[status];
  return (
    <Badge variant="dot" color={color} size="lg" style={{ textTransform: 'none' }} fw={600}>
      {STATUS_LABEL[status]}
    </Badge>
  );
}
