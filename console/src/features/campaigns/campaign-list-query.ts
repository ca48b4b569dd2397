import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { FILTER_LIMIT, filterCampaigns, pageOf, PAGE_SIZE } from './campaign-list-filter';
import type { CampaignListSearch } from './campaign-search';
import type { Campaign } from './campaign-types';

export interface CampaignListPage {
  pageNumber: number;
  totalPages: number;
  totalItems: number;
  data: Campaign[];
  /** A filtered list read only the first FILTER_LIMIT campaigns. */
  truncated: boolean;
}

/** The campaigns list's data: server pages, or (with a search or status) every campaign filtered here. */
export function useCampaignList(search: CampaignListSearch) {
  const api = useApi();
  const filtered = Boolean(search.q || search.status);
  return useQuery({
    queryKey: filtered ? ['campaigns', 'list', 'all', { q: search.q, status: search.status, page: search.page }] : ['campaigns', 'list', { page: search.page }],
    placeholderData: keepPreviousData,
    queryFn: async (): Promise<CampaignListPage> => {
      const read = (pageNumber: number, pageSize: number) => ok(api.v2.GET('/campaigns', { params: { query: { pageNumber, pageSize, includeDetails: true } } }));
      if (!filtered) return { ...(await read(search.page, PAGE_SIZE)), truncated: false };
      const all: Campaign[] = [];
      let truncated = false;
      for (let pageNumber = 1; ; pageNumber++) {
        const page = await read(pageNumber, 100);
        all.push(...page.data);
        if (pageNumber >= page.totalPages) break;
        if (all.length >= FILTER_LIMIT) {
          truncated = true;
          break;
        }
      }
      return { ...pageOf(filterCampaigns(all, search), search.page), truncated };
    },
  });
}
