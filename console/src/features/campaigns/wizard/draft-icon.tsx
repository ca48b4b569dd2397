import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '../../../api/api';
import { useApi } from '../../../api/api-context';
import { ApiProblem, describeError } from '../../../api/problem';
import { useCan } from '../../../app/session';
import type { CampaignDraft } from '../campaign-types';
import { IconUpload } from '../icon-upload';

/** The draft's icon (`PATCH /campaign-drafts/{id}/campaign-icon`), saved at once: the campaign keeps it on promote. */
export function DraftIcon({ draft }: { draft: CampaignDraft }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const canEdit = useCan('campaigns:edit');
  const upload = useMutation({
    mutationFn: (icon: File) => {
      const body = new FormData();
      body.set('iconFile', icon);
      return ok(api.v2.PATCH('/campaign-drafts/{id}/campaign-icon', { params: { path: { id: draft.id } }, body: body as unknown as { iconFile: string } }));
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(['campaign-drafts', draft.id], updated);
      notifications.show({ color: 'teal', title: 'Icon saved', message: 'The campaign will show it on the claim page.' });
    },
    onError: (problem) => notifications.show({ color: 'red', title: 'Icon not saved', message: problem instanceof ApiProblem ? (Object.values(problem.fieldErrors)[0] ?? describeError(problem)) : describeError(problem) }),
  });
  return (
    <Stack gap={4}>
      <Text fw={500} size="sm">
        Icon
      </Text>
      <IconUpload currentUrl={draft.iconUrl} canEdit={canEdit} upload={(file) => upload.mutateAsync(file)} saving={upload.isPending} />
    </Stack>
  );
}
