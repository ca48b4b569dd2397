import { Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { describeError } from '../../api/problem';
import { useCan } from '../../app/session';
import { formatDate } from '../../components/format';
import { AnchorLink } from '../../components/router-links';

/**
 * Campaigns still being made (`GET /campaign-drafts`): each resumes in the wizard; someone with campaigns:edit may
 * delete one (after a second click). Shows nothing when there are none, and nothing while it loads: the list of
 * campaigns is the page's subject.
 */
export function DraftList() {
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useCan('campaigns:edit');
  const [confirming, setConfirming] = useState<string | null>(null);
  const drafts = useQuery({
    queryKey: ['campaign-drafts', 'list'],
    queryFn: () => ok(api.v2.GET('/campaign-drafts', { params: { query: { pageNumber: 1, pageSize: 20 } } })),
    placeholderData: keepPreviousData,
  });
  const remove = useMutation({
    mutationFn: (id: string) => ok(api.v2.DELETE('/campaign-drafts/{id}', { params: { path: { id } } })),
    onSuccess: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: ['campaign-drafts'] });
      notifications.show({ color: 'teal', title: 'Draft deleted', message: 'The draft is gone.' });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Draft not deleted', message: describeError(error) }),
  });
  if (!drafts.data || drafts.data.totalItems === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="drafts-heading">
      <Stack gap="xs">
        <Title order={2} size="h5" id="drafts-heading">
          Unfinished campaigns
        </Title>
        <Table.ScrollContainer minWidth={420}>
          <Table aria-labelledby="drafts-heading">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Draft</Table.Th>
                <Table.Th scope="col">Last changed</Table.Th>
                <Table.Th scope="col">
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {drafts.data.data.map((draft) => (
                <Table.Tr key={draft.id}>
                  <Table.Td>
                    <AnchorLink to="/campaigns/drafts/$draftId" params={{ draftId: draft.id }} search={{ step: 'basics' }}>
                      {draft.name ?? 'Untitled draft'}
                    </AnchorLink>
                  </Table.Td>
                  <Table.Td>{formatDate(draft.updatedOn)}</Table.Td>
                  <Table.Td>
                    {canEdit &&
                      (confirming === draft.id ? (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="compact-sm" color="red" loading={remove.isPending} onClick={() => remove.mutate(draft.id)}>
                            Delete {draft.name ?? 'this draft'}
                          </Button>
                          <Button size="compact-sm" variant="default" onClick={() => setConfirming(null)}>
                            Keep
                          </Button>
                        </Group>
                      ) : (
                        <Button size="compact-sm" variant="subtle" color="red" c="red.9" onClick={() => setConfirming(draft.id)} aria-label={`Delete the draft ${draft.name ?? 'Untitled draft'}`}>
                          Delete
                        </Button>
                      ))}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {drafts.data.totalItems > drafts.data.data.length && (
          <Text size="sm" c="dimmed">
            The 20 most recent of {drafts.data.totalItems} drafts.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
