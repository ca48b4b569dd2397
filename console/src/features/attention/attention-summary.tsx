import { Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { AnchorLink } from '../../components/router-links';
import { KINDS, needingAttention } from './attention-model';
import { useAttention } from './attention-queries';

/**
 * The home page's first section (docs/console.md, Needs attention): each kind with something in it and how many,
 * linking to the attention screen; "All clear" when nothing is. A line while loading, and when it cannot load.
 */
export function AttentionSummary() {
  const attention = useAttention();
  // A line, not a spinner: the section is small, and the portfolio below loads beside it.
  if (attention.isPending)
    return (
      <Text size="sm" c="dimmed" role="status">
        Loading what needs attention…
      </Text>
    );
  if (attention.isError || attention.data === undefined)
    return (
      <Text size="sm" c="dimmed" role="status">
        What needs attention could not be checked. <AnchorLink to="/attention">Open needs attention</AnchorLink>
      </Text>
    );
  const groups = needingAttention(attention.data);
  if (groups.length === 0)
    return (
      <Group gap="xs" component="section" aria-labelledby="attention-heading">
        <IconCircleCheck size={20} color="var(--mantine-color-green-8)" aria-hidden />
        <Title order={2} size="h5" id="attention-heading">
          Needs attention: all clear
        </Title>
      </Group>
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="attention-heading" style={{ borderColor: 'var(--mantine-color-red-7)' }}>
      <Stack gap="xs">
        <Group gap="xs">
          <IconAlertTriangle size={20} color="var(--mantine-color-red-8)" aria-hidden />
          <Title order={2} size="h4" id="attention-heading">
            Needs attention
          </Title>
        </Group>
        <List spacing={4} size="sm">
          {groups.map((group) => (
            <List.Item key={group.kind}>
              <AnchorLink to="/attention" hash={`attention-${group.kind}`}>
                {KINDS[group.kind].summary(group.count)}
              </AnchorLink>
            </List.Item>
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
