import { keepPreviousData, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { useCan } from '../../app/session';
import type { ApprovalAction, ApprovalPolicy, ApprovalRequest, ApprovalStatus, Names } from './approval-model';

export const APPROVALS_PAGE_SIZE = 20;

export const approvalKeys = {
  all: ['approval-requests'] as const,
  list: (status: ApprovalStatus | undefined, action: ApprovalAction | undefined, page: number) => ['approval-requests', 'list', status ?? 'all', action ?? 'all', page] as const,
  pendingCount: ['approval-requests', 'pending-count'] as const,
  one: (id: string) => ['approval-requests', id] as const,
  policy: ['approval-policy'] as const,
};

/** The inbox's page: Pending first, then newest first (the API's order). */
export function useApprovalRequests(status: ApprovalStatus | undefined, action: ApprovalAction | undefined, page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: approvalKeys.list(status, action, page),
    queryFn: ({ signal }) => ok(v2.GET('/approval-requests', { params: { query: { status, action, pageNumber: page, pageSize: APPROVALS_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** How many requests wait for a decision, for the navigation's badge: one request of one item, read every minute. */
export function usePendingCount(enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: approvalKeys.pendingCount,
    queryFn: async ({ signal }) => (await ok(v2.GET('/approval-requests', { params: { query: { status: 'Pending', pageNumber: 1, pageSize: 1 } }, signal }))).totalItems,
    enabled,
    refetchInterval: 60_000,
  });
}

export function useApprovalRequest(id: string) {
  const { v2 } = useApi();
  return useQuery({ queryKey: approvalKeys.one(id), queryFn: ({ signal }) => ok(v2.GET('/approval-requests/{id}', { params: { path: { id } }, signal })) });
}

/** The organization's approval policy, for those who may see it (else undefined: the dialogs then say nothing). */
export function useApprovalPolicy() {
  const { v2 } = useApi();
  const canView = useCan('approvals:view');
  return useQuery({ queryKey: approvalKeys.policy, queryFn: ({ signal }) => ok(v2.GET('/approval-policy', { signal })), enabled: canView, staleTime: 60_000 });
}

export function useSavePolicy() {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: ApprovalPolicy['rules']) => ok(v2.PUT('/approval-policy', { body: { rules } })),
    onSuccess: (policy) => queryClient.setQueryData(approvalKeys.policy, policy),
  });
}

export type Decision = { kind: 'approve'; reason?: string } | { kind: 'reject'; reason: string };

/** Approves or rejects; the request, the inbox and whatever an approval moved are read again. */
export function useDecide(id: string) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: Decision) =>
      ok(
        decision.kind === 'approve'
          ? v2.POST('/approval-requests/{id}/:approve', { params: { path: { id } }, body: decision.reason ? { reason: decision.reason } : {} })
          : v2.POST('/approval-requests/{id}/:reject', { params: { path: { id } }, body: { reason: decision.reason } }),
      ),
    onSuccess: async (request: ApprovalRequest) => {
      queryClient.setQueryData(approvalKeys.one(id), request);
      await queryClient.invalidateQueries({ queryKey: approvalKeys.all });
      // An approval carries the request out: balances, campaigns and instructions may have moved.
      await Promise.all(['bank-accounts', 'campaigns', 'payout-instructions'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
}

/**
 * The names of the campaigns and bank accounts the requests shown mention, each read once (a page holds at most 20
 * requests); a name the person may not read stays unknown and the request names the id instead.
 */
export function useRequestNames(requests: readonly ApprovalRequest[]): Names {
  const { v2 } = useApi();
  const canCampaigns = useCan('campaigns:view');
  const canAccounts = useCan('bankAccounts:view');
  const campaignIds = [...new Set(requests.flatMap((r) => (r.summary.campaignId ? [r.summary.campaignId] : [])))];
  const accountIds = [...new Set(requests.flatMap((r) => (r.summary.bankAccountId ? [r.summary.bankAccountId] : [])))];
  const campaigns = useQueries({
    queries: campaignIds.map((id) => ({
      queryKey: ['campaigns', id, 'summary'],
      queryFn: ({ signal }: { signal: AbortSignal }) => ok(v2.GET('/campaigns/{id}', { params: { path: { id } }, signal })),
      enabled: canCampaigns,
      staleTime: 60_000,
    })),
  });
  const accounts = useQueries({
    queries: accountIds.map((id) => ({
      queryKey: ['bank-accounts', id],
      queryFn: ({ signal }: { signal: AbortSignal }) => ok(v2.GET('/bank-accounts/{id}', { params: { path: { id } }, signal })),
      enabled: canAccounts,
      staleTime: 60_000,
    })),
  });
  const campaignNames = new Map(campaigns.flatMap((q, i) => (q.data ? [[campaignIds[i], q.data.name] as const] : [])));
  const accountNames = new Map(accounts.flatMap((q, i) => (q.data ? [[accountIds[i], q.data.name] as const] : [])));
  return { campaign: (id) => campaignNames.get(id), bankAccount: (id) => accountNames.get(id) };
}
