import { Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One headline figure: what it is, its value, and optionally its trend or a note. */
export function StatCard({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" component="h3" m={0} fw={500}>
          {label}
        </Text>
        <Text size="xl" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
          {value}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
