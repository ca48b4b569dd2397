import { ActionIcon, Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newTagRow, TAG_LIMITS, type TagRow } from './tags';

export interface TagsEditorProps {
  rows: TagRow[];
  onChange: (rows: TagRow[]) => void;
  /** By row id (see tags.ts `tagRowErrors`, `placeTagErrors`), and `tags` for the set as a whole. */
  errors?: Record<string, string>;
  legend?: string;
}

/** Tags as pairs of name and value, one row each; every input labelled with its row so a screen reader can tell them apart. */
export function TagsEditor({ rows, onChange, errors = {}, legend = 'Tags' }: TagsEditorProps) {
  const update = (id: string, change: Partial<TagRow>) => onChange(rows.map((row) => (row.id === id ? { ...row, ...change } : row)));
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="xs">
        {rows.length === 0 && (
          <Text size="sm" c="dimmed">
            No tags. Tags are your own labels (such as Cohort or Site) to find and group instructions.
          </Text>
        )}
        {rows.map((row, index) => (
          <Group key={row.id} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput
              label={`Tag ${index + 1} name`}
              value={row.key}
              onChange={(event) => update(row.id, { key: event.currentTarget.value })}
              error={errors[row.id]}
              maxLength={TAG_LIMITS.maxKeyLength + 10}
              style={{ flex: 1, minWidth: 0 }}
            />
            <TextInput
              label={`Tag ${index + 1} value`}
              value={row.value}
              onChange={(event) => update(row.id, { value: event.currentTarget.value })}
              maxLength={TAG_LIMITS.maxValueLength + 10}
              style={{ flex: 1, minWidth: 0 }}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              mt={26}
              size="lg"
              aria-label={`Remove tag ${index + 1}${row.key ? ` (${row.key})` : ''}`}
              onClick={() => onChange(rows.filter((candidate) => candidate.id !== row.id))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
        {errors.tags && (
          <Text size="sm" c="red.8" role="alert">
            {errors.tags}
          </Text>
        )}
        <Group>
          <Button variant="subtle" size="compact-sm" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => onChange([...rows, newTagRow()])} disabled={rows.length >= TAG_LIMITS.maxTags}>
            Add a tag
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
