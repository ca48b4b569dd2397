import { useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';

/** The campaign an instruction screen belongs to, for its title and breadcrumbs (`['campaigns', id]`, shared with the campaign screens). */
export function useCampaign(campaignId: string) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['campaigns', campaignId, 'summary'],
    queryFn: ({ signal }) => ok(v2.GET('/campaigns/{id}', { params: { path: { id: campaignId } }, signal })),
  });
}
