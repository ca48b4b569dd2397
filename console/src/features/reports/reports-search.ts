import { oneOf, page, type Raw } from '../../app/search';

/** The campaign report tabs, in the order the screen shows them. */
export const REPORT_TABS = ['statistics', 'conversion', 'payout-methods', 'payouts-history', 'basic'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/** What the basic report sorts by (`sortBy` of `GET /reports/campaigns/{id}/basic`, docs/reports.md). */
export const BASIC_SORT_KEYS = ['createdOn', 'amount', 'status', 'email', 'lastName', 'externalId'] as const;
export type BasicSortKey = (typeof BASIC_SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';

export const PAYOUT_STATUSES = ['Pending', 'Processing', 'SentForPrinting', 'Mailed', 'Completed', 'Failed', 'Cancelled', 'Returned'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

export const BASIC_PAGE_SIZES = [10, 25, 50, 100] as const;

/**
 * The campaign reports screen's state in the URL: its tab; the statistics timeline's and the payouts history's date
 * range (`from`, `to`: UTC days, a `to` before `from` dropped); the history's status; the page of the tab's table;
 * and the basic report's sort and page size (kept when the tab changes, so the CSV downloads in the chosen order).
 */
export interface CampaignReportsSearch {
  tab: ReportTab;
  from?: string;
  to?: string;
  status?: PayoutStatus;
  page: number;
  sortBy: BasicSortKey;
  sortOrder: SortOrder;
  pageSize: number;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30), else undefined. */
export function calendarDay(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = DAY.exec(value.trim());
  if (!match) return undefined;
  const date = new Date(`${match[0]}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === match[0] ? match[0] : undefined;
}

export function campaignReportsSearch(search: Raw): CampaignReportsSearch {
  const from = calendarDay(search.from);
  let to = calendarDay(search.to);
  if (from && to && to < from) to = undefined;
  const size = Number(search.pageSize);
  return {
    tab: oneOf(REPORT_TABS, search.tab) ?? 'statistics',
    from,
    to,
    status: oneOf(PAYOUT_STATUSES, search.status),
    page: page(search.page),
    sortBy: oneOf(BASIC_SORT_KEYS, search.sortBy) ?? 'createdOn',
    sortOrder: oneOf(['asc', 'desc'] as const, search.sortOrder) ?? 'desc',
    pageSize: (BASIC_PAGE_SIZES as readonly number[]).includes(size) ? size : 25,
  };
}

/** The search after a change of tab: the first page, no filter of the tab before; the basic report's sort kept. */
export function withTab(search: CampaignReportsSearch, tab: ReportTab): CampaignReportsSearch {
  return { tab, page: 1, sortBy: search.sortBy, sortOrder: search.sortOrder, pageSize: search.pageSize };
}

/**
 * The sort after a click on a column's header: the same column flips its order; another column starts in the order
 * a person expects of it (dates and amounts newest or largest first, words from A).
 */
export function nextSort(current: { sortBy: BasicSortKey; sortOrder: SortOrder }, column: BasicSortKey): { sortBy: BasicSortKey; sortOrder: SortOrder } {
  if (current.sortBy === column) return { sortBy: column, sortOrder: current.sortOrder === 'asc' ? 'desc' : 'asc' };
  return { sortBy: column, sortOrder: column === 'createdOn' || column === 'amount' ? 'desc' : 'asc' };
}

/** The portfolio screen's state: the redemption activity's range and the dashboard's page. */
export const REDEMPTION_RANGES = ['30', '90', 'all'] as const;
export type RedemptionRange = (typeof REDEMPTION_RANGES)[number];

export interface PortfolioSearch {
  range: RedemptionRange;
  page: number;
}

export function portfolioSearch(search: Raw): PortfolioSearch {
  return { range: oneOf(REDEMPTION_RANGES, String(search.range ?? '')) ?? '30', page: page(search.page) };
}
