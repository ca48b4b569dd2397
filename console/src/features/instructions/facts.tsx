import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list, in a grid that folds to one column on a phone. */
export function Facts({ facts, cols = { base: 1, sm: 2, lg: 4 } }: { facts: Fact[]; cols?: Record<string, number> }) {
  return (
    <SimpleGrid component="dl" cols={cols} spacing="md" verticalSpacing="sm" m={0}>
      {facts.map((fact) => (
        <div key={fact.label}>
          <Text component="dt" size="xs" c="dimmed">
            {fact.label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {fact.value ?? '—'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
