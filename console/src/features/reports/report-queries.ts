import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ok, type Api } from '../../api/api';
import { useApi } from '../../api/api-context';
import type { V2Components } from '../../../../clients/typescript';
import { DOWNLOAD_PAGE_SIZE, downloadPages } from './basic-report-file';
import { joinCsvPages, parseCsv, recordsOf } from './csv';
import type { BasicSortKey, CampaignReportsSearch, PayoutStatus, RedemptionRange, SortOrder } from './reports-search';

type Schemas = V2Components['schemas'];
export type CampaignStatistics = Schemas['CampaignStatisticsView'];
export type Conversion = Schemas['ConversionView'];
export type PayoutMethodsReport = Schemas['PayoutMethodsReportView'];
export type PayoutHistory = Schemas['PayoutHistoryView'];
export type RedemptionActivity = Schemas['RedemptionActivityView'];

/** The reports' query keys: one family per campaign, refreshed together. */
export const reportKeys = {
  campaign: (campaignId: string) => ['reports', 'campaigns', campaignId] as const,
  statistics: (campaignId: string, from?: string, to?: string) => ['reports', 'campaigns', campaignId, 'statistics', from ?? '', to ?? ''] as const,
  conversion: (campaignId: string) => ['reports', 'campaigns', campaignId, 'conversion'] as const,
  payoutMethods: (campaignId: string) => ['reports', 'campaigns', campaignId, 'payout-methods'] as const,
  history: (campaignId: string, filter: HistoryFilter) => ['reports', 'campaigns', campaignId, 'payouts-history', filter] as const,
  basic: (campaignId: string, page: BasicPage) => ['reports', 'campaigns', campaignId, 'basic', page] as const,
};

const path = (campaignId: string) => ({ campaignId });

export function useStatistics(campaignId: string, from?: string, to?: string) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: reportKeys.statistics(campaignId, from, to),
    // The operation answers SVG only when asked for it; the client asks for JSON.
    queryFn: async ({ signal }) =>
      (await ok(v2.GET('/reports/campaigns/{campaignId}/statistics', { params: { path: path(campaignId), query: { from, to } }, signal }))) as CampaignStatistics,
    placeholderData: keepPreviousData,
  });
}

export function useConversion(campaignId: string) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: reportKeys.conversion(campaignId),
    queryFn: ({ signal }) => ok(v2.GET('/reports/campaigns/{campaignId}/conversion', { params: { path: path(campaignId) }, signal })),
  });
}

export function usePayoutMethods(campaignId: string) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: reportKeys.payoutMethods(campaignId),
    queryFn: ({ signal }) => ok(v2.GET('/reports/campaigns/{campaignId}/payout-methods', { params: { path: path(campaignId) }, signal })),
  });
}

export interface HistoryFilter {
  from?: string;
  to?: string;
  status?: PayoutStatus;
  page: number;
}

export const HISTORY_PAGE_SIZE = 20;

export function usePayoutsHistory(campaignId: string, filter: HistoryFilter) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: reportKeys.history(campaignId, filter),
    queryFn: ({ signal }) =>
      ok(
        v2.GET('/reports/campaigns/{campaignId}/payouts-history', {
          params: { path: path(campaignId), query: { from: filter.from, to: filter.to, status: filter.status, pageNumber: filter.page, pageSize: HISTORY_PAGE_SIZE } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export interface BasicPage {
  page: number;
  pageSize: number;
  sortBy: BasicSortKey;
  sortOrder: SortOrder;
}

export interface BasicReportPage {
  /** The page, size and sort these rows are (a new sort shows the rows before until its own arrive). */
  of: BasicPage;
  header: string[];
  records: Record<string, string>[];
  /** Instructions of the campaign, every page (`X-Total-Count`). */
  total: number;
}

/** One page of the basic report as the API writes it (CSV), and the campaign's count of instructions. */
async function basicReportText(v2: Api['v2'], campaignId: string, page: BasicPage, signal?: AbortSignal): Promise<{ text: string; total: number }> {
  const answer = await v2.GET('/reports/campaigns/{campaignId}/basic', {
    params: { path: path(campaignId), query: { pageNumber: page.page, pageSize: page.pageSize, sortBy: page.sortBy, sortOrder: page.sortOrder } },
    parseAs: 'text',
    signal,
  });
  const text = (await ok(Promise.resolve(answer))) as unknown as string;
  return { text, total: Number(answer.response.headers.get('X-Total-Count') ?? 0) };
}

export function useBasicReport(campaignId: string, page: BasicPage) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: reportKeys.basic(campaignId, page),
    queryFn: async ({ signal }): Promise<BasicReportPage> => {
      const { text, total } = await basicReportText(v2, campaignId, page, signal);
      return { of: page, ...recordsOf(parseCsv(text)), total };
    },
    placeholderData: keepPreviousData,
  });
}

/** The whole basic report in the chosen order, as the API writes it: pages of 10,000 joined under one header row. */
export async function fetchBasicReportCsv(v2: Api['v2'], campaignId: string, sort: Pick<CampaignReportsSearch, 'sortBy' | 'sortOrder'>): Promise<Blob> {
  const first = await basicReportText(v2, campaignId, { page: 1, pageSize: DOWNLOAD_PAGE_SIZE, ...sort });
  const pages = [first.text];
  for (let page = 2; page <= downloadPages(first.total); page++) pages.push((await basicReportText(v2, campaignId, { page, pageSize: DOWNLOAD_PAGE_SIZE, ...sort })).text);
  return new Blob([joinCsvPages(pages)], { type: 'text/csv;charset=utf-8' });
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
  // The download has its own copy once started.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export function useRedemptionActivity(range: RedemptionRange) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['portfolio', 'redemption-activity', range],
    queryFn: async ({ signal }) => (await ok(v2.GET('/portfolio/redemption-activity', { params: { query: { range } }, signal }))) as RedemptionActivity,
    placeholderData: keepPreviousData,
  });
}

export const DASHBOARD_PAGE_SIZE = 10;

export function useDashboard(page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['portfolio', 'dashboard', { page, pageSize: DASHBOARD_PAGE_SIZE }],
    queryFn: ({ signal }) => ok(v2.GET('/portfolio/dashboard', { params: { query: { pageNumber: page, pageSize: DASHBOARD_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}
