import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem, describeError } from '../../api/problem';
import type { Campaign } from './campaign-types';
import { IconUpload } from './icon-upload';

/** The campaign's icon (`PATCH /campaigns/{id}/campaign-icon`, multipart `iconFile`). */
export function CampaignIcon({ campaign, canEdit }: { campaign: Campaign; canEdit: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (icon: File) => {
      const body = new FormData();
      body.set('iconFile', icon);
      // Multipart: openapi-fetch passes FormData through and the browser sets the boundary.
      return ok(api.v2.PATCH('/campaigns/{id}/campaign-icon', { params: { path: { id: campaign.id } }, body: body as unknown as { iconFile: string } }));
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns', campaign.id] });
      notifications.show({ color: 'teal', title: 'Icon saved', message: 'Beneficiaries see the new icon from now on.' });
    },
    onError: (problem) => notifications.show({ color: 'red', title: 'Icon not saved', message: problem instanceof ApiProblem ? (Object.values(problem.fieldErrors)[0] ?? describeError(problem)) : describeError(problem) }),
  });
  return <IconUpload currentUrl={campaign.iconUrl} canEdit={canEdit} upload={(file) => upload.mutateAsync(file)} saving={upload.isPending} />;
}
