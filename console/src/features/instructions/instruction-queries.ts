import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem } from '../../api/problem';
import { instructionKeys } from './instruction-model';

/** Statuses that move on without the operator (a beneficiary claims, a worker pays): the page follows them. */
const MOVING = new Set(['Initiated', 'Restored', 'PayoutMethodSelected', 'Requested']);
const FOLLOW_MS = 5_000;

/**
 * The instruction, read again every few seconds while it can move on by itself; when its status changes, its payout
 * and activity are read again too, so the page shows a claim or a payout as it happens.
 */
export function useInstruction(id: string) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: instructionKeys.one(id),
    queryFn: ({ signal }) => ok(v2.GET('/payout-instructions/{id}', { params: { path: { id } }, signal })),
    refetchInterval: (q) => (q.state.data && MOVING.has(q.state.data.status) ? FOLLOW_MS : false),
  });
  const status = query.data?.status;
  useEffect(() => {
    if (status === undefined) return;
    void queryClient.invalidateQueries({ queryKey: instructionKeys.payout(id) });
    void queryClient.invalidateQueries({ queryKey: instructionKeys.activity(id) });
  }, [status, id, queryClient]);
  return query;
}

const ACTIVITY_PAGE = 100;

/**
 * The activity, newest first. The API pages it oldest first, so the newest page is the last one: it is found from
 * the first page's count, and "older" pages are the ones before it.
 */
export function useActivity(id: string) {
  const { v2 } = useApi();
  const page = (pageNumber: number, signal: AbortSignal) => ok(v2.GET('/payout-instructions/{id}/activity', { params: { path: { id }, query: { pageNumber, pageSize: ACTIVITY_PAGE } }, signal }));
  return useInfiniteQuery({
    queryKey: instructionKeys.activity(id),
    initialPageParam: 0,
    queryFn: async ({ pageParam, signal }) => {
      if (pageParam > 0) return page(pageParam, signal);
      const first = await page(1, signal);
      return first.totalPages > 1 ? page(first.totalPages, signal) : first;
    },
    getNextPageParam: (last) => (last.pageNumber > 1 ? last.pageNumber - 1 : undefined),
    select: (data) => data.pages.flatMap((p) => [...p.data].reverse()),
  });
}

/** The instruction's latest payout; null until the beneficiary requested one (the API answers 404). */
export function usePayout(id: string) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: instructionKeys.payout(id),
    queryFn: async ({ signal }) => {
      try {
        return await ok(v2.GET('/payout-instructions/{id}/payout', { params: { path: { id } }, signal }));
      } catch (error) {
        if (error instanceof ApiProblem && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useAchTransfer(id: string | null, enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: instructionKeys.achTransfer(id ?? ''),
    queryFn: ({ signal }) => ok(v2.GET('/ach-transfers/{id}', { params: { path: { id: id ?? '' } }, signal })),
    enabled: enabled && id !== null,
  });
}
