import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { V2Components } from '../../../../clients/typescript';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { ApiProblem } from '../../api/problem';
import { OPEN_PAYOUT_STATUSES, type OpenPayoutStatus } from './operations-search';

type Schemas = V2Components['schemas'];
export type QueueCounts = Schemas['QueueCountsView'];
export type ScheduledJob = Schemas['ScheduledJobView'];
export type AchFile = Schemas['AchFileView'];
export type CheckPrintRun = Schemas['CheckPrintRunView'];
export type ListedPayout = Schemas['PayoutListItemView'];
export type TransferKind = Schemas['TriggerTransfersDto']['kind'];

export const FILES_PAGE_SIZE = 10;
export const PAYOUTS_PAGE_SIZE = 20;
/** The queues and jobs move on their own: their counts and runs are read again this often while shown. */
const FOLLOW_MS = 5_000;

/** Query keys, resource first, so one invalidation reaches every view of it. */
export const operationsKeys = {
  queues: ['admin', 'queues'] as const,
  scheduledJobs: ['admin', 'scheduled-jobs'] as const,
  achFiles: (page: number) => ['admin', 'ach-files', page] as const,
  printRuns: (page: number) => ['admin', 'check-print-runs', page] as const,
  files: ['admin'] as const,
  stuckPayouts: (status: OpenPayoutStatus | undefined, page: number) => ['payouts', 'open', status ?? 'all', page] as const,
  payoutOf: (instructionId: string) => ['payout-instructions', instructionId, 'payout'] as const,
};

export function useQueueCounts(enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({ queryKey: operationsKeys.queues, queryFn: ({ signal }) => ok(v2.GET('/admin/queues', { signal })), enabled, refetchInterval: FOLLOW_MS });
}

export function useScheduledJobs(enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({ queryKey: operationsKeys.scheduledJobs, queryFn: ({ signal }) => ok(v2.GET('/admin/scheduled-jobs', { signal })), enabled, refetchInterval: FOLLOW_MS });
}

/** Pausing or resuming a scheduled job; the list is read again after. */
export function useSetPaused() {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, paused }: { name: string; paused: boolean }) => ok(v2.PATCH('/admin/scheduled-jobs/{name}', { params: { path: { name } }, body: { paused } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsKeys.scheduledJobs }),
  });
}

/** Running a scheduled job once now; its last run shows after the next read. */
export function useRunJob() {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => ok(v2.POST('/admin/scheduled-jobs/{name}/:run', { params: { path: { name } } })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: operationsKeys.scheduledJobs }),
  });
}

export function useAchFiles(page: number, enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: operationsKeys.achFiles(page),
    queryFn: ({ signal }) => ok(v2.GET('/admin/ach-files', { params: { query: { pageNumber: page, pageSize: FILES_PAGE_SIZE } }, signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function usePrintRuns(page: number, enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: operationsKeys.printRuns(page),
    queryFn: ({ signal }) => ok(v2.GET('/admin/check-print-runs', { params: { query: { pageNumber: page, pageSize: FILES_PAGE_SIZE } }, signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** The ACH batch or the print run, now, for the organization: answers how many it took; the files are read again. */
export function useTrigger() {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: TransferKind) => ok(v2.POST('/admin/transfers/:trigger', { body: { kind } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operationsKeys.files });
      await queryClient.invalidateQueries({ queryKey: ['payouts'] });
    },
  });
}

/** The NACHA file's text or the print run's PDF, as the API answers it. */
export function useDownloads() {
  const { v2 } = useApi();
  return {
    achFile: async (id: string): Promise<Blob> => {
      const text = await ok(v2.GET('/admin/ach-files/{id}/content', { params: { path: { id } }, parseAs: 'text' }));
      return new Blob([text], { type: 'text/plain' });
    },
    printRun: (id: string): Promise<Blob> => ok(v2.GET('/admin/check-print-runs/{id}/content', { params: { path: { id } }, parseAs: 'blob' })),
    positivePay: async (id: string): Promise<Blob> => {
      const text = await ok(v2.GET('/admin/check-print-runs/{id}/positive-pay', { params: { path: { id } }, parseAs: 'text' }));
      return new Blob([text], { type: 'text/csv' });
    },
  };
}

/** The organization's payouts still on their way (one status, or every open one), oldest request last. */
export function useStuckPayouts(status: OpenPayoutStatus | undefined, page: number, enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: operationsKeys.stuckPayouts(status, page),
    queryFn: ({ signal }) =>
      ok(v2.GET('/payouts', { params: { query: { status: status ? [status] : [...OPEN_PAYOUT_STATUSES], pageNumber: page, pageSize: PAYOUTS_PAGE_SIZE } }, signal })),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** One instruction's latest payout; null when it has none (or is not the organization's: the API answers 404 alike). */
export function useInstructionPayout(instructionId: string | undefined) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: operationsKeys.payoutOf(instructionId ?? ''),
    queryFn: async ({ signal }) => {
      try {
        return await ok(v2.GET('/payout-instructions/{id}/payout', { params: { path: { id: instructionId ?? '' } }, signal }));
      } catch (error) {
        if (error instanceof ApiProblem && error.status === 404) return null;
        throw error;
      }
    },
    enabled: instructionId !== undefined,
  });
}

/** `:fail-permanently` with its reason; every view of payouts is read again. */
export function useFailPermanently() {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => ok(v2.POST('/admin/payouts/{id}/:fail-permanently', { params: { path: { id } }, body: { reason } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['payouts'] });
      await queryClient.invalidateQueries({ queryKey: ['payout-instructions'] });
    },
  });
}

/** Hands a file to the browser as a download named `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // After the browser took the download.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
