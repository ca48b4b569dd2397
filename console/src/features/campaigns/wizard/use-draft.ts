import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ok } from '../../../api/api';
import { useApi } from '../../../api/api-context';
import type { CampaignDraft, DraftOperation } from '../campaign-types';

export function useDraft(draftId: string) {
  const api = useApi();
  return useQuery({ queryKey: ['campaign-drafts', draftId], queryFn: () => ok(api.v2.GET('/campaign-drafts/{id}', { params: { path: { id: draftId } } })) });
}

/** Saves a step: its patch operations, all or nothing; the answer is the draft as it now stands. */
export function useSaveDraft(draftId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (operations: DraftOperation[]): Promise<CampaignDraft | null> =>
      operations.length === 0 ? null : ok(api.v2.PATCH('/campaign-drafts/{id}', { params: { path: { id: draftId } }, body: { operations } })),
    onSuccess: (draft) => {
      if (draft) queryClient.setQueryData(['campaign-drafts', draftId], draft);
    },
  });
}
