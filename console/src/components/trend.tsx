import { Group, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconMinus } from '@tabler/icons-react';
import { trendChange } from './trend-change';

/** A figure's 30-day change, in words (the arrow only repeats them, so it is hidden from screen readers). */
export function Trend({ changePercent }: { changePercent: number | null | undefined }) {
  const change = trendChange(changePercent);
  const Icon = change.direction === 'up' ? IconArrowUpRight : change.direction === 'down' ? IconArrowDownRight : IconMinus;
  const color = change.direction === 'up' ? 'teal.9' : change.direction === 'down' ? 'red.9' : 'dimmed';
  return (
    <Group gap={4} wrap="nowrap">
      <Icon size={16} aria-hidden color={`var(--mantine-color-${color === 'dimmed' ? 'gray-7' : color.replace('.', '-')})`} />
      <Text size="xs" c={color}>
        {change.text}
      </Text>
    </Group>
  );
}
